import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, TOAST_DURATION_MS, toastDismissed, toastShown } from './toast.model';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides a toast after 2000 ms', async () => {
    const scope = fork();
    void allSettled(toastShown, { scope, params: 'Saved' });
    expect(scope.getState($toasts)).toEqual([{ message: 'Saved', tone: 'info' }]);
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1);
    expect(scope.getState($toasts)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('never shows the same message twice at once', async () => {
    const scope = fork();
    void allSettled(toastShown, { scope, params: 'Cart Fetch Error' });
    void allSettled(toastShown, { scope, params: { message: 'Cart Fetch Error', tone: 'error' } });
    void allSettled(toastShown, { scope, params: 'Another' });
    expect(scope.getState($toasts).map((toast) => toast.message)).toEqual(['Cart Fetch Error', 'Another']);
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS);
    void allSettled(toastShown, { scope, params: 'Cart Fetch Error' });
    expect(scope.getState($toasts).map((toast) => toast.message)).toEqual(['Cart Fetch Error']);
  });

  it('ignores empty messages and closes on dismiss', async () => {
    const scope = fork();
    void allSettled(toastShown, { scope, params: '   ' });
    expect(scope.getState($toasts)).toEqual([]);
    void allSettled(toastShown, { scope, params: 'Bye' });
    void allSettled(toastDismissed, { scope, params: 'Bye' });
    expect(scope.getState($toasts)).toEqual([]);
  });
});
