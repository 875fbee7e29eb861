import { useUnit } from 'effector-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { ScratchCard, ScratchReward } from '@/api/schemas/loyalty.schema';
import { rewardDetail, scratchCardTimeText, scratchCardTitle, shownStatus } from '@/models/scratch-cards/scratch-cards.lib';
import { $reveals, $revealAnnouncement, $scratchCards, scratchCardRevealed, scratchCardsOpened, scratchCardsRetried, type Reveal } from '@/models/scratch-cards/scratch-cards.model';
import { useScreenHead } from '@/shared/lib/use-screen-head';
import { CopyButton } from '@/shared/ui/copy-button/CopyButton';
import { Money, useMoneyFormat } from '@/shared/ui/Money';
import { ScratchCover } from './ScratchCover';
import { EmptyState } from '@/shared/ui/empty-state/EmptyState';
import '@/shared/ui/product-card/skeleton.css';
import './scratch-cards.css';

/** Dates and numbers in the store's locale (the one its prices use). */
function useLocaleFormats() {
  const { locale } = useMoneyFormat();
  return useMemo(() => {
    const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const numberFormat = new Intl.NumberFormat(locale);
    const day = (iso: string) => {
      const date = iso === '' ? null : new Date(iso);
      return date === null || Number.isNaN(date.getTime()) ? null : dayFormat.format(date);
    };
    return { day, number: (value: number) => numberFormat.format(value) };
  }, [locale]);
}

type Formats = ReturnType<typeof useLocaleFormats>;

/**
 * /account/scratch-cards: the cards earned with orders, each scratched with a finger or a mouse, or revealed with a
 * button; the reward appears as text, is announced, and the balances beside the list follow the redeem's answer.
 */
export default function ScratchCardsScreen() {
  const [state, announcement, opened, retry] = useUnit([$scratchCards, $revealAnnouncement, scratchCardsOpened, scratchCardsRetried]);
  const formats = useLocaleFormats();
  // The device's clock once per visit: a card whose last moment passed while the tab was open shows as expired.
  const [now] = useState(() => Date.now());
  useScreenHead({ title: 'Scratch cards' });

  useEffect(() => {
    opened();
  }, [opened]);

  const hasCards = state.cards.length > 0;
  return (
    <section className="screen scratch-cards-screen" aria-labelledby="screen-title" data-testid="scratch-cards-screen">
      <h1 id="screen-title" className="screen__title">
        Scratch cards
      </h1>
      {state.status === 'ready' || hasCards ? <Balances wallet={state.wallet?.balance ?? null} points={state.points} formats={formats} /> : null}
      {state.status === 'loading' && !hasCards ? (
        <div className="scratch-cards__loading" role="status" aria-busy="true">
          <span className="visually-hidden">Loading your scratch cards…</span>
          <span className="skeleton-block scratch-cards__skeleton" aria-hidden="true" />
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <div className="scratch-cards__failed" role="alert">
          <p>{state.error}</p>
          <button type="button" className="button button--primary" onClick={() => retry()}>
            Retry
          </button>
        </div>
      ) : null}
      {state.status === 'ready' && !hasCards ? (
        <EmptyState picture="rewards" className="scratch-cards__empty">
          <p className="scratch-cards__empty-title">No scratch cards yet.</p>
          <p>You get a scratch card with every paid order. Scratch it before it expires to win wallet credit, points or a coupon.</p>
          <Link href="/" className="button button--primary">
            Start an order
          </Link>
        </EmptyState>
      ) : null}
      {hasCards ? (
        <>
          <p className="scratch-cards__hint">Scratch a card with your finger or mouse, or press Reveal under it.</p>
          <ul className="scratch-cards__list">
            {state.cards.map((card) => (
              <ScratchCardItem key={String(card.id)} card={card} now={now} formats={formats} />
            ))}
          </ul>
        </>
      ) : null}
      {/* There from the first paint, so each reveal is said once, politely. */}
      <p className="visually-hidden" role="status" data-testid="scratch-announcement">
        {announcement}
      </p>
    </section>
  );
}

