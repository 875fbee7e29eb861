import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { match } from 'ts-pattern';
import { Link } from 'wouter';
import { defineHead, defineLoad } from '@/app/screen-module';
import { useScreenParams } from '@/app/shell/ScreenWithData';
import { codeFromPath, friendRewardText, type LandingView } from '@/models/referrals/referrals.lib';
import { $landingCode, $landingView, referralLandingOpened, referralLandingRetried } from '@/models/referrals/referral-landing.model';
import { useReferralFormats } from './use-referral-formats';
import './referrals.css';

const loadingView: LandingView = { kind: 'loading' };

/** What the landing says of the code, once its own check has run (a view left from another code is not shown). */
function currentView(view: LandingView, landingCode: string | null, code: string | null): LandingView {
  return landingCode === code ? view : loadingView;
}

const titleOf = (view: LandingView) =>
  match(view)
    .with({ kind: 'invited' }, ({ referrer }) => `${referrer.name} invited you`)
    .with({ kind: 'own' }, () => 'This is your own invite link')
    .with({ kind: 'signedIn' }, () => 'Invites are for new customers')
    .with({ kind: 'unknown' }, () => 'This invite link doesn’t work')
    .otherwise(() => 'You were invited');

/** The check of the code in the address. */
export const load = defineLoad(referralLandingOpened, ({ params }) => codeFromPath(params.referred_by));

/** The landing's heading as its title; a code the store does not know is not found. */
export const head = defineHead({ view: $landingView, landingCode: $landingCode }, ({ view, landingCode }, { params }) => {
  const current = currentView(view, landingCode, codeFromPath(params.referred_by));
  return current.kind === 'unknown' ? { title: titleOf(current), notFound: true } : { title: titleOf(current) };
});

/**
 * /r/{referred_by}, for anyone: "{name} invited you" and what a new customer gets, with the way to register. A guest's
 * good invite is kept on the device as soon as it is known good (the register form fills it in, even after browsing).
 * A signed-in customer is told invites are for new customers; the referrer opening their own link is told it is
 * theirs; an unknown code gets a clear message and the way into the store.
 */
export default function ReferralLandingScreen() {
  const code = codeFromPath(useScreenParams<'referred_by'>().referred_by);
  const [view, landingCode, retry] = useUnit([$landingView, $landingCode, referralLandingRetried]);
  const { money } = useReferralFormats();
  const current = currentView(view, landingCode, code);
  const title = titleOf(current);

  // When the check ends, the heading says what it found: focus goes to it, unless the shopper has moved on to
  // something else meanwhile (a link, the menu).
  const heading = useRef<HTMLHeadingElement>(null);
  const settled = current.kind !== 'loading';
  useEffect(() => {
    const active = document.activeElement;
    if (settled && (active === null || active === document.body || active === heading.current)) heading.current?.focus();
  }, [settled]);

  return (
    <section className="screen referral-screen" aria-labelledby="screen-title" data-testid="referral-landing" data-view={current.kind}>
      <h1 ref={heading} id="screen-title" className="screen__title" tabIndex={-1}>
        {title}
      </h1>
      {match(current)
        .with({ kind: 'loading' }, () => (
          <p role="status" aria-busy="true" className="referral-screen__hint">
            Checking your invite…
          </p>
        ))
        .with({ kind: 'invited' }, ({ referrer }) => (
          <>
            <p className="referral-screen__lead">
              {friendRewardText(referrer.rules, money, 'friend') ?? `Join ${referrer.name} and shop with us.`}
            </p>
            <p className="referral-screen__hint">
              Your invite code <strong>{referrer.code}</strong> is saved on this device: it’s filled in for you when you create your
              account, even if you look around first. Invites are for new customers.
            </p>
            <p className="referral-screen__actions">
              <Link href="/register" className="button button--primary">
                Create your account
              </Link>
              <Link href="/" className="button">
                Look around first
              </Link>
            </p>
          </>
        ))
        .with({ kind: 'own' }, () => (
          <>
            <p className="referral-screen__lead">Share it with friends: they get a welcome reward when they join, and so do you.</p>
            <p className="referral-screen__actions">
              <Link href="/refer-a-friend" className="button button--primary">
                Go to Refer a friend
              </Link>
            </p>
          </>
        ))
        .with({ kind: 'signedIn' }, () => (
          <>
            <p className="referral-screen__lead">You already have an account, so this invite can’t be used. You can invite friends of your own.</p>
            <p className="referral-screen__actions">
              <Link href="/refer-a-friend" className="button button--primary">
                Invite your friends
              </Link>
              <Link href="/" className="button">
                Continue shopping
              </Link>
            </p>
          </>
        ))
        .with({ kind: 'unknown' }, () => (
          <>
            <p className="referral-screen__lead">
              {code ? (
                <>
                  We couldn’t find the invite code <strong>{code}</strong>. It may have been mistyped.
                </>
              ) : (
                'This link holds no invite code.'
              )}{' '}
              You’re still welcome to come in and shop.
            </p>
            <p className="referral-screen__actions">
              <Link href="/" className="button button--primary">
                Go to the store
              </Link>
            </p>
          </>
        ))
        .with({ kind: 'failed' }, ({ message }) => (
          <div className="referral-failed" role="alert">
            <p>{message}</p>
            <button type="button" className="button button--primary" onClick={() => retry()}>
              Retry
            </button>
          </div>
        ))
        .exhaustive()}
    </section>
  );
}
