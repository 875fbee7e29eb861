import { useUnit } from 'effector-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Referral, ReferralRules, Referrals } from '@/api/schemas/loyalty.schema';
import {
  friendRewardText,
  referralEarnedText,
  referralLink,
  referralRuleLines,
  referralStatusWords,
  shareData,
  type FormatAmount,
  type FormatDay,
} from '@/models/referrals/referrals.lib';
import { $referrals, referAFriendOpened, referralsRetried } from '@/models/referrals/referrals.model';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import { useScreenHead } from '@/shared/lib/use-screen-head';
import { CopyButton } from '@/shared/ui/copy-button/CopyButton';
import { useReferralFormats } from './use-referral-formats';
import './referrals.css';
import '@/shared/ui/product-card/skeleton.css';

/**
 * /refer-a-friend: the customer's link and code as text with Copy (and Share where the browser has the Web Share
 * API), a QR code of the link for a friend standing by, the rules in full, and the friends who joined with it.
 */
export default function ReferAFriendScreen() {
  const [state, opened, retry] = useUnit([$referrals, referAFriendOpened, referralsRetried]);
  const formats = useReferralFormats();
  useScreenHead({ title: 'Refer a friend' });

  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <section className="screen referral-screen" aria-labelledby="screen-title" data-testid="refer-a-friend-screen">
      <h1 id="screen-title" className="screen__title">
        Refer a friend
      </h1>
      {state.view === 'loading' ? (
        <div className="referral-skeleton" role="status" aria-busy="true">
          <span className="visually-hidden">Loading your referral link…</span>
          <span className="skeleton-block referral-skeleton__block" aria-hidden="true" />
          <span className="skeleton-line" aria-hidden="true" />
          <span className="skeleton-line" aria-hidden="true" />
        </div>
      ) : null}
      {state.view === 'failed' ? (
        <div className="referral-failed" role="alert">
          <p>{state.message}</p>
          <button type="button" className="button button--primary" onClick={() => retry()}>
            Retry
          </button>
        </div>
      ) : null}
      {state.view === 'ready' ? <ReferralPage referrals={state.referrals} {...formats} /> : null}
    </section>
  );
}

function ReferralPage({ referrals, money, day }: { referrals: Referrals; money: FormatAmount; day: FormatDay }) {
  const { code, rules } = referrals;
  const link = referralLink(window.location.origin, code);
  const offer = friendRewardText(rules, money, 'referrer');
  return (
    <>
      <p className="referral-screen__lead">{offer ?? 'Invite friends who have not shopped with us yet.'}</p>
      <ShareBox link={link} code={code} rules={rules} money={money} />
      <section className="referral-section" aria-labelledby="referral-rules-title">
        <h2 id="referral-rules-title" className="referral-section__title">
          How it works
        </h2>
        <ul className="referral-rules">
          {referralRuleLines(rules, money).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="referral-section" aria-labelledby="referral-list-title">
        <h2 id="referral-list-title" className="referral-section__title">
          Your referrals
        </h2>
        {referrals.referrals.length === 0 ? (
          <p className="referral-screen__hint">No one has joined with your link yet. When a friend does, you’ll see them here.</p>
        ) : (
          <ul className="referral-list" data-testid="referral-list">
            {referrals.referrals.map((referral) => (
              <ReferralRow key={String(referral.id)} referral={referral} rules={rules} money={money} day={day} />
            ))}
          </ul>
        )}
      </section>
      <p className="referral-screen__hint">
        Your rewards go to your <Link href="/account/wallet">wallet</Link> and your <Link href="/account/rewards">points</Link>.
      </p>
    </>
  );
}

type ShareState = 'idle' | 'failed';

function ShareBox({ link, code, rules, money }: { link: string; code: string; rules: ReferralRules; money: FormatAmount }) {
  const settings = useUnit($siteSettings);
  const storeName = readString(settings, settingKeys.storeName);
  const [shareState, setShareState] = useState<ShareState>('idle');
  // Read once: a browser without the Web Share API (most desktops) shows Copy alone.
  const [canShare] = useState(() => typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  const share = () => {
    const data = shareData({ link, code, storeName, rules, money });
    setShareState('idle');
    // Called straight from the click: browsers allow the share sheet only within the shopper's gesture.
    navigator.share(data).then(
      () => undefined,
      // Closing the sheet without sharing is the shopper's choice, not a failure.
      (error: unknown) => setShareState(error instanceof DOMException && error.name === 'AbortError' ? 'idle' : 'failed'),
    );
  };
  return (
    <section className="referral-share" aria-labelledby="referral-share-title">
      <h2 id="referral-share-title" className="referral-section__title">
        Your link
      </h2>
      <div className="referral-share__row">
        <span className="referral-share__label">
          Share this link
        </span>
        <span className="referral-share__value" data-testid="referral-link">
          {link}
        </span>
        <CopyButton text={link} what="referral link" />
        {canShare ? (
          <button type="button" className="button button--primary" onClick={share}>
            Share
          </button>
        ) : null}
      </div>
      <p className="referral-share__error" role="status">
        {shareState === 'failed' ? 'Sharing didn’t work. Copy the link instead.' : ''}
      </p>
      <div className="referral-share__row">
        <span className="referral-share__label">Or give your code, to type in when they create their account</span>
        <span className="referral-share__value referral-share__code" data-testid="referral-code">
          {code}
        </span>
        <CopyButton text={code} what="referral code" />
      </div>
      <figure className="referral-qr">
        <QRCodeSVG
          className="referral-qr__code"
          value={link}
          size={176}
          level="M"
          marginSize={0}
          role="img"
          aria-label="QR code of your referral link"
          title="QR code of your referral link"
          data-testid="referral-qr"
        />
        <figcaption>A friend beside you can scan this with their phone’s camera to open your link.</figcaption>
      </figure>
    </section>
  );
}

function ReferralRow({ referral, rules, money, day }: { referral: Referral; rules: ReferralRules; money: FormatAmount; day: FormatDay }) {
  const words = referralStatusWords(referral, rules, money, day);
  const joined = day(referral.joined_at);
  const earned = referralEarnedText(referral, money);
  return (
    <li className="referral-item" data-testid="referral" data-status={referral.status}>
      <span className="referral-item__name">{referral.name}</span>
      <span className="referral-item__badge" data-status={referral.status} aria-hidden="true">
        {words.label}
      </span>
      <span className="referral-item__status">{words.sentence}</span>
      {joined || earned ? (
        <span className="referral-item__meta">
          {joined ? (
            <>
              Joined <time dateTime={referral.joined_at}>{joined}</time>
            </>
          ) : null}
          {joined && earned ? ' · ' : null}
          {earned}
        </span>
      ) : null}
    </li>
  );
}
