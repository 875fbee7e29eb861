import { HttpResponse, type RequestHandler } from 'msw';
import type { PlaceOrderRefusal } from '@/api/schemas/order.schema';
import { cartBranch } from '../../domain/cart';
import { isReplay, refuseOr } from './refusals';

/** The words branch-closed-at-checkout refuses with. */
export function branchClosedAtCheckoutMessage(branch: string): string {
  return `${branch} has just stopped taking orders. Your cart is saved: choose another branch to order now, or come back when ${branch} opens again.`;
}

/**
 * branch-closed-at-checkout: the branch stops taking orders as the shopper places one: every new place-order (with a
 * key) answers 422 `branch_closed` with `branchClosedAtCheckoutMessage`; the cart stays. A replay of a key that
 * already made an order still answers that order, and a request without a key still gets the store's 400.
 */
export function branchClosedAtCheckoutHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return [
    refuseOr('post', '*/api/place-order', async (request, owner) => {
      if (isReplay(request, owner)) return undefined;
      const branch = cartBranch(new URL(request.url).searchParams.get('branch_id'));
      return HttpResponse.json({ message: branchClosedAtCheckoutMessage(branch.name), code: 'branch_closed' } satisfies PlaceOrderRefusal, { status: 422 });
    }, base),
  ];
}
