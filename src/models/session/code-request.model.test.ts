import { allSettled, createEffect, createWatch, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { OtpSent } from '@/api/schemas/user.schema';
import { createCodeRequest } from './code-request.model';
import { createCountdown } from './countdown.model';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a countdown', () => {
  const setup = () => {
    const countdown = createCountdown();
    const scope = fork();
    const start = (seconds: number) => void allSettled(countdown.started, { scope, params: seconds });
    return { countdown, scope, start };
  };

  it('counts whole seconds down to 0, says it is over once, and then stops ticking', async () => {
    const { countdown, scope, start } = setup();
    let finished = 0;
    const watch = createWatch({ unit: countdown.finished, scope, fn: () => (finished += 1) });
    start(3);
    await tick(0);
    expect(scope.getState(countdown.$secondsLeft)).toBe(3);
    await tick(1_000);
    expect(scope.getState(countdown.$secondsLeft)).toBe(2);
    await tick(2_000);
    expect(scope.getState(countdown.$secondsLeft)).toBe(0);
    expect(finished).toBe(1);
    // Nothing left to run: no timer of this countdown is pending.
    expect(vi.getTimerCount()).toBe(0);
    await tick(5_000);
    expect(finished).toBe(1);
    watch.unsubscribe();
  });

  it('keeps to the clock when the tab was throttled (the time, not the number of ticks)', async () => {
    const { countdown, scope, start } = setup();
    start(30);
    await tick(0);
    // The browser held the timers back for 20 s, then ran one tick.
    vi.setSystemTime(Date.now() + 20_000);
    await tick(1_000);
    expect(scope.getState(countdown.$secondsLeft)).toBe(9);
  });

  it('restarts at a new wait, and is cleared at once', async () => {
    const { countdown, scope, start } = setup();
    start(30);
    await tick(5_000);
    start(60);
    await tick(0);
    expect(scope.getState(countdown.$secondsLeft)).toBe(60);
    await allSettled(countdown.cleared, { scope });
    expect(scope.getState(countdown.$secondsLeft)).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not start at 0', async () => {
    const { countdown, scope, start } = setup();
    start(0);
    await tick(0);
    expect(scope.getState(countdown.$secondsLeft)).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs apart in two scopes', async () => {
    const countdown = createCountdown();
    const first = fork();
    const second = fork();
    void allSettled(countdown.started, { scope: first, params: 10 });
    await tick(4_000);
    void allSettled(countdown.started, { scope: second, params: 10 });
    await tick(1_000);
    expect(first.getState(countdown.$secondsLeft)).toBe(5);
    expect(second.getState(countdown.$secondsLeft)).toBe(9);
  });
});

describe('asking for one-time codes', () => {
  const answer = (resendAfter: number): OtpSent => ({ message: null, resend_after: resendAfter, expires_in: 300, length: 6 });
  const tooMany = (retryAfter: unknown) => new ApiError('rejected', 'Too many codes were asked for.', 429, [], false, { message: 'Too many codes were asked for.', retry_after: retryAfter });

  function setup(reply: (address: string) => OtpSent | Promise<OtpSent>) {
    const sendFx = createEffect<string, OtpSent>();
    const request = createCodeRequest(sendFx);
    const scope: Scope = fork({ handlers: [[sendFx, reply]] });
    const send = (address: string) => allSettled(sendFx, { scope, params: address });
    const state = () => ({
      sentTo: scope.getState(request.$sentTo),
      sentCount: scope.getState(request.$sentCount),
      wait: scope.getState(request.$waitSeconds),
      reason: scope.getState(request.$waitReason),
      over: scope.getState(request.$waitOver),
    });
    return { request, scope, send, state, sendFx };
  }

  it('remembers where the code went and waits its resend_after before the next', async () => {
    const { send, state } = setup(() => answer(30));
    void send(' ana@example.com ');
    await tick(0);
    expect(state()).toEqual({ sentTo: 'ana@example.com', sentCount: 1, wait: 30, reason: 'resend', over: false });
    await tick(29_000);
    expect(state().wait).toBe(1);
    await tick(1_000);
    expect(state()).toMatchObject({ wait: 0, reason: null, over: true });
  });

  it('a resend counts, waits again and takes back "you can ask now"', async () => {
    const { send, state } = setup(() => answer(30));
    void send('ana@example.com');
    await tick(30_000);
    void send('ana@example.com');
    await tick(0);
    expect(state()).toEqual({ sentTo: 'ana@example.com', sentCount: 2, wait: 30, reason: 'resend', over: false });
  });

  it("a 429 makes the shopper wait its retry_after, whether first or a resend, and keeps the step they were on", async () => {
    const replies = [answer(30), tooMany(90)];
    const { send, state } = setup(() => {
      const next = replies.shift();
      if (next instanceof ApiError) throw next;
      return next as OtpSent;
    });
    void send('ana@example.com');
    await tick(30_000);
    void send('ana@example.com');
    await tick(0);
    expect(state()).toEqual({ sentTo: 'ana@example.com', sentCount: 1, wait: 90, reason: 'rate-limited', over: false });
  });

  it('a 429 to the first request: no code, and the wait its retry_after says (a string read as seconds)', async () => {
    const { send, state } = setup(() => {
      throw tooMany('60');
    });
    void send('ana@example.com');
    await tick(0);
    expect(state()).toEqual({ sentTo: null, sentCount: 0, wait: 60, reason: 'rate-limited', over: false });
  });

  it('a 429 without retry_after waits a minute rather than inviting a refused retry', async () => {
    const { send, state } = setup(() => {
      throw new ApiError('rejected', 'Slow down.', 429, [], false, { message: 'Slow down.' });
    });
    void send('ana@example.com');
    await tick(0);
    expect(state()).toMatchObject({ wait: 60, reason: 'rate-limited' });
  });

  it('other failures leave no wait', async () => {
    const { send, state } = setup(() => {
      throw new ApiError('network', 'Failed to fetch');
    });
    void send('ana@example.com');
    await tick(0);
    expect(state()).toEqual({ sentTo: null, sentCount: 0, wait: 0, reason: null, over: false });
  });

  it('changing the address, or opening the screen again, starts afresh with no wait', async () => {
    const { send, state, request, scope } = setup(() => answer(30));
    void send('ana@example.com');
    await tick(0);
    await allSettled(request.addressChangeRequested, { scope });
    expect(state()).toEqual({ sentTo: null, sentCount: 0, wait: 0, reason: null, over: false });
    void send('ana@example.com');
    await tick(0);
    await allSettled(request.opened, { scope });
    expect(state()).toEqual({ sentTo: null, sentCount: 0, wait: 0, reason: null, over: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});
