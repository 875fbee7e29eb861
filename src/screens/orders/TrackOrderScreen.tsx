import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { match } from 'ts-pattern';
import { useRoute, useSearch } from 'wouter';
import type { TrackedOrder } from '@/api/schemas/order.schema';
import { isFinalStatus, orderStatusSentence, timelineOf, type TimelineRow } from '@/models/orders/order-status.lib';
import { $tracking, trackingClosed, trackingOpened, trackingRetried } from '@/models/orders/track-order.model';
import { useScreenHead } from '@/shared/lib/use-screen-head';
import { Money } from '@/shared/ui/Money';
import NotFoundScreen from '@/screens/not-found/NotFoundScreen';
import { EstimatedDeliveryFact, LoadFailed, OrderFact, OrderNotYours, orderNotYoursTexts, OrderSkeleton, orderName, useOrderDates, type OrderDates } from './order-sections';
import '@/shared/ui/product-card/skeleton.css';

/**
 * /track-order/{order_id}[?token=]: where the order is, kept up to date while the screen is open (the model polls,
 * slowing as the order advances, and pauses while the tab is hidden). A status change is said once, politely.
 */
export default function TrackOrderScreen() {
  const [, params] = useRoute<{ order_id: string }>('/track-order/:order_id');
  const orderId = params?.order_id ?? '';
  const token = new URLSearchParams(useSearch()).get('token');
  const [tracking, open, close, retry] = useUnit([$tracking, trackingOpened, trackingClosed, trackingRetried]);

  useEffect(() => {
    if (orderId === '') return;
    open({ orderId, token: token === '' ? null : token });
  }, [orderId, token, open]);
  useEffect(() => () => close(), [close]);

  const order = tracking.order;
  useScreenHead({ title: order ? `Track ${orderName(order).toLowerCase()}` : tracking.view === 'notFound' ? orderNotYoursTexts.title : 'Track your order' });

  if (orderId === '') return <NotFoundScreen />;
  if (tracking.view === 'notFound') return <OrderNotYours trackPath={null} />;
  return (
    <section className="screen order-screen track-screen" aria-labelledby="screen-title" data-testid="track-order-screen" data-status={order?.status}>
      <h1 id="screen-title" className="screen__title">
        {order ? `Track ${orderName(order).toLowerCase()}` : 'Track your order'}
      </h1>
      {/* Present from the start, so the first change is heard; it speaks only when the model's announcement changes. */}
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="track-announcement">
        {tracking.announcement}
      </p>
      {match(tracking.view)
        .with('idle', 'loading', () => <OrderSkeleton label="Loading your order’s progress…" />)
        .with('failed', () => <LoadFailed message={tracking.error ?? ''} onRetry={() => retry()} />)
        .with('ready', () => (order ? <Progress order={order} refreshError={tracking.error} /> : null))
        .exhaustive()}
    </section>
  );
}

function Progress({ order, refreshError }: { order: TrackedOrder; refreshError: string | null }) {
  const dates = useOrderDates();
  const timeline = timelineOf(order.status, order.steps);
  const estimate = dates.dayAndTime(order.estimated_delivery_at);
  const final = isFinalStatus(order.status);
  return (
    <>
      <p className="track-screen__now">
        <strong>{orderStatusSentence(order.status)}</strong>
      </p>
      <dl className="order-facts">
        {estimate && !final ? <EstimatedDeliveryFact at={order.estimated_delivery_at} text={estimate} /> : null}
        {order.branch_name ? (
          <OrderFact term="From">
            {order.branch_name}
            {order.branch_phone ? (
              <>
                {' · '}
                <a href={`tel:${order.branch_phone.replace(/[^\d+]/g, '')}`}>{order.branch_phone}</a>
              </>
            ) : null}
          </OrderFact>
        ) : null}
        {order.total !== null && order.total !== undefined ? (
          <OrderFact term="Total">
            <Money amount={order.total} />
          </OrderFact>
        ) : null}
      </dl>
      <ol className="timeline" aria-label="Order progress">
        {timeline.rows.map((row) => (
          <TimelineStep key={row.step} row={row} dates={dates} />
        ))}
        {timeline.ending ? (
          <li className="timeline__step" data-state="ended" aria-current="step">
            <span className="timeline__marker" aria-hidden="true" />
            <span className="timeline__label">{timeline.ending.label}</span>
            {timeline.ending.at ? <StepTime at={timeline.ending.at} dates={dates} /> : null}
          </li>
        ) : null}
      </ol>
      {order.status === 'unknown' ? <p className="order-screen__hint">The store has a newer status for this order than this page can show.</p> : null}
      {refreshError ? (
        <p className="order-screen__stale" role="status">
          {refreshError}
        </p>
      ) : final ? null : (
        <p className="order-screen__hint">This page updates by itself.</p>
      )}
    </>
  );
}

function TimelineStep({ row, dates }: { row: TimelineRow; dates: OrderDates }) {
  const stateText = match(row.state)
    .with('done', () => 'done')
    .with('current', () => 'current step')
    .with('upcoming', () => 'not yet')
    .exhaustive();
  return (
    <li className="timeline__step" data-state={row.state} aria-current={row.state === 'current' ? 'step' : undefined}>
      <span className="timeline__marker" aria-hidden="true" />
      <span className="timeline__label">
        {row.label}
        <span className="visually-hidden">, {stateText}</span>
      </span>
      {row.at && row.state !== 'upcoming' ? <StepTime at={row.at} dates={dates} /> : null}
    </li>
  );
}

function StepTime({ at, dates }: { at: string; dates: OrderDates }) {
  const text = dates.time(at);
  return text ? (
    <time className="timeline__time" dateTime={at}>
      {text}
    </time>
  ) : null;
}
