import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { Discount } from '@/api/schemas/discount.schema';
import { $cart, $couponRequest, cartOpened, couponApplyRequested, couponRemoveRequested, type CouponRequestState } from '@/models/cart/cart.model';
import { $discounts, discountsOpened, type DiscountsState } from '@/models/discounts/discounts.model';
import type { MoneyFormat } from '@/domain/money';
import { Money, useMoneyFormat } from '@/shared/ui/Money';
import { InlineRetry } from '@/shared/ui/product-card/CatalogSection';
import { LazyEmptyState } from '@/shared/ui/LazyEmptyState';
import './cart.css';

export const EMPTY_CODE_MESSAGE = 'Enter a discount code.';

/** Where the last code came from, so a refusal is shown beside what the shopper used. */
type Attempt = { source: 'form' } | { source: 'list'; code: string };
type FocusRequest = { target: 'applied' | 'input'; serial: number };
/** What the last finished coupon request did, for the status line. */
type Outcome = 'none' | 'applied' | 'removed';

/**
 * Follows the coupon request from the cart model: when an apply or a removal finishes without an
 * error, say so and move focus where the shopper's next step is (the applied code, or the input once
 * the code is gone), since the button they pressed may no longer be there.
 */
function useCouponOutcome(request: CouponRequestState, onApplied: () => void) {
  const [previous, setPrevious] = useState(request.status);
  const [outcome, setOutcome] = useState<Outcome>('none');
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  // Adjusted during render when the request's status changes, rather than in an effect one render late.
  if (previous !== request.status) {
    setPrevious(request.status);
    if (request.status === 'idle' && request.error === null && previous !== 'idle') {
      const applied = previous === 'applying';
      setOutcome(applied ? 'applied' : 'removed');
      setFocus((last) => ({ target: applied ? 'applied' : 'input', serial: (last?.serial ?? 0) + 1 }));
      if (applied) onApplied();
    }
  }
  return { outcome, focus };
}

function formatExpiry(iso: string, format: MoneyFormat): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(format.locale, { dateStyle: 'medium' }).format(date);
}

/** /cart/discounts: the store's codes, a field to type one, and the code on the cart now. */
export default function DiscountsScreen() {
  const [cart, request, discounts, openCart, openDiscounts, apply, remove] = useUnit([
    $cart,
    $couponRequest,
    $discounts,
    cartOpened,
    discountsOpened,
    couponApplyRequested,
    couponRemoveRequested,
  ]);
  const [code, setCode] = useState('');
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [emptyCode, setEmptyCode] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const appliedRef = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const { outcome, focus } = useCouponOutcome(request, () => {
    if (attempt?.source === 'form') setCode('');
  });

  // When the screen opens, list the codes and refresh the cart, whose code may have changed elsewhere.
  useEffect(() => {
    openDiscounts();
    openCart();
  }, [openDiscounts, openCart]);

  // When a coupon request finishes, move focus to where the shopper's next step is.
  useEffect(() => {
    if (!focus) return;
    (focus.target === 'applied' ? appliedRef.current : inputRef.current)?.focus();
  }, [focus]);

  const busy = request.status !== 'idle';
  // A refusal kept from before this screen opened belongs to nothing on it.
  const refusal = attempt ? request.error : null;
  const formError = emptyCode ? EMPTY_CODE_MESSAGE : attempt?.source === 'form' ? refusal : null;

  const applyCode = (next: Attempt, value: string) => {
    if (busy) return;
    setAttempt(next);
    apply(value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (value === '') {
      setEmptyCode(true);
      inputRef.current?.focus();
      return;
    }
    setEmptyCode(false);
    applyCode({ source: 'form' }, value);
  };

  const appliedCode = cart.customer_applied_coupon;
  return (
    <section className="screen discounts-screen" aria-labelledby="discounts-title" data-testid="discounts-screen">
      <h1 id="discounts-title" className="screen__title">
        Discounts
      </h1>
      <Link href="/cart" className="discounts-back">
        Back to cart
      </Link>

      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status" className="coupon-status" data-testid="coupon-status">
        {appliedCode ? (
          <div ref={appliedRef} tabIndex={-1} className="coupon-applied" data-state={cart.coupon_applied ? 'applied' : 'not-applied'}>
            <p>
              Code <strong>{appliedCode}</strong> {cart.coupon_applied ? 'is applied to your cart.' : 'is on your cart but does not apply now.'}
            </p>
            {cart.coupon_message ? <p>{cart.coupon_message}</p> : null}
            <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => (busy ? undefined : remove())}>
              {request.status === 'removing' ? 'Removing…' : 'Remove'} <span className="visually-hidden">code {appliedCode}</span>
            </button>
          </div>
        ) : outcome === 'removed' ? (
          <p>The code was removed from your cart.</p>
        ) : null}
      </div>

      <form className="coupon-form" onSubmit={onSubmit} noValidate>
        <label htmlFor="coupon-code" className="coupon-form__label">
          Discount code
        </label>
        <div className="coupon-form__row">
          <input
            ref={inputRef}
            id="coupon-code"
            className="coupon-form__input"
            name="code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setEmptyCode(false);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={formError ? true : undefined}
            aria-describedby={formError ? errorId : undefined}
          />
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {request.status === 'applying' && attempt?.source === 'form' ? 'Applying…' : 'Apply'}
          </button>
        </div>
        {formError ? (
          <p id={errorId} role="alert" className="coupon-error">
            {formError}
          </p>
        ) : null}
      </form>

      <section aria-labelledby="discounts-list-title">
        <h2 id="discounts-list-title">Available discounts</h2>
        <DiscountsList
          state={discounts}
          appliedCode={appliedCode}
          busy={busy}
          pendingCode={request.status === 'applying' && attempt?.source === 'list' ? attempt.code : null}
          refusedCode={attempt?.source === 'list' && refusal ? attempt.code : null}
          refusal={refusal}
          onApply={(value) => applyCode({ source: 'list', code: value }, value)}
          onRetry={openDiscounts}
        />
      </section>
    </section>
  );
}

