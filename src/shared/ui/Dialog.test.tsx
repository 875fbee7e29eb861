// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import Dialog from './Dialog';

/** A dialog opened by a plain button, not a Radix Trigger: the way the branch selector and the options panel open. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Choose a branch
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Branches">
        <button type="button">Downtown</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves focus in when it opens and gives it back to what opened it when it closes', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Choose a branch' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Branches' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
