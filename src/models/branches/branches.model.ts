import { createEvent, createStore } from 'effector';
import type { Branch } from '@/api/schemas/site.schema';
import { DEFAULT_BRANCH_ID } from '@/api/client';

export interface BranchesState {
  branches: Branch[];
  selected_branch: Branch | null;
  manual_selection_done: boolean;
}

export const initialBranchesState: BranchesState = { branches: [], selected_branch: null, manual_selection_done: false };

/** The shopper picked a branch in the selector. */
export const branchPicked = createEvent<Branch>();
/** get-data answered with the store's branches and the branch it serves this request from. */
export const branchesReceived = createEvent<{ branches: Branch[]; selected_branch: Branch | null }>();

export const $branchesState = createStore<BranchesState>(initialBranchesState);
export const $selectedBranchId = $branchesState.map((state) => (state.selected_branch ? String(state.selected_branch.id) : DEFAULT_BRANCH_ID));

// When the shopper picks a branch, select it and remember that the choice was theirs.
$branchesState.on(branchPicked, (state, branch) => ({ ...state, selected_branch: branch, manual_selection_done: true }));

// When get-data answers, take its list; a shopper's own choice wins while that branch still exists.
$branchesState.on(branchesReceived, (state, received) => {
  const ownChoice = state.manual_selection_done
    ? received.branches.find((branch) => String(branch.id) === String(state.selected_branch?.id))
    : undefined;
  return {
    branches: received.branches,
    selected_branch: ownChoice ?? received.selected_branch ?? received.branches[0] ?? null,
    manual_selection_done: ownChoice !== undefined,
  };
});