function Balances({ wallet, points, formats }: { wallet: number | null; points: number | null; formats: Formats }) {
  if (wallet === null && points === null) return null;
  return (
    <dl className="scratch-cards__balances" aria-label="Your balances">
      {wallet !== null ? (
        <div className="scratch-cards__balance">
          <dt>
            <Link href="/account/wallet">Wallet balance</Link>
          </dt>
          <dd data-testid="wallet-balance">
            <Money amount={wallet} />
          </dd>
        </div>
      ) : null}
      {points !== null ? (
        <div className="scratch-cards__balance">
          <dt>
            <Link href="/account/rewards">Points</Link>
          </dt>
          <dd data-testid="points-balance">{formats.number(points)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function ScratchCardItem({ card, now, formats }: { card: ScratchCard; now: number; formats: Formats }) {
  const [reveals, reveal] = useUnit([$reveals, scratchCardRevealed]);
  const status = shownStatus(card, now);
  const progress: Reveal | undefined = reveals[String(card.id)];
  const pending = progress?.status === 'pending';
  // A card that could be scratched when the screen showed it keeps its cover until the reward is out, then the cover
  // goes (faded, or at once under reduced motion); one shown already scratched or expired never had one.
  const [hadCover] = useState(() => status === 'unscratched');
  const titleId = useId();
  const faceRef = useRef<HTMLDivElement>(null);
  const revealPressed = useRef(false);
  const title = scratchCardTitle(card);

  // After Reveal (or Try again) was pressed and the card turned, focus goes to what it revealed: the button is gone.
  useEffect(() => {
    if (status === 'unscratched' || !revealPressed.current) return;
    revealPressed.current = false;
    faceRef.current?.focus();
  }, [status]);

  const press = () => {
    if (pending) return;
    revealPressed.current = true;
    reveal(card.id);
  };

  return (
    <li
      className="scratch-card"
      data-testid="scratch-card"
      data-status={status}
      data-card-id={String(card.id)}
      data-revealed-here={hadCover && status !== 'unscratched' ? 'true' : undefined}
    >
      <article aria-labelledby={titleId}>
        <h2 id={titleId} className="scratch-card__title">
          {title}
        </h2>
        <p className="scratch-card__time">{scratchCardTimeText(card, now, formats.day)}</p>
        <div className="scratch-card__ticket" aria-busy={pending}>
          <div ref={faceRef} className="scratch-card__face" tabIndex={-1} data-testid="scratch-card-face">
            <CardFace card={card} status={status} refusedAsAlready={progress?.status === 'done' && progress.outcome === 'already_redeemed'} formats={formats} />
          </div>
          {hadCover ? <ScratchCover gone={status !== 'unscratched'} onScratchedEnough={() => reveal(card.id)} /> : null}
        </div>
        {status === 'unscratched' ? (
          <div className="scratch-card__actions">
            {pending ? (
              <p className="scratch-card__pending">
                Revealing your reward…
              </p>
            ) : null}
            {progress?.status === 'failed' ? <p className="scratch-card__failed">{progress.message}</p> : null}
            <button type="button" className="button button--primary scratch-card__reveal" aria-disabled={pending} onClick={press}>
              {progress?.status === 'failed' ? 'Try again' : 'Reveal'}{' '}
              <span className="visually-hidden">the reward of the card {title.charAt(0).toLowerCase() + title.slice(1)}</span>
            </button>
          </div>
        ) : null}
      </article>
    </li>
  );
}

function CardFace({ card, status, refusedAsAlready, formats }: { card: ScratchCard; status: ReturnType<typeof shownStatus>; refusedAsAlready: boolean; formats: Formats }) {
  if (status === 'redeemed' && card.reward) return <RewardView reward={card.reward} alreadyScratched={refusedAsAlready} formats={formats} />;
  if (status === 'redeemed') return <p className="scratch-card__face-text">Scratched. Your reward is in your wallet or points.</p>;
  if (status === 'expired') return <p className="scratch-card__face-text scratch-card__face-text--expired">Expired: this card can no longer be scratched.</p>;
  if (status === 'unknown') return <p className="scratch-card__face-text">This card can’t be shown here yet.</p>;
  return <p className="scratch-card__face-text">Your reward is hidden under the cover.</p>;
}

function RewardView({ reward, alreadyScratched, formats }: { reward: ScratchReward; alreadyScratched: boolean; formats: Formats }) {
  const detail = rewardDetail(reward);
  const until = formats.day(reward.expires_at);
  return (
    <div className="scratch-reward" data-kind={reward.kind}>
      {alreadyScratched ? <p className="scratch-reward__note">Already scratched</p> : null}
      <p className="scratch-reward__label">{reward.label}</p>
      {detail ? <p className="scratch-reward__detail">{detail}</p> : null}
      {reward.kind === 'coupon' && reward.coupon_code ? (
        <p className="scratch-reward__coupon">
          <code className="scratch-reward__code">{reward.coupon_code}</code>
          <CopyButton text={reward.coupon_code} what="coupon code" />
        </p>
      ) : null}
      {until ? <p className="scratch-reward__until">{reward.kind === 'points' ? `Points expire ${until}` : `Use by ${until}`}</p> : null}
    </div>
  );
}
