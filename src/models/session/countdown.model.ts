import { createEffect, createEvent, createStore, sample, type Event, type EventCallable, type Store } from 'effector';
import { interval } from 'patronum/interval';

/** A countdown in whole seconds (ADR 0020): the resend wait after a code was sent, or the wait a 429 asked for. */
interface Countdown {
  /** Starts (or restarts) the countdown at `seconds`; 0 or less ends it. */
  started: EventCallable<number>;
  /** Ends it at once, without `finished` (the shopper changed the address the code goes to). */
  cleared: EventCallable<void>;
  /** Whole seconds left, rounded up: 0 once it is over or when it never ran. */
  $secondsLeft: Store<number>;
  /** Fires once when a running countdown reaches 0 by itself. */
  finished: Event<void>;
}

const SECOND_MS = 1_000;

/**
 * A countdown that keeps to the clock: it notes when it ends and works the seconds left out from the time at each
 * tick, so a tab the browser throttled in the background shows the right wait when the shopper comes back (a count of
 * ticks would run slow). One timer per scope (patronum `interval`), stopped once it is over: nothing ticks at module
 * level or in a scope after its countdown ended.
 */
export function createCountdown(): Countdown {
  const started = createEvent<number>();
  const cleared = createEvent();
  const finished = createEvent();
  const stopped = createEvent();

  const endAtFx = createEffect((seconds: number) => Date.now() + Math.ceil(seconds) * SECOND_MS);
  const readClockFx = createEffect(() => Date.now());

  const $endsAt = createStore<number | null>(null);
  const $secondsLeft = createStore(0);

  const running = sample({ clock: endAtFx.done, filter: ({ params }) => params > 0 });
  const { tick } = interval({ timeout: SECOND_MS, start: running, stop: stopped });

  // When a countdown starts at some seconds, note when it ends (by the clock, which fake timers move in tests).
  sample({ clock: started, filter: (seconds) => seconds > 0, target: endAtFx });
  $endsAt.on(running, (_, { result }) => result).reset(cleared, finished);
  $secondsLeft.on(running, (_, { params }) => Math.ceil(params)).reset(cleared, finished);
  // When one starts at 0 or less, or is cleared, nothing is left to wait for.
  sample({ clock: started, filter: (seconds) => seconds <= 0, fn: () => undefined, target: cleared });
  sample({ clock: cleared, target: stopped });
  // When it ticks, read the clock.
  sample({ clock: tick, target: readClockFx });
  // When the clock is read, work the seconds left out from the end.
  const workedOut = sample({
    clock: readClockFx.doneData,
    source: $endsAt,
    filter: (endsAt: number | null): endsAt is number => endsAt !== null,
    fn: (endsAt, now) => Math.max(0, Math.ceil((endsAt - now) / SECOND_MS)),
  });
  $secondsLeft.on(workedOut, (_, left) => left);
  // When no second is left, it is over: stop ticking, and say so once.
  sample({ clock: workedOut, filter: (left) => left === 0, fn: () => undefined, target: [stopped, finished] });

  return { started, cleared, finished, $secondsLeft };
}
