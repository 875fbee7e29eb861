// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $branchesState } from '@/models/branches/branches.model';
import { $user } from '@/models/session/session.model';
import { $layoutSettings, $siteDataSource, $siteSettings } from '@/models/site/site.model';
import { emptyPersistedState, PERSIST_KEY, PERSIST_VERSION, serializePersistedState } from './persist.lib';
import { $rehydrated, persistenceStarted, readPersistedFx, rehydrateFx } from './persist.model';

describe('persisted shared state', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('rehydrates the kept slices at start and writes them back under storefrontApp', async () => {
    const kept = serializePersistedState({
      ...emptyPersistedState,
      user: { authToken: 'abc', name: 'Ada' },
      siteSettings: { storeName: 'Kept Store' },
      layoutSettings: { data: [] },
    });
    localStorage.setItem(PERSIST_KEY, kept);
    const scope = fork();
    await allSettled(persistenceStarted, { scope });
    expect(scope.getState($user)).toEqual({ authToken: 'abc', name: 'Ada' });
    expect(scope.getState($siteSettings)).toEqual({ storeName: 'Kept Store' });
    expect(scope.getState($siteDataSource)).toBe('cache');
    const written = JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}') as { version: number };
    expect(written.version).toBe(PERSIST_VERSION);
  });

  it('raises "persist timed out" after 5000 ms and boots clean', async () => {
    vi.useFakeTimers();
    const scope = fork({ handlers: [[readPersistedFx, () => new Promise<string | null>(() => undefined)]] });
    const failures: string[] = [];
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    rehydrateFx.failData.watch((error) => failures.push(error.message));
    // The storage never answers, so this never settles; the time-out must unblock the boot on its own.
    void allSettled(persistenceStarted, { scope });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(scope.getState($rehydrated)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(failures).toContain('persist timed out');
    expect(scope.getState($rehydrated)).toBe(true);
    expect(scope.getState($user)).toEqual({ authToken: null });
    expect(info).toHaveBeenCalledWith(expect.stringContaining('persist timed out'));
  });

  it('boots clean when storage is disabled (reading it throws)', async () => {
    const throwing = Object.defineProperty({}, 'getItem', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => throwing as Storage);
    const scope = fork();
    await allSettled(persistenceStarted, { scope });
    expect(scope.getState($rehydrated)).toBe(true);
    expect(scope.getState($branchesState).branches).toEqual([]);
  });

  it('keeps working when storage is full', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    localStorage.removeItem(PERSIST_KEY);
    const scope = fork();
    await allSettled(persistenceStarted, { scope });
    expect(scope.getState($rehydrated)).toBe(true);
    expect(setItem).toHaveBeenCalled();
    expect(scope.getState($layoutSettings)).toEqual({ data: [] });
  });
});
