// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyEmptyState } from './LazyEmptyState';

describe('an empty state loaded when it shows', () => {
  it('says its words and offers its next step at once, then shows its picture', async () => {
    const { container } = render(
      <LazyEmptyState picture="discounts" className="discounts-empty" role="status">
        <p>There are no discounts right now.</p>
        <a href="/cart">Back to your cart</a>
      </LazyEmptyState>,
    );
    expect(screen.getByRole('status').textContent).toContain('There are no discounts right now.');
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toBeTruthy();
    await expect.poll(() => container.querySelector('.empty-state__picture')?.getAttribute('src')).toBe('/illustrations/discounts.svg');
    expect(container.querySelectorAll('.discounts-empty')).toHaveLength(1);
  });
});
