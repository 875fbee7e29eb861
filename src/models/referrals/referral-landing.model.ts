import { combine, createEvent, createStore, sample } from 'effector';
import { isApiError, shopperMessage } from '@/api/api-error';
import { loyalty } from '@/api/calls/loyalty';
import { request } from '@/api/client';
import { keepReferralFx } from '@/models/kept-referral/kept-referral.model';
import { createRequestFx } from '@/models/request/request.model';
import { $isLoggedIn, $user } from '@/models/session/session.model';
import { landingView, type ReferrerFetch } from './referrals.lib';

/*
 * The referral landing `/r/{referred_by}` (ADR 0032): asks who owns the code, shows the invite, and keeps the referral
 * on the device as soon as the code is known good, for a guest only, so a shopper who browses first still registers
 * with it (the register form fills it in). Which landing shows is `landingView` (referrals.lib.ts).
 */

export const REFERRER_LOAD_ERROR = 'We couldn’t check this invite just now.';

/** The landing opened with the code in its address (null: the address holds no usable code). */
export const referralLandingOpened = createEvent<string | null>();
/** Retry after the check failed. */
export const referralLandingRetried = createEvent();

export const fetchReferrerFx = createRequestFx((context, code: string) => request(context, loyalty.referrer, { query: { referred_by: code } }));

/** The code the landing is about. */
export const $landingCode = createStore<string | null>(null);
/** Where the referrer's answer stands, for `$landingCode`. */
const $referrerFetch = createStore<ReferrerFetch>({ status: 'loading' });
/** The code kept on this device by this landing, so it is kept once per visit. */
const $keptCode = createStore<string | null>(null);

/** What the landing shows: loading, the invite, own link, signed in, unknown code or failed. */
export const $landingView = combine(
  { code: $landingCode, loggedIn: $isLoggedIn, profileCode: $user.map((user) => user.referral_code ?? null), fetch: $referrerFetch },
  landingView,
);

// When the landing opens, it is about that code, and nothing is known of it yet.
$landingCode.on(referralLandingOpened, (_, code) => code);
$referrerFetch.on(referralLandingOpened, () => ({ status: 'loading' }));
$keptCode.reset(referralLandingOpened);

// When the landing opens with a code, ask who owns it (a signed-in visitor too: the answer says whether it is theirs).
sample({ clock: referralLandingOpened, filter: (code): code is string => code !== null, target: fetchReferrerFx });

// When Retry is pressed after a failed check, ask again.
const retried = sample({
  clock: referralLandingRetried,
  source: { code: $landingCode, fetch: $referrerFetch },
  filter: ({ code, fetch }) => code !== null && fetch.status === 'failed',
  fn: ({ code }) => code as string,
});
$referrerFetch.on(retried, () => ({ status: 'loading' }));
sample({ clock: retried, target: fetchReferrerFx });

// When the answer comes for the code on screen, keep it; an answer for an earlier code is dropped.
sample({
  clock: fetchReferrerFx.done,
  source: $landingCode,
  filter: (code, { params }) => code === params,
  fn: (_, { result }): ReferrerFetch => ({ status: 'ready', referrer: result.data }),
  target: $referrerFetch,
});

// When the check fails for the code on screen: no such code (404) or a failure to retry.
sample({
  clock: fetchReferrerFx.fail,
  source: $landingCode,
  filter: (code, { params }) => code === params,
  fn: (_, { error }): ReferrerFetch =>
    isApiError(error) && error.status === 404 ? { status: 'notFound' } : { status: 'failed', message: shopperMessage(error, REFERRER_LOAD_ERROR) },
  target: $referrerFetch,
});

// When a guest is shown a good invite, keep the referral on the device, once, with the referrer's name; never for a
// signed-in visitor, their own link or an unknown code (those views are not `invited`).
interface Invite {
  code: string;
  referrerName: string;
}
const $invite = $landingView.map((view): Invite | null => (view.kind === 'invited' ? { code: view.referrer.code, referrerName: view.referrer.name } : null));
const shownInvite = sample({ clock: $invite, filter: (invite): invite is Invite => invite !== null });
const invited = sample({ clock: shownInvite, source: $keptCode, filter: (kept, invite) => kept !== invite.code, fn: (_, invite) => invite });
sample({ clock: invited, fn: ({ code }) => code, target: $keptCode });
sample({ clock: invited, target: keepReferralFx });
