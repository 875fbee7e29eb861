import { allSettled, createWatch, fork, scopeBind, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { CartSummary } from '@/api/schemas/cart.schema';
import { cartAddRequested, cartAddSettled, emptyCartSummary, runCartOperationFx, type CartAddRequest } from '@/models/cart/cart.model';
import { requestHandler } from '@/models/catalog/test-products';
import { $siteSettings } from '@/models/site/site.model';
import { optionsPizza, optionsSalad } from '@/shared/ui/product-options/test-product';
import {
  $drawerAdd,
  $drawerNotice,
  $productDrawer,
  ADD_FAILED_MESSAGE,
  drawerAddRequested,
  drawerAttributeChosen,
  drawerMultiValueToggled,
  initialProductDrawer,
  productDrawerClosed,
  productDrawerOpened,
} from './product-drawer.model';

type CartOperation = Parameters<typeof runCartOperationFx>[0];
type CartCall = (operation: CartOperation) => Promise<CartSummary>;

/** A scope whose cart calls answer as `answer` says (by default: at once, with an empty cart). */
function setup(answer: CartCall = () => Promise.resolve(emptyCartSummary)) {
  const cartCall = vi.fn(answer);
  const scope: Scope = fork({
    values: [[$siteSettings, { currencyCode: 'USD', decimalPlaces: '2' }]],
    handlers: [requestHandler(runCartOperationFx, (operation) => cartCall(operation))],
  });
  const adds: CartAddRequest[] = [];
  createWatch({ unit: cartAddRequested, fn: (request) => adds.push(request), scope });
  const state = () => scope.getState($productDrawer);
  return { scope, cartCall, adds, state };
}

async function openPizza(scope: Scope) {
  await allSettled(productDrawerOpened, { scope, params: optionsPizza });
}

async function choose(scope: Scope, attributeId: string | number, valueId: string | number) {
  await allSettled(drawerAttributeChosen, { scope, params: { attributeId, valueId } });
}

async function toggle(scope: Scope, groupId: string, valueId: string) {
  await allSettled(drawerMultiValueToggled, { scope, params: { groupId, valueId } });
}

/** Large, Thin and Olives: a selection the cart accepts, at 14.50 + 1.00. */
async function chooseValidPizza(scope: Scope) {
  await choose(scope, 1, '20');
  await choose(scope, '2', 30);
  await toggle(scope, 'toppings', 'olives');
}

describe('the product drawer model', () => {
  describe('opening', () => {
    it('holds the product with nothing chosen, at its selling price, open', async () => {
      const { scope, state } = setup();
      await openPizza(scope);
      expect(state()).toEqual({
        currentProduct: optionsPizza,
        selectedAttributes: {},
        selectedMultiAttributes: {},
        drawerPrice: 9,
        variant_id: null,
        desktopDialogOpen: true,
      });
      expect(scope.getState($drawerAdd)).toEqual({ status: 'idle' });
      expect(scope.getState($drawerNotice)).toBeNull();
    });

    it('chooses an attribute that has exactly one value, and prices its combination', async () => {
      const { scope, state } = setup();
      await allSettled(productDrawerOpened, { scope, params: optionsSalad });
      expect(state()).toMatchObject({ selectedAttributes: { '5': '50' }, selectedMultiAttributes: {}, drawerPrice: 7.5, variant_id: 'v-regular' });
    });

    it('starts afresh when another product opens', async () => {
      const { scope, state } = setup();
      await openPizza(scope);
      await choose(scope, 1, 10);
      await toggle(scope, 'toppings', 'olives');
      await allSettled(drawerAddRequested, { scope });
      await allSettled(productDrawerOpened, { scope, params: optionsSalad });
      expect(state().currentProduct).toBe(optionsSalad);
      expect(state().selectedMultiAttributes).toEqual({});
      expect(scope.getState($drawerNotice)).toBeNull();
    });
  });

  describe('closing', () => {
    it('forgets the product, the selection, any message and any pending add', async () => {
      const { scope, state } = setup(() => new Promise<CartSummary>(() => undefined));
      await openPizza(scope);
      await chooseValidPizza(scope);
      // The add never answers, so allSettled would wait for ever: fire the events synchronously instead.
      scopeBind(drawerAddRequested, { scope })();
      expect(scope.getState($drawerAdd).status).toBe('adding');
      scopeBind(productDrawerClosed, { scope })();
      expect(state()).toEqual(initialProductDrawer);
      expect(scope.getState($drawerAdd)).toEqual({ status: 'idle' });
      expect(scope.getState($drawerNotice)).toBeNull();
    });
  });

  describe('choosing a single-choice value', () => {
    it('prices the matching combination and takes its variant', async () => {
      const { scope, state } = setup();
      await openPizza(scope);
      await choose(scope, 1, 10);
      expect(state()).toMatchObject({ selectedAttributes: { '1': '10' }, drawerPrice: 9, variant_id: null });
      await choose(scope, '2', '31');
      expect(state()).toMatchObject({ selectedAttributes: { '1': '10', '2': '31' }, drawerPrice: 11, variant_id: 'v-small-thick' });
    });

    it('resets every multi-choice selection and recalculates the price', async () => {
      const { scope, state } = setup();
      await openPizza(scope);
      await chooseValidPizza(scope);
      await toggle(scope, 'extras', 'cheese');
      expect(state()).toMatchObject({ drawerPrice: 16.75, selectedMultiAttributes: { toppings: ['olives'], extras: ['cheese'] } });
      await choose(scope, 1, 10);
      expect(state()).toMatchObject({ selectedAttributes: { '1': '10', '2': '30' }, selectedMultiAttributes: {}, drawerPrice: 10, variant_id: 'v-small-thin' });
    });

    it('clears an earlier refusal', async () => {
      const { scope } = setup();
      await openPizza(scope);
      await allSettled(drawerAddRequested, { scope });
      expect(scope.getState($drawerNotice)).not.toBeNull();
      await choose(scope, 1, 10);
      expect(scope.getState($drawerNotice)).toBeNull();
    });
  });

  describe('toggling a multi-choice value', () => {
    it('adds it and adds its price, then removes it again', async () => {
      const { scope, state } = setup();
      await openPizza(scope);
      await choose(scope, 1, 10);
      await choose(scope, 2, 30);
      await toggle(scope, 'toppings', 'basil');
      expect(state()).toMatchObject({ selectedMultiAttributes: { toppings: ['basil'] }, drawerPrice: 10.5 });
      await toggle(scope, 'toppings', 'basil');
      expect(state()).toMatchObject({ selectedMultiAttributes: {}, drawerPrice: 10 });
    });

    it('uses the price for the current variant when the value has one', async () => {
      const { scope, state } = setup();
      await openPizza(scope);
      await choose(scope, 1, 20);
      await choose(scope, 2, 30);
      await toggle(scope, 'toppings', 'truffle');
      expect(state().drawerPrice).toBe(18);
    });

    it('refuses a value beyond the maximum, saying so beside its group, and keeps the selection', async () => {
      const { scope, state } = setup();
      await openPizza(scope);
      await chooseValidPizza(scope);
      await toggle(scope, 'toppings', 'truffle');
      const before = state();
      await toggle(scope, 'toppings', 'basil');
      expect(state()).toBe(before);
      expect(scope.getState($drawerNotice)).toEqual({ kind: 'refused', groupId: 'toppings', message: 'You can select at most 2 options for Toppings.' });
    });

    it('refuses a value whose dependencies are not chosen, saying why', async () => {
      const { scope, state } = setup();
      await openPizza(scope);
      await choose(scope, 1, 10);
      await toggle(scope, 'extras', 'cheese');
      expect(state().selectedMultiAttributes).toEqual({});
      expect(scope.getState($drawerNotice)).toEqual({ kind: 'refused', groupId: 'extras', message: 'Available only with Large.' });
    });

    it('clears the refusal once the selection changes', async () => {
      const { scope } = setup();
      await openPizza(scope);
      await chooseValidPizza(scope);
      await toggle(scope, 'toppings', 'truffle');
      await toggle(scope, 'toppings', 'basil');
      await toggle(scope, 'toppings', 'olives');
      expect(scope.getState($drawerNotice)).toBeNull();
    });
  });

  describe('adding', () => {
    it('refuses with the minimum message while a minimum is not met, and sends nothing', async () => {
      const { scope, adds, cartCall } = setup();
      await openPizza(scope);
      await choose(scope, 1, 20);
      await choose(scope, 2, 30);
      await allSettled(drawerAddRequested, { scope });
      expect(scope.getState($drawerNotice)).toEqual({ kind: 'minimum', groupId: 'toppings', message: 'Please select at least 1 options for Toppings.' });
      expect(adds).toEqual([]);
      expect(cartCall).not.toHaveBeenCalled();
    });

    it('names the minimum first, even with an attribute left unchosen', async () => {
      const { scope } = setup();
      await openPizza(scope);
      await allSettled(drawerAddRequested, { scope });
      expect(scope.getState($drawerNotice)).toMatchObject({ kind: 'minimum', message: 'Please select at least 1 options for Toppings.' });
    });

    it('refuses an attribute left unchosen once the minimums are met', async () => {
      const { scope, adds } = setup();
      await openPizza(scope);
      await choose(scope, 1, 10);
      await toggle(scope, 'toppings', 'olives');
      await allSettled(drawerAddRequested, { scope });
      expect(scope.getState($drawerNotice)).toEqual({ kind: 'incomplete', attributeId: '2', message: 'Please choose Crust.' });
      expect(adds).toEqual([]);
    });

    it('sends one add of the selection to the cart, waits, and ignores a second press meanwhile', async () => {
      let answer: (summary: CartSummary) => void = () => undefined;
      // The add waits for `answer`; anything after it (the cart's follow-up fetch) answers at once.
      const { scope, adds, cartCall } = setup((operation) =>
        operation.kind === 'add' ? new Promise<CartSummary>((resolve) => (answer = resolve)) : Promise.resolve(emptyCartSummary),
      );
      await openPizza(scope);
      await chooseValidPizza(scope);
      const first = allSettled(drawerAddRequested, { scope });
      expect(adds).toEqual([
        {
          requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          product_id: 1,
          quantity: 1,
          selection: { selectedAttributes: { '1': '20', '2': '30' }, selectedMultiAttributes: { toppings: ['olives'] } },
        },
      ]);
      expect(scope.getState($drawerAdd)).toEqual({ status: 'adding', requestId: adds[0]?.requestId });
      // allSettled would wait for the first add to answer: press again synchronously, while it runs.
      scopeBind(drawerAddRequested, { scope })();
      expect(adds).toHaveLength(1);
      answer(emptyCartSummary);
      await first;
      expect(cartCall.mock.calls.filter(([operation]) => operation.kind === 'add')).toHaveLength(1);
    });

    it('closes the panel when the add succeeds', async () => {
      const { scope, state } = setup();
      await openPizza(scope);
      await chooseValidPizza(scope);
      await allSettled(drawerAddRequested, { scope });
      expect(state()).toEqual(initialProductDrawer);
      expect(scope.getState($drawerAdd)).toEqual({ status: 'idle' });
    });

    it('stays open with the selection when the cart refuses, and says what the server said', async () => {
      const { scope, state } = setup(() => Promise.reject(new ApiError('rejected', 'This combination of options is not available.', 422)));
      await openPizza(scope);
      await chooseValidPizza(scope);
      const before = state();
      await allSettled(drawerAddRequested, { scope });
      expect(state()).toBe(before);
      expect(scope.getState($drawerAdd)).toEqual({ status: 'idle' });
      expect(scope.getState($drawerNotice)).toEqual({ kind: 'failed', message: 'This combination of options is not available.' });
    });

    it('falls back to a calm message when the cart gives none', async () => {
      const { scope } = setup(() => new Promise<CartSummary>(() => undefined));
      await openPizza(scope);
      await chooseValidPizza(scope);
      scopeBind(drawerAddRequested, { scope })();
      const add = scope.getState($drawerAdd);
      if (add.status !== 'adding') throw new Error('expected an add in flight');
      scopeBind(cartAddSettled, { scope })({ requestId: add.requestId, ok: false, message: null });
      expect(scope.getState($drawerNotice)).toEqual({ kind: 'failed', message: ADD_FAILED_MESSAGE });
    });

    it('ignores the answer to an add that is not its own', async () => {
      const { scope, state } = setup(() => new Promise<CartSummary>(() => undefined));
      await openPizza(scope);
      await chooseValidPizza(scope);
      scopeBind(drawerAddRequested, { scope })();
      scopeBind(cartAddSettled, { scope })({ requestId: 'from-a-product-card', ok: true, message: null });
      expect(state().currentProduct).toBe(optionsPizza);
      expect(scope.getState($drawerAdd).status).toBe('adding');
    });
  });

  describe('with no product open', () => {
    it('ignores choices, toggles and adds', async () => {
      const { scope, state, adds } = setup();
      await choose(scope, 1, 10);
      await toggle(scope, 'toppings', 'olives');
      await allSettled(drawerAddRequested, { scope });
      expect(state()).toEqual(initialProductDrawer);
      expect(scope.getState($drawerNotice)).toBeNull();
      expect(adds).toEqual([]);
    });
  });
});
