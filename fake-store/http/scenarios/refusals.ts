/** Handlers that may refuse a change before the store sees it, and the replays they must let through. */
import { getResponse, http, type RequestHandler } from 'msw';
import { idempotencyRecords } from '../../domain/db';
import { withClientContract } from '../client-contract';
import { handlers } from '../handlers';
import { errorResponse } from '../http-errors';

/**
 * A handler for a call that changes the store (cart, coupon, payment): the client contract is checked
 * first, as the store would, then `refuse` may answer (a 422, a decline); when it answers nothing the
 * call goes on to `base`, untouched. The body is read from a clone, so `base` can read it again.
 */
export function refuseOr(
  method: 'post' | 'put',
  path: string,
  refuse: (request: Request, owner: string) => Promise<Response | undefined>,
  base: readonly RequestHandler[] = handlers,
): RequestHandler {
  return http[method](
    path,
    withClientContract(async ({ request, caller }) => {
      const refusal = await refuse(request.clone(), caller.owner);
      if (refusal) return refusal;
      return (await getResponse([...base], request)) ?? errorResponse(404, `Nothing answers ${request.method} ${new URL(request.url).pathname}.`);
    }),
  );
}

/** Whether this place-order request repeats a key that already made an order (a replay changes nothing). */
export function isReplay(request: Request, owner: string): boolean {
  const key = request.headers.get('idempotency-key')?.trim() ?? '';
  return key === '' || idempotencyRecords.findFirst((q) => q.where({ owner, key })) !== undefined;
}
