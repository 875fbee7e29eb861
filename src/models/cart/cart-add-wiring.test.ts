import { allSettled, createEvent, createStore, createWatch, fork, scopeBind, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { CartSummary } from '@/api/schemas/cart.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { ADD_FAILED_MESSAGE } from '@/models/product-options/options-form.lib';
import { wireCartAdd, type CartAddDecision } from './cart-add-wiring';
import { cartAddRequested, cartAddSettled, emptyCartSummary, runCartOperationFx, type CartAddRequest } from './cart.model';

// A form of the test's own: its add has a state of its own beyond the wiring's ("added"), as the product page's has.
type FormNotice = { kind: 'refused'; message: string } | { kind: 'failed'; message: string };
type FormAdd = { status: 'idle' } | { status: 'adding'; requestId: string } | { status: 'added' };

const formDecided = createEvent<CartAddDecision<FormNotice>>();
const $formAdd = createStore<FormAdd>({ status: 'idle' });
const $formNotice = createStore<FormNotice | null>(null);
const { added, failed } = wireCartAdd({ decided: formDecided, add: $formAdd, notice: $formNotice });

const pizza: CartAddRequest = { requestId: 'press-1', product_id: 1, quantity: 2, selection: { selectedAttributes: {}, selectedMultiAttributes: {} } };

/** A scope whose cart answers every operation with `cart` (by default: never, so the test answers by hand). */
function setup(cart: () => Promise<CartSummary> = () => new Promise<CartSummary>(() => undefined)) {
  const scope: Scope = fork({ handlers: [requestHandler(runCartOperationFx, cart)] });
  const sent: CartAddRequest[] = [];
  const addedIds: string[] = [];
  const failures: string[] = [];
  createWatch({ unit: cartAddRequested, fn: (request) => sent.push(request), scope });
  createWatch({ unit: added, fn: (requestId) => addedIds.push(requestId), scope });
  createWatch({ unit: failed, fn: (message) => failures.push(message), scope });
  const settle = scopeBind(cartAddSettled, { scope });
  return { scope, sent, addedIds, failures, settle };
}

describe('wireCartAdd', () => {
  describe('when the form refuses the add', () => {
    it('says why and sends nothing to the cart', async () => {
      const { scope, sent } = setup();
      await allSettled(formDecided, { scope, params: { kind: 'refused', notice: { kind: 'refused', message: 'Choose a size.' } } });
      expect(scope.getState($formNotice)).toEqual({ kind: 'refused', message: 'Choose a size.' });
      expect(scope.getState($formAdd)).toEqual({ status: 'idle' });
      expect(sent).toEqual([]);
    });
  });

  describe('when the form ignores the press', () => {
    it('changes nothing and sends nothing', async () => {
      const { scope, sent } = setup();
      await allSettled(formDecided, { scope, params: { kind: 'ignored' } });
      expect(scope.getState($formAdd)).toEqual({ status: 'idle' });
      expect(sent).toEqual([]);
    });
  });

  describe('when the form sends the add', () => {
    it('waits for that request, clears an earlier notice and hands the add to the cart', async () => {
      const { scope, sent } = setup();
      await allSettled($formNotice, { scope, params: { kind: 'failed', message: 'An earlier failure.' } });
      scopeBind(formDecided, { scope })({ kind: 'sent', request: pizza });
      expect(scope.getState($formAdd)).toEqual({ status: 'adding', requestId: 'press-1' });
      expect(scope.getState($formNotice)).toBeNull();
      expect(sent).toEqual([pizza]);
    });

    it('reports the add as added once the cart answers that request', async () => {
      const { scope, addedIds, failures, settle } = setup();
      scopeBind(formDecided, { scope })({ kind: 'sent', request: pizza });
      settle({ requestId: 'press-1', ok: true, message: null });
      expect(addedIds).toEqual(['press-1']);
      expect(failures).toEqual([]);
      // Success is the form's own: the wiring leaves its add state to it.
      expect(scope.getState($formAdd)).toEqual({ status: 'adding', requestId: 'press-1' });
    });

    it('ignores an answer for another request (a card’s add, or an add of a form since closed)', async () => {
      const { scope, addedIds, failures, settle } = setup();
      scopeBind(formDecided, { scope })({ kind: 'sent', request: pizza });
      settle({ requestId: 'from-a-product-card', ok: true, message: null });
      settle({ requestId: 'from-a-product-card', ok: false, message: 'Not yours.' });
      expect(addedIds).toEqual([]);
      expect(failures).toEqual([]);
      expect(scope.getState($formAdd)).toEqual({ status: 'adding', requestId: 'press-1' });
      expect(scope.getState($formNotice)).toBeNull();
    });

    it('ignores any answer while the form waits for none', () => {
      const { scope, addedIds, settle } = setup();
      settle({ requestId: 'press-1', ok: false, message: 'Too late.' });
      expect(addedIds).toEqual([]);
      expect(scope.getState($formAdd)).toEqual({ status: 'idle' });
      expect(scope.getState($formNotice)).toBeNull();
    });

    it('is ready again after a failure and says what the cart said', () => {
      const { scope, failures, settle } = setup();
      scopeBind(formDecided, { scope })({ kind: 'sent', request: pizza });
      settle({ requestId: 'press-1', ok: false, message: 'This combination of options is not available.' });
      expect(scope.getState($formAdd)).toEqual({ status: 'idle' });
      expect(scope.getState($formNotice)).toEqual({ kind: 'failed', message: 'This combination of options is not available.' });
      expect(failures).toEqual(['This combination of options is not available.']);
    });

    it('falls back to the calm message when the cart gives none', () => {
      const { scope, settle } = setup();
      scopeBind(formDecided, { scope })({ kind: 'sent', request: pizza });
      settle({ requestId: 'press-1', ok: false, message: null });
      expect(scope.getState($formNotice)).toEqual({ kind: 'failed', message: ADD_FAILED_MESSAGE });
    });

    it('hears the cart model’s own answer: added when the server takes it, the server’s words when it refuses', async () => {
      const taken = setup(() => Promise.resolve(emptyCartSummary));
      await allSettled(formDecided, { scope: taken.scope, params: { kind: 'sent', request: pizza } });
      expect(taken.addedIds).toEqual(['press-1']);

      const refused = setup(() => Promise.reject(new ApiError('rejected', 'Sold out today.', 422)));
      await allSettled(formDecided, { scope: refused.scope, params: { kind: 'sent', request: pizza } });
      expect(refused.scope.getState($formAdd)).toEqual({ status: 'idle' });
      expect(refused.scope.getState($formNotice)).toEqual({ kind: 'failed', message: 'Sold out today.' });
    });
  });
});
