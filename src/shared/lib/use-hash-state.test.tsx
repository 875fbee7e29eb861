// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useHashState } from './use-hash-state';

function Drawer() {
  const [open, setOpen] = useHashState('branch-selector');
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? 'Close' : 'Open'}
      </button>
      {open ? <p>Branches</p> : null}
    </>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a drawer kept open in the URL hash', () => {
  it('opens and closes, keeping the path and query', async () => {
    window.history.replaceState(null, '', '/category/pizza?sort=price');
    render(<Drawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Branches')).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/category/pizza?sort=price#branch-selector');
    // As after a reload: the entry is not the drawer's own, so closing replaces it rather than going back.
    window.history.replaceState(null, '', window.location.href);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Branches')).toBeNull();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/category/pizza?sort=price');
  });

  // A link to `https://store//evil.example/x` opens the store at the path `//evil.example/x`: written back as a
  // path, it would name another site, and the browser refuses it (issue 26).
  it('opens and closes on a page whose path begins with //', async () => {
    window.history.replaceState(null, '', '/.//evil.example/x');
    expect(window.location.pathname).toBe('//evil.example/x');
    render(<Drawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Branches')).toBeTruthy();
    expect(window.location.hash).toBe('#branch-selector');
    window.history.replaceState(null, '', window.location.href);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Branches')).toBeNull();
    expect(window.location.pathname).toBe('//evil.example/x');
    expect(window.location.hash).toBe('');
  });
});
