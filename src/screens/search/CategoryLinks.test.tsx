// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { testCategory } from '@/models/catalog/test-products';
import { CategoryLinks } from './CategoryLinks';
import { createHighlighter } from './highlight';

/**
 * The text a browser paints for an element. Inside a flex container every child (a text run or an element) is a
 * flex item of its own, and the spaces at an item's edges collapse away (CSS Text 3, 4.1.2): "Classic " beside
 * <mark>pizza</mark> paints as "Classicpizza".
 */
function paintedText(element: Element): string {
  const runs = [...element.childNodes].map((node) => (node instanceof Element ? paintedText(node) : (node.textContent ?? '')));
  const display = getComputedStyle(element).display;
  return display.endsWith('flex') ? runs.map((run) => run.replace(/\s+/g, ' ').trim()).join('') : runs.join('');
}

// The chips' own styles (vitest hands CSS imports over empty).
const searchCss = readFileSync(path.join(import.meta.dirname, 'search.css'), 'utf8');

// The seeded store's child categories that a search for "pizza" finds.
const pizzaCategories = [testCategory(10, 'Classic pizzas'), testCategory(11, 'Specialty pizzas'), testCategory(12, 'Veggie pizzas')];

function renderChips(query: string) {
  const style = document.createElement('style');
  style.textContent = searchCss;
  document.head.append(style);
  const location = memoryLocation({ path: `/search?q=${query}` });
  return render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <CategoryLinks categories={pizzaCategories} highlight={createHighlighter(query)} />
    </Router>,
  );
}

afterEach(() => {
  for (const style of document.head.querySelectorAll('style')) style.remove();
});

describe('the category chips of a search', () => {
  it('reads each name with its spaces where the query matched part of it', () => {
    renderChips('pizza');
    const chips = screen.getAllByRole('link');
    expect(getComputedStyle(chips[0] as Element).display).toBe('inline-flex');
    expect(chips.map(paintedText)).toEqual(['Classic pizzas', 'Specialty pizzas', 'Veggie pizzas']);
  });

  it('still marks the matching words', () => {
    renderChips('pizza');
    const marks = screen.getAllByRole('link').map((chip) => chip.querySelector('mark')?.textContent);
    expect(marks).toEqual(['pizza', 'pizza', 'pizza']);
  });
});
