// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VirtualGrid } from './VirtualGrid';

const items = Array.from({ length: 1000 }, (_, index) => ({ id: index + 1, name: `Item ${index + 1}` }));

/** jsdom has no layout: the grid's top edge is whatever the test says the scroll has made it. */
let gridTop = 0;
function scrollGridTo(top: number) {
  gridTop = top;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderGrid(list = items) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.classList.contains('virtual-grid') ? gridTop : 0;
    return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
  // Scroll notifications land at once instead of on the next frame.
  vi.stubGlobal('requestAnimationFrame', undefined);
  return render(
    <VirtualGrid
      items={list}
      label="All products"
      getKey={(item) => item.id}
      renderItem={(item) => <span>{item.name}</span>}
      columns={{ mobile: 2, desktop: 4 }}
      rowHeight={{ mobile: 300, desktop: 400 }}
      overscanRows={1}
    />,
  );
}

const spacers = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('.virtual-grid__spacer')).map((spacer) => parseFloat(spacer.style.height));

afterEach(() => {
  gridTop = 0;
});

describe('VirtualGrid', () => {
  it('renders only the rows near the viewport, and spacers for the rest', () => {
    const { container } = renderGrid();
    const list = screen.getByRole('list', { name: 'All products' });
    // 768 px of jsdom viewport over 400 px rows: 2 rows, plus 1 row of overscan below = 3 rows of 4.
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(spacers(container)).toEqual([0, (250 - 3) * 400]);
  });

  it('moves the window as the page scrolls, keeping the total height', () => {
    const { container } = renderGrid();
    scrollGridTo(-40_000);
    const cells = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cells[0]?.textContent).toBe('Item 397');
    expect(cells[0]?.getAttribute('aria-posinset')).toBe('397');
    expect(cells[0]?.getAttribute('aria-setsize')).toBe('1000');
    expect(cells).toHaveLength(4 * 4);
    const [above = 0, below = 0] = spacers(container);
    expect(above + cells.length / 4 * 400 + below).toBe(250 * 400);
  });

  it('keeps the DOM bounded at the end of a long list', () => {
    const { container } = renderGrid();
    scrollGridTo(-250 * 400 + 768);
    expect(within(screen.getByRole('list')).getAllByRole('listitem').at(-1)?.textContent).toBe('Item 1000');
    expect(container.querySelectorAll('*').length).toBeLessThan(60);
  });

  it('uses the mobile columns and row height on small screens', () => {
    const notMatching = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...notMatching(query), matches: query.includes('max-width: 768px') }));
    const { container } = renderGrid(items.slice(0, 20));
    // 768 / 300 rounds up to 3 rows, plus 1 of overscan: 4 rows of 2.
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(8);
    expect(spacers(container)).toEqual([0, 6 * 300]);
  });

  it('renders nothing but an empty list for no items', () => {
    const { container } = renderGrid([]);
    expect(within(screen.getByRole('list')).queryAllByRole('listitem')).toHaveLength(0);
    expect(spacers(container)).toEqual([0, 0]);
  });
});
