// @vitest-environment jsdom
import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { $connectivity, CONNECTIVITY_POLL_INTERVAL_MS, connectivityWatchStarted, connectivityWatchStopped, isNetworkFailure, requestFailed } from './connectivity.model';

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

  it('once stopped, neither listens to the browser nor polls, and can be started again', async () => {
    pretendDesktop(true);
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const scope = fork();
    await allSettled(connectivityWatchStarted, { scope });
    await allSettled(connectivityWatchStopped, { scope });
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_POLL_INTERVAL_MS * 3);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(scope.getState($connectivity)).toBe('online');

    await allSettled(connectivityWatchStarted, { scope });
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await allSettled(connectivityWatchStopped, { scope });
  });

  it('started twice, keeps one watch: one check per tick, not two', async () => {
    pretendDesktop(true);
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const scope = fork();
    await allSettled(connectivityWatchStarted, { scope });
    await allSettled(connectivityWatchStarted, { scope });
    // Checks finish at once here, so two clocks would mean two checks a tick.
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_POLL_INTERVAL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await allSettled(connectivityWatchStopped, { scope });
  });
});

describe('a request that got no answer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const noAnswer = new ApiError('network', 'Failed to fetch');

  /** A fetch stand-in for the connectivity check: unreachable (a network error) or an answer with `status`. */
  function checkAnswers(reachable: () => boolean) {
    const fetchMock = vi.fn<typeof fetch>(() => (reachable() ? Promise.resolve(new Response(null, { status: 200 })) : Promise.reject(new TypeError('Failed to fetch'))));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  async function phoneScope(): Promise<Scope> {
    pretendDesktop(false);
    const scope = fork();
    await allSettled(connectivityWatchStarted, { scope });
    return scope;
  }

  it('counts only failures without an answer, never an HTTP error status', () => {
    expect(isNetworkFailure(noAnswer)).toBe(true);
    expect(isNetworkFailure(new ApiError('timeout', 'The request timed out.'))).toBe(true);
    for (const kind of ['server', 'rejected', 'unauthorized', 'invalid-response'] as const) {
      expect(isNetworkFailure(new ApiError(kind, 'answered', 503))).toBe(false);
    }
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('on a phone, checks the origin at once and goes offline when it is unreachable, then comes back when it is', async () => {
    let reachable = false;
    const fetchMock = checkAnswers(() => reachable);
    const scope = await phoneScope();
    await allSettled(requestFailed, { scope, params: noAnswer });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/connectivity-check\.txt\?t=\d+$/);
    expect(scope.getState($connectivity)).toBe('offline');

    // The phone's browser never said offline, so it keeps checking every 5 s until the origin answers.
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(scope.getState($connectivity)).toBe('offline');
    reachable = true;
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_POLL_INTERVAL_MS);
    expect(scope.getState($connectivity)).toBe('online');
    // Back online, a phone stops checking.
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_POLL_INTERVAL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('stays online when the origin answers (a cancelled call, an API refusing CORS), and does not start polling', async () => {
    const fetchMock = checkAnswers(() => true);
    const scope = await phoneScope();
    await allSettled(requestFailed, { scope, params: noAnswer });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(scope.getState($connectivity)).toBe('online');
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_POLL_INTERVAL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never checks for an answered error, and checks once for a burst of failures', async () => {
    const fetchMock = checkAnswers(() => false);
    const scope = await phoneScope();
    await allSettled(requestFailed, { scope, params: new ApiError('server', 'Server error (503)', 503) });
    await allSettled(requestFailed, { scope, params: new ApiError('rejected', 'This code is not valid.', 422) });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(scope.getState($connectivity)).toBe('online');

    await Promise.all([1, 2, 3].map(() => allSettled(requestFailed, { scope, params: noAnswer })));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(scope.getState($connectivity)).toBe('offline');
    // Already offline: more failures do not check again (the 5 s poll does).
    await allSettled(requestFailed, { scope, params: noAnswer });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets a browser event that comes while the check runs win over it', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))));
    const scope = await phoneScope();
    const settled = allSettled(requestFailed, { scope, params: noAnswer });
    window.dispatchEvent(new Event('offline'));
    answer(new Response(null, { status: 200 }));
    await settled;
    expect(scope.getState($connectivity)).toBe('offline');
  });
});
