// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutNode } from '@/layout/parse-layout';
import { FIRST_SCREEN_WAIT_MS, useFirstScreenReady, type HomeLayout } from './use-home-layout';

const preloadLayout = vi.hoisted(() => vi.fn((_nodes: readonly unknown[], _count?: number) => Promise.resolve()));
vi.mock('@/layout/LayoutRenderer', () => ({ preloadLayout }));

const node = (key: string) => ({ key, kind: 'block' }) as unknown as LayoutNode;
const layout: HomeLayout = { nodes: [], header: [node('top_nav')], body: [node('banner')], fixed: [node('bottom_nav')] };

beforeEach(() => {
  vi.useFakeTimers();
  preloadLayout.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('useFirstScreenReady', () => {
  it('on the home page, asks for the first blocks at once and is ready when they are in', async () => {
    const { result } = renderHook(() => useFirstScreenReady(layout, true));
    expect(preloadLayout).toHaveBeenCalledTimes(3);
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current).toBe(true);
  });

  it('behind another screen, leaves the home blocks until FIRST_SCREEN_WAIT_MS has passed', async () => {
    const { result } = renderHook(() => useFirstScreenReady(layout, false));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    });
    expect(preloadLayout).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(preloadLayout).toHaveBeenCalledTimes(3);
    expect(result.current).toBe(true);
  });

  it('asks for them at once when the shopper goes home before then', async () => {
    const { result, rerender } = renderHook(({ shown }) => useFirstScreenReady(layout, shown), { initialProps: { shown: false } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(preloadLayout).not.toHaveBeenCalled();
    rerender({ shown: true });
    expect(preloadLayout).toHaveBeenCalledTimes(3);
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current).toBe(true);
  });
});