interface DiscountsListProps {
  state: DiscountsState;
  appliedCode: string | null;
  busy: boolean;
  pendingCode: string | null;
  refusedCode: string | null;
  refusal: string | null;
  onApply: (code: string) => void;
  onRetry: () => void;
}

function DiscountsList({ state, appliedCode, busy, pendingCode, refusedCode, refusal, onApply, onRetry }: DiscountsListProps) {
  switch (state.status) {
    case 'idle':
    case 'loading':
      return (
        <p role="status" aria-busy="true">
          Loading discounts…
        </p>
      );
    case 'failed':
      return <InlineRetry message="We couldn’t load the discounts." onRetry={onRetry} />;
    case 'ready':
      if (state.discounts.length === 0)
        return (
          <LazyEmptyState picture="discounts" className="discounts-empty">
            <p>There are no discounts right now.</p>
            <Link href="/cart" className="button button--primary">
              Back to your cart
            </Link>
          </LazyEmptyState>
        );
      return (
        <ul className="discounts-list">
          {state.discounts.map((discount) => (
            <DiscountItem
              key={String(discount.id)}
              discount={discount}
              applied={appliedCode !== null && appliedCode.toUpperCase() === discount.code.toUpperCase()}
              busy={busy}
              pending={pendingCode === discount.code}
              refusal={refusedCode === discount.code ? refusal : null}
              onApply={onApply}
            />
          ))}
        </ul>
      );
    default:
      return state.status satisfies never;
  }
}

interface DiscountItemProps {
  discount: Discount;
  applied: boolean;
  busy: boolean;
  pending: boolean;
  refusal: string | null;
  onApply: (code: string) => void;
}

function DiscountItem({ discount, applied, busy, pending, refusal, onApply }: DiscountItemProps) {
  const format = useMoneyFormat();
  const id = useId();
  const titleId = `${id}-title`;
  const eligibilityId = `${id}-eligibility`;
  const refusalId = `${id}-refusal`;
  const state = applied ? 'applied' : discount.is_eligible ? 'eligible' : 'ineligible';
  const describedBy = [discount.is_eligible ? null : eligibilityId, refusal ? refusalId : null].filter(Boolean).join(' ');
  return (
    <li className="discount" data-state={state} data-code={discount.code} aria-labelledby={titleId}>
      <h3 id={titleId} className="discount__title">
        {discount.title}
      </h3>
      {applied ? <span className="discount__badge discount__badge--applied">Applied</span> : null}
      {!applied && !discount.is_eligible ? <span className="discount__badge">Not available for this cart yet</span> : null}
      <p>
        Code <span className="discount__code">{discount.code}</span>
      </p>
      {discount.description ? <p>{discount.description}</p> : null}
      <dl className="discount__terms">
        <div>
          <dt>Minimum order:</dt>
          <dd>{discount.min_order_amount > 0 ? <Money amount={discount.min_order_amount} /> : 'none'}</dd>
        </div>
        <div>
          <dt>Expires:</dt>
          <dd>{discount.expires_at ? <time dateTime={discount.expires_at}>{formatExpiry(discount.expires_at, format)}</time> : 'never'}</dd>
        </div>
      </dl>
      {discount.is_eligible ? null : (
        <p id={eligibilityId} className="discount__ineligible">
          {discount.eligibility_message ?? 'Your cart does not meet this code’s terms yet.'}
        </p>
      )}
      {applied ? null : (
        <button
          type="button"
          className={discount.is_eligible ? 'button button--primary' : 'button'}
          aria-disabled={busy || undefined}
          aria-describedby={describedBy || undefined}
          onClick={() => onApply(discount.code)}
        >
          {pending ? 'Applying…' : 'Apply'} <span className="visually-hidden">code {discount.code}</span>
        </button>
      )}
      {refusal ? (
        <p id={refusalId} role="alert" className="coupon-error">
          {refusal}
        </p>
      ) : null}
    </li>
  );
}
