// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';
import { illustrations, illustrationUrl, type Illustration } from './illustrations';

describe('EmptyState', () => {
  it('shows a picture the heading describes, the words and the next step', () => {
    render(
      <EmptyState picture="cart" className="cart-empty" role="status">
        <h2>Your cart is empty</h2>
        <a href="/">Start shopping</a>
      </EmptyState>,
    );
    const state = screen.getByRole('status');
    expect(state.className).toBe('empty-state cart-empty');
    // Decorative: the heading says what the picture shows.
    expect(state.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(state.querySelector('img')?.getAttribute('src')).toBe('/illustrations/cart.svg');
    expect(screen.getByRole('link', { name: 'Start shopping' })).toBeTruthy();
  });

  it.each(Object.keys(illustrations) as Illustration[])('has a picture file for %s, an SVG with its licence', (name) => {
    const file = `public${illustrationUrl(name)}`;
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" [^>]*><!-- Fluent Emoji, Copyright \(c\) Microsoft Corporation, MIT License/);
  });
});
