// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { readPluginConfig } from '@/layout/define-plugin';
import { consentStorageKey, parseStoredConsent, type ConsentState } from '@/models/consent/consent.lib';
import { $consent, consentRestoreRequested, consentSettingsOpened } from '@/models/consent/consent.model';
import CookieConsent from './CookieConsent';
import { cookieConsentPlugin, type CookieConsentConfig } from './cookie_consent.plugin';

const config: CookieConsentConfig = { message: 'We use cookies.', policyUrl: '/page/privacy' };

function renderBanner(consent: ConsentState = { status: 'undecided' }) {
  const scope: Scope = fork({ values: [[$consent, consent]] });
  render(
    <Provider value={scope}>
      <CookieConsent config={config} mode="live" placement="body-end" />
    </Provider>,
  );
  return scope;
}

afterEach(() => localStorage.clear());

describe('cookie consent banner', () => {
  it('asks until the shopper chooses, and remembers "Accept all"', async () => {
    const scope = renderBanner();
    // While it asks, promotion popups wait (wheel_of_popups reads this mark).
    expect(screen.getByRole('region', { name: 'Cookies' }).hasAttribute('data-holds-popups')).toBe(true);
    expect(screen.getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/page/privacy');
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(scope.getState($consent)).toMatchObject({ status: 'decided', choice: { analytics: true, marketing: true, functional: true } });
    expect(parseStoredConsent(localStorage.getItem(consentStorageKey))).toMatchObject({ status: 'decided', choice: { analytics: true, marketing: true, functional: true } });
  });

  it('"Reject all" keeps every optional category off', async () => {
    const scope = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(scope.getState($consent)).toMatchObject({ status: 'decided', choice: { analytics: false, marketing: false, functional: false } });
  });

  it('saves per-category choices', async () => {
    const scope = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect((screen.getByRole('checkbox', { name: /Necessary/ }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /Analytics/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(scope.getState($consent)).toMatchObject({ status: 'decided', choice: { analytics: true, marketing: false, functional: false } });
  });

  it('stays hidden once chosen, reopens from the footer with the kept choice, and closes with Escape', async () => {
    const scope = renderBanner({ status: 'decided', choice: { analytics: false, marketing: true, functional: false }, decidedAt: 'x' });
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    await act(() => allSettled(consentSettingsOpened, { scope }));
    const region = screen.getByRole('region', { name: 'Cookies' });
    expect(document.activeElement).toBe(region);
    expect((screen.getByRole('checkbox', { name: /Marketing/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('restores a kept choice at start and ignores a corrupt one', async () => {
    localStorage.setItem(consentStorageKey, '{broken');
    const scope = fork();
    await allSettled(consentRestoreRequested, { scope });
    expect(scope.getState($consent)).toEqual({ status: 'undecided' });
  });

  it('has no accessibility violations with the choices open', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('its configuration has a default message and refuses a javascript: policy link', () => {
    expect(readPluginConfig(cookieConsentPlugin, { plugin_cookie_consent_enabled: true })).toMatchObject({ status: 'on', config: { message: expect.stringContaining('cookies') } });
    expect(readPluginConfig(cookieConsentPlugin, { plugin_cookie_consent_enabled: true, plugin_cookie_consent_policy_url: 'javascript:alert(1)' })).toMatchObject({ status: 'invalid' });
  });

  it.each(['/\\evil.example/policy', '/%5Cevil.example/policy', '/..//evil.example/policy'])('refuses a policy path %j that browsers read as another site', (policyUrl) => {
    expect(readPluginConfig(cookieConsentPlugin, { plugin_cookie_consent_enabled: true, plugin_cookie_consent_policy_url: policyUrl })).toMatchObject({ status: 'invalid' });
  });

  it('links the policy where the browser would go', () => {
    const scope: Scope = fork({ values: [[$consent, { status: 'undecided' }]] });
    render(
      <Provider value={scope}>
        <CookieConsent config={{ ...config, policyUrl: ' /page/./privacy ' }} mode="live" placement="body-end" />
      </Provider>,
    );
    expect(screen.getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/page/privacy');
  });
});
