// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPluginConfig } from '@/layout/define-plugin';
import { vendorStandIns } from '../../fake-store/http/vendors';
import { createLiveChatView } from '../live-chat/live-chat';
import { appendedScripts, installFreshVendorProxy, TestErrorBoundary } from '../live-chat/live-chat-testing';
import LiveChatCrisp, { crispVendor } from './LiveChatCrisp';
import { liveChatCrispPlugin, type CrispConfig } from './live_chat_crisp.plugin';

const websiteId = '0b6c9a52-3f1e-4d7a-9c2b-8e5f1a2b3c4d';
const config: CrispConfig = { websiteId };
let prefix = '';

/** Answers the appended script as the simulator would: runs Crisp's stand-in, then fires the script's load event. */
async function answerWithStandIn(script: HTMLScriptElement | undefined) {
  if (!script) throw new Error('no script was appended');
  const vendorUrl = new URL(`https://${script.getAttribute('src')!.slice(prefix.length)}`);
  const standIn = vendorStandIns.find((entry) => entry.host === vendorUrl.host && entry.path.test(vendorUrl.pathname));
  if (!standIn) throw new Error(`no stand-in for ${vendorUrl.href}`);
  await act(async () => {
    new Function(standIn.source(vendorUrl))();
    script.dispatchEvent(new Event('load'));
  });
}

const widget = () => document.querySelector<HTMLElement>('[data-sim-vendor="crisp"]');

beforeEach(() => {
  prefix = installFreshVendorProxy();
});

afterEach(() => {
  document.querySelectorAll('[data-sim-vendor], [data-sim-vendor-style], script[src]').forEach((node) => node.remove());
  delete window.$crisp;
  delete window.CRISP_WEBSITE_ID;
});

describe('the live_chat_crisp plugin', () => {
  describe('its configuration', () => {
    const read = (settings: Record<string, string>) => readPluginConfig(liveChatCrispPlugin, { plugin_live_chat_crisp_enabled: true, ...settings });

    it('takes the website id (a UUID) from the Crisp embed code', () => {
      expect(read({ plugin_live_chat_crisp_website_id: websiteId })).toEqual({ status: 'on', config: { websiteId } });
      expect(read({ plugin_live_chat_crisp_website_id: websiteId.toUpperCase() })).toEqual({ status: 'on', config: { websiteId: websiteId.toUpperCase() } });
    });

    it.each([
      ['a website id that is not a UUID', 'crisp-website-1'],
      ['a UUID without its dashes', websiteId.replaceAll('-', '')],
      ['a UUID with a script tail', `${websiteId}';alert(1);'`],
    ])('refuses %s, saying which setting and why', (_case, value) => {
      expect(read({ plugin_live_chat_crisp_website_id: value })).toEqual({
        status: 'invalid',
        issues: [{ path: 'plugin_live_chat_crisp_website_id', message: 'Use the website id (a UUID) from the Crisp embed code' }],
      });
    });

    it('refuses a missing website id', () => {
      expect(read({})).toMatchObject({ status: 'invalid', issues: [{ path: 'plugin_live_chat_crisp_website_id' }] });
    });
  });

  describe('its view', () => {
    it('is the shared live-chat view of the Crisp vendor', () => {
      expect(LiveChatCrisp.displayName).toBe('LiveChat(Crisp)');
    });

    it('loads https://client.crisp.chat/l.js once, after setting $crisp and CRISP_WEBSITE_ID', () => {
      let globalsWhenAppended: unknown[] = [];
      vi.spyOn(document.body, 'append').mockImplementation(function (this: HTMLElement, ...nodes) {
        globalsWhenAppended = [window.$crisp, window.CRISP_WEBSITE_ID];
        return HTMLElement.prototype.append.apply(this, nodes);
      });
      const View = createLiveChatView(crispVendor);
      const { rerender } = render(<View config={config} mode="live" placement="body-end" />);
      rerender(<View config={config} mode="live" placement="body-end" />);

      expect(appendedScripts(prefix).map((script) => script.getAttribute('src'))).toEqual([`${prefix}client.crisp.chat/l.js`]);
      expect(globalsWhenAppended).toEqual([[], websiteId]);
    });

    it('shows the stand-in chatbox once the script runs, hides it on unmount and shows it again on re-mount', async () => {
      const View = createLiveChatView(crispVendor);
      const first = render(<View config={config} mode="live" placement="body-end" />);
      await answerWithStandIn(appendedScripts(prefix)[0]);
      expect(Array.isArray(window.$crisp)).toBe(false);
      expect(widget()?.hidden).toBe(false);

      first.unmount();
      expect(widget()?.hidden).toBe(true);

      render(<View config={config} mode="live" placement="body-end" />);
      await act(async () => undefined);
      expect(widget()?.hidden).toBe(false);
      expect(appendedScripts(prefix)).toHaveLength(1);
    });

    it('queues the hide of a view that unmounts before Crisp has loaded', async () => {
      const View = createLiveChatView(crispVendor);
      const { unmount } = render(<View config={config} mode="live" placement="body-end" />);
      const script = appendedScripts(prefix)[0];
      unmount();
      expect(window.$crisp).toEqual([['do', 'chat:hide']]);
      await answerWithStandIn(script);
      expect(widget()?.hidden).toBe(true);
    });

    it('throws a script that fails to load to the plugin’s error boundary', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const View = createLiveChatView(crispVendor);
      const { findByRole } = render(
        <TestErrorBoundary>
          <View config={config} mode="live" placement="body-end" />
        </TestErrorBoundary>,
      );
      await act(async () => {
        appendedScripts(prefix)[0]?.dispatchEvent(new Event('error'));
      });
      expect((await findByRole('alert')).textContent).toBe(`The script ${prefix}client.crisp.chat/l.js failed to load`);
    });
  });
});
