// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SiteWidePlugins from '@/app/plugins/SiteWidePlugins';
import type { RenderMode } from '@/layout/define-block';
import { definePlugin, type ConsentCategory, type PluginLoadTrigger, type PluginViewProps } from '@/layout/define-plugin';
import { resetLayoutReports } from '@/layout/report';
import { acceptAll, rejectAll, type ConsentState } from '@/models/consent/consent.lib';
import { $consent } from '@/models/consent/consent.model';
import { $siteSettings } from '@/models/site/site.model';
import type { SiteSettings } from '@/domain/site-settings';

function testPlugin(uniqueId: string, options: { consent?: ConsentCategory; loadOn?: PluginLoadTrigger; view?: (props: PluginViewProps<{ name: string }>) => React.ReactNode } = {}) {
  const load = vi.fn(() =>
    Promise.resolve({ default: options.view ?? (({ config }: PluginViewProps<{ name: string }>) => <p data-testid={uniqueId}>Hello {config.name}</p>) }),
  );
  const plugin = definePlugin({
    uniqueId,
    label: uniqueId,
    enabledSetting: `plugin_${uniqueId}_enabled`,
    configSettings: { name: `plugin_${uniqueId}_name` },
    configSchema: z.object({ name: z.string().check(z.minLength(2, 'Too short')) }),
    siteWide: 'floating',
    consent: options.consent ?? 'necessary',
    loadOn: options.loadOn ?? 'idle',
    load,
  });
  return { plugin, load };
}

function renderPlugins(plugins: ReturnType<typeof testPlugin>['plugin'][], settings: SiteSettings, consent: ConsentState = { status: 'undecided' }, mode: RenderMode = 'live') {
  const scope: Scope = fork({ values: [[$siteSettings, settings], [$consent, consent]] });
  render(
    <Provider value={scope}>
      <SiteWidePlugins mode={mode} placedInLayout={new Set()} plugins={plugins} />
    </Provider>,
  );
  return scope;
}

afterEach(() => resetLayoutReports());

