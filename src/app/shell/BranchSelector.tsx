import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $branchesState } from '@/models/branches/branches.model';
import { useHashState } from '@/shared/lib/use-hash-state';

export const BRANCH_SELECTOR_ID = 'branch-selector';

const BranchDialog = lazy(() => import('./BranchDialog'));

/** The header button showing the selected branch; the dialog (and Radix) load when first opened. */
export function BranchSelector() {
  const { branches, selected_branch } = useUnit($branchesState);
  const [open, setOpen] = useHashState(BRANCH_SELECTOR_ID);
  if (branches.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className="header-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? BRANCH_SELECTOR_ID : undefined}
        onClick={() => setOpen(true)}
        data-testid="branch-selector-button"
      >
        <span className="header-button__label">Branch</span>
        <span className="header-button__value">{selected_branch?.name ?? 'Choose'}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BranchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
