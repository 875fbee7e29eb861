/**
 * The add to the cart that every options form shares (the options panel, the product page): hand a decided add to the
 * cart's queue, wait for the cart's answer to that one request, and on failure be ready again and say why. Each form
 * keeps only what it does on success (the panel closes, the page says "Added").
 *
 * Its own file, never imported by cart.model.ts: cart.model.ts is start-up code, and this wiring belongs to the forms'
 * lazily loaded chunks only.
 */
import { sample, type Event, type StoreWritable } from 'effector';
import { ADD_FAILED_MESSAGE } from '@/models/product-options/options-form.lib';
import { cartAddRequested, cartAddSettled, type CartAddRequest } from './cart.model';

/** What a form decided when Add was pressed: nothing (nothing to add, or an add already waits), a refusal, or an add. */
export type CartAddDecision<Notice> =
  | { kind: 'ignored' }
  | { kind: 'refused'; notice: Notice }
  | { kind: 'sent'; request: CartAddRequest };

/** The states of a form's add this wiring writes; a form may have more of its own (the page's "added"). */
type CartAddIdle = { status: 'idle' };
type CartAddPending = { status: 'adding'; requestId: string };
/** What a form says when the cart refused or failed its add. */
type CartAddFailedNotice = { kind: 'failed'; message: string };

interface CartAddWiring<Add extends { status: string }, Notice> {
  /** The form's Add decisions. */
  decided: Event<CartAddDecision<Notice>>;
  /** The form's add state: `adding` while its request waits, `idle` again after a failure. */
  add: StoreWritable<Add | CartAddIdle | CartAddPending>;
  /** What the form says: the refusal, nothing once an add is sent, why the cart did not add it. */
  notice: StoreWritable<Notice | CartAddFailedNotice | null>;
}

interface CartAddOutcomes {
  /** The cart added the form's pending request (its id). */
  added: Event<string>;
  /** The cart did not add it; the message the form now shows. */
  failed: Event<string>;
}

/** Whether the form waits for the answer to this request (an answer for any other add is not its own). */
function waitsFor(add: { status: string }, requestId: string): boolean {
  return add.status === 'adding' && 'requestId' in add && add.requestId === requestId;
}

/** Wires one form's Add decisions to the cart; a factory, so each form gets its own units (effector's own pattern). */
export function wireCartAdd<Add extends { status: string }, Notice>(wiring: CartAddWiring<Add, Notice>): CartAddOutcomes {
  const { decided, add, notice } = wiring;

  // When Add is refused, the form says why.
  const refused: Event<Notice> = decided.filterMap((decision) => (decision.kind === 'refused' ? decision.notice : undefined));
  sample({ clock: refused, target: notice });

  const sent = decided.filterMap((decision) => (decision.kind === 'sent' ? decision.request : undefined));
  // When an add is sent, the form waits for its answer ("Adding..."), an earlier notice no longer applies, the cart queues it.
  sample({ clock: sent, fn: ({ requestId }): CartAddPending => ({ status: 'adding', requestId }), target: add });
  sample({ clock: sent, fn: () => null, target: notice });
  sample({ clock: sent, target: cartAddRequested });

  // When the cart answers the request the form waits for (an add of a form since closed or moved on is not its own)...
  const ownSettled = sample({ clock: cartAddSettled, source: add, filter: (state, settled) => waitsFor(state, settled.requestId), fn: (_, settled) => settled });
  // ...and it was added, the form does what it does on success;
  const added = sample({ clock: ownSettled, filter: (settled) => settled.ok, fn: (settled) => settled.requestId });
  // ...and it was not, the form is ready to try again, with what the shopper chose kept, and says why.
  const failed = sample({ clock: ownSettled, filter: (settled) => !settled.ok, fn: (settled) => settled.message ?? ADD_FAILED_MESSAGE });
  sample({ clock: failed, fn: (): CartAddIdle => ({ status: 'idle' }), target: add });
  sample({ clock: failed, fn: (message): CartAddFailedNotice => ({ kind: 'failed', message }), target: notice });

  return { added, failed };
}