describe('site-wide plugins', () => {
  it('never downloads a plugin whose switch is off', async () => {
    const { plugin, load } = testPlugin('chat');
    renderPlugins([plugin], { plugin_chat_name: 'Ann' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a switched-on plugin once the page is idle and hands it its configuration', async () => {
    const { plugin, load } = testPlugin('chat');
    renderPlugins([plugin], { plugin_chat_enabled: true, plugin_chat_name: 'Ann' });
    // Not during the render itself: the code is fetched after the first paint.
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load a plugin whose configuration fails its schema, and preview says why', async () => {
    const { plugin, load } = testPlugin('chat');
    renderPlugins([plugin], { plugin_chat_enabled: true, plugin_chat_name: 'A' }, { status: 'undecided' }, 'preview');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(load).not.toHaveBeenCalled();
    const row = document.querySelector('[data-plugin-id="chat"]');
    expect(row?.getAttribute('data-plugin-status')).toBe('invalid');
    expect(row?.textContent).toContain('plugin_chat_name: Too short');
  });

  it('holds analytics and marketing plugins until the shopper consents, when cookie consent is on', async () => {
    const analytics = testPlugin('stats', { consent: 'analytics' });
    const promo = testPlugin('promo', { consent: 'marketing' });
    const settings = { plugin_cookie_consent_enabled: true, plugin_stats_enabled: true, plugin_stats_name: 'GA', plugin_promo_enabled: true, plugin_promo_name: 'Wheel' };
    const scope = renderPlugins([analytics.plugin, promo.plugin], settings, { status: 'decided', choice: { ...rejectAll, analytics: true }, decidedAt: 'x' });
    expect(await screen.findByText('Hello GA')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(promo.load).not.toHaveBeenCalled();
    // Granting marketing later loads it without a reload.
    await act(async () => {
      const { consentDecided } = await import('@/models/consent/consent.model');
      const { allSettled } = await import('effector');
      await allSettled(consentDecided, { scope, params: acceptAll });
    });
    expect(await screen.findByText('Hello Wheel')).toBeTruthy();
  });

  it('loads consent-needing plugins freely when cookie consent is off', async () => {
    const analytics = testPlugin('stats', { consent: 'analytics' });
    renderPlugins([analytics.plugin], { plugin_stats_enabled: true, plugin_stats_name: 'GA' });
    expect(await screen.findByText('Hello GA')).toBeTruthy();
  });

  it('waits for the first interaction for interaction-triggered plugins', async () => {
    const chat = testPlugin('livechat', { loadOn: 'interaction' });
    renderPlugins([chat.plugin], { plugin_livechat_enabled: true, plugin_livechat_name: 'Tawk' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(chat.load).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(await screen.findByText('Hello Tawk')).toBeTruthy();
  });

  it('does not take a carousel scrolling itself for an interaction, but does a scroll of the page', async () => {
    const chat = testPlugin('livechat', { loadOn: 'interaction' });
    renderPlugins([chat.plugin], { plugin_livechat_enabled: true, plugin_livechat_name: 'Tawk' });
    const carousel = document.body.appendChild(document.createElement('div'));
    act(() => {
      // What autoplay does: the carousel's own scroll, which does not bubble.
      carousel.dispatchEvent(new Event('scroll'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(chat.load).not.toHaveBeenCalled();
    act(() => {
      document.dispatchEvent(new Event('scroll', { bubbles: true }));
    });
    expect(await screen.findByText('Hello Tawk')).toBeTruthy();
    carousel.remove();
  });

  it('loads idle plugins one at a time: the next one’s code is asked for once the one before has arrived', async () => {
    let arriveFirst!: () => void;
    const firstView = ({ config }: PluginViewProps<{ name: string }>) => <p>Hello {config.name}</p>;
    const first = testPlugin('consent');
    first.load.mockImplementation(() => new Promise((resolve) => (arriveFirst = () => resolve({ default: firstView }))));
    const second = testPlugin('stats');
    renderPlugins([first.plugin, second.plugin], { plugin_consent_enabled: true, plugin_consent_name: 'Banner', plugin_stats_enabled: true, plugin_stats_name: 'GA' });
    await waitFor(() => expect(first.load).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(second.load).not.toHaveBeenCalled();
    act(() => arriveFirst());
    expect(await screen.findByText('Hello Banner')).toBeTruthy();
    expect(await screen.findByText('Hello GA')).toBeTruthy();
    expect(second.load).toHaveBeenCalledTimes(1);
  });

  it('isolates a plugin that throws: the others render and the failure is reported once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = testPlugin('broken', {
      view: () => {
        throw new Error('vendor exploded');
      },
    });
    const fine = testPlugin('fine');
    renderPlugins([broken.plugin, fine.plugin], { plugin_broken_enabled: true, plugin_broken_name: 'xx', plugin_fine_enabled: true, plugin_fine_name: 'Bo' });
    expect(await screen.findByText('Hello Bo')).toBeTruthy();
    await waitFor(() => expect(error.mock.calls.some((call) => String(call[0]).includes('plugin broken failed: vendor exploded'))).toBe(true));
    expect(error.mock.calls.filter((call) => String(call[0]).includes('plugin broken failed')).length).toBe(1);
  });

  it('isolates a plugin whose code fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = definePlugin({
      uniqueId: 'missing',
      label: 'Missing',
      enabledSetting: 'plugin_missing_enabled',
      configSettings: {},
      configSchema: z.object({}),
      siteWide: 'body-end',
      consent: 'necessary',
      loadOn: 'idle',
      load: (): Promise<{ default: () => null }> => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    });
    const fine = testPlugin('fine');
    renderPlugins([missing, fine.plugin], { plugin_missing_enabled: true, plugin_fine_enabled: true, plugin_fine_name: 'Bo' }, { status: 'undecided' }, 'preview');
    expect(await screen.findByText('Hello Bo')).toBeTruthy();
    expect(await screen.findByText(/Failed to fetch dynamically imported module/)).toBeTruthy();
  });
});
