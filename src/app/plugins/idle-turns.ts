/** One plugin's turn: it resolves once the plugin's code has arrived and its first render is asked for. */
type IdleTurn = () => Promise<unknown>;

export interface IdleScheduler {
  /** Calls `run` once the main thread is idle (or after `timeoutMs` at most); returns a cancel. */
  whenIdle: (run: () => void, timeoutMs: number) => () => void;
  /** Resolves after `ms`. */
  delay: (ms: number) => Promise<void>;
}

/** An idle callback may wait this long at most: a busy page still gets its plugins. */
export const IDLE_TIMEOUT_MS = 3_000;
/** A turn whose download hangs gives the next plugin its go after this long. */
export const TURN_LIMIT_MS = 3_000;

const browserScheduler: IdleScheduler = {
  whenIdle(run, timeoutMs) {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    // Safari has no requestIdleCallback: a short delay still keeps plugins out of the first render.
    const timer = window.setTimeout(run, 200);
    return () => window.clearTimeout(timer);
  },
  delay: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
};

/**
 * Plugins that load "when idle" take turns, one per idle period, in the order they asked. Started together, their
 * downloads land together and their module evaluation and first renders pile into one long task, just as the
 * shopper starts to scroll (measured: every plugin on cost the home page 4-9 Lighthouse points). One at a time,
 * each is a short task and the browser gets to answer input between them.
 *
 * `take` queues a turn and returns a leave function: leaving before the turn has started drops it.
 */
export function createIdleTurns(scheduler: IdleScheduler = browserScheduler) {
  const waiting: IdleTurn[] = [];
  let busy = false;
  let cancelPending: (() => void) | null = null;

  const next = () => {
    if (busy || cancelPending || waiting.length === 0) return;
    cancelPending = scheduler.whenIdle(() => {
      cancelPending = null;
      const turn = waiting.shift();
      if (!turn) return;
      busy = true;
      const settled = Promise.resolve()
        .then(turn)
        .catch(() => undefined);
      void Promise.race([settled, scheduler.delay(TURN_LIMIT_MS)]).then(() => {
        busy = false;
        next();
      });
    }, IDLE_TIMEOUT_MS);
  };

  return {
    take(turn: IdleTurn): () => void {
      waiting.push(turn);
      next();
      return () => {
        const index = waiting.indexOf(turn);
        if (index >= 0) waiting.splice(index, 1);
        if (waiting.length === 0 && cancelPending) {
          cancelPending();
          cancelPending = null;
        }
      };
    },
  };
}

/** The storefront's one queue: every site-wide and in-layout plugin loading on `idle` waits in it. */
export const pluginIdleTurns = createIdleTurns();
