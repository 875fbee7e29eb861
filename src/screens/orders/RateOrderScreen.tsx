import { useUnit } from 'effector-react';
import { useActionState, useEffect, useRef, useState } from 'react';
import { Link, useRoute } from 'wouter';
import * as z from 'zod/mini';
import type { Order, OrderItem } from '@/api/schemas/order.schema';
import { safeColor } from '@/app/head.lib';
import { optionsText } from '@/models/orders/order-again.lib';
import { $orderDetails, orderRefreshed, rateOrderItemFx } from '@/models/orders/order-details.model';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import { useScreenHead } from '@/shared/lib/use-screen-head';
import { FormErrorSummary, SubmitButton, TextAreaField } from '@/shared/ui/form/fields';
import { formValues, idleFormResult, issuesByField, refusedFormResult, type FormResult } from '@/shared/ui/form/form-result';
import { StarRatingField } from '@/shared/ui/form/StarRatingField';
import { useFocusFirstError } from '@/shared/ui/form/use-focus-first-error';
import { StarRating } from '@/shared/ui/star-rating/StarRating';
import NotFoundScreen from '@/screens/not-found/NotFoundScreen';
import { LoadFailed, OrderSkeleton, orderName } from './order-sections';
import { trackingPath } from './paths';
import '@/shared/ui/product-card/skeleton.css';

export const RATING_NOT_OPEN = 'You can rate this order once it has been delivered.';
export const RATING_SAVE_ERROR = 'We couldn’t save your rating. Please try again.';
export const COMMENT_MAX = 1000;

const ratingFields = ['rating', 'comment'] as const;
type RatingField = (typeof ratingFields)[number];

/** The rating form's rules, shown before typing (the hint) and checked on submit. */
const ratingFormSchema = z.object({
  rating: z.pipe(
    z.string().check(z.regex(/^[1-5]$/, 'Choose from 1 to 5 stars.')),
    z.transform((value) => Number(value)),
  ),
  comment: z.string().check(z.trim(), z.maxLength(COMMENT_MAX, `Keep the comment under ${COMMENT_MAX} characters.`)),
});

/** /account/my-orders/reviews/{order_id}: rate each item of a delivered order, one form per item. */
export default function RateOrderScreen() {
  const [, params] = useRoute<{ order_id: string }>('/account/my-orders/reviews/:order_id');
  const orderId = params?.order_id ?? '';
  const [details, refresh] = useUnit([$orderDetails, orderRefreshed]);
  const detail = details[orderId];
  const order = detail && 'order' in detail ? detail.order : null;
  useScreenHead({ title: order ? `Rate ${orderName(order).toLowerCase()}` : 'Rate your order' });

  // Always asked afresh: ratings given on another device show, and whether rating is open is the server's to say.
  useEffect(() => {
    if (orderId !== '') refresh(orderId);
  }, [orderId, refresh]);

  if (orderId === '' || detail?.status === 'notFound') return <NotFoundScreen />;
  return (
    <section className="screen order-screen rate-screen" aria-labelledby="screen-title" data-testid="rate-order-screen">
      <Link href="/account/my-orders" className="order-screen__back">
        My orders
      </Link>
      <h1 id="screen-title" className="screen__title">
        {order ? `Rate ${orderName(order).toLowerCase()}` : 'Rate your order'}
      </h1>
      {order ? (
        <RatableOrder order={order} />
      ) : detail?.status === 'failed' ? (
        <LoadFailed message={detail.message} onRetry={() => refresh(orderId)} />
      ) : (
        <OrderSkeleton label="Loading your order…" />
      )}
    </section>
  );
}

