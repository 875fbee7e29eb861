import { useUnit } from 'effector-react';
import { useActionState, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { PointsEntry, Rewards } from '@/api/schemas/loyalty.schema';
import { creditForMinor, pointsText, pointsWorthMinor, redeemPointsError, redeemRangeOf, signedPoints, typedPoints, type RedeemingRules, type RedeemRange } from '@/models/rewards/rewards.lib';
import { $redeemReceipt, $rewards, redeemPointsFx, rewardsOpened, rewardsRetried, type RedeemReceipt } from '@/models/rewards/rewards.model';
import { expiryNoteOf, expiryText } from '@/models/wallet/wallet.lib';
import { formatMinorUnits, toMinorUnits, type MoneyFormat } from '@/domain/money';
import { FormErrorSummary, SubmitButton, TextField } from '@/shared/ui/form/fields';
import { formValues, idleFormResult, refusedFormResult, type FormResult } from '@/shared/ui/form/form-result';
import { useFocusFirstError } from '@/shared/ui/form/use-focus-first-error';
import { Money, useMoneyFormat } from '@/shared/ui/Money';
import { LoyaltyHistory, LoyaltyScreenFrame, useLoyaltyDates } from '@/screens/wallet/loyalty-sections';
import '@/shared/ui/product-card/skeleton.css';

export const rewardsTexts = {
  cannotRedeem: 'Points can’t be redeemed for wallet credit at this store.',
  redeemFailed: 'We couldn’t redeem your points. Please try again.',
  noPoints: 'No points yet: you earn them with every paid order.',
  noHistory: 'This store doesn’t show your points’ history, only their balance.',
};

const redeemFields = ['points'] as const;
type RedeemField = (typeof redeemFields)[number];

/** Money in minor units, in the store's format. */
const money = (minor: number, format: MoneyFormat) => formatMinorUnits(minor, format);

/**
 * /account/rewards (ADR 0028, 0030): the points, what they are worth, how they are earned, what expires next and the
 * history; redeeming points for wallet credit by the store's rules, all stated from the answer. Read afresh each time
 * the screen opens.
 */
export default function RewardsScreen() {
  const [state, opened, retry] = useUnit([$rewards, rewardsOpened, rewardsRetried]);
  const read = {
    status: state.status,
    data: 'rewards' in state ? state.rewards : null,
    message: state.status === 'failed' ? state.message : null,
  };
  return (
    <LoyaltyScreenFrame title="Rewards" testId="rewards-screen" loadingLabel="Loading your rewards…" read={read} onOpen={opened} onRetry={retry}>
      {(rewards) => <RewardsContent rewards={rewards} />}
    </LoyaltyScreenFrame>
  );
}

function RewardsContent({ rewards }: { rewards: Rewards }) {
  const format = useMoneyFormat();
  const { locale } = useLoyaltyDates();
  const range = redeemRangeOf(rewards.points, rewards.redeeming);
  return (
    <>
      <p className="loyalty-balance" data-testid="points-balance">
        <span className="loyalty-balance__label">Your points</span>
        <span className="loyalty-balance__figure">{pointsText(rewards.points, locale)}</span>
        {rewards.point_value > 0 ? (
          <span className="loyalty-muted">
            Worth {money(pointsWorthMinor(rewards.points, rewards.point_value, format.decimalPlaces), format)}
            {rewards.redeeming ? ' of wallet credit' : ''}
          </span>
        ) : null}
      </p>
      <Earning rewards={rewards} />
      {rewards.expiring.length > 0 ? <Expiring rewards={rewards} /> : null}
      <Redeeming rewards={rewards} range={range} />
      <History history={rewards.history} points={rewards.points} />
    </>
  );
}

function Earning({ rewards }: { rewards: Rewards }) {
  const format = useMoneyFormat();
  const { locale } = useLoyaltyDates();
  const { per_order: perOrder, per_currency_unit: perUnit } = rewards.earning;
  const unit = money(toMinorUnits(1, format.decimalPlaces), format);
  return (
    <section className="loyalty-section" aria-labelledby="rewards-earning">
      <h2 id="rewards-earning" className="loyalty-section__title">
        How you earn points
      </h2>
      {perOrder > 0 || perUnit > 0 ? (
        <ul className="loyalty-rules">
          {perOrder > 0 ? <li>{pointsText(perOrder, locale)} for each paid order</li> : null}
          {perUnit > 0 ? <li>{pointsText(perUnit, locale)} for each whole {unit} of an order’s total</li> : null}
        </ul>
      ) : (
        <p>This store isn’t giving points for orders at the moment.</p>
      )}
      <p>
        {rewards.point_value > 0 ? `${pointsText(100, locale)} are worth ${money(pointsWorthMinor(100, rewards.point_value, format.decimalPlaces), format)}. ` : ''}
        {rewards.expiry_days > 0
          ? `Points last ${rewards.expiry_days} days from when you earn them, and the ones that expire soonest are spent first.`
          : 'Your points never expire.'}
      </p>
    </section>
  );
}

function Expiring({ rewards }: { rewards: Rewards }) {
  const dates = useLoyaltyDates();
  const [now] = useState(() => new Date());
  return (
    <section className="loyalty-section" aria-labelledby="rewards-expiring">
      <h2 id="rewards-expiring" className="loyalty-section__title">
        Expiring soon
      </h2>
      <ul className="loyalty-list">
        {rewards.expiring.map((batch, index) => {
          const note = expiryNoteOf(batch.expires_at, now);
          const soon = note.kind === 'soon';
          const day = dates.day(batch.expires_at);
          return (
            <li key={index} className="loyalty-row" data-soon={soon ? '' : undefined} data-testid="points-expiring">
              <div className="loyalty-row__main">
                <span className="loyalty-row__title">{pointsText(batch.points, dates.locale)}</span>
                <span className="loyalty-expiry" data-soon={soon ? '' : undefined}>
                  <time dateTime={batch.expires_at}>{soon && day ? `${expiryText(note, day, true)} (${day})` : expiryText(note, day, true)}</time>
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The store's redeeming rules, in words, from the answer. */
function RedeemRules({ rules }: { rules: RedeemingRules }) {
  const format = useMoneyFormat();
  const { locale } = useLoyaltyDates();
  const range = redeemRangeOf(Number.MAX_SAFE_INTEGER, rules);
  const minimum = range.kind === 'open' ? range.minimum : rules.minimum_points;
  return (
    <ul className="loyalty-rules" data-testid="redeem-rules">
      <li>At least {pointsText(minimum, locale)} at a time</li>
      <li>
        In steps of {pointsText(rules.step_points, locale)}, each worth {money(toMinorUnits(rules.credit_per_step, format.decimalPlaces), format)} of wallet credit
      </li>
      <li>{rules.credit_expiry_days > 0 ? `The credit lasts ${rules.credit_expiry_days} days in your wallet` : 'The credit never expires'}</li>
    </ul>
  );
}

function Redeeming({ rewards, range }: { rewards: Rewards; range: RedeemRange }) {
  const { locale } = useLoyaltyDates();
  return (
    <section className="loyalty-section" aria-labelledby="rewards-redeem">
      <h2 id="rewards-redeem" className="loyalty-section__title">
        Turn points into wallet credit
      </h2>
      {rewards.redeeming === null ? <p>{rewardsTexts.cannotRedeem}</p> : <RedeemRules rules={rewards.redeeming} />}
      {range.kind === 'notYet' ? <p>You need {pointsText(range.short, locale)} more to redeem.</p> : null}
      {range.kind === 'open' && rewards.redeeming ? <RedeemForm range={range} rules={rewards.redeeming} /> : null}
      <RedeemReceiptNote />
    </section>
  );
}

function RedeemForm({ range, rules }: { range: Extract<RedeemRange, { kind: 'open' }>; rules: RedeemingRules }) {
  const redeem = useUnit(redeemPointsFx);
  const format = useMoneyFormat();
  const { locale } = useLoyaltyDates();
  const form = useRef<HTMLFormElement>(null);
  const [result, submit] = useActionState(async (_previous: FormResult<RedeemField>, formData: FormData): Promise<FormResult<RedeemField>> => {
    const values = formValues(formData, redeemFields);
    const error = redeemPointsError(values.points, range, locale);
    if (error !== null) return { status: 'invalid', fieldErrors: { points: error }, message: null, values };
    try {
      await redeem({ points: typedPoints(values.points) });
      return { status: 'done', fieldErrors: {}, message: null, values: {} };
    } catch (failure) {
      return refusedFormResult(failure, redeemFields, values, rewardsTexts.redeemFailed);
    }
  }, idleFormResult<RedeemField>());
  useFocusFirstError(form, result, 'redeem-summary');
  const stepCredit = money(creditForMinor(range.step, rules, format.decimalPlaces), format);
  return (
    <form ref={form} action={submit} noValidate className="form-stack" aria-label="Redeem points">
      <FormErrorSummary id="redeem-summary" message={result.message} />
      <TextField
        name="points"
        label="Points to redeem"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        hint={`At least ${pointsText(range.minimum, locale)}, in steps of ${new Intl.NumberFormat(locale).format(range.step)} (each ${stepCredit}). You can redeem up to ${pointsText(range.maximum, locale)}.`}
        defaultValue={result.values.points}
        error={result.fieldErrors.points}
      />
      <SubmitButton pendingLabel="Redeeming…">Redeem points</SubmitButton>
    </form>
  );
}

/** What the last redeem did, said politely, with the way to the wallet. */
function RedeemReceiptNote() {
  const receipt = useUnit($redeemReceipt);
  const box = useRef<HTMLDivElement>(null);
  // When the redeem left too few points for another, the form (and the focused button) is gone: focus comes here.
  useEffect(() => {
    if (receipt && (document.activeElement === null || document.activeElement === document.body)) box.current?.focus();
  }, [receipt]);
  return (
    <div ref={box} className="loyalty-receipt" role="status" tabIndex={receipt ? -1 : undefined} data-testid="redeem-receipt">
      {receipt ? <ReceiptText receipt={receipt} /> : null}
    </div>
  );
}

function ReceiptText({ receipt }: { receipt: RedeemReceipt }) {
  const format = useMoneyFormat();
  const { locale } = useLoyaltyDates();
  const credit = receipt.rules ? money(creditForMinor(receipt.points, receipt.rules, format.decimalPlaces), format) : null;
  return (
    <>
      <p>
        <strong>
          {pointsText(receipt.points, locale)} redeemed{credit ? `: ${credit} of credit added to your wallet.` : '.'}
        </strong>{' '}
        Your wallet balance is now <Money amount={receipt.wallet.balance} />.
      </p>
      <Link href="/account/wallet" className="button">
        Go to your wallet
      </Link>
    </>
  );
}

function History({ history, points }: { history: readonly PointsEntry[]; points: number }) {
  const { locale } = useLoyaltyDates();
  return (
    <LoyaltyHistory
      lines={history}
      idPrefix="points"
      lineTestId="points-entry"
      amountOf={(entry) => signedPoints(entry.kind, entry.points, locale)}
      note={
        // A left-out history reads as an empty one (ADR 0030): with points on hand, it was not sent.
        history.length === 0 ? <p className="loyalty-muted">{points > 0 ? rewardsTexts.noHistory : rewardsTexts.noPoints}</p> : null
      }
    />
  );
}
