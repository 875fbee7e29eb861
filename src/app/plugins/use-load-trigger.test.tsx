// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { watchFirstInteraction } from './first-interaction';
import { useLoadTrigger } from './use-load-trigger';

const noLoad = () => Promise.resolve();

describe('useLoadTrigger for a plugin that loads on the first interaction', () => {
  it('fires at the first tap after it mounted', () => {
    const { result } = renderHook(() => useLoadTrigger('interaction', true, noLoad));
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    expect(result.current).toBe(true);
  });

  it('counts a wheel made before its code arrived, once the app watched from start-up', async () => {
    watchFirstInteraction();
    window.dispatchEvent(new Event('wheel'));
    const { result } = renderHook(() => useLoadTrigger('interaction', true, noLoad));
    await waitFor(() => expect(result.current).toBe(true));
  });
});
