import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Branch } from '@/api/schemas/site.schema';
import { $branchesState, $selectedBranchId, branchesReceived, branchPicked } from './branches.model';

const branch = (id: number, name: string): Branch => ({ id, name, address: null, phone: null, is_open: true });
const downtown = branch(1, 'Downtown');
const riverside = branch(2, 'Riverside');

describe('branches', () => {
  it('sends branch 1 until a branch is known', () => {
    expect(fork().getState($selectedBranchId)).toBe('1');
  });

  it("takes the server's selected branch", async () => {
    const scope = fork();
    await allSettled(branchesReceived, { scope, params: { branches: [downtown, riverside], selected_branch: riverside } });
    expect(scope.getState($selectedBranchId)).toBe('2');
    expect(scope.getState($branchesState).manual_selection_done).toBe(false);
  });

  it('marks a manual choice, and keeps it over the server default while that branch exists', async () => {
    const scope = fork();
    await allSettled(branchPicked, { scope, params: riverside });
    expect(scope.getState($branchesState).manual_selection_done).toBe(true);
    await allSettled(branchesReceived, { scope, params: { branches: [downtown, { ...riverside, name: 'Riverside Walk' }], selected_branch: downtown } });
    expect(scope.getState($branchesState).selected_branch?.name).toBe('Riverside Walk');
    expect(scope.getState($branchesState).manual_selection_done).toBe(true);
  });

  it('falls back to the server choice when the chosen branch is gone', async () => {
    const scope = fork();
    await allSettled(branchPicked, { scope, params: branch(9, 'Closed for good') });
    await allSettled(branchesReceived, { scope, params: { branches: [downtown], selected_branch: null } });
    expect(scope.getState($branchesState)).toEqual({ branches: [downtown], selected_branch: downtown, manual_selection_done: false });
  });
});
