import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $connectivity, CONNECTIVITY_POLL_INTERVAL_MS, connectivityWatchStarted } from './connectivity.model';

function pretendDesktop(isDesktop: boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...original(query), matches: isDesktop && query.includes('pointer: fine') }));
}

describe('connectivity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the browser offline and online events', async () => {
    pretendDesktop(false);
    const scope = fork();
    await allSettled(connectivityWatchStarted, { scope });
    window.dispatchEvent(new Event('offline'));
    expect(scope.getState($connectivity)).toBe('offline');
    window.dispatchEvent(new Event('online'));
    expect(scope.getState($connectivity)).toBe('online');
  });

  it('on desktop, polls a same-origin URL every 5 s and goes offline when it is unreachable', async () => {
    pretendDesktop(true);
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const scope = fork();
    await allSettled(connectivityWatchStarted, { scope });
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_POLL_INTERVAL_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/^\/connectivity-check\.txt\?t=\d+$/);
    expect(init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
    expect(scope.getState($connectivity)).toBe('offline');

    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_POLL_INTERVAL_MS);
    expect(scope.getState($connectivity)).toBe('online');
  });

  it('does not poll on phones and tablets', async () => {
    pretendDesktop(false);
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    await allSettled(connectivityWatchStarted, { scope: fork() });
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_POLL_INTERVAL_MS * 3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never lets a poll that started before a browser event overrule it', async () => {
    pretendDesktop(true);
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))));
    const scope = fork();
    await allSettled(connectivityWatchStarted, { scope });
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_POLL_INTERVAL_MS);
    window.dispatchEvent(new Event('offline'));
    answer(new Response(null, { status: 200 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($connectivity)).toBe('offline');
  });
});
