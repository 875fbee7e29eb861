// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SlideLink } from './SlideLink';

function renderLink(href: string, external: boolean, ariaLabel?: string) {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <Router hook={location.hook}>
      <SlideLink href={href} external={external} ariaLabel={ariaLabel}>
        Deals
      </SlideLink>
    </Router>,
  );
  return location;
}

describe('SlideLink', () => {
  it('follows a store path through the router, in the same tab', async () => {
    const user = userEvent.setup();
    const location = renderLink('/category/deals', false);
    const link = screen.getByRole('link', { name: 'Deals' });
    expect(link.hasAttribute('target')).toBe(false);
    await user.click(link);
    expect(location.history.at(-1)).toBe('/category/deals');
  });

  it('opens another site in a new tab without handing it our window, and says so', () => {
    renderLink('https://deals.example.com', true);
    const link = screen.getByRole('link', { name: 'Deals (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('adds the new-tab note to an explicit name too', () => {
    renderLink('https://deals.example.com', true, 'Weekly deals');
    expect(screen.getByRole('link', { name: 'Weekly deals (opens in a new tab)' })).toBeTruthy();
  });

  it('treats a protocol-relative address as another site, not a router path', async () => {
    const user = userEvent.setup();
    const location = renderLink('//deals.example.com/x', false);
    const link = screen.getByRole('link', { name: 'Deals (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(location.history).toEqual(['/']);
  });
});
