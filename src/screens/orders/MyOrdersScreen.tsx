import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState } from 'react';
import { match } from 'ts-pattern';
import { Link } from 'wouter';
import type { OrderSummary } from '@/api/schemas/order.schema';
import { $myOrders, moreOrdersRequested, myOrdersOpened, ordersRetried } from '@/models/orders/my-orders.model';
import { itemNamesText, moreOrdersOf } from '@/models/orders/my-orders.lib';
import { $orderAgain, orderAgainClicked, orderAgainDismissed } from '@/models/orders/order-again.model';
import { orderAgainSummary } from '@/models/orders/order-again.lib';
import { $orderDetails, orderRefreshed, orderWanted } from '@/models/orders/order-details.model';
import { orderStatusLabel } from '@/models/orders/order-status.lib';
import { useScreenHead } from '@/shared/lib/use-screen-head';
import { Money } from '@/shared/ui/Money';
import { LoadFailed, OrderAddressBlock, OrderFigures, OrderLines, OrderSkeleton, orderName, useOrderDates, type OrderDates } from './order-sections';
import { ratingPath, trackingPath } from './paths';
import '@/shared/ui/product-card/skeleton.css';
import { EmptyState } from '@/shared/ui/empty-state/EmptyState';

/**
 * /account/my-orders: the customer's orders, newest first, ten or so at a time with "Show more". Each row opens its
 * detail in place (a disclosure button: the list keeps its place and focus stays on the button), with links to track
 * and to rate, and "Order again".
 */
export default function MyOrdersScreen() {
  const [orders, opened, showMore, retry] = useUnit([$myOrders, myOrdersOpened, moreOrdersRequested, ordersRetried]);
  const dates = useOrderDates();
  const listRef = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  useScreenHead({ title: 'My orders' });

  useEffect(() => {
    opened();
  }, [opened]);

  // After "Show more" brought orders, focus goes to the first new one, so reading goes on from there.
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || orders.items.length <= index) return;
    firstNew.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('.my-order__title')[index]?.focus();
  }, [orders.items.length]);

  const more = moreOrdersOf(orders);
  const firstLoad = orders.currentPage === 0;
  return (
    <section className="screen order-screen my-orders" aria-labelledby="screen-title" data-testid="my-orders-screen">
      <h1 id="screen-title" className="screen__title">
        My orders
      </h1>
      {firstLoad && more === 'loading' ? <OrderSkeleton label="Loading your orders…" /> : null}
      {firstLoad && more === 'failed' ? <LoadFailed message={orders.error ?? ''} onRetry={() => retry()} /> : null}
      {!firstLoad && orders.items.length === 0 ? (
        <EmptyState picture="orders" className="my-orders__empty">
          <h2>No orders yet</h2>
          <p>You haven’t ordered anything yet.</p>
          <Link href="/" className="button button--primary">
            Start an order
          </Link>
        </EmptyState>
      ) : null}
      {orders.items.length > 0 ? (
        <ul ref={listRef} className="my-orders__list">
          {orders.items.map((order) => (
            <OrderRow key={String(order.id)} order={order} dates={dates} />
          ))}
        </ul>
      ) : null}
      {!firstLoad && more === 'failed' ? (
        <p className="order-screen__stale" role="alert">
          {orders.error}
        </p>
      ) : null}
      {!firstLoad && more !== 'complete' ? (
        <button
          type="button"
          className="button my-orders__more"
          aria-disabled={more === 'loading'}
          onClick={() => {
            if (more === 'loading') return;
            firstNew.current = orders.items.length;
            if (more === 'failed') retry();
            else showMore();
          }}
        >
          {match(more)
            .with('available', () => 'Show more orders')
            .with('loading', () => 'Loading…')
            .with('failed', () => 'Retry')
            .exhaustive()}
        </button>
      ) : null}
    </section>
  );
}

