import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $branchesState } from '@/models/branches/branches.model';
import { useHashState } from '@/shared/lib/use-hash-state';

/** The URL hash that opens the picker (e2e tests and deep links rely on it). */
export const BRANCH_SELECTOR_ID = 'branch-selector';

const BranchDialog = lazy(() => import('./BranchDialog'));

interface BranchSelectorProps {
  /** The button's look: the shell's `header-button` unless a block styles it in its own colours. */
  className?: string;
}

/**
 * The button showing the selected branch; the dialog (and Radix) load when first opened. Shared by the
 * shell header and the top_nav block; mount one at a time, since every mounted one opens on the same hash.
 */
export function BranchSelector({ className = 'header-button' }: BranchSelectorProps) {
  const { branches, selected_branch } = useUnit($branchesState);
  const [open, setOpen] = useHashState(BRANCH_SELECTOR_ID);
  if (branches.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className={`${className} branch-button`}
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
