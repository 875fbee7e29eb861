import { useUnit } from 'effector-react';
import { useActionState, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import * as z from 'zod/mini';
import type { Address, AddressPayload } from '@/api/schemas/address.schema';
import { isEmailAddress, isPhoneNumber } from '@/api/schemas/contact-rules';
import type { PlaceOrderPayload } from '@/api/schemas/order.schema';
import { addressSummary, addressTitle } from '@/models/addresses/address.lib';
import { $addresses, $addressesStatus } from '@/models/addresses/addresses.model';
import { $branchesState } from '@/models/branches/branches.model';
import { $cart, $cartFetchStatus, cartOpened } from '@/models/cart/cart.model';
import { cardWindowMethods, walletPlan } from '@/models/checkout/checkout.lib';
import { $order, $phase, $wallet, checkoutLeft, checkoutOpened } from '@/models/checkout/checkout-phase.model';
import { $canPlace, $refusal, placeOrderRequested } from '@/models/checkout/place-order.model';
import { $paidVia } from '@/models/checkout/payment-window.model';
import {
  $deliveryCheck,
  $guestAddress,
  $savedAddress,
  deliveryCheckRetried,
  guestAddressEditRequested,
  guestAddressGiven,
  savedAddressChosen,
} from '@/models/checkout/delivery.model';
import { $isLoggedIn, $user } from '@/models/session/session.model';
import { BranchSelector } from '@/shared/ui/branch-selector/BranchSelector';
import { CheckboxField, ChoiceField } from '@/shared/ui/form/choice-fields';
import { FormErrorSummary, TextField } from '@/shared/ui/form/fields';
import { formValues, idleFormResult, issuesByField, type FormResult } from '@/shared/ui/form/form-result';
import { moneyInputValue } from '@/domain/money';
import { Money, useMoneyFormat } from '@/shared/ui/Money';
import { CartSummary } from '../cart/CartSummary';
import { CheckoutSignIn } from './CheckoutSignIn';
import { LazyAddressForm } from './lazy-checkout-forms';
import { LazyEmptyState } from '@/shared/ui/LazyEmptyState';
import { isFormPhase, PaymentPanel } from './PaymentPanel';
import { orderPlacedPath } from '@/screens/orders/paths';
import '@/shared/ui/product-card/skeleton.css';
import '../cart/cart.css';
import './checkout.css';

export const checkoutScreenTexts = {
  nameMissing: 'Enter your name.',
  phoneInvalid: 'Enter a phone number the rider can call, with at least 7 digits.',
  emailInvalid: 'Enter an email address like name@example.com.',
  addressMissing: 'Add the address we deliver to.',
  walletAmountInvalid: 'Enter an amount from your wallet, like 5.00.',
  emptyCart: 'Your cart is empty. Add something to order first.',
  branchClosed: (branch: string) => `${branch} is not taking orders right now. Choose another branch, or come back when it opens.`,
  notDeliverable: 'This branch does not deliver to the chosen address. Choose another address, or another branch.',
  placeUncertain: 'We could not reach the store to place your order. It may have gone through: Try again sends the same order, and you will not be charged twice.',
} as const;

const contactFields = ['name', 'phone', 'email', 'wallet_amount'] as const;
type ContactField = (typeof contactFields)[number];

const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, checkoutScreenTexts.nameMissing)),
  phone: z.string().check(z.trim(), z.refine(isPhoneNumber, checkoutScreenTexts.phoneInvalid)),
  email: z.string().check(z.trim(), z.refine(isEmailAddress, checkoutScreenTexts.emailInvalid)),
});