function RatableOrder({ order }: { order: Order }) {
  if (!order.can_rate) {
    return (
      <div className="order-notice" data-notice="rating-closed">
        <p className="order-notice__text">{order.rating_message ?? RATING_NOT_OPEN}</p>
        <Link href={trackingPath(order.id, order.tracking_token)} className="button">
          Track this order
        </Link>
      </div>
    );
  }
  const rated = order.items.filter((item) => item.rating !== null).length;
  return (
    <>
      <p className="rate-screen__progress">
        {rated === order.items.length ? 'Thank you: every item is rated.' : `${rated} of ${order.items.length} items rated.`}
      </p>
      <ul className="rate-items">
        {order.items.map((item) => (
          <RateItem key={String(item.id)} order={order} item={item} />
        ))}
      </ul>
    </>
  );
}

function RateItem({ order, item }: { order: Order; item: OrderItem }) {
  const options = optionsText(item);
  const thanks = useRef<HTMLParagraphElement>(null);
  const ratedHere = useRef(false);
  // When this item's rating was just saved, its form gives way to the rating: focus goes there, not to the page.
  useEffect(() => {
    if (item.rating !== null && ratedHere.current) {
      ratedHere.current = false;
      thanks.current?.focus();
    }
  }, [item.rating]);
  return (
    <li className="rate-item" data-testid="rate-item">
      <h2 className="rate-item__name">
        {item.name}
        {options ? <span className="order-line__options">{options}</span> : null}
      </h2>
      {item.rating ? (
        <div className="rate-item__given">
          <p ref={thanks} tabIndex={-1} className="rate-item__rating">
            <span className="visually-hidden">Your rating: </span>
            <StarRating rating={item.rating.rating} size={20} />
          </p>
          {item.rating.comment ? <p className="rate-item__comment">{item.rating.comment}</p> : null}
        </div>
      ) : (
        <RateItemForm order={order} item={item} onSaving={(saving) => (ratedHere.current = saving)} />
      )}
    </li>
  );
}

function RateItemForm({ order, item, onSaving }: { order: Order; item: OrderItem; onSaving: (saving: boolean) => void }) {
  const rate = useUnit(rateOrderItemFx);
  const settings = useUnit($siteSettings);
  const colour = safeColor(readString(settings, settingKeys.reviewStarColor));
  const [stars, setStars] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const summaryId = `rate-summary-${String(item.id)}`;
  const [result, submit] = useActionState(async (_previous: FormResult<RatingField>, formData: FormData): Promise<FormResult<RatingField>> => {
    const values = formValues(formData, ratingFields);
    const parsed = ratingFormSchema.safeParse(values);
    if (!parsed.success) return { status: 'invalid', fieldErrors: issuesByField(parsed.error.issues), message: null, values };
    // Noted before the call: the saved order reaches the screen before the call's promise settles here.
    onSaving(true);
    try {
      await rate({
        order_id: order.id,
        order_item_id: item.id,
        rating: parsed.data.rating,
        ...(parsed.data.comment === '' ? {} : { comment: parsed.data.comment }),
      });
      return { status: 'done', fieldErrors: {}, message: null, values };
    } catch (error) {
      onSaving(false);
      return refusedFormResult(error, ratingFields, values, RATING_SAVE_ERROR);
    }
  }, idleFormResult<RatingField>());
  useFocusFirstError(form, result, summaryId);

  return (
    <form ref={form} action={submit} noValidate className="form-stack rate-item__form" aria-label={`Rate ${item.name}`}>
      <StarRatingField
        name="rating"
        legend={`Your rating for ${item.name}`}
        value={stars}
        onChange={setStars}
        color={colour}
        hint="Use the arrow keys or tap a star: 1 is poor, 5 is excellent."
        error={result.fieldErrors.rating}
      />
      <TextAreaField
        name="comment"
        label="Comment (optional)"
        hint={`What did you like, or what could be better? Up to ${COMMENT_MAX} characters.`}
        maxLength={COMMENT_MAX}
        autoComplete="off"
        defaultValue={result.values.comment ?? ''}
        error={result.fieldErrors.comment}
      />
      <FormErrorSummary message={result.message} id={summaryId} />
      <SubmitButton pendingLabel="Saving…">Save rating</SubmitButton>
    </form>
  );
}
