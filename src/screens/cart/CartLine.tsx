import { useUnit } from 'effector-react';
import { Link } from 'wouter';
import type { CartLineView } from '@/models/cart/cart.model';
import { lineDecremented, lineIncremented, lineRemoved } from '@/models/cart/cart.model';
import { Money } from '@/shared/ui/Money';
import { productHref } from '@/shared/ui/product-card/product-card-action';
import { pictureOf } from '@/shared/ui/placeholder-image';

/** The DOM id of a line's heading: focus lands there when the line before it is removed. */
export const lineHeadingId = (lineId: string) => `cart-line-${lineId}-name`;

const CART_IMAGE_SIZE = 72;

interface CartLineProps {
  line: CartLineView;
  /** The server's note about this line (adjusted_cart_items), if any. */
  adjustment: string | null;
  /** Told before a tap that may take the line away (Remove, or − at quantity 1), so focus can follow. */
  onLeaving: (lineId: string) => void;
  /** Told after every tap, so the result can be announced once the change settles. */
  onChanged: (lineId: string, name: string) => void;
}

/** One line of the cart: what it is, its options in words, prices, and quantity controls. */
export function CartLine({ line, adjustment, onLeaving, onChanged }: CartLineProps) {
  const [increment, decrement, remove] = useUnit([lineIncremented, lineDecremented, lineRemoved]);
  const { item, quantity, pending, removing } = line;
  const lineId = String(item.id);
  const busy = pending || removing;
  const options = item.option_labels ?? [];

  // While the line is on its way out, its controls stay in place (focus is not lost) but do nothing.
  const act = (change: () => void, leaving: boolean) => () => {
    if (removing) return;
    if (leaving) onLeaving(lineId);
    change();
    onChanged(lineId, item.name);
  };

  return (
    <li className="cart-line" data-state={removing ? 'removing' : pending ? 'pending' : 'idle'} aria-busy={busy || undefined} data-line-id={lineId}>
      <img className="cart-line__image" src={pictureOf(item)} alt="" width={CART_IMAGE_SIZE} height={CART_IMAGE_SIZE} loading="lazy" decoding="async" />
      <div className="cart-line__body">
        <h3 id={lineHeadingId(lineId)} className="cart-line__name" tabIndex={-1}>
          <Link href={productHref(item)}>{item.name}</Link>
        </h3>
        {options.length > 0 ? (
          <ul className="cart-line__options" aria-label={`Options of ${item.name}`}>
            {options.map((option) => (
              <li key={option.name}>
                <span className="cart-line__option-name">{option.name}:</span> {option.values.join(', ')}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="cart-line__unit">
          <Money amount={item.unit_price} /> each
        </p>
        {adjustment ? <p className="cart-line__adjustment">{adjustment}</p> : null}
        <div className="cart-line__controls">
          <div className="quantity" role="group" aria-label={`Quantity of ${item.name}`}>
            <button
              type="button"
              className="quantity__button"
              aria-label={`Decrease quantity of ${item.name}`}
              aria-disabled={removing || undefined}
              onClick={act(() => decrement(lineId), quantity <= 1)}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span className="quantity__value" data-testid="line-quantity">
              <span className="visually-hidden">Quantity </span>
              {quantity}
            </span>
            <button
              type="button"
              className="quantity__button"
              aria-label={`Increase quantity of ${item.name}`}
              aria-disabled={removing || undefined}
              onClick={act(() => increment(lineId), false)}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
          <button type="button" className="cart-line__remove" aria-disabled={removing || undefined} onClick={act(() => remove(lineId), true)}>
            Remove <span className="visually-hidden">{item.name}</span>
          </button>
        </div>
      </div>
      <div className="cart-line__total">
        <span className="visually-hidden">Line total </span>
        <Money amount={item.line_total} />
        {busy ? (
          <span className="cart-line__pending">
            <span className="cart-line__spinner" aria-hidden="true" />
            {removing ? 'Removing…' : 'Updating…'}
          </span>
        ) : null}
      </div>
    </li>
  );
}