function OrderRow({ order, dates }: { order: OrderSummary; dates: OrderDates }) {
  const orderId = String(order.id);
  const [expanded, setExpanded] = useState(false);
  const detailId = useId();
  const titleId = useId();
  const want = useUnit(orderWanted);
  const placed = dates.day(order.placed_at);
  return (
    <li className="my-order" data-testid="my-order" data-order-id={orderId}>
      <article aria-labelledby={titleId}>
        <h2 id={titleId} className="my-order__title" tabIndex={-1}>
          {orderName(order)}
        </h2>
        <p className="my-order__meta">
          {placed ? <time dateTime={order.placed_at}>{placed}</time> : null}
          <span className="my-order__status" data-status={order.status}>
            {orderStatusLabel(order.status)}
          </span>
          <Money amount={order.total} className="my-order__total" />
        </p>
        <p className="my-order__items">{itemNamesText(order.item_names, order.items_count)}</p>
        <div className="my-order__actions">
          <button
            type="button"
            className="button"
            aria-expanded={expanded}
            aria-controls={detailId}
            onClick={() => {
              if (!expanded) want(orderId);
              setExpanded(!expanded);
            }}
          >
            {expanded ? 'Hide details' : 'Show details'}
            {' '}
            <span className="visually-hidden">of {orderName(order).toLowerCase()}</span>
          </button>
          <Link href={trackingPath(order.id, null)} className="button">
            Track <span className="visually-hidden">{orderName(order).toLowerCase()}</span>
          </Link>
          {order.can_rate ? (
            <Link href={ratingPath(order.id)} className="button">
              Rate <span className="visually-hidden">{orderName(order).toLowerCase()}</span>
            </Link>
          ) : null}
          <OrderAgainButton orderId={orderId} name={orderName(order)} />
        </div>
        <OrderAgainReport orderId={orderId} />
        <div id={detailId} hidden={!expanded} className="my-order__detail">
          {expanded ? <OrderDetail orderId={orderId} /> : null}
        </div>
      </article>
    </li>
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const [details, refresh] = useUnit([$orderDetails, orderRefreshed]);
  const detail = details[orderId];
  if (!detail || (detail.status === 'loading' && detail.order === null)) return <OrderSkeleton label="Loading the order…" />;
  if (detail.status === 'notFound') return <p>This order is no longer available.</p>;
  if (detail.status === 'failed' && detail.order === null) return <LoadFailed message={detail.message} onRetry={() => refresh(orderId)} />;
  const order = detail.order;
  if (!order) return null;
  return (
    <>
      <OrderLines items={order.items} headingLevel={3} />
      <OrderFigures order={order} headingLevel={3} />
      {order.address ? <OrderAddressBlock address={order.address} headingLevel={3} /> : null}
    </>
  );
}

function OrderAgainButton({ orderId, name }: { orderId: string; name: string }) {
  const [run, again] = useUnit([$orderAgain, orderAgainClicked]);
  const mine = run.status !== 'idle' && run.orderId === orderId;
  const busy = run.status === 'loading' || run.status === 'adding';
  return (
    <button type="button" className="button button--primary" aria-disabled={busy} onClick={() => (busy ? undefined : again(orderId))}>
      {mine && busy ? 'Adding to cart…' : 'Order again'}
      {' '}
      <span className="visually-hidden">({name.toLowerCase()})</span>
    </button>
  );
}

/** What "Order again" did, beside the order it was for: said politely when it ends. */
function OrderAgainReport({ orderId }: { orderId: string }) {
  const [run, dismiss] = useUnit([$orderAgain, orderAgainDismissed]);
  const mine = run.status !== 'idle' && run.orderId === orderId;
  return (
    <div role="status" className="order-again" data-testid={mine && (run.status === 'done' || run.status === 'failed') ? 'order-again-report' : undefined}>
      {mine && run.status === 'done' ? (
        <>
          <p className="order-again__summary">{orderAgainSummary(run)}</p>
          {run.refused.length > 0 ? (
            <ul className="order-again__refused">
              {run.refused.map((line, index) => (
                <li key={index}>
                  <strong>{line.name}</strong>
                  {line.options ? ` (${line.options})` : ''}: {line.message}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="order-again__actions">
            {run.added > 0 ? (
              <Link href="/cart" className="button button--primary">
                Go to cart
              </Link>
            ) : null}
            <button type="button" className="button" onClick={() => dismiss()}>
              Dismiss
            </button>
          </p>
        </>
      ) : null}
      {mine && run.status === 'failed' ? <p className="order-screen__stale">{run.message}</p> : null}
    </div>
  );
}
