import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Discount } from '@/api/schemas/discount.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { loggedOut } from '@/models/session/session.model';
import { $discounts, discountsOpened, fetchDiscountsFx } from './discounts.model';

const welcome: Discount = {
  id: 1,
  code: 'WELCOME10',
  title: '10% off your order',
  description: '10% off any order of $15 or more.',
  kind: 'percent',
  value: 10,
  min_order_amount: 15,
  expires_at: null,
  is_eligible: false,
  eligibility_message: 'Add $3.50 more to use WELCOME10.',
};

describe('the discounts list', () => {
  it('loads the codes when the screen opens', async () => {
    const scope = fork({ handlers: [requestHandler(fetchDiscountsFx, () => Promise.resolve({ data: [welcome] }))] });
    await allSettled(discountsOpened, { scope });
    expect(scope.getState($discounts)).toMatchObject({ status: 'ready', discounts: [welcome] });
  });

  it('asks again on every opening: eligibility follows the cart', async () => {
    const eligible = { ...welcome, is_eligible: true, eligibility_message: null };
    const fetch = vi.fn().mockResolvedValueOnce({ data: [welcome] }).mockResolvedValueOnce({ data: [eligible] });
    const scope = fork({ handlers: [requestHandler(fetchDiscountsFx, fetch)] });
    await allSettled(discountsOpened, { scope });
    await allSettled(discountsOpened, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($discounts).discounts).toEqual([eligible]);
  });

  it('says it failed when nothing is on show, and keeps a list on show when a refresh fails', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('server', 'down', 503))
      .mockResolvedValueOnce({ data: [welcome] })
      .mockRejectedValueOnce(new ApiError('network', 'offline'));
    const scope = fork({ handlers: [requestHandler(fetchDiscountsFx, fetch)] });
    await allSettled(discountsOpened, { scope });
    expect(scope.getState($discounts).status).toBe('failed');
    await allSettled(discountsOpened, { scope });
    await allSettled(discountsOpened, { scope });
    expect(scope.getState($discounts)).toMatchObject({ status: 'ready', discounts: [welcome] });
  });

  it('drops the list and a late answer when the shopper logs out', async () => {
    let answer: (value: { data: Discount[] }) => void = () => undefined;
    const scope = fork({ handlers: [requestHandler(fetchDiscountsFx, () => new Promise((resolve) => (answer = resolve)))] });
    const settled = allSettled(discountsOpened, { scope });
    // Not awaited on its own: allSettled waits for the request still on its way.
    const changed = allSettled(loggedOut, { scope });
    answer({ data: [welcome] });
    await Promise.all([settled, changed]);
    expect(scope.getState($discounts)).toMatchObject({ status: 'idle', discounts: [] });
  });
});
