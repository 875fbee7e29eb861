// @vitest-environment jsdom
// Checks tests/setup.ts itself. The tests in this file run in order: the second one sees what the first left behind.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('tests/setup.ts', () => {
  it('stubs matchMedia (nothing matches) and lets a test override it', () => {
    expect(window.matchMedia('(prefers-reduced-motion: reduce)')).toMatchObject({
      matches: false,
      media: '(prefers-reduced-motion: reduce)',
    });
    const notMatching = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...notMatching(query), matches: true }));
    expect(window.matchMedia('(min-width: 1px)').matches).toBe(true);
  });

  it('leaves a rendered tree and stored values behind for the next test to check', () => {
    render(<p>left behind</p>);
    localStorage.setItem('cart', '[1]');
    sessionStorage.setItem('draft', 'x');
    expect(screen.getByText('left behind')).toBeTruthy();
  });

  it('cleaned up after the previous test', () => {
    expect(document.body.innerHTML).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(window.matchMedia('(min-width: 1px)').matches).toBe(false);
  });
});
