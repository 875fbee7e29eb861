import { createLiveChatView, defineLiveChatVendor } from '../live-chat/live-chat';
import type { TawkConfig } from './live_chat_tawk.plugin';

/** The part of Tawk.to's JavaScript API the storefront uses (https://developer.tawk.to/jsapi/). */
interface TawkApi {
  onLoad?: () => void;
  showWidget?: () => void;
  hideWidget?: () => void;
}

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

/**
 * Tawk.to defines showWidget/hideWidget only once its widget has loaded, which is after the embed script's own load
 * event: until then the call waits for Tawk's onLoad callback (chained, so a merchant's own onLoad still runs).
 */
function whenTawkLoaded(win: Window, action: 'showWidget' | 'hideWidget') {
  const api = win.Tawk_API;
  if (!api) return;
  const method = api[action];
  if (typeof method === 'function') {
    method.call(api);
    return;
  }
  const previous = api.onLoad;
  api.onLoad = () => {
    previous?.call(api);
    api[action]?.call(api);
  };
}

export const tawkVendor = defineLiveChatVendor<TawkConfig>({
  name: 'Tawk.to',
  scriptUrl: ({ propertyId, widgetId }) => `https://embed.tawk.to/${encodeURIComponent(propertyId)}/${encodeURIComponent(widgetId)}`,
  // Tawk's embed code: keep an API object the page may already have filled (onLoad and the like), stamp the start.
  beforeLoad: (_config, win) => {
    win.Tawk_API = win.Tawk_API || {};
    win.Tawk_LoadStart = new Date();
  },
  hide: (win) => whenTawkLoaded(win, 'hideWidget'),
  show: (win) => whenTawkLoaded(win, 'showWidget'),
});

/** The Tawk.to plugin's view: the vendor's script draws the widget. */
export default createLiveChatView(tawkVendor);
