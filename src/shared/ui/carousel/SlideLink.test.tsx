// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SlideLink } from './SlideLink';

function renderLink(href: string, ariaLabel?: string) {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <Router hook={location.hook}>
      <SlideLink href={href} ariaLabel={ariaLabel}>
        Deals
      </SlideLink>
    </Router>,
  );
  return location;
}

describe('SlideLink', () => {
  it('follows a store path through the router, in the same tab', async () => {
    const user = userEvent.setup();
    const location = renderLink('/category/deals');
    const link = screen.getByRole('link', { name: 'Deals' });
    expect(link.hasAttribute('target')).toBe(false);
    await user.click(link);
    expect(location.history.at(-1)).toBe('/category/deals');
  });

  it('opens another site in a new tab without handing it our window, and says so', () => {
    renderLink('https://deals.example.com');
    const link = screen.getByRole('link', { name: 'Deals (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('adds the new-tab note to an explicit name too', () => {
    renderLink('https://deals.example.com', 'Weekly deals');
    expect(screen.getByRole('link', { name: 'Weekly deals (opens in a new tab)' })).toBeTruthy();
  });

  it('goes where the browser would, with dot-segments resolved', async () => {
    const user = userEvent.setup();
    const location = renderLink('/deals/../category/deals');
    const link = screen.getByRole('link', { name: 'Deals' });
    expect(link.getAttribute('href')).toBe('/category/deals');
    await user.click(link);
    expect(location.history.at(-1)).toBe('/category/deals');
  });

  it.each(['//deals.example.com/x', '/\\deals.example.com/x', '/%5Cdeals.example.com/x', '/..//deals.example.com/x', 'javascript:alert(1)'])(
    'shows %j as plain content, never a link off the store',
    async (href) => {
      const user = userEvent.setup();
      const location = renderLink(href);
      expect(screen.queryByRole('link')).toBeNull();
      await user.click(screen.getByText('Deals'));
      expect(location.history).toEqual(['/']);
    },
  );
});
