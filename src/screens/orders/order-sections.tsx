import { useUnit } from 'effector-react';
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { signInPathFor } from '@/app/shell/sign-in-redirect';
import type { Order, OrderAddress, OrderItem } from '@/api/schemas/order.schema';
import { addressLines } from '@/models/addresses/address.lib';
import { optionsText } from '@/models/orders/order-again.lib';
import { $isLoggedIn } from '@/models/session/session.model';
import { Money, useMoneyFormat } from '@/shared/ui/Money';
import './orders.css';

/*
 * The parts of an order that the confirmation, tracking and the order detail of My orders show alike: its facts, its
 * lines, its figures, its address, and dates in the store's locale.
 */

/** One fact of an `order-facts` list: "Status", "From", "Total". */
export function OrderFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** When the order should arrive: `at` is the instant, `text` it in the store's words. */
export function EstimatedDeliveryFact({ at, text }: { at: string; text: string }) {
  return (
    <OrderFact term="Estimated delivery">
      <time dateTime={at}>{text}</time>
    </OrderFact>
  );
}

/** Dates and times in the store's locale (the one its prices use). */
export function useOrderDates() {
  const { locale } = useMoneyFormat();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dayAndTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const read = (iso: string) => {
      const date = iso === '' ? null : new Date(iso);
      return date === null || Number.isNaN(date.getTime()) ? null : date;
    };
    const format = (formatter: Intl.DateTimeFormat) => (iso: string) => {
      const date = read(iso);
      return date === null ? null : formatter.format(date);
    };
    return { day: format(day), dayAndTime: format(dayAndTime), time: format(time) };
  }, [locale]);
}

export type OrderDates = ReturnType<typeof useOrderDates>;

/** "Order 1042", or the id when the store gives no number. */
export const orderName = (order: { order_number: string; id: string | number }) => `Order ${order.order_number || String(order.id)}`;

export function OrderLines({ items, headingLevel = 2 }: { items: readonly OrderItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="order-section" aria-label="Items">
      <Heading className="order-section__title">Items</Heading>
      <ul className="order-lines">
        {items.map((item) => {
          const options = optionsText(item);
          return (
            <li key={String(item.id)} className="order-line">
              <span className="order-line__quantity">{item.quantity} ×</span>
              <span className="order-line__name">
                {item.name}
                {options ? <span className="order-line__options">{options}</span> : null}
              </span>
              <Money amount={item.line_total} className="order-line__total" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface FigureRow {
  label: string;
  amount: number;
  /** Taken off the total: shown with a minus sign. */
  minus?: boolean;
  strong?: boolean;
}

/** Every figure of the order, the zero discounts left out; the wallet part and what was left for the card after it. */
function figureRows(order: Order): FigureRow[] {
  const rows: FigureRow[] = [{ label: 'Subtotal', amount: order.subtotal }];
  if (order.product_price_discount > 0) rows.push({ label: 'Product discounts', amount: order.product_price_discount, minus: true });
  if (order.order_discount_amount > 0)
    rows.push({ label: order.coupon_code ? `Discount (${order.coupon_code})` : 'Discount', amount: order.order_discount_amount, minus: true });
  rows.push({ label: 'Delivery', amount: order.delivery_charge });
  if (order.shipping_discount_amount > 0) rows.push({ label: 'Delivery discount', amount: order.shipping_discount_amount, minus: true });
  if (order.tax_amount > 0) rows.push({ label: 'Tax', amount: order.tax_amount });
  rows.push({ label: 'Total', amount: order.total, strong: true });
  if (order.wallet_amount > 0) {
    rows.push({ label: 'Paid from your wallet', amount: order.wallet_amount, minus: true });
    rows.push({ label: 'Paid by card', amount: order.amount_payable });
  }
  return rows;
}

export function OrderFigures({ order, headingLevel = 2 }: { order: Order; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="order-section" aria-label="Totals">
      <Heading className="order-section__title">Totals</Heading>
      <dl className="order-figures">
        {figureRows(order).map((row) => (
          <div key={row.label} className={row.strong ? 'order-figures__row order-figures__row--total' : 'order-figures__row'}>
            <dt>{row.label}</dt>
            <dd>
              {row.minus ? (
                <>
                  <span aria-hidden="true">−</span>
                  <span className="visually-hidden">minus </span>
                </>
              ) : null}
              <Money amount={row.amount} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function OrderAddressBlock({ address, headingLevel = 2 }: { address: OrderAddress; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="order-section" aria-label="Delivery address">
      <Heading className="order-section__title">Delivery address</Heading>
      <address className="order-address">
        {/* Who receives it, the address as an envelope has it (the one formatter), and the phone the rider calls. */}
        {[address.name, ...addressLines(address), address.phone].filter(Boolean).map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
    </section>
  );
}

/** A loading placeholder that says what it waits for. */
export function OrderSkeleton({ label }: { label: string }) {
  return (
    <div className="order-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <span className="skeleton-block order-skeleton__block" aria-hidden="true" />
      {[0, 1, 2].map((line) => (
        <span key={line} className="skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A failed load, its reason and a Retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="order-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

export const orderNotYoursTexts = {
  title: 'We can’t show this order',
  reason: 'This order isn’t yours to see, or the link is missing its code.',
  guestHint: 'If you placed it, log in to the account you ordered with, or open the tracking link that came with your order: it works on any device.',
  customerHint: 'If it was placed as a guest or with another account, open the tracking link that came with it: it works on any device.',
} as const;

/**
 * An order the server will not show this caller (404 or 403: another shopper's, a guest's seen from elsewhere, or
 * no such order; the answer does not say which, and neither do we), with the ways on: sign in (back here after) or the
 * customer's own orders, the order's tracking when the link carries its code, and the home page.
 */
export function OrderNotYours({ trackPath }: { trackPath: string | null }) {
  const loggedIn = useUnit($isLoggedIn);
  const [path] = useLocation();
  const search = useSearch();
  return (
    <section className="screen order-screen" aria-labelledby="screen-title" data-testid="order-not-yours">
      <h1 id="screen-title" className="screen__title">
        {orderNotYoursTexts.title}
      </h1>
      <p>{orderNotYoursTexts.reason}</p>
      <p className="order-screen__hint">{loggedIn ? orderNotYoursTexts.customerHint : orderNotYoursTexts.guestHint}</p>
      <p className="order-screen__actions">
        {loggedIn ? (
          <Link href="/account/my-orders" className="button button--primary">
            Your orders
          </Link>
        ) : (
          <Link href={signInPathFor(search === '' ? path : `${path}?${search}`)} className="button button--primary">
            Log in
          </Link>
        )}
        {trackPath ? (
          <Link href={trackPath} className="button">
            Track this order
          </Link>
        ) : null}
        <Link href="/" className="button">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
