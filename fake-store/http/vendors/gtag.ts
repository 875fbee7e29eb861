import type { VendorStandIn } from './index';

/** Where the stand-in reports what gtag.js would have sent to Google (fake-store/http/analytics-sink.ts). */
export const analyticsCollectPath = '/sim/analytics/collect';

/**
 * The stand-in's script. Like gtag.js it reads the commands already queued in `window.dataLayer` and takes over
 * `dataLayer.push` for the later ones; instead of Google's collection endpoint it posts each `config` and `event`
 * command as `{ measurement_id, name, params, ts, page_location }` to the simulator's analytics sink (gtag.js, too,
 * sends a location with every hit: the event's page_location, else the one `set` gave, else the document's).
 *
 * What it models, because a storefront plugin relies on it:
 * - only Arguments objects are gtag commands (GTM-style `{ event }` objects are other tags' business);
 * - an event goes to its `send_to` targets, else to every configured id, else to the id the script was loaded with;
 * - Consent Mode, basic flavour: while `analytics_storage` is denied nothing is sent (gtag.js proper would send
 *   cookieless pings; a sink that shows nothing makes "denied" visible to a merchant and to tests);
 * - a failure inside a command never reaches the page, as with the real script.
 * Plain ES2017, no imports: it runs as a classic script in the shopper's page.
 */
function gtagScript(loadedId: string): string {
  return `/* Storefront simulator: a local stand-in for gtag.js (fake-store/http/vendors/gtag.ts). */
(function () {
  'use strict';
  if (window.__storefrontGtagStandIn) return;
  window.__storefrontGtagStandIn = true;

  var endpoint = ${JSON.stringify(analyticsCollectPath)};
  var loadedId = ${JSON.stringify(loadedId).replace(/</g, '\\u003c')};
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  var configured = [];
  var analyticsStorage = 'granted';
  var setLocation = null;

  function send(measurementId, name, params) {
    var hitLocation = typeof params.page_location === 'string' ? params.page_location : setLocation || location.href;
    var body = JSON.stringify({ measurement_id: measurementId, name: name, params: params, ts: Date.now(), page_location: hitLocation });
    var queued = false;
    try {
      // A text body: a Blob typed application/json is not a CORS-safelisted beacon, and the sink reads JSON
      // from the text either way.
      queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body);
    } catch (error) {
      queued = false;
    }
    if (!queued) {
      fetch(endpoint, { method: 'POST', body: body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(function () {});
    }
  }

  function copy(value) {
    return value && typeof value === 'object' ? JSON.parse(JSON.stringify(value)) : {};
  }

  function isCommand(entry) {
    return Object.prototype.toString.call(entry) === '[object Arguments]';
  }

  function handle(entry) {
    if (!isCommand(entry)) return;
    var command = entry[0];
    if (command === 'consent') {
      var consent = entry[2] || {};
      if (consent.analytics_storage === 'granted' || consent.analytics_storage === 'denied') analyticsStorage = consent.analytics_storage;
      return;
    }
    if (command === 'set') {
      var shared = entry[1] || {};
      if (typeof shared.page_location === 'string') setLocation = shared.page_location;
      return;
    }
    if (command === 'config') {
      var id = String(entry[1] || '');
      if (!id) return;
      if (configured.indexOf(id) === -1) configured.push(id);
      if (analyticsStorage === 'granted') send(id, 'config', copy(entry[2]));
      return;
    }
    if (command === 'event') {
      if (analyticsStorage !== 'granted') return;
      var name = String(entry[1] || '');
      if (!name) return;
      var params = copy(entry[2]);
      var sendTo = params.send_to;
      delete params.send_to;
      var targets = sendTo ? [].concat(sendTo) : configured.length > 0 ? configured : [loadedId];
      targets.forEach(function (target) {
        if (target) send(String(target), name, params);
      });
    }
  }

  function handleSafely(entry) {
    try {
      handle(entry);
    } catch (error) {
      console.warn('[gtag stand-in] a command failed:', error);
    }
  }

  var push = dataLayer.push;
  dataLayer.slice().forEach(handleSafely);
  dataLayer.push = function () {
    var length = push.apply(dataLayer, arguments);
    for (var index = 0; index < arguments.length; index += 1) handleSafely(arguments[index]);
    return length;
  };
})();
`;
}

/** gtag.js: `https://www.googletagmanager.com/gtag/js?id=G-…`. */
export const gtagStandIn: VendorStandIn[] = [
  {
    host: 'www.googletagmanager.com',
    path: /^\/gtag\/js$/,
    source: (vendorUrl) => gtagScript(vendorUrl.searchParams.get('id') ?? ''),
  },
];