/** The server's field names (`contact.email`) on the page's fields (`email`). */
function serverErrorsOnFields(fieldErrors: Record<string, string>): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const [field, text] of Object.entries(fieldErrors)) {
    const name = field.replace(/^contact\./, '');
    if ((contactFields as readonly string[]).includes(name)) errors[name as ContactField] ??= text;
  }
  return errors;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="checkout-section" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`} className="checkout-section__title" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The customer's saved addresses as a radio group (the default first and chosen), or a new one added inline. */
function SavedAddresses() {
  const [addresses, status, chosen, choose] = useUnit([$addresses, $addressesStatus, $savedAddress, savedAddressChosen]);
  const [adding, setAdding] = useState(false);
  if (status === 'loading' && addresses.length === 0) return <p role="status">Loading your addresses…</p>;
  if (adding || (status === 'ready' && addresses.length === 0)) {
    return (
      <div className="checkout-address-form">
        <LazyAddressForm submitLabel="Save and deliver here" pendingLabel="Saving…" onSaved={() => setAdding(false)} />
        {addresses.length > 0 ? (
          <button type="button" className="link-button" onClick={() => setAdding(false)}>
            Use a saved address instead
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="checkout-addresses">
      <ChoiceField
        name="delivery_address"
        legend="Deliver to"
        value={chosen ? String(chosen.id) : ''}
        onChange={(id) => choose(id)}
        options={addresses.map((address: Address) => ({
          value: String(address.id),
          label: (
            <span>
              <strong>{addressTitle(address)}</strong>
              {address.is_default ? ' (default)' : ''}
              <br />
              {addressSummary(address)}
            </span>
          ),
        }))}
      />
      <button type="button" className="link-button checkout-address-add" onClick={() => setAdding(true)}>
        Add a new address
      </button>
    </div>
  );
}

/** A guest's address: typed once for this order (not saved), then shown with a way to change it. */
function GuestAddress({ receiver }: { receiver: { name: string; phone: string } }) {
  const [address, give, edit] = useUnit([$guestAddress, guestAddressGiven, guestAddressEditRequested]);
  const changeButton = useRef<HTMLButtonElement>(null);
  const given = useRef(false);
  useEffect(() => {
    // After "Use this address", focus goes to its summary's Change button: the form the shopper was in is gone.
    if (address && given.current) changeButton.current?.focus();
  }, [address]);
  if (address) {
    return (
      <div className="checkout-guest-address">
        <p>
          {address.name}, {address.phone}
          <br />
          {addressSummary(address)}
        </p>
        <button
          ref={changeButton}
          type="button"
          className="button"
          onClick={() => {
            given.current = false;
            edit();
          }}
        >
          Change address
        </button>
      </div>
    );
  }
  return (
    <LazyAddressForm
      submitLabel="Use this address"
      pendingLabel="Checking…"
      onSaved={() => undefined}
      onUse={(payload: AddressPayload) => {
        given.current = true;
        give(payload);
      }}
      receiver={receiver}
    />
  );
}

function DeliveryNote() {
  const [check, retry] = useUnit([$deliveryCheck, deliveryCheckRetried]);
  return (
    <div className="checkout-delivery" role="status">
      {check.status === 'checking' ? <p>Checking delivery to this address…</p> : null}
      {check.status === 'deliverable' ? (
        <p>
          <span aria-hidden="true">✓ </span>
          {check.message}
          {check.charge !== null ? (
            <>
              {' '}
              Delivery: {check.charge === 0 ? 'free' : <Money amount={check.charge} />}.
            </>
          ) : null}
        </p>
      ) : null}
      {check.status === 'not-deliverable' ? <p className="checkout-failure">{check.message}</p> : null}
      {check.status === 'failed' ? (
        <p>
          {check.message}{' '}
          <button type="button" className="link-button" onClick={() => retry()}>
            Check again
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** Why the order cannot be placed now, with the way to fix it; null when it can. */
function useBlocker(): ReactNode {
  const [cart, branches, check, loggedIn, saved, guest, refusal] = useUnit([$cart, $branchesState, $deliveryCheck, $isLoggedIn, $savedAddress, $guestAddress, $refusal]);
  const branch = branches.selected_branch;
  // Closed as the site data says, or as place-order just said (the server's words then).
  if ((branch && !branch.is_open) || refusal?.code === 'branch_closed') {
    return (
      <div className="checkout-blocker" role="status">
        <p>{refusal?.code === 'branch_closed' ? refusal.message : checkoutScreenTexts.branchClosed(branch?.name ?? 'This branch')}</p>
        <BranchSelector className="button" />
      </div>
    );
  }
  const hasAddress = loggedIn ? saved !== null : guest !== null;
  if ((hasAddress && (check.status === 'not-deliverable' || !cart.is_delivery_available)) || refusal?.code === 'not_deliverable') {
    return (
      <div className="checkout-blocker" role="status">
        <p>{refusal?.code === 'not_deliverable' ? refusal.message : (check.message ?? checkoutScreenTexts.notDeliverable)}</p>
        <div className="checkout-actions">
          <a href="#checkout-address" className="button" onClick={focusSection('checkout-address')}>
            Choose another address
          </a>
          <BranchSelector className="button" />
        </div>
      </div>
    );
  }
  return null;
}

/**
 * Whether there is anything to order: the cart's lines, while they load (a cart not restored yet), or none (or the
 * server just said so when Place order was pressed).
 */
function useCartContents(): 'loading' | 'empty' | 'ready' {
  const [cart, fetchStatus, refusal] = useUnit([$cart, $cartFetchStatus, $refusal]);
  if (refusal?.code === 'cart_empty') return 'empty';
  if (cart.cartItems.length > 0) return 'ready';
  return fetchStatus === 'loading' ? 'loading' : 'empty';
}

/** An empty cart, said first, with the way back to the menu: there is no form to fill for nothing. */
function EmptyCart() {
  return (
    <LazyEmptyState picture="cart" className="checkout-empty" role="status">
      <p tabIndex={-1}>{checkoutScreenTexts.emptyCart}</p>
      <Link href="/" className="button button--primary">
        Browse the menu
      </Link>
    </LazyEmptyState>
  );
}

const focusSection = (id: string) => (event: { preventDefault: () => void }) => {
  event.preventDefault();
  document.getElementById(`${id}-title`)?.focus();
};

/**
 * /checkout (ADR 0026): one page with contact, delivery address, order summary, wallet and payment, and Place order.
 * Guests type their details and may sign in with a one-time code without leaving; customers start from their profile
 * and saved addresses. The payment and its recovery are the checkout model's (src/models/checkout).
 */
export default function CheckoutScreen() {
  const [cart, user, loggedIn, wallet, phase, canPlace, refusal, order, paidVia, saved, guest, check, opened, left, openCart, place] = useUnit([
    $cart,
    $user,
    $isLoggedIn,
    $wallet,
    $phase,
    $canPlace,
    $refusal,
    $order,
    $paidVia,
    $savedAddress,
    $guestAddress,
    $deliveryCheck,
    checkoutOpened,
    checkoutLeft,
    cartOpened,
    placeOrderRequested,
  ]);
  const [, navigate] = useLocation();
  const blocker = useBlocker();
  const contents = useCartContents();
  const moneyFormat = useMoneyFormat();
  const summaryId = `${useId()}-summary`;
  const screen = useRef<HTMLElement>(null);

  const [contact, setContact] = useState({ name: user.name ?? '', phone: user.phone ?? '', email: user.email ?? '' });
  // A customer who signs in here gets their profile's details where the guest left the fields empty (set while
  // rendering, React's way to follow a value that changed).
  const [contactOf, setContactOf] = useState(user.id ?? null);
  if ((user.id ?? null) !== contactOf) {
    setContactOf(user.id ?? null);
    setContact((typed) => ({ name: typed.name || (user.name ?? ''), phone: typed.phone || (user.phone ?? ''), email: typed.email || (user.email ?? '') }));
  }
  const [useWallet, setUseWallet] = useState(false);

  useEffect(() => {
    opened();
    openCart();
    return () => left();
  }, [opened, openCart, left]);

  // Once the order is on its way, the confirmation's code is asked for, so arriving there does not wait for it
  // (React holds a screen that suspends for its code 300 ms; ADR 0020). The route table is loaded already (it rendered
  // this screen) and answers the ask: imported when needed, so the asking is not counted as checkout's own code.
  const orderOnItsWay = phase !== 'idle' && phase !== 'editing' && phase !== 'recovering';
  useEffect(() => {
    if (orderOnItsWay) void import('@/app/shell/screen-preload').then(({ preloadScreen }) => preloadScreen('/order-placed/0'));
  }, [orderOnItsWay]);

  // Paid through this visit's own payment: on to the confirmation, replacing checkout in the history.
  useEffect(() => {
    if (phase === 'paid' && paidVia === 'payment' && order) navigate(orderPlacedPath(order.id), { replace: true });
  }, [phase, paidVia, order, navigate]);

  const [result, submit] = useActionState(async (_previous: FormResult<ContactField>, formData: FormData): Promise<FormResult<ContactField>> => {
    const values = formValues(formData, contactFields);
    const checked = contactSchema.safeParse(values);
    const fieldErrors: Partial<Record<ContactField, string>> = checked.success ? {} : issuesByField(checked.error.issues);
    const walletText = values.wallet_amount.trim();
    const requested = walletText === '' ? null : Number(walletText);
    if (useWallet && requested !== null && !(Number.isFinite(requested) && requested >= 0)) fieldErrors.wallet_amount = checkoutScreenTexts.walletAmountInvalid;
    const addressGiven = loggedIn ? saved !== null : guest !== null;
    if (!checked.success || Object.keys(fieldErrors).length > 0 || !addressGiven) {
      return { status: 'invalid', fieldErrors, message: addressGiven ? null : checkoutScreenTexts.addressMissing, values };
    }
    const plan = walletPlan(cart.total, loggedIn && wallet.status === 'ready' ? wallet.balance : 0, useWallet, requested);
    const payload: PlaceOrderPayload = {
      contact: checked.data,
      ...(loggedIn && saved ? { address_id: saved.id } : guest ? { address: guest } : {}),
      payment_method: plan.method,
      wallet_amount: plan.walletAmount,
      expected_total: cart.total,
    };
    place(payload);
    return { status: 'done', fieldErrors: {}, message: null, values };
  }, idleFormResult<ContactField>());

  const serverErrors = refusal?.code === 'fields' ? serverErrorsOnFields(refusal.fieldErrors) : {};
  const errorOf = (field: ContactField) => result.fieldErrors[field] ?? serverErrors[field];

  // After a failed Place order (ours or the server's), focus goes to the first field in error, else the summary.
  useEffect(() => {
    if (result.status !== 'invalid' && refusal === null) return;
    const root = screen.current;
    const target =
      root?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      (result.message === checkoutScreenTexts.addressMissing ? root?.querySelector<HTMLElement>('#checkout-address-title') : null) ??
      document.getElementById(summaryId) ??
      // The server found the cart empty: the form went, and the words in its place take the focus.
      root?.querySelector<HTMLElement>('.checkout-empty p');
    target?.focus();
  }, [result, refusal, summaryId]);

  const balance = wallet.status === 'ready' ? wallet.balance : 0;
  const plan = walletPlan(cart.total, balance, useWallet, null);
  // The summary holds what no field shows: our own address message, the server's refusal, an order that may have gone.
  // A closed branch, an address not delivered to and an empty cart are said where Place order was, with their fix.
  const shownByBlocker = refusal?.code === 'branch_closed' || refusal?.code === 'not_deliverable' || refusal?.code === 'cart_empty';
  const refusalText = refusal && !shownByBlocker && !(refusal.code === 'fields' && Object.keys(serverErrors).length > 0) ? refusal.message : null;
  const formMessage = [result.message, refusalText, phase === 'place-uncertain' ? checkoutScreenTexts.placeUncertain : null].filter(Boolean).join(' ');
  // The form's phases show the form when there is something to order; else the empty cart (or the cart loading).
  const formPhase = isFormPhase(phase);
  const showForm = formPhase && contents === 'ready';
  const field = (name: 'name' | 'phone' | 'email') => ({
    name,
    form: 'checkout-form',
    value: contact[name],
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => setContact((typed) => ({ ...typed, [name]: event.target.value })),
  });

  return (
    <section ref={screen} className="screen checkout-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        Checkout
      </h1>
      <PaymentPanel />
      {formPhase && contents === 'empty' ? <EmptyCart /> : null}
      {formPhase && contents === 'loading' ? (
        <div className="cart-loading" role="status" aria-busy="true">
          <p>Loading your cart…</p>
          <div className="cart-loading__line skeleton-block" aria-hidden="true" />
          <div className="cart-loading__line skeleton-block" aria-hidden="true" />
        </div>
      ) : null}
      {showForm ? (
        <>
          <Section id="checkout-contact" title="Contact">
            {loggedIn ? null : <CheckoutSignIn />}
            <div className="form-stack">
              <TextField {...field('name')} label="Your name" autoComplete="name" autoCapitalize="words" />
              <TextField {...field('phone')} label="Your phone number" type="tel" autoComplete="tel" hint="The store calls it about your order." />
              <TextField
                {...field('email')}
                label="Email"
                type="email"
                autoComplete="email"
                spellCheck={false}
                autoCapitalize="none"
                hint="We send the receipt and order updates here."
              />
            </div>
          </Section>
          <Section id="checkout-address" title="Delivery address">
            {loggedIn ? <SavedAddresses /> : <GuestAddress receiver={{ name: contact.name, phone: contact.phone }} />}
            {(loggedIn ? saved : guest) ? <DeliveryNote /> : null}
          </Section>
        </>
      ) : null}
      {formPhase && !showForm ? null : (
        <Section id="checkout-summary" title="Your order">
          <ul className="checkout-lines">
            {cart.cartItems.map((item) => (
              <li key={String(item.id)}>
                {item.quantity} × {item.name}
                {item.option_labels && item.option_labels.length > 0 ? (
                  <span className="checkout-lines__options"> ({item.option_labels.flatMap((label) => label.values).join(', ')})</span>
                ) : null}{' '}
                <Money amount={item.line_total} />
                {cart.adjusted_cart_items
                  .filter((adjusted) => String(adjusted.cart_id) === String(item.id))
                  .map((adjusted) => (
                    <span key={adjusted.message} className="checkout-lines__adjustment">
                      {' '}
                      {adjusted.message} <Link href="/cart">Change it in your cart</Link>
                    </span>
                  ))}
              </li>
            ))}
          </ul>
          <CartSummary cart={cart} />
        </Section>
      )}
      {showForm ? (
        <form id="checkout-form" action={submit} noValidate className="checkout-form" aria-label="Place your order">
          <FormErrorSummary id={summaryId} message={formMessage === '' ? null : formMessage} />
          {loggedIn && wallet.status === 'ready' && balance > 0 ? (
            <Section id="checkout-wallet" title="Wallet">
              <CheckboxField
                name="use_wallet"
                label={
                  <>
                    Use my wallet (balance <Money amount={balance} />)
                  </>
                }
                checked={useWallet}
                onChange={setUseWallet}
                hint="Pay part of the total, or all of it when the balance covers it."
              />
              {useWallet ? (
                <TextField
                  name="wallet_amount"
                  label="Amount from your wallet"
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={result.values.wallet_amount ?? moneyInputValue(plan.walletAmount, moneyFormat)}
                  hint={<>At most <Money amount={Math.min(balance, cart.total)} />. The rest is paid by card.</>}
                  error={errorOf('wallet_amount')}
                />
              ) : null}
            </Section>
          ) : null}
          <Section id="checkout-payment" title="Payment">
            {plan.method === 'wallet' ? (
              <p>Your wallet pays the whole total: no card needed.</p>
            ) : (
              <p>
                Pay by {cardWindowMethods(moneyFormat.currency)} in Razorpay’s secure window. {useWallet ? 'The card pays what the wallet does not.' : null}
              </p>
            )}
            {check.status === 'failed' ? <p className="checkout-hint">We could not check delivery; the store checks it again when you order.</p> : null}
          </Section>
          {blocker ?? (
            <PlaceOrderButton busy={!canPlace} label={phase === 'place-uncertain' ? 'Try again' : 'Place order'} total={cart.total} />
          )}
        </form>
      ) : null}
    </section>
  );
}

/**
 * Place order: busy (not disabled) while an attempt is on its way, so focus stays on it and a second press does nothing
 * (the model also refuses it); the label says what is happening.
 */
function PlaceOrderButton({ busy, label, total }: { busy: boolean; label: string; total: number }) {
  return (
    <button
      type="submit"
      className="button button--primary checkout-place"
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? (
        'Placing your order…'
      ) : (
        <>
          {label} · <Money amount={total} />
        </>
      )}
    </button>
  );
}
