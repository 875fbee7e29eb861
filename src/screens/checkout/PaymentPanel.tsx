import { useUnit } from 'effector-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { match } from 'ts-pattern';
import type { Order } from '@/api/schemas/order.schema';
import { $order, $phase, checkoutTexts, type CheckoutPhase } from '@/models/checkout/checkout-phase.model';
import { $totalsChange, totalsChangeConfirmed, totalsChangeDeclined } from '@/models/checkout/place-order.model';
import { $paidVia, $paymentFailure, paymentCheckAsked, payRequested } from '@/models/checkout/payment-window.model';
import { paymentCheckRetried, unpaidOrderAbandoned } from '@/models/checkout/payment-recovery.model';
import { saysNoMoneyTaken } from '@/models/checkout/payment-outcome.lib';
import type { LineChange } from '@/models/checkout/totals-change.lib';
import { $cart } from '@/models/cart/cart.model';
import { Money } from '@/shared/ui/Money';
import { orderPlacedPath, trackingPath } from '@/screens/orders/paths';

export const paymentTexts = {
  recovering: 'Checking your last payment…',
  opening: 'Opening the secure payment window…',
  paying: 'Complete the payment in the bank’s window.',
  windowGone: 'The bank’s window closed and nothing happened?',
  notCompletedTitle: 'Payment not completed',
  notCompleted: 'No money was taken. Your order and your cart are kept: pay when you are ready.',
  /** The same, after words that said no money was taken already. */
  notCompletedKept: 'Your order and your cart are kept: pay when you are ready.',
  confirmingTitle: 'We are confirming your payment',
  confirming: 'Your bank has approved the payment and the store is confirming it. This usually takes a few seconds.',
  confirmingSlow:
    'The store has not confirmed your payment yet. You do not need to pay again: your order updates by itself as soon as it is confirmed.',
  lateAuthorisation: 'If the order is not accepted, the money is returned to your card automatically.',
  receivedTitle: 'Payment received',
  received: 'Your payment went through and your order is placed.',
  refundedTitle: 'Your payment was returned',
  refunded: 'This order was not accepted, so the money went back to your card. Your cart is still here if you want to order again.',
  closedTitle: 'This order can no longer be paid',
  closed: 'No money was taken. Your cart is still here: place a new order when you are ready.',
} as const;

/** Where the order can be followed: its tracking page, with its token so it works on any device. */
export const trackingPathOf = (order: Order) => trackingPath(order.id, order.tracking_token ?? null);

/** A status box whose heading takes focus when it appears: the shopper's next step is in it. */
function Notice({ title, tone = 'info', children }: { title: string; tone?: 'info' | 'warning'; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`checkout-notice checkout-notice--${tone}`} aria-labelledby="checkout-notice-title">
      <h2 id="checkout-notice-title" ref={heading} tabIndex={-1} className="checkout-notice__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function lineChangeWords(change: LineChange): ReactNode {
  return match(change)
    .with({ kind: 'price' }, ({ name, before, after }) => (
      <>
        {name}: <Money amount={before} /> → <Money amount={after} /> each
      </>
    ))
    .with({ kind: 'quantity' }, ({ name, before, after }) => `${name}: ${before} → ${after}`)
    .with({ kind: 'removed' }, ({ name }) => `${name}: no longer available`)
    .with({ kind: 'added' }, ({ name, quantity }) => `${name}: ${quantity} added`)
    .exhaustive();
}

