// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackLink } from './BackLink';

/** The tab's history as the Navigation API tells it: the entries' addresses, the current one last. */
function historyOf(...urls: string[]) {
  Object.defineProperty(window, 'navigation', {
    configurable: true,
    value: { currentEntry: { index: urls.length - 1 }, entries: () => urls.map((url) => ({ url })) },
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'navigation');
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('Back on a child route', () => {
  it('goes back in history when the page before was a page of the store', () => {
    window.history.replaceState(null, '', '/account/wallet');
    historyOf(`${window.location.origin}/account`, `${window.location.origin}/account/wallet`);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(<BackLink up="/account" />);
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/account/wallet');
  });

  it('goes up, to its own link, when the page was opened from elsewhere or first in the tab', () => {
    for (const entries of [['https://search.example/?q=pizza', '/checkout'], ['/checkout']]) {
      window.history.replaceState(null, '', '/checkout');
      historyOf(...entries.map((url) => new URL(url, window.location.origin).href));
      const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
      const { unmount } = render(<BackLink up="/cart" />);
      const link = screen.getByRole('link', { name: 'Back' });
      expect(link.getAttribute('href')).toBe('/cart');
      fireEvent.click(link);
      expect(back).not.toHaveBeenCalled();
      expect(window.location.pathname).toBe('/cart');
      unmount();
    }
  });

  it('goes up where the browser has no Navigation API', () => {
    window.history.replaceState(null, '', '/cart/discounts');
    render(<BackLink up="/cart" />);
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(window.location.pathname).toBe('/cart');
  });
});
