import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CartState } from '@/models/cart/cart.model';
import { Money } from '@/shared/ui/Money';

/** Whether an amount is worth a row: the server sends 0 for a discount that does not apply. */
const nonZero = (amount: number) => Math.round(amount * 100) !== 0;

function Row({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={['cart-summary__row', className ?? ''].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Minus({ amount }: { amount: number }) {
  return (
    <>
      <span aria-hidden="true">−</span>
      <span className="visually-hidden">minus </span>
      <Money amount={amount} />
    </>
  );
}

/**
 * Every figure of the server's summary, laid out so the rows add up to the total: subtotal (item
 * markdowns already in it), the code's order discount, tax, delivery and its discount. Savings are
 * listed apart, since the item markdowns are already inside the subtotal.
 */
export function CartSummary({ cart }: { cart: CartState }) {
  const orderDiscount = nonZero(cart.order_discount_amount);
  const shippingDiscount = nonZero(cart.shipping_discount_amount);
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      <dl className="cart-summary__figures">
        <Row label="Subtotal">
          <Money amount={cart.subtotal} />
        </Row>
        {orderDiscount ? (
          <>
            <Row label={cart.customer_applied_coupon ? `Discount (${cart.customer_applied_coupon})` : 'Order discount'} className="cart-summary__row--saving">
              <Minus amount={cart.order_discount_amount} />
            </Row>
            <Row label="Subtotal after discounts">
              <Money amount={cart.subtotal_after_discounts} />
            </Row>
          </>
        ) : null}
        <Row label="Tax">
          <Money amount={cart.tax_amount} />
        </Row>
        {cart.is_delivery_available ? (
          <Row label="Delivery">{nonZero(cart.delivery_charge) ? <Money amount={cart.delivery_charge} /> : 'Free'}</Row>
        ) : null}
        {shippingDiscount ? (
          <Row label="Delivery discount" className="cart-summary__row--saving">
            <Minus amount={cart.shipping_discount_amount} />
          </Row>
        ) : null}
        <Row label="Total" className="cart-summary__row--total">
          <Money amount={cart.total} />
        </Row>
      </dl>
      {cart.delivery_message && cart.is_delivery_available ? <p className="cart-summary__note">{cart.delivery_message}</p> : null}
      {nonZero(cart.total_discount) ? (
        <div className="cart-summary__savings">
          <p className="cart-summary__savings-total">
            You save <Money amount={cart.total_discount} />
          </p>
          <ul className="cart-summary__savings-parts">
            {nonZero(cart.product_price_discount) ? (
              <li>
                <Money amount={cart.product_price_discount} /> on item prices (already in the subtotal)
              </li>
            ) : null}
            {orderDiscount ? (
              <li>
                <Money amount={cart.order_discount_amount} /> order discount
              </li>
            ) : null}
            {shippingDiscount ? (
              <li>
                <Money amount={cart.shipping_discount_amount} /> off delivery
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      {cart.discount_eligibility_message ? <p className="cart-summary__hint">{cart.discount_eligibility_message}</p> : null}
      <CouponState cart={cart} />
    </section>
  );
}

/** The shopper's code and what it does now, with the way to the discounts screen. */
function CouponState({ cart }: { cart: CartState }) {
  const code = cart.customer_applied_coupon;
  return (
    <div className="cart-coupon" data-state={code ? (cart.coupon_applied ? 'applied' : 'not-applied') : 'none'}>
      {code ? (
        <>
          <p className="cart-coupon__code">
            Code <strong>{code}</strong>: {cart.coupon_applied ? 'applied' : 'not applied'}
          </p>
          {cart.coupon_message ? <p className="cart-coupon__message">{cart.coupon_message}</p> : null}
          <Link href="/cart/discounts" className="cart-coupon__link">
            Change or remove the code
          </Link>
        </>
      ) : (
        <Link href="/cart/discounts" className="cart-coupon__link">
          Apply a discount code
        </Link>
      )}
    </div>
  );
}
