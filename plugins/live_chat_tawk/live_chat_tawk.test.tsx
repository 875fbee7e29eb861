// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPluginConfig } from '@/layout/define-plugin';
import { vendorStandIns } from '../../fake-store/http/vendors';
import { createLiveChatView } from '../live-chat/live-chat';
import { appendedScripts, installFreshVendorProxy, TestErrorBoundary } from '../live-chat/live-chat-testing';
import LiveChatTawk, { tawkVendor } from './LiveChatTawk';
import { liveChatTawkPlugin, type TawkConfig } from './live_chat_tawk.plugin';

const propertyId = '5f1e2d3c4b5a69788796a5b4';
const config: TawkConfig = { propertyId, widgetId: 'default' };
let prefix = '';

/** Answers the appended script as the simulator would: runs Tawk's stand-in, then fires the script's load event. */
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

const widget = () => document.querySelector<HTMLElement>('[data-sim-vendor="tawk"]');

beforeEach(() => {
  prefix = installFreshVendorProxy();
});

afterEach(() => {
  document.querySelectorAll('[data-sim-vendor], [data-sim-vendor-style], script[src]').forEach((node) => node.remove());
  delete window.Tawk_API;
  delete window.Tawk_LoadStart;
});

describe('the live_chat_tawk plugin', () => {
  describe('its configuration', () => {
    const read = (settings: Record<string, string>) => readPluginConfig(liveChatTawkPlugin, { plugin_live_chat_tawk_enabled: true, ...settings });

    it('takes the property id and widget id from the Tawk.to embed code, the widget id defaulting to "default"', () => {
      expect(read({ plugin_live_chat_tawk_property_id: propertyId, plugin_live_chat_tawk_widget_id: '1h2abc3de' })).toEqual({
        status: 'on',
        config: { propertyId, widgetId: '1h2abc3de' },
      });
      expect(read({ plugin_live_chat_tawk_property_id: propertyId })).toEqual({ status: 'on', config: { propertyId, widgetId: 'default' } });
    });

    it.each([
      ['a short property id', { plugin_live_chat_tawk_property_id: '5f1e2d3c' }, 'plugin_live_chat_tawk_property_id', 'Use the 24-character property id from the Tawk.to embed code'],
      ['a property id that is not hex', { plugin_live_chat_tawk_property_id: 'zzzz2d3c4b5a69788796a5b4' }, 'plugin_live_chat_tawk_property_id', 'Use the 24-character property id from the Tawk.to embed code'],
      ['no property id', {}, 'plugin_live_chat_tawk_property_id', expect.any(String)],
      ['a widget id with a slash', { plugin_live_chat_tawk_property_id: propertyId, plugin_live_chat_tawk_widget_id: 'a/../b' }, 'plugin_live_chat_tawk_widget_id', 'Use the widget id from the Tawk.to embed code'],
    ])('refuses %s, saying which setting and why', (_case, settings, path, message) => {
      expect(read(settings)).toEqual({ status: 'invalid', issues: [{ path, message }] });
    });

    it('is off unless its switch is on', () => {
      expect(readPluginConfig(liveChatTawkPlugin, { plugin_live_chat_tawk_property_id: propertyId })).toEqual({ status: 'off' });
    });
  });

  describe('its view', () => {
    it('is the shared live-chat view of the Tawk.to vendor', () => {
      expect(LiveChatTawk.displayName).toBe('LiveChat(Tawk.to)');
    });

    it('loads https://embed.tawk.to/<property>/<widget> once, after setting Tawk_API and Tawk_LoadStart', () => {
      const onLoad = vi.fn();
      window.Tawk_API = { onLoad };
      let globalsWhenAppended: unknown[] = [];
      vi.spyOn(document.body, 'append').mockImplementation(function (this: HTMLElement, ...nodes) {
        globalsWhenAppended = [window.Tawk_API, window.Tawk_LoadStart];
        return HTMLElement.prototype.append.apply(this, nodes);
      });
      const View = createLiveChatView(tawkVendor);
      const { rerender } = render(<View config={config} mode="live" placement="body-end" />);
      rerender(<View config={config} mode="live" placement="body-end" />);

      expect(appendedScripts(prefix).map((script) => script.getAttribute('src'))).toEqual([`${prefix}embed.tawk.to/${propertyId}/default`]);
      // The page's own Tawk_API (and its onLoad) is kept, as Tawk's embed code does.
      expect(globalsWhenAppended[0]).toBe(window.Tawk_API);
      expect(window.Tawk_API?.onLoad).toBe(onLoad);
      expect(globalsWhenAppended[1]).toBeInstanceOf(Date);
    });

    it('shows the stand-in widget once the script runs, hides it on unmount and shows it again on re-mount', async () => {
      const View = createLiveChatView(tawkVendor);
      const first = render(<View config={config} mode="live" placement="body-end" />);
      await answerWithStandIn(appendedScripts(prefix)[0]);
      expect(widget()?.hidden).toBe(false);

      first.unmount();
      expect(widget()?.hidden).toBe(true);

      render(<View config={config} mode="live" placement="body-end" />);
      await act(async () => undefined);
      expect(widget()?.hidden).toBe(false);
      expect(appendedScripts(prefix)).toHaveLength(1);
    });

    it('throws a script that fails to load to the plugin’s error boundary', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const View = createLiveChatView(tawkVendor);
      const { findByRole } = render(
        <TestErrorBoundary>
          <View config={config} mode="live" placement="body-end" />
        </TestErrorBoundary>,
      );
      await act(async () => {
        appendedScripts(prefix)[0]?.dispatchEvent(new Event('error'));
      });
      expect((await findByRole('alert')).textContent).toBe(`The script ${prefix}embed.tawk.to/${propertyId}/default failed to load`);
    });
  });
});
