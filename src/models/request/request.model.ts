import { attach, combine, createEvent, createStore, sample } from 'effector';
import type { AnswerRecord } from '@/api/answer-record';
import { droppedFrom, type RequestContext } from '@/api/client';
import { isUnauthorized } from '@/api/api-error';
import { $selectedBranchId } from '@/models/branches/branches.model';
import { requestFailed } from '@/models/connectivity/connectivity.model';
import { $authToken, $guestId, $isLoggedIn, $sessionEnd, loggedOut } from '@/models/session/session.model';
import { answerPartsDropped } from '@/models/tolerance/tolerance.model';

/** A server render's record of the answers its page is made from (ADR 0044); there is none in the browser. */
export const $answerRecord = import.meta.env.SSR ? createStore<AnswerRecord | null>(null, { serialize: 'ignore' }) : null;

/** Who is calling and for which branch, read by every request effect when it sends (the session's end with it). */
export const $requestContext = combine<RequestContext>({
  branchId: $selectedBranchId,
  authToken: $authToken,
  guestId: $guestId,
  sessionEnd: $sessionEnd,
  ...($answerRecord ? { record: $answerRecord } : {}),
});

/** Some call answered 401. */
export const unauthorizedResponseReceived = createEvent();

/**
 * Wraps an API function as an effect that reads the request context from the scope, and reports 401s
 * so the session ends in one place (spec section 8).
 */
export function createRequestFx<Params, Done>(call: (context: RequestContext, params: Params) => Promise<Done>) {
  const requestFx = attach({
    source: $requestContext,
    effect: (context: RequestContext, params: Params) => call(context, params),
  });
  // When this call answers 401, report it.
  sample({ clock: requestFx.failData, filter: isUnauthorized, target: unauthorizedResponseReceived });
  // Every failure goes to the connectivity model, which checks the origin when a call got no answer at all.
  sample({ clock: requestFx.failData, target: requestFailed });
  // When the tolerant reader left parts of the answer out, report them (console once, merchant preview list).
  sample({ clock: requestFx.doneData.filterMap((answer: unknown) => droppedFrom(answer) ?? undefined), target: answerPartsDropped });
  return requestFx;
}

// When a call answers 401 while logged in, log out. The reset makes every later 401 of the same burst a
// no-op, so the user is logged out exactly once and nothing is retried.
sample({ clock: unauthorizedResponseReceived, source: $isLoggedIn, filter: Boolean, target: loggedOut });
