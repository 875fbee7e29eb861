// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { CartSummary } from '@/api/schemas/cart.schema';
import type { Product } from '@/api/schemas/product.schema';
import { emptyCartSummary, runCartOperationFx } from '@/models/cart/cart.model';
import { requestHandler } from '@/models/catalog/test-products';
import { $productDrawer, initialProductDrawer } from '@/models/product-options/product-drawer.model';
import { $siteSettings } from '@/models/site/site.model';
import type { SiteSettings } from '@/domain/site-settings';
import { matchMobile } from '@/shared/ui/product-card/testing';
import { ChooseOptionsButton } from './ChooseOptionsButton';
import { PRODUCT_OPTIONS_DRAWER_ID } from './product-options-entry';
import { ProductOptionsHost } from './ProductOptionsHost';
import { optionsCalzone, optionsPizza, optionsSalad } from './test-product';

type CartOperation = Parameters<typeof runCartOperationFx>[0];
type AddAnswer = () => Promise<CartSummary>;

const settings: SiteSettings = { currencyCode: 'USD', locale: 'en-US', decimalPlaces: '2', symbolPlacement: 'before' };

/** The shell's host and one card's button, in a scope whose cart adds answer as `answerAdd` says. */
function renderPanel(product: Product = optionsPizza, answerAdd: AddAnswer = () => Promise.resolve(emptyCartSummary)) {
  const addCalls = vi.fn(answerAdd);
  const cartCall = (operation: CartOperation) => (operation.kind === 'add' ? addCalls() : Promise.resolve(emptyCartSummary));
  const scope: Scope = fork({ values: [[$siteSettings, settings]], handlers: [requestHandler(runCartOperationFx, cartCall)] });
  render(
    <Provider value={scope}>
      <main>
        <ChooseOptionsButton product={product} className="button" />
      </main>
      <ProductOptionsHost />
    </Provider>,
  );
  return { scope, addCalls };
}

async function openPanel(product?: Product, answerAdd?: AddAnswer) {
  const view = renderPanel(product, answerAdd);
  const opener = screen.getByRole('button', { name: /^Choose options for/ });
  await userEvent.click(opener);
  const panel = await screen.findByRole('dialog', { name: 'Product options' });
  return { ...view, opener, panel };
}

