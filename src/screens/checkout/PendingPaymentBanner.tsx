import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { $order, $phase } from '@/models/checkout/checkout-phase.model';
import { paymentCheckRetried, pendingPaymentCheckRequested } from '@/models/checkout/payment-recovery.model';
import { paymentTexts, trackingPathOf } from './PaymentPanel';
import { orderPlacedPath } from '@/screens/orders/paths';
import './checkout.css';

function Banner({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <div className={`checkout-notice checkout-notice--${tone} pending-payment-banner`} role="status">
      {children}
    </div>
  );
}

/**
 * A payment left pending on this device, settled on whatever page the shopper comes back to (ADR 0026): the route
 * table loads this only when storage holds one. It says what the server says: received (to the confirmation), not
 * completed (pay on checkout, same order), or being confirmed.
 */
export default function PendingPaymentBanner() {
  const [phase, order, check, retry] = useUnit([$phase, $order, pendingPaymentCheckRequested, paymentCheckRetried]);
  useEffect(() => check(), [check]);
  switch (phase) {
    case 'paid':
      return order ? (
        <Banner>
          <p>
            <strong>{paymentTexts.receivedTitle}.</strong> {paymentTexts.received} <Link href={orderPlacedPath(order.id)}>See your order</Link>
          </p>
        </Banner>
      ) : null;
    case 'payment-not-completed':
    case 'payment-unavailable':
      return (
        <Banner tone="warning">
          <p>
            <strong>{paymentTexts.notCompletedTitle}.</strong> {paymentTexts.notCompleted} <Link href="/checkout">Pay now</Link>
          </p>
        </Banner>
      );
    case 'confirming':
    case 'confirming-slow':
      return (
        <Banner>
          <p>
            <strong>{paymentTexts.confirmingTitle}.</strong> {paymentTexts.lateAuthorisation}{' '}
            {order ? <Link href={trackingPathOf(order)}>Follow your order</Link> : null}
          </p>
        </Banner>
      );
    case 'refunded':
      return (
        <Banner>
          <p>
            <strong>{paymentTexts.refundedTitle}.</strong> {paymentTexts.refunded}
          </p>
        </Banner>
      );
    case 'check-failed':
      return (
        <Banner tone="warning">
          <p>
            We could not check your last payment.{' '}
            <button type="button" className="link-button" onClick={() => retry()}>
              Try again
            </button>
          </p>
        </Banner>
      );
    case 'idle':
    case 'recovering':
    case 'editing':
    case 'placing':
    case 'place-uncertain':
    case 'totals-changed':
    case 'opening-payment':
    case 'paying':
    case 'verifying':
    case 'checking':
    case 'order-closed':
      return null;
    default:
      return phase satisfies never;
  }
}
