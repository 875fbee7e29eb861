// @vitest-environment jsdom
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pluginHandlers } from '../handlers/plugins.handlers';
import { vendorStandIns } from './index';

const propertyId = '5f1e2d3c4b5a69788796a5b4';
const websiteId = '0b6c9a52-3f1e-4d7a-9c2b-8e5f1a2b3c4d';

/** Fetches a vendor URL the way the storefront does in the simulator: through /sim-vendor/<host>/<path>. */
async function serve(vendorUrl: string): Promise<Response> {
  const url = new URL(vendorUrl);
  const response = await getResponse(pluginHandlers, new Request(`http://localhost/sim-vendor/${url.host}${url.pathname}${url.search}`));
  if (!response) throw new Error(`Nothing answered ${vendorUrl}`);
  return response;
}

/** Runs a stand-in's source as the browser would run the vendor's classic script. */
async function runVendorScript(vendorUrl: string) {
  const response = await serve(vendorUrl);
  expect(response.status).toBe(200);
  new Function(await response.text())();
}

const widget = (vendor: string) => document.querySelector<HTMLElement>(`[data-sim-vendor="${vendor}"]`);

async function axeViolations(container: Element) {
  // jsdom has no layout, so contrast is left to the browser end-to-end checks.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

afterEach(() => {
  document.querySelectorAll('[data-sim-vendor], [data-sim-vendor-style]').forEach((node) => node.remove());
  delete window.Tawk_API;
  delete window.Tawk_LoadStart;
  delete window.$crisp;
  delete window.CRISP_WEBSITE_ID;
});

describe('the live-chat vendor stand-ins', () => {
  describe('are served for the vendors’ own script addresses only', () => {
    it.each([
      [`https://embed.tawk.to/${propertyId}/default`, 'embed.tawk.to'],
      [`https://embed.tawk.to/${propertyId}/1h2abc3de`, 'embed.tawk.to'],
      ['https://client.crisp.chat/l.js', 'client.crisp.chat'],
    ])('%s', async (vendorUrl, host) => {
      const response = await serve(vendorUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
      expect(vendorStandIns.filter((standIn) => standIn.host === host && standIn.path.test(new URL(vendorUrl).pathname))).toHaveLength(1);
    });

    it.each([
      ['a short property id', 'https://embed.tawk.to/5f1e2d3c/default'],
      ['no widget id', `https://embed.tawk.to/${propertyId}`],
      ['another Crisp file', 'https://client.crisp.chat/static/other.js'],
    ])('and answer 404 for %s, as a wrong embed code would', async (_case, vendorUrl) => {
      expect((await serve(vendorUrl)).status).toBe(404);
    });
  });

  describe('Tawk.to', () => {
    it('draws its bubble, which opens an accessible chat panel that Escape closes', async () => {
      const user = userEvent.setup();
      window.Tawk_API = {};
      await runVendorScript(`https://embed.tawk.to/${propertyId}/default`);

      const root = widget('tawk');
      expect(root).not.toBeNull();
      const launcher = within(root!).getByRole('button', { name: 'Live chat' });
      expect(launcher.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('dialog')).toBeNull();

      await user.click(launcher);
      const panel = screen.getByRole('dialog', { name: 'Tawk.to (simulator stand-in)' });
      expect(launcher.getAttribute('aria-expanded')).toBe('true');
      expect(within(panel).getByText('Hi there! How can we help you today?')).toBeTruthy();
      expect(within(panel).getByText(`Property ${propertyId}, widget default`)).toBeTruthy();
      expect(document.activeElement).toBe(within(panel).getByRole('textbox', { name: 'Your message' }));
      expect(await axeViolations(root!)).toEqual([]);

      await user.keyboard('Where is my order?{Enter}');
      expect(within(panel).getByText('Where is my order?')).toBeTruthy();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(launcher);
    });

    it('keeps the page’s Tawk_API, calls its onLoad and answers its API calls', async () => {
      const onLoad = vi.fn();
      const onChatMaximized = vi.fn();
      window.Tawk_API = { onLoad, onChatMaximized } as Window['Tawk_API'];
      await runVendorScript(`https://embed.tawk.to/${propertyId}/default`);
      const api = window.Tawk_API as Record<string, unknown> & Window['Tawk_API'];
      const call = (name: string) => (api[name] as () => unknown)();

      expect(onLoad).toHaveBeenCalledOnce();
      call('maximize');
      expect(screen.getByRole('dialog', { name: 'Tawk.to (simulator stand-in)' })).toBeTruthy();
      expect(onChatMaximized).toHaveBeenCalledOnce();
      expect(call('isChatMaximized')).toBe(true);
      call('minimize');
      expect(screen.queryByRole('dialog')).toBeNull();

      call('hideWidget');
      expect(widget('tawk')?.hidden).toBe(true);
      expect(call('isChatHidden')).toBe(true);
      call('showWidget');
      expect(widget('tawk')?.hidden).toBe(false);
    });
  });

  describe('Crisp', () => {
    it('runs the queued commands in order, then takes new ones through the $crisp that replaces the queue', async () => {
      const opened = vi.fn();
      window.CRISP_WEBSITE_ID = websiteId;
      window.$crisp = [['on', 'chat:opened', opened], ['set', 'user:nickname', ['Ada']], ['do', 'chat:open']];
      await runVendorScript('https://client.crisp.chat/l.js');

      const root = widget('crisp');
      expect(root).not.toBeNull();
      const panel = screen.getByRole('dialog', { name: 'Crisp (simulator stand-in)' });
      expect(within(panel).getByText(`Website ${websiteId}`)).toBeTruthy();
      expect(opened).toHaveBeenCalledOnce();
      expect(await axeViolations(root!)).toEqual([]);

      const crisp = window.$crisp as unknown as { push: (command: unknown[]) => void; is: (state: string) => boolean; get: (key: string) => unknown };
      expect(Array.isArray(crisp)).toBe(false);
      expect(crisp.is('chat:opened')).toBe(true);
      expect(crisp.get('user:nickname')).toBe('Ada');
      crisp.push(['do', 'message:show', ['text', 'Welcome back!']]);
      expect(within(panel).getByText('Welcome back!')).toBeTruthy();
      crisp.push(['do', 'chat:close']);
      expect(screen.queryByRole('dialog')).toBeNull();
      crisp.push(['do', 'chat:hide']);
      expect(root!.hidden).toBe(true);
      crisp.push(['do', 'chat:show']);
      expect(root!.hidden).toBe(false);
    });

    it('opens from its bubble and closes with its close button, focus back on the bubble', async () => {
      const user = userEvent.setup();
      window.CRISP_WEBSITE_ID = websiteId;
      window.$crisp = [];
      await runVendorScript('https://client.crisp.chat/l.js');

      const launcher = within(widget('crisp')!).getByRole('button', { name: 'Live chat' });
      await user.click(launcher);
      const panel = screen.getByRole('dialog', { name: 'Crisp (simulator stand-in)' });
      await user.click(within(panel).getByRole('button', { name: 'Close chat' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(launcher);
    });

    it('moves to the bottom left corner with position:reverse', async () => {
      window.CRISP_WEBSITE_ID = websiteId;
      window.$crisp = [['config', 'position:reverse', [true]]];
      await runVendorScript('https://client.crisp.chat/l.js');
      expect(widget('crisp')?.dataset.side).toBe('left');
    });

    it('draws nothing without a website id, and says why', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await runVendorScript('https://client.crisp.chat/l.js');
      expect(widget('crisp')).toBeNull();
      expect(error).toHaveBeenCalledWith(expect.stringContaining('CRISP_WEBSITE_ID'));
    });
  });
});
