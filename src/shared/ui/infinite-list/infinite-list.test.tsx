// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollOffsetOf, scrollParentOf, scrollParentTo } from './scroll-parent';
import { NEAR_END_MARGIN, useNearEnd } from './use-near-end';
import { subscribeToViewport } from './viewport';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A box that scrolls (the desktop overlay's content) holding a list, or the list alone in the page. */
function layout(scrolling: boolean) {
  const outer = document.createElement('div');
  const box = document.createElement('div');
  if (scrolling) box.style.overflowY = 'auto';
  const list = document.createElement('ul');
  box.append(list);
  outer.append(box);
  document.body.append(outer);
  return { box, list };
}

describe('scrollParentOf', () => {
  it('finds the nearest ancestor that scrolls', () => {
    const { box, list } = layout(true);
    expect(scrollParentOf(list)).toBe(box);
  });

  it('is null when the window scrolls', () => {
    const { list } = layout(false);
    expect(scrollParentOf(list)).toBeNull();
    expect(scrollParentOf(null)).toBeNull();
  });

  it('reads and sets the offset of that box, or of the window', () => {
    const { box } = layout(true);
    scrollParentTo(box, 640);
    expect(scrollOffsetOf(box)).toBe(640);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollParentTo(null, 300);
    expect(scrollTo).toHaveBeenCalledWith({ top: 300, behavior: 'instant' });
  });
});

describe('subscribeToViewport', () => {
  it('hears a scroll inside a scrolling box (scroll events do not bubble), until stopped', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const { box } = layout(true);
    const notify = vi.fn();
    const stop = subscribeToViewport(notify);
    box.dispatchEvent(new Event('scroll', { bubbles: false }));
    window.dispatchEvent(new Event('scroll'));
    expect(notify).toHaveBeenCalledTimes(2);
    stop();
    box.dispatchEvent(new Event('scroll', { bubbles: false }));
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('notifies once a frame', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const notify = vi.fn();
    const stop = subscribeToViewport(notify);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    expect(notify).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(0));
    expect(notify).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('useNearEnd', () => {
  const observers: { root: Element | Document | null | undefined; rootMargin: string | undefined; fire: (entry?: Partial<IntersectionObserverEntry>) => void }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      observers.push({
        root: options.root,
        rootMargin: options.rootMargin,
        fire: (entry = { isIntersecting: true }) => callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver),
      });
    }
    observe() {}
    disconnect() {}
  }

  function List({ onNear, version }: { onNear: () => void; version: string }) {
    const sentinel = useRef<HTMLDivElement>(null);
    useNearEnd(sentinel, onNear, version);
    return <div ref={sentinel} />;
  }

  it('watches the end of the list from its scrolling box, and asks again when the list changed', () => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { box } = layout(true);
    const onNear = vi.fn();
    const { rerender } = render(<List onNear={onNear} version="1" />, { container: box });
    expect(observers.map((observer) => [observer.root, observer.rootMargin])).toEqual([[box, NEAR_END_MARGIN]]);
    act(() => observers[0]?.fire());
    expect(onNear).toHaveBeenCalledTimes(1);
    rerender(<List onNear={onNear} version="2" />);
    expect(observers).toHaveLength(2);
  });

  it('asks for the next page when the end has passed above the visible part (a tall footer below), not when it is far below', () => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onNear = vi.fn();
    render(<List onNear={onNear} version="1" />);
    const rootBounds = { top: 0, bottom: 800 } as DOMRectReadOnly;
    act(() => observers[0]?.fire({ isIntersecting: false, rootBounds, boundingClientRect: { top: 2400, bottom: 2401 } as DOMRectReadOnly }));
    expect(onNear).not.toHaveBeenCalled();
    act(() => observers[0]?.fire({ isIntersecting: false, rootBounds, boundingClientRect: { top: -900, bottom: -899 } as DOMRectReadOnly }));
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('watches from the viewport when the window scrolls', () => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<List onNear={vi.fn()} version="1" />);
    expect(observers[0]?.root).toBeNull();
  });
});
