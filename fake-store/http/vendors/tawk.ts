import { chatWidgetStandInSource } from './chat-widget-stand-in';
import type { VendorStandIn } from './index';

/**
 * Tawk.to's embed script, https://embed.tawk.to/<property id>/<widget id>. Like the real one it reads the ids from
 * its own URL, keeps the `window.Tawk_API` object the page prepared, adds the JavaScript API the storefront and
 * merchants' snippets call (maximize, minimize, toggle, showWidget, hideWidget, is…), calls the page's callbacks
 * (onLoad, onStatusChange, onChatMaximized, onChatMinimized, onChatMessageVisitor, onChatMessageAgent) and draws
 * the default widget: a round green bubble 20px from the bottom right corner.
 */
function tawkSource(vendorUrl: URL): string {
  const [, propertyId = '', widgetId = ''] = vendorUrl.pathname.split('/');
  return `(function () {
  'use strict';
  // One widget per page, as with the real embed when the snippet is pasted twice.
  if (document.querySelector('[data-sim-vendor="tawk"]')) return;
  var api = window.Tawk_API = window.Tawk_API || {};

  ${chatWidgetStandInSource}

  var widget = createSimChatWidget({
    vendor: 'tawk',
    name: 'Tawk.to',
    bubbleColor: '#03a84e',
    accentColor: '#03803c',
    side: 'right',
    greeting: 'Hi there! How can we help you today?',
    reply: 'Thanks for your message. In the live store your team answers here from the Tawk.to dashboard.',
    details: ${JSON.stringify(`Property ${propertyId}, widget ${widgetId}`)},
  });

  // The page's callbacks: a throwing one is reported like any script error and does not stop the widget.
  function callback(name, argument) {
    if (typeof api[name] !== 'function') return;
    try { api[name](argument); } catch (error) { setTimeout(function () { throw error; }); }
  }

  widget.on('open', function () { callback('onChatMaximized'); });
  widget.on('close', function () { callback('onChatMinimized'); });
  widget.on('message', function (message) {
    callback(message.from === 'visitor' ? 'onChatMessageVisitor' : 'onChatMessageAgent', { message: message.text });
  });

  api.maximize = widget.open;
  api.minimize = widget.close;
  api.toggle = widget.toggle;
  api.popup = widget.open;
  api.showWidget = widget.show;
  api.hideWidget = widget.hide;
  api.toggleVisibility = function () { if (widget.isHidden()) widget.show(); else widget.hide(); };
  api.isChatMaximized = widget.isOpen;
  api.isChatMinimized = function () { return !widget.isOpen(); };
  api.isChatHidden = widget.isHidden;
  api.getStatus = function () { return 'online'; };
  api.getWindowType = function () { return 'widget'; };

  callback('onStatusChange', 'online');
  callback('onLoad');
})();
`;
}

export const tawkStandIn: VendorStandIn[] = [
  {
    host: 'embed.tawk.to',
    // /<24-hex property id>/<widget id>, the only shape the embed code has.
    path: /^\/[0-9a-f]{24}\/[0-9a-z]{1,32}$/i,
    source: tawkSource,
  },
];
