// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, useLocation } from 'wouter';
import { StoreRouter } from './StoreRouter';

/** A screen that moves on as soon as it shows, as the sign-in screens do for a shopper who is signed in. */
function LeavesAtOnce({ to }: { to: string }) {
  const [, navigate] = useLocation();
  useLayoutEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return <p>Still here</p>;
}

function Where() {
  const [path] = useLocation();
  return <output aria-label="Path">{path}</output>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('every navigation of the app', () => {
  it.each(['//evil.example/x', '/..//evil.example/x', '/\\evil.example'])('stays on a working page when asked to go to %j', (to) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/login');
    render(
      <StoreRouter>
        <LeavesAtOnce to={to} />
        <Where />
      </StoreRouter>,
    );
    expect(screen.getByText('Still here')).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(error).toHaveBeenCalled();
  });

  it('stays on a working page when the browser refuses a navigation', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(window.history, 'pushState').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    render(
      <StoreRouter>
        <Link href="/cart">Cart</Link>
        <Where />
      </StoreRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Path' }).textContent).toBe('/');
    expect(error).toHaveBeenCalled();
  });

  it('goes to a path of the store as the browser reads it', async () => {
    render(
      <StoreRouter>
        <Link href="/account/../cart">Cart</Link>
        <Where />
      </StoreRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(window.location.pathname).toBe('/cart');
    await act(async () => undefined);
    expect(screen.getByRole('status', { name: 'Path' }).textContent).toBe('/cart');
  });
});
