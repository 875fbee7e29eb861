import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { match } from 'ts-pattern';
import { Link, useRoute, useSearch } from 'wouter';
import type { Order } from '@/api/schemas/order.schema';
import { $orderDetails, orderRefreshed } from '@/models/orders/order-details.model';
import { orderStatusLabel, paymentNoticeOf, paymentNoticeText, type PaymentNotice } from '@/models/orders/order-status.lib';
import { useScreenHead } from '@/shared/lib/use-screen-head';
import NotFoundScreen from '@/screens/not-found/NotFoundScreen';
import { EstimatedDeliveryFact, LoadFailed, OrderAddressBlock, OrderFact, OrderFigures, OrderLines, OrderNotYours, orderNotYoursTexts, OrderSkeleton, orderName, useOrderDates } from './order-sections';
import { trackingPath } from './paths';
import '@/shared/ui/product-card/skeleton.css';

/**
 * /order-placed/{order_id}: the confirmation. Always read from the server (get-single-order, answered to the owner's
 * bearer token or guest id), so a reload or a visit days later shows the same order, and a payment that is not
 * complete is said plainly, never dressed as a confirmed order.
 */
export default function OrderPlacedScreen() {
  const [, params] = useRoute<{ order_id: string }>('/order-placed/:order_id');
  const orderId = params?.order_id ?? '';
  const token = new URLSearchParams(useSearch()).get('token');
  const [details, refresh] = useUnit([$orderDetails, orderRefreshed]);
  const detail = details[orderId];
  const notYours = detail?.status === 'notFound';

  useEffect(() => {
    if (orderId !== '') refresh(orderId);
  }, [orderId, refresh]);

  const order = detail && 'order' in detail ? detail.order : null;
  useScreenHead({ title: order ? `${orderName(order)} placed` : notYours ? orderNotYoursTexts.title : 'Order placed' });

  if (orderId === '') return <NotFoundScreen />;
  // A tracking code in the link opens the order's tracking, which takes it.
  if (notYours) return <OrderNotYours trackPath={token ? trackingPath(orderId, token) : null} />;
  return (
    <section className="screen order-screen" aria-labelledby="screen-title" data-testid="order-placed-screen">
      {order ? (
        <Confirmation order={order} refreshing={detail?.status === 'loading'} onCheckAgain={() => refresh(orderId)} />
      ) : (
        <>
          <h1 id="screen-title" className="screen__title">
            Your order
          </h1>
          {detail?.status === 'failed' ? <LoadFailed message={detail.message} onRetry={() => refresh(orderId)} /> : <OrderSkeleton label="Loading your order…" />}
        </>
      )}
      {detail?.status === 'failed' && order ? (
        <p className="order-screen__stale" role="status">
          {detail.message} What you see may be out of date.
        </p>
      ) : null}
    </section>
  );
}

function Confirmation({ order, refreshing, onCheckAgain }: { order: Order; refreshing: boolean; onCheckAgain: () => void }) {
  const dates = useOrderDates();
  const notice = paymentNoticeOf(order.payment_status, order.status);
  const confirmed = notice === 'confirmed' && order.status !== 'cancelled';
  // A past order opened later (a wallet debit's link, an old confirmation link) is not thanked for again.
  const delivered = confirmed && order.status === 'delivered';
  const estimate = dates.dayAndTime(order.estimated_delivery_at);
  const placed = dates.dayAndTime(order.placed_at);
  return (
    <>
      <h1 id="screen-title" className="screen__title" data-confirmed={confirmed ? '' : undefined}>
        {delivered ? `${orderName(order)} was delivered` : confirmed ? 'Thank you! Your order is confirmed.' : order.status === 'cancelled' ? `${orderName(order)} was cancelled` : `${orderName(order)}: not confirmed yet`}
      </h1>
      <p className="order-screen__number">
        <span className="order-screen__label">Order number</span> <strong>{order.order_number || String(order.id)}</strong>
        {placed ? <span className="order-screen__placed"> · placed {placed}</span> : null}
      </p>
      {notice === 'confirmed' ? null : <PaymentNoticeBox notice={notice} refreshing={refreshing} onCheckAgain={onCheckAgain} />}
      <dl className="order-facts">
        <OrderFact term="Status">{orderStatusLabel(order.status)}</OrderFact>
        {estimate && confirmed && !delivered ? <EstimatedDeliveryFact at={order.estimated_delivery_at} text={estimate} /> : null}
        {order.branch_name ? <OrderFact term="From">{order.branch_name}</OrderFact> : null}
      </dl>
      {confirmed ? (
        <p className="order-screen__actions">
          <Link href={trackingPath(order.id, order.tracking_token)} className="button button--primary">
            Track your order
          </Link>
        </p>
      ) : null}
      <OrderLines items={order.items} />
      <OrderFigures order={order} />
      {order.address ? <OrderAddressBlock address={order.address} /> : null}
      {confirmed && order.tracking_token ? (
        <p className="order-screen__hint">The tracking link works on any device: keep it to follow your order from your phone.</p>
      ) : null}
    </>
  );
}

function PaymentNoticeBox({ notice, refreshing, onCheckAgain }: { notice: Exclude<PaymentNotice, 'confirmed'>; refreshing: boolean; onCheckAgain: () => void }) {
  return (
    <div className="order-notice" data-notice={notice}>
      <p className="order-notice__text">{paymentNoticeText(notice)}</p>
      {match(notice)
        .with('unpaid', 'failed', () => (
          <Link href="/checkout" className="button button--primary">
            Go to checkout to pay
          </Link>
        ))
        .with('confirming', 'unknown', () => (
          <button type="button" className="button" aria-disabled={refreshing} onClick={() => (refreshing ? undefined : onCheckAgain())}>
            {refreshing ? 'Checking…' : 'Check again'}
          </button>
        ))
        .with('refunded', () => null)
        .exhaustive()}
    </div>
  );
}