/** The server priced the order differently: which lines and figures changed, then confirm or look again. */
function TotalsChanged() {
  const [change, cart, confirm, decline] = useUnit([$totalsChange, $cart, totalsChangeConfirmed, totalsChangeDeclined]);
  return (
    <Notice title="Your order total changed" tone="warning">
      <p>Something changed since you opened checkout. Please check the new figures before you order.</p>
      {change && change.lines.length > 0 ? (
        <ul className="checkout-changes" aria-label="Changed items">
          {change.lines.map((line) => (
            <li key={`${line.kind}-${line.lineId}`}>{lineChangeWords(line)}</li>
          ))}
        </ul>
      ) : null}
      {change && change.figures.length > 0 ? (
        <ul className="checkout-changes" aria-label="Changed figures">
          {change.figures.map((figure) => (
            <li key={figure.figure}>
              {figure.label}: <Money amount={figure.before} /> → <Money amount={figure.after} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="checkout-actions">
        <button type="button" className="button button--primary" onClick={() => confirm()}>
          Place order for <Money amount={cart.total} />
        </button>
        <button type="button" className="button" onClick={() => decline()}>
          Review my order
        </button>
      </div>
    </Notice>
  );
}

function Busy({ text }: { text: string }) {
  return (
    <p className="checkout-busy" role="status">
      <span className="spinner spinner--small" aria-hidden="true" /> {text}
    </p>
  );
}

/** After the bank window: what became of the payment, and the one next step. Nothing here for the form's own phases. */
export function PaymentPanel() {
  const [phase, order, failure, paidVia, pay, abandon, retryCheck, askAboutPayment] = useUnit([
    $phase,
    $order,
    $paymentFailure,
    $paidVia,
    payRequested,
    unpaidOrderAbandoned,
    paymentCheckRetried,
    paymentCheckAsked,
  ]);
  const startOver = (
    <button type="button" className="button" onClick={() => abandon()}>
      Start a new order
    </button>
  );
  const orderLine = order ? (
    <p className="checkout-notice__order">
      Order {order.order_number || String(order.id)}: <Money amount={order.amount_payable} /> to pay by card
    </p>
  ) : null;
  return match<CheckoutPhase, ReactNode>(phase)
    .with('idle', 'editing', 'placing', 'place-uncertain', () => null)
    .with('totals-changed', () => <TotalsChanged />)
    .with('recovering', () => <Busy text={paymentTexts.recovering} />)
    .with('opening-payment', () => <Busy text={paymentTexts.opening} />)
    .with('paying', () => (
      <div>
        <Busy text={paymentTexts.paying} />
        {failure ? (
          <p className="checkout-failure" role="alert">
            {failure}
          </p>
        ) : null}
        {/* Under the bank's window while it is open; the way on if it went and its answer never came. */}
        <p className="checkout-hint">
          {paymentTexts.windowGone}{' '}
          <button type="button" className="link-button checkout-check-payment" onClick={() => askAboutPayment()}>
            Check my payment
          </button>
        </p>
      </div>
    ))
    .with('verifying', 'checking', () => <Busy text={checkoutTexts.verifying} />)
    .with('payment-unavailable', () => (
      <Notice title="The payment window could not load" tone="warning">
        <p>{checkoutTexts.paymentUnavailable}</p>
        {orderLine}
        <div className="checkout-actions">
          <button type="button" className="button button--primary" onClick={() => pay()}>
            Try again
          </button>
          {startOver}
        </div>
      </Notice>
    ))
    .with('payment-not-completed', () => (
      <Notice title={paymentTexts.notCompletedTitle} tone="warning">
        {failure ? <p className="checkout-failure">{failure}</p> : null}
        <p>{failure && saysNoMoneyTaken(failure) ? paymentTexts.notCompletedKept : paymentTexts.notCompleted}</p>
        {orderLine}
        <div className="checkout-actions">
          <button type="button" className="button button--primary" onClick={() => pay()}>
            {failure ? 'Pay again' : 'Pay now'}
          </button>
          {startOver}
        </div>
      </Notice>
    ))
    .with('confirming', () => (
      <Notice title={paymentTexts.confirmingTitle}>
        <Busy text={paymentTexts.confirming} />
        <p>{paymentTexts.lateAuthorisation}</p>
      </Notice>
    ))
    .with('confirming-slow', () => (
      <Notice title={paymentTexts.confirmingTitle}>
        <p>{paymentTexts.confirmingSlow}</p>
        <p>{paymentTexts.lateAuthorisation}</p>
        {order ? (
          <p>
            <Link href={trackingPathOf(order)}>Follow your order</Link>
          </p>
        ) : null}
      </Notice>
    ))
    .with('paid', () =>
      paidVia === 'recovery' && order ? (
        <Notice title={paymentTexts.receivedTitle}>
          <p>{paymentTexts.received}</p>
          <p>
            <Link href={orderPlacedPath(order.id)} className="button button--primary">
              See your order
            </Link>
          </p>
        </Notice>
      ) : (
        <Busy text={paymentTexts.received} />
      ),
    )
    .with('refunded', () => (
      <Notice title={paymentTexts.refundedTitle}>
        <p>{paymentTexts.refunded}</p>
        <div className="checkout-actions">{startOver}</div>
      </Notice>
    ))
    .with('order-closed', () => (
      <Notice title={paymentTexts.closedTitle}>
        <p>{paymentTexts.closed}</p>
        <div className="checkout-actions">{startOver}</div>
      </Notice>
    ))
    .with('check-failed', () => (
      <Notice title="We could not check your last payment" tone="warning">
        <p>{checkoutTexts.checkFailed}</p>
        <div className="checkout-actions">
          <button type="button" className="button button--primary" onClick={() => retryCheck()}>
            Try again
          </button>
        </div>
      </Notice>
    ))
    .exhaustive();
}

/** The phases in which the page is the order form (contact, address, wallet, Place order). */
export const isFormPhase = (phase: CheckoutPhase) => phase === 'idle' || phase === 'editing' || phase === 'placing' || phase === 'place-uncertain';
