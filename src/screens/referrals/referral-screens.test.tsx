// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@/shared/testing/axe';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { Referrals, Referrer } from '@/api/schemas/loyalty.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { readKeptReferral } from '@/models/kept-referral/kept-referral.lib';
import { fetchReferrerFx } from '@/models/referrals/referral-landing.model';
import { fetchReferralsFx } from '@/models/referrals/referrals.model';
import { testReferrals, testReferrer } from '@/models/referrals/test-referrals';
import { $user, type UserState } from '@/models/session/session.model';
import { $siteSettings } from '@/models/site/site.model';
import { testStoreSettings } from '@/shared/ui/product-card/testing';
import ReferAFriendScreen from './ReferAFriendScreen';
import * as landingScreen from './ReferralLandingScreen';
import { TestScreen } from '@/app/shell/test-screen';

function renderAt(path: string, element: ReactNode, scope: Scope) {
  const location = memoryLocation({ path, record: true });
  render(
    <Provider value={scope}>
      <Router hook={location.hook}>
        <main>{element}</main>
      </Router>
    </Provider>,
  );
  return location;
}

const customer: UserState = { authToken: 'tok', id: 9, name: 'Alex Morgan', referral_code: 'ALEX10' };

const settings = { ...testStoreSettings, storeName: 'Test Store' };

function referAFriend(answers: Array<Referrals | ApiError>) {
  const fetch = vi.fn(() => {
    const answer = answers.shift();
    return answer instanceof ApiError || answer === undefined ? Promise.reject(answer ?? new ApiError('server', 'x', 500)) : Promise.resolve({ data: answer });
  });
  renderAt('/refer-a-friend', <ReferAFriendScreen />, fork({ values: [[$siteSettings, settings], [$user, customer]], handlers: [requestHandler(fetchReferralsFx, fetch)] }));
  return fetch;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('refer a friend', () => {
  it('shows the absolute link and the code as text with Copy, a named QR code, the rules and each referral’s status in words', async () => {
    referAFriend([testReferrals()]);
    const link = await screen.findByTestId('referral-link');
    expect(link.textContent).toBe(`${window.location.origin}/r/ALEX10`);
    expect(screen.getByTestId('referral-code').textContent).toBe('ALEX10');
    expect(screen.getByRole('button', { name: 'Copy referral link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy referral code' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of your referral link' })).toBeTruthy();
    // No Web Share API in jsdom: Copy alone, no Share button that would do nothing.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    const rules = screen.getByRole('region', { name: 'How it works' });
    expect(within(rules).getByText(/Your friend gets \$5 of wallet credit/)).toBeTruthy();
    expect(within(rules).getByText(/200 points when they join, and \$5 of wallet credit when their first order is paid within 60 days/)).toBeTruthy();
    expect(within(rules).getByText(/new customer is someone whose email address and phone number/)).toBeTruthy();
    const rows = within(screen.getByTestId('referral-list')).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.referral-item__status')?.textContent)).toEqual([
      'Joined — your $5 comes with their first order by Mar 11, 2026',
      'Ordered — you got $5 of wallet credit',
      'Expired — no first order within 60 days',
    ]);
    await expectNoAxeViolations();
  });

  it('copies the link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    referAFriend([testReferrals()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy referral link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/r/ALEX10`);
    expect(await screen.findByText('Referral link copied.')).toBeTruthy();
  });

  it('shares through the Web Share API where the browser has it; a cancelled share is not an error, a failed one says to copy', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockRejectedValueOnce(new DOMException('cancelled', 'AbortError')).mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    referAFriend([testReferrals()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join me at Test Store',
      text: 'Join Test Store with my link and get $5 to spend. My code: ALEX10',
      url: `${window.location.origin}/r/ALEX10`,
    });
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/Sharing didn’t work/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Sharing didn’t work. Copy the link instead.')).toBeTruthy();
  });

  it('says when no one has joined yet', async () => {
    referAFriend([testReferrals({ referrals: [] })]);
    expect(await screen.findByText(/No one has joined with your link yet/)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('a failed load says so with Retry, which loads the page', async () => {
    referAFriend([new ApiError('server', 'x', 500), testReferrals()]);
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t load your referrals.');
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('referral-link')).toBeTruthy();
  });
});

function landing(code: string, answer: Referrer | ApiError, user: UserState = { authToken: null }) {
  const fetch = vi.fn(() => (answer instanceof ApiError ? Promise.reject(answer) : Promise.resolve({ data: answer })));
  const location = renderAt(`/r/${code}`, <TestScreen name="referrals/ReferralLandingScreen" module={landingScreen} />, fork({ values: [[$siteSettings, testStoreSettings], [$user, user]], handlers: [requestHandler(fetchReferrerFx, fetch)] }));
  return { fetch, location };
}

describe('the referral landing', () => {
  it('a guest sees who invited them and what they get, with the way to register, and the referral is kept on the device', async () => {
    const { fetch } = landing('alex10', testReferrer());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Alex M. invited you' });
    expect(fetch).toHaveBeenCalledWith('alex10');
    // The check's result is where focus goes, so a screen reader reads it.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('You get $5 of wallet credit when you create your account, to spend within 30 days.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe('/register');
    await waitFor(() => expect(readKeptReferral()).toMatchObject({ code: 'ALEX10', referrerName: 'Alex M.' }));
    await expectNoAxeViolations();
  });

  it('an unknown code: a clear message and the way into the store; nothing kept', async () => {
    landing('NOPE', new ApiError('rejected', 'Not found', 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'This invite link doesn’t work' })).toBeTruthy();
    expect(screen.getByText('NOPE')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the store' }).getAttribute('href')).toBe('/');
    expect(readKeptReferral()).toBeNull();
    await expectNoAxeViolations();
  });

  it('a signed-in customer is told invites are for new customers, with a link to their own referral page; nothing kept', async () => {
    landing('ALEX10', testReferrer(), { authToken: 'tok', id: 3, name: 'Sam Kay', referral_code: 'SAM22' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invites are for new customers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite your friends' }).getAttribute('href')).toBe('/refer-a-friend');
    expect(readKeptReferral()).toBeNull();
    await expectNoAxeViolations();
  });

  it('the referrer opening their own link is told it is theirs; nothing kept', async () => {
    landing('alex10', testReferrer({ is_you: true }), customer);
    expect(await screen.findByRole('heading', { level: 1, name: 'This is your own invite link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Refer a friend' }).getAttribute('href')).toBe('/refer-a-friend');
    expect(readKeptReferral()).toBeNull();
    await expectNoAxeViolations();
  });

  it('a failed check offers Retry', async () => {
    landing('ALEX10', new ApiError('network', 'offline'));
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t check this invite just now.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    await expectNoAxeViolations();
  });
});