const total = (panel: HTMLElement) => panel.querySelector('.product-options__total')?.textContent;
const group = (panel: HTMLElement, legend: RegExp) => within(panel).getByRole('group', { name: legend });
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function chooseLargeThin(panel: HTMLElement) {
  await userEvent.click(within(group(panel, /^Size/)).getByRole('radio', { name: 'Large +$4.50' }));
  await userEvent.click(within(group(panel, /^Crust/)).getByRole('radio', { name: 'Thin' }));
}

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast is measured in Chromium by the end-to-end axe checks instead.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the product options panel', () => {
  it('renders nothing until a card opens it', () => {
    renderPanel();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('when a card opens it (desktop)', () => {
    it('is the "Product options" dialog on its URL hash, with focus inside', async () => {
      const { panel } = await openPanel();
      expect(panel.id).toBe(PRODUCT_OPTIONS_DRAWER_ID);
      expect(window.location.hash).toBe(`#${PRODUCT_OPTIONS_DRAWER_ID}`);
      expect(panel.contains(document.activeElement)).toBe(true);
      expect(within(panel).getByRole('heading', { name: 'Margherita Pizza' })).toBeTruthy();
      expect(panel.querySelector('img')?.getAttribute('src')).toBe(optionsPizza.image);
    });

    it('shows single-choice groups as radios and multi-choice groups as checkboxes with their limits', async () => {
      const { panel } = await openPanel();
      expect(within(group(panel, /^Size$/)).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['10', '20']);
      expect(within(panel).getByRole('group', { name: 'Toppings (Min: 1, Max: 2)' })).toBeTruthy();
      expect(within(panel).getByRole('group', { name: 'Extras (Min: 0, Max: Unlimited)' })).toBeTruthy();
      expect(within(panel).getByRole('checkbox', { name: 'Olives +$1' })).toBeTruthy();
      expect(within(panel).getByRole('checkbox', { name: 'Basil +$0.50' })).toBeTruthy();
    });

    it('shows every value as a chip that says what choosing it changes the price by, and ticks the chosen ones', async () => {
      const { panel } = await openPanel();
      const size = group(panel, /^Size/);
      // Nothing chosen: against the cheapest value of the group (Small from $10, Large from $14.50; Thin $10, Thick $11).
      expect(within(size).getByRole('radio', { name: 'Small' })).toBeTruthy();
      expect(within(size).getByRole('radio', { name: 'Large +$4.50' })).toBeTruthy();
      expect(within(group(panel, /^Crust/)).getByRole('radio', { name: 'Thick +$1' })).toBeTruthy();
      expect(panel.querySelector('.option__check')).toBeNull();

      await chooseLargeThin(panel);
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Olives +$1' }));
      // Against the combination chosen now: Small/Thin costs $4.50 less, said with a minus sign.
      expect(within(size).getByRole('radio', { name: 'Small −$4.50' })).toHaveProperty('checked', false);
      expect(within(size).getByRole('radio', { name: 'Large' })).toHaveProperty('checked', true);
      // Chosen chips carry a tick (not colour alone), which assistive tech does not read: the input says "checked".
      const ticked = [...panel.querySelectorAll('.option__check')].map((mark) => mark.closest('.option')?.querySelector('input')?.value);
      expect(ticked).toEqual(['20', '30', 'olives']);
      expect([...panel.querySelectorAll('.option__check')].every((mark) => mark.getAttribute('aria-hidden') === 'true')).toBe(true);
      // A disabled value shows no difference, and still says why it is disabled.
      const thick = within(panel).getByRole('radio', { name: 'Thick' });
      expect(thick.closest('.option')?.querySelector('.option__price')).toBeNull();
      expect(descriptionOf(thick)).toBe('Not available with Large.');
    });

    it('pre-selects nothing but an attribute with a single value', async () => {
      const { panel } = await openPanel(optionsSalad);
      expect(within(panel).getByRole('radio', { name: 'Regular' })).toHaveProperty('checked', true);
      expect(within(panel).getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    });

    it('shows the Total with 2 decimals and recalculates it as options are chosen', async () => {
      const { panel } = await openPanel();
      expect(total(panel)).toBe('Total $9.00');
      await chooseLargeThin(panel);
      expect(total(panel)).toBe('Total $14.50');
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Olives +$1' }));
      expect(total(panel)).toBe('Total $15.50');
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Olives +$1' }));
      expect(total(panel)).toBe('Total $14.50');
    });

    it('resets the multi-choice values when a single-choice value changes', async () => {
      const { panel } = await openPanel();
      await chooseLargeThin(panel);
      const olives = within(panel).getByRole('checkbox', { name: 'Olives +$1' });
      await userEvent.click(olives);
      expect(olives).toHaveProperty('checked', true);
      await userEvent.click(within(panel).getByRole('radio', { name: 'Small −$4.50' }));
      expect(within(panel).getByRole('checkbox', { name: 'Olives +$1' })).toHaveProperty('checked', false);
      expect(total(panel)).toBe('Total $10.00');
    });

    it('disables unavailable values visibly and accessibly, with the reason', async () => {
      const { panel } = await openPanel();
      await userEvent.click(within(panel).getByRole('radio', { name: 'Large +$4.50' }));
      const thick = within(panel).getByRole('radio', { name: 'Thick' });
      expect(thick).toHaveProperty('disabled', true);
      expect(descriptionOf(thick)).toBe('Not available with Large.');
      expect(thick.closest('.option')?.hasAttribute('data-disabled')).toBe(true);
      const truffle = within(panel).getByRole('checkbox', { name: /^Truffle/ });
      expect(truffle.getAttribute('aria-disabled')).toBe('true');
      expect(descriptionOf(truffle)).toBe('Choose Crust first.');
    });

    it('refuses a value beyond the maximum with a message beside its group, announced', async () => {
      const { panel } = await openPanel();
      await chooseLargeThin(panel);
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Olives +$1' }));
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Truffle +$3.50' }));
      const basil = within(panel).getByRole('checkbox', { name: 'Basil +$0.50' });
      expect(basil.getAttribute('aria-disabled')).toBe('true');
      expect(descriptionOf(basil)).toBe('You can select at most 2 options for Toppings.');
      await userEvent.click(basil);
      expect(basil).toHaveProperty('checked', false);
      const toppings = group(panel, /^Toppings/);
      expect(within(toppings).getByRole('alert').textContent).toBe('You can select at most 2 options for Toppings.');
      expect(descriptionOf(toppings)).toBe('You can select at most 2 options for Toppings.');
      expect(total(panel)).toBe('Total $19.00');
    });

    it('refuses Add with the minimum message while a minimum is not met', async () => {
      const { panel, addCalls } = await openPanel();
      await chooseLargeThin(panel);
      await userEvent.click(within(panel).getByRole('button', { name: 'Add' }));
      const alert = within(panel).getAllByRole('alert').find((element) => element.textContent !== '');
      expect(alert?.textContent).toBe('Please select at least 1 options for Toppings.');
      expect(group(panel, /^Toppings/).getAttribute('data-invalid')).toBe('true');
      expect(addCalls).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Product options' })).toBeTruthy();
    });

    it('reads "Adding..." while its add runs, adds once however often pressed, then closes and gives focus back', async () => {
      let answer: (summary: CartSummary) => void = () => undefined;
      const { panel, opener, scope, addCalls } = await openPanel(optionsPizza, () => new Promise((resolve) => (answer = resolve)));
      await chooseLargeThin(panel);
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Olives +$1' }));
      await userEvent.click(within(panel).getByRole('button', { name: 'Add' }));
      const adding = within(panel).getByRole('button', { name: 'Adding...' });
      expect(adding.getAttribute('aria-disabled')).toBe('true');
      await userEvent.dblClick(adding);
      expect(addCalls).toHaveBeenCalledTimes(1);
      await act(async () => answer(emptyCartSummary));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // The hash goes with a history step, which the browser (and jsdom) takes in a task of its own.
      await waitFor(() => expect(window.location.hash).toBe(''));
      expect(scope.getState($productDrawer)).toEqual(initialProductDrawer);
      // Radix gives focus back a tick after the dialog unmounts.
      await waitFor(() => expect(document.activeElement).toBe(opener));
    });

    it('stays open with the selection when the cart refuses the add, saying why', async () => {
      const { panel } = await openPanel(optionsPizza, () => Promise.reject(new ApiError('rejected', 'This combination of options is not available.', 422)));
      await chooseLargeThin(panel);
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Olives +$1' }));
      await userEvent.click(within(panel).getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(within(panel).getByRole('button', { name: 'Add' })).toBeTruthy());
      expect(within(panel).getAllByRole('alert').map((element) => element.textContent)).toContain('This combination of options is not available.');
      expect(within(panel).getByRole('checkbox', { name: 'Olives +$1' })).toHaveProperty('checked', true);
    });

    it('closes on the back button, and the model forgets the product', async () => {
      const { scope } = await openPanel();
      act(() => window.history.back());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(scope.getState($productDrawer).currentProduct).toBeNull();
    });

    it('closes on Escape and on its close button, leaving no hash behind', async () => {
      const { opener } = await openPanel();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(window.location.hash).toBe('');
      // Radix gives focus back a tick after the dialog unmounts.
      await waitFor(() => expect(document.activeElement).toBe(opener));
      await userEvent.click(opener);
      const panel = await screen.findByRole('dialog', { name: 'Product options' });
      await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(window.location.hash).toBe('');
    });

    it('drops a hash left without a product (a reloaded address)', async () => {
      window.history.pushState(null, '', `/#${PRODUCT_OPTIONS_DRAWER_ID}`);
      renderPanel();
      await waitFor(() => expect(window.location.hash).toBe(''));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('has no axe violations, with messages and disabled values showing', async () => {
      const { panel } = await openPanel();
      await userEvent.click(within(panel).getByRole('radio', { name: 'Large +$4.50' }));
      await userEvent.click(within(panel).getByRole('button', { name: 'Add' }));
      expect(await axeViolations(document.body)).toEqual([]);
    });
  });

  describe('what each group asks for', () => {
    it('on an Add refused for an attribute left unchosen, takes the shopper to that attribute', async () => {
      const { panel } = await openPanel();
      await userEvent.click(within(panel).getByRole('radio', { name: 'Small' }));
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Olives +$1' }));
      await userEvent.click(within(panel).getByRole('button', { name: 'Add' }));
      expect(within(panel).getAllByRole('alert').map((alert) => alert.textContent)).toContain('Please choose Crust.');
      expect(document.activeElement).toBe(within(group(panel, /^Crust/)).getByRole('radio', { name: 'Thin' }));
    });

    it('marks a single-choice group the add needs as required, in words and to assistive tech', async () => {
      const { panel } = await openPanel();
      for (const name of ['Size', 'Crust']) {
        const attribute = within(panel).getByRole('group', { name });
        expect(within(attribute).getByText('Required')).toBeTruthy();
        // A required radio makes its whole group required, which screen readers say.
        expect(within(attribute).getAllByRole('radio').every((radio) => (radio as HTMLInputElement).required)).toBe(true);
      }
    });

    it('says once, for the group, why none of its values can be chosen yet, and each value points to it', async () => {
      const { panel } = await openPanel(optionsCalzone);
      const fillings = group(panel, /^Fillings/);
      expect(within(fillings).getAllByText('Choose Size and Crust first.')).toHaveLength(1);
      const boxes = within(fillings).getAllByRole('checkbox');
      expect(boxes).toHaveLength(3);
      for (const box of boxes) {
        expect(box.getAttribute('aria-disabled')).toBe('true');
        expect(descriptionOf(box)).toBe('Choose Size and Crust first.');
      }
      await userEvent.click(within(panel).getByRole('radio', { name: 'Small' }));
      expect(within(fillings).getAllByText('Choose Crust first.')).toHaveLength(1);
      await userEvent.click(within(panel).getByRole('radio', { name: 'Thin' }));
      expect(within(fillings).queryByText(/first\.$/)).toBeNull();
      expect(within(fillings).getAllByRole('checkbox').every((box) => !box.hasAttribute('aria-disabled'))).toBe(true);
    });

    it('keeps the spec\'s "(Min: x, Max: y)" and adds a plain hint where no maximum reads "Unlimited"', async () => {
      const { panel } = await openPanel();
      const extras = within(panel).getByRole('group', { name: 'Extras (Min: 0, Max: Unlimited)' });
      expect(within(extras).getByText('Choose as many as you like.')).toBeTruthy();
      expect(descriptionOf(extras)).toContain('Choose as many as you like.');
      // A group with a maximum reads plainly as it is.
      expect(descriptionOf(group(panel, /^Toppings/))).toBe('');
    });

    it('on an Add refused for a minimum, scrolls to the group that needs a choice and focuses its first value', async () => {
      const scrolled = vi.fn();
      vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
        scrolled(this);
      });
      const { panel } = await openPanel();
      await chooseLargeThin(panel);
      await userEvent.click(within(panel).getByRole('button', { name: 'Add' }));
      const toppings = group(panel, /^Toppings/);
      const [olives] = within(toppings).getAllByRole('checkbox');
      expect(document.activeElement).toBe(olives);
      expect(scrolled).toHaveBeenCalledWith(toppings);
      expect(descriptionOf(toppings)).toContain('Please select at least 1 options for Toppings.');
      // Pressed again after moving on, the shopper is taken back to it again.
      within(panel).getByRole('button', { name: 'Add' }).focus();
      await userEvent.click(within(panel).getByRole('button', { name: 'Add' }));
      expect(document.activeElement).toBe(olives);
    });
  });

  describe('on a phone (up to 768 px)', () => {
    it('is a bottom drawer with the same title, id, content and focus', async () => {
      const phone = matchMobile(window.matchMedia);
      vi.spyOn(window, 'matchMedia').mockImplementation(phone);
      // vaul captures the pointer to follow a swipe; jsdom has no pointer capture.
      for (const method of ['setPointerCapture', 'releasePointerCapture'] as const) {
        if (typeof HTMLElement.prototype[method] !== 'function') {
          Object.defineProperty(HTMLElement.prototype, method, { configurable: true, writable: true, value: () => undefined });
        }
      }
      const { panel } = await openPanel();
      expect(panel.id).toBe(PRODUCT_OPTIONS_DRAWER_ID);
      expect(panel.hasAttribute('data-vaul-drawer')).toBe(true);
      await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
      await chooseLargeThin(panel);
      expect(total(panel)).toBe('Total $14.50');
      expect(await axeViolations(document.body)).toEqual([]);
      act(() => window.history.back());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
});
