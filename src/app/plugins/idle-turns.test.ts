import { describe, expect, it } from 'vitest';
import { createIdleTurns, IDLE_TIMEOUT_MS, TURN_LIMIT_MS, type IdleScheduler } from './idle-turns';

/** A scheduler the test drives by hand: idle periods and delays happen when the test says so. */
function manualScheduler() {
  const idle: { run: () => void; timeoutMs: number }[] = [];
  const delays: { ms: number; resolve: () => void }[] = [];
  const scheduler: IdleScheduler = {
    whenIdle(run, timeoutMs) {
      const entry = { run, timeoutMs };
      idle.push(entry);
      return () => idle.splice(idle.indexOf(entry), 1);
    },
    delay: (ms) => new Promise((resolve) => delays.push({ ms, resolve })),
  };
  return {
    scheduler,
    idle,
    delays,
    /** One idle period: runs the callback waiting for it, if any. */
    async idlePeriod() {
      idle.shift()?.run();
      await flush();
    },
  };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('idle turns', () => {
  it('runs one turn per idle period, in the order they were taken, each after the one before has settled', async () => {
    const clock = manualScheduler();
    const turns = createIdleTurns(clock.scheduler);
    const started: string[] = [];
    const first = deferred();
    turns.take(() => (started.push('consent'), first.promise));
    turns.take(async () => void started.push('analytics'));
    turns.take(async () => void started.push('chat'));

    expect(started).toEqual([]);
    expect(clock.idle).toHaveLength(1);
    expect(clock.idle[0]?.timeoutMs).toBe(IDLE_TIMEOUT_MS);

    await clock.idlePeriod();
    expect(started).toEqual(['consent']);
    // The first turn's download is still under way: nobody else has asked for an idle period yet.
    expect(clock.idle).toHaveLength(0);

    first.resolve();
    await flush();
    expect(clock.idle).toHaveLength(1);
    await clock.idlePeriod();
    expect(started).toEqual(['consent', 'analytics']);
    await clock.idlePeriod();
    expect(started).toEqual(['consent', 'analytics', 'chat']);
    expect(clock.idle).toHaveLength(0);
  });

  it('drops a turn left before it started, and asks for no idle period when none is left', async () => {
    const clock = manualScheduler();
    const turns = createIdleTurns(clock.scheduler);
    const started: string[] = [];
    const leaveA = turns.take(async () => void started.push('a'));
    leaveA();
    expect(clock.idle).toHaveLength(0);

    turns.take(async () => void started.push('b'));
    const leaveC = turns.take(async () => void started.push('c'));
    leaveC();
    await clock.idlePeriod();
    await clock.idlePeriod();
    expect(started).toEqual(['b']);
  });

  it('goes on after a turn that fails', async () => {
    const clock = manualScheduler();
    const turns = createIdleTurns(clock.scheduler);
    const started: string[] = [];
    turns.take(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    turns.take(async () => void started.push('next'));
    await clock.idlePeriod();
    await clock.idlePeriod();
    expect(started).toEqual(['next']);
  });

  it('gives the next plugin its go when a turn hangs past the limit', async () => {
    const clock = manualScheduler();
    const turns = createIdleTurns(clock.scheduler);
    const started: string[] = [];
    turns.take(() => new Promise(() => undefined));
    turns.take(async () => void started.push('next'));
    await clock.idlePeriod();
    expect(clock.idle).toHaveLength(0);
    expect(clock.delays.map((delay) => delay.ms)).toContain(TURN_LIMIT_MS);
    clock.delays.find((delay) => delay.ms === TURN_LIMIT_MS)?.resolve();
    await flush();
    await clock.idlePeriod();
    expect(started).toEqual(['next']);
  });
});
