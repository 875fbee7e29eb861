// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Branch } from '@/api/schemas/site.schema';
import { $branchesState, initialBranchesState } from '@/models/branches/branches.model';
import { BRANCH_SELECTOR_ID, BranchSelector } from './BranchSelector';

const branches: Branch[] = [
  { id: 1, name: 'Downtown', address: '12 Market Street', phone: null, is_open: true },
  { id: 2, name: 'Riverside', address: '4 Quay Road', phone: null, is_open: false },
];

function renderSelector(state = { branches, selected_branch: branches[0] ?? null, manual_selection_done: false }) {
  const scope = fork({ values: [[$branchesState, state]] });
  render(
    <Provider value={scope}>
      <BranchSelector />
    </Provider>,
  );
  return scope;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the branch selector', () => {
  it('is absent when the store has no branches', () => {
    renderSelector(initialBranchesState);
    expect(screen.queryByTestId('branch-selector-button')).toBeNull();
  });

  it('shows the selected branch on its button', () => {
    renderSelector();
    const button = screen.getByTestId('branch-selector-button');
    expect(button.textContent).toContain('Downtown');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.className).toBe('header-button branch-button');
  });

  it('opens "Choose a branch" on its URL hash and closes on the back button', async () => {
    renderSelector();
    await userEvent.click(screen.getByTestId('branch-selector-button'));
    expect(window.location.hash).toBe(`#${BRANCH_SELECTOR_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a branch' });
    expect(dialog.id).toBe('branch-selector');
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.hash).toBe('');
  });

  it('picks a branch, remembers the choice was the shopper’s, and closes', async () => {
    const scope = renderSelector();
    await userEvent.click(screen.getByTestId('branch-selector-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a branch' });
    expect(within(dialog).getByRole('button', { name: /Downtown/ }).getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByRole('button', { name: /Riverside/ }).textContent).toContain('Closed now');
    await userEvent.click(within(dialog).getByRole('button', { name: /Riverside/ }));
    expect(scope.getState($branchesState)).toMatchObject({ selected_branch: { name: 'Riverside' }, manual_selection_done: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('branch-selector-button').textContent).toContain('Riverside');
  });

  it('takes the look of the bar it sits in', () => {
    const scope = fork({ values: [[$branchesState, { branches, selected_branch: null, manual_selection_done: false }]] });
    render(
      <Provider value={scope}>
        <BranchSelector className="top-nav__button" />
      </Provider>,
    );
    const button = screen.getByTestId('branch-selector-button');
    expect(button.className).toBe('top-nav__button branch-button');
    expect(button.textContent).toContain('Choose');
  });
});
