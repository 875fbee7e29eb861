import { useUnit } from 'effector-react';
import { branchCookie } from '@/domain/branch-cookie';
import { $branchesState, branchPicked } from '@/models/branches/branches.model';
import Dialog from '@/shared/ui/Dialog';
import { BRANCH_SELECTOR_ID } from './BranchSelector';

/** The branch list; loaded with Radix on first open, so the home page never pays for it. */
export default function BranchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [{ branches, selected_branch }, pick] = useUnit([$branchesState, branchPicked]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Choose a branch" description="Prices, stock and delivery depend on the branch." id={BRANCH_SELECTOR_ID}>
      <ul className="choice-list" aria-label="Branches">
        {branches.map((branch) => {
          const selected = String(branch.id) === String(selected_branch?.id);
          return (
            <li key={branch.id}>
              <button
                type="button"
                className="choice"
                aria-pressed={selected}
                onClick={() => {
                  if (!selected) {
                    pick(branch);
                    // The server renders the branch this cookie names (ADR 0044); here, where the choice is made.
                    document.cookie = branchCookie(String(branch.id), window.location.protocol === 'https:');
                  }
                  onOpenChange(false);
                }}
              >
                <span className="choice__title">{branch.name}</span>
                {branch.address ? <span className="choice__detail">{branch.address}</span> : null}
                {branch.is_open ? null : <span className="choice__detail">Closed now</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
