import type { VendorStandIn } from './index';

/** Where the stand-in's test-mode window takes the shopper's choice (fake-store/http/handlers/razorpay.handlers.ts). */
export const razorpayBankPath = '/sim-razorpay/pay';

/**
 * The stand-in for Razorpay's Standard Checkout script, `https://checkout.razorpay.com/v1/checkout.js` (ADR 0025).
 * Like the real script it defines `window.Razorpay`, a constructor taking Razorpay's options, with `open()`,
 * `close()` and `on('payment.failed', callback)`. `open()` shows Razorpay's test-mode bank page as a dialog with
 * Success, Failure and Close; the choice goes to the simulated bank (`POST /sim-razorpay/pay`), which plays
 * Razorpay's servers: it signs a captured payment with the key secret (never sent to the page) and fires the
 * payment.captured webhook. What the stand-in then does follows the bank's answer:
 * - captured: the window closes and `handler({ razorpay_payment_id, razorpay_order_id, razorpay_signature })` runs;
 *   when the bank says `callback: 'lost'` (the payment-callback-lost scenario) the window closes and nothing runs;
 * - failed (or no answer): every `payment.failed` callback gets `{ error: { code, description, source, step, reason,
 *   metadata: { order_id, payment_id } } }` and the window stays open for another try, as Razorpay's does;
 * - Close or Escape: the window goes and `modal.ondismiss()` runs. `close()` from the page removes it without
 *   calling ondismiss (the page asked for it).
 * Accessible: a labelled modal dialog ("Razorpay test payment"), focus moved in on open, Tab cycling inside, Escape
 * closes, focus returns where it was, buttons of 44 px. Like Razorpay's own window (an iframe), keys pressed in it
 * never reach the page, and it does not fight the page for focus. Plain ES2017, no imports: a classic script.
 */
function razorpayScript(): string {
  return `/* Storefront simulator: a local stand-in for Razorpay Checkout (fake-store/http/vendors/razorpay.ts). */
(function () {
  'use strict';
  if (window.Razorpay && window.Razorpay.__storefrontStandIn) return;

  var bankPath = ${JSON.stringify(razorpayBankPath)};
  var styleId = 'sim-razorpay-style';
  var titleId = 'sim-razorpay-title';
  var detailsId = 'sim-razorpay-details';

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) { node.setAttribute(name, attributes[name]); });
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  /** Black or white text, whichever reads better on the merchant's colour (WCAG relative luminance). */
  function textOn(color) {
    var match = /^#?([0-9a-f]{6})$/i.exec(String(color || ''));
    if (!match) return '#ffffff';
    var channels = [0, 2, 4].map(function (at) {
      var value = parseInt(match[1].slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4);
    });
    var luminance = 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
    return luminance > 0.179 ? '#111111' : '#ffffff';
  }

  function safeColor(color) {
    return /^#[0-9a-f]{6}$/i.test(String(color || '')) ? color : '#2b83ea';
  }

  function formatAmount(amount, currency) {
    var major = Number(amount) / 100;
    try {
      return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency || 'INR' }).format(major);
    } catch (error) {
      return (currency || 'INR') + ' ' + major.toFixed(2);
    }
  }

  function addStyle() {
    if (document.getElementById(styleId)) return;
    var style = element('style', { id: styleId, 'data-sim-vendor-style': 'razorpay' });
    var scope = '[data-sim-vendor="razorpay"]';
    style.textContent = [
      '.sim-razorpay__backdrop { position: fixed; inset: 0; z-index: 2147483000; display: grid; place-items: center; padding: 16px; background: rgba(0, 0, 0, 0.6); font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }',
      scope + ' { box-sizing: border-box; width: min(400px, 100%); max-height: calc(100vh - 32px); overflow-y: auto; border-radius: 12px; background: #ffffff; color: #1b1f23; box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35); }',
      scope + ' *, ' + scope + ' *::before, ' + scope + ' *::after { box-sizing: inherit; }',
      scope + ':focus { outline: none; }',
      scope + ' .sim-razorpay__header { padding: 16px 20px; border-radius: 12px 12px 0 0; }',
      scope + ' .sim-razorpay__title { margin: 0; font-size: 1.125rem; font-weight: 700; }',
      scope + ' .sim-razorpay__store { margin: 4px 0 0; font-size: 0.9375rem; }',
      scope + ' .sim-razorpay__body { padding: 16px 20px 20px; }',
      scope + ' .sim-razorpay__amount { margin: 0 0 4px; font-size: 1.5rem; font-weight: 700; }',
      scope + ' .sim-razorpay__note { margin: 0 0 12px; font-size: 0.875rem; color: #4a5057; }',
      scope + ' .sim-razorpay__status { min-height: 1.45em; margin: 0 0 12px; font-size: 0.9375rem; }',
      scope + ' .sim-razorpay__status[data-tone="error"] { color: #b3261e; font-weight: 600; }',
      scope + ' .sim-razorpay__actions { display: flex; flex-wrap: wrap; gap: 8px; }',
      scope + ' button { min-width: 44px; min-height: 44px; padding: 0 18px; border: 2px solid #1b1f23; border-radius: 8px; background: #ffffff; color: #1b1f23; font: inherit; font-weight: 600; cursor: pointer; }',
      scope + ' button.sim-razorpay__success { border-color: #0b6b3a; background: #0b6b3a; color: #ffffff; }',
      scope + ' button.sim-razorpay__failure { border-color: #b3261e; background: #b3261e; color: #ffffff; }',
      scope + ' button[aria-disabled="true"] { opacity: 0.6; cursor: progress; }',
      scope + ' button:focus-visible { outline: 3px solid #1b1f23; outline-offset: 2px; }',
    ].join('\\n');
    document.head.appendChild(style);
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    if (!this.options.key) console.error('[Razorpay stand-in] options.key is required (the simulator’s key id is rzp_test_simulator).');
    this._listeners = {};
    this._window = null;
    this._busy = false;
  }

  Razorpay.__storefrontStandIn = true;

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback !== 'function') return this;
    (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).slice().forEach(function (callback) {
      try { callback(payload); } catch (error) { setTimeout(function () { throw error; }); }
    });
  };

  Razorpay.prototype._status = function (text, tone) {
    if (!this._window) return;
    this._window.status.textContent = text;
    this._window.status.setAttribute('data-tone', tone || 'info');
  };

  Razorpay.prototype._setBusy = function (busy) {
    this._busy = busy;
    if (!this._window) return;
    // aria-disabled, not disabled: a disabled button drops the focus to the page beneath, and Escape with it.
    this._window.buttons.forEach(function (button) {
      if (button.getAttribute('data-choice') !== 'close') button.setAttribute('aria-disabled', busy ? 'true' : 'false');
    });
    this._window.dialog.setAttribute('aria-busy', busy ? 'true' : 'false');
  };

  Razorpay.prototype.open = function () {
    if (this._window) return;
    addStyle();
    var options = this.options;
    var theme = safeColor(options.theme && options.theme.color);
    var self = this;

    var backdrop = element('div', { class: 'sim-razorpay__backdrop' });
    var dialog = element('div', {
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': titleId,
      'aria-describedby': detailsId,
      'data-sim-vendor': 'razorpay',
      tabindex: '-1',
    });
    var header = element('div', { class: 'sim-razorpay__header' });
    header.style.background = theme;
    header.style.color = textOn(theme);
    header.appendChild(element('h2', { id: titleId, class: 'sim-razorpay__title' }, 'Razorpay test payment'));
    header.appendChild(element('p', { class: 'sim-razorpay__store' }, options.name || 'Store'));
    var body = element('div', { class: 'sim-razorpay__body' });
    var details = element('div', { id: detailsId });
    details.appendChild(element('p', { class: 'sim-razorpay__amount' }, formatAmount(options.amount, options.currency)));
    if (options.description) details.appendChild(element('p', { class: 'sim-razorpay__note' }, options.description));
    var prefill = options.prefill || {};
    var payer = [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' · ');
    details.appendChild(element('p', { class: 'sim-razorpay__note' }, 'Test mode: no real money moves.' + (payer ? ' Paying as ' + payer + '.' : '') + ' Choose what the bank does with this payment.'));
    body.appendChild(details);
    var status = element('p', { class: 'sim-razorpay__status', role: 'status', 'aria-live': 'polite' });
    body.appendChild(status);
    var actions = element('div', { class: 'sim-razorpay__actions' });
    var success = element('button', { type: 'button', class: 'sim-razorpay__success', 'data-choice': 'success' }, 'Success');
    var failure = element('button', { type: 'button', class: 'sim-razorpay__failure', 'data-choice': 'failure' }, 'Failure');
    var close = element('button', { type: 'button', class: 'sim-razorpay__close', 'data-choice': 'close' }, 'Close');
    actions.appendChild(success);
    actions.appendChild(failure);
    actions.appendChild(close);
    body.appendChild(actions);
    dialog.appendChild(header);
    dialog.appendChild(body);
    backdrop.appendChild(dialog);

    this._window = { backdrop: backdrop, dialog: dialog, status: status, buttons: [success, failure, close], returnFocus: document.activeElement };
    success.addEventListener('click', function () { self._attempt('success'); });
    failure.addEventListener('click', function () { self._attempt('failure'); });
    close.addEventListener('click', function () { self._dismiss(); });
    // Keys pressed in the window stay in it, as in Razorpay's own window (an iframe): the page never sees them, so
    // Escape closes this window and not a dialog of the page's beneath it. Listened on the window, in capture, first.
    window.addEventListener('keydown', this._onKey = function (event) {
      if (!self._window || !self._window.dialog.contains(document.activeElement)) return;
      event.stopPropagation();
      if (event.key === 'Escape') {
        event.preventDefault();
        self._dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      // Tab and Shift+Tab cycle through the window's buttons while it is open, as in a modal.
      var buttons = self._window.buttons;
      var first = buttons[0];
      var last = buttons[buttons.length - 1];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === self._window.dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }, true);
    // A click outside the window does nothing, as Razorpay's backdrop (a payment is not dismissed by accident).
    backdrop.addEventListener('mousedown', function (event) { if (event.target === backdrop) event.preventDefault(); });
    document.body.appendChild(backdrop);
    dialog.focus();
  };

  Razorpay.prototype._remove = function () {
    if (!this._window) return;
    var returnFocus = this._window.returnFocus;
    window.removeEventListener('keydown', this._onKey, true);
    this._window.backdrop.remove();
    this._window = null;
    this._busy = false;
    if (returnFocus && typeof returnFocus.focus === 'function' && document.contains(returnFocus)) returnFocus.focus();
  };

  Razorpay.prototype.close = function () {
    this._remove();
  };

  Razorpay.prototype._dismiss = function () {
    if (!this._window) return;
    this._remove();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype._fail = function (error) {
    var orderId = this.options.order_id || '';
    var full = {
      code: error.code || 'BAD_REQUEST_ERROR',
      description: error.description || 'Payment failed.',
      source: error.source || 'customer',
      step: error.step || 'payment_authorization',
      reason: error.reason || 'payment_failed',
      metadata: { order_id: (error.metadata && error.metadata.order_id) || orderId, payment_id: (error.metadata && error.metadata.payment_id) || '' },
    };
    this._setBusy(false);
    this._status(full.description + ' You can try again.', 'error');
    this._emit('payment.failed', { error: full });
  };

  Razorpay.prototype._attempt = function (choice) {
    if (this._busy || !this._window) return;
    var self = this;
    this._setBusy(true);
    this._status('Contacting the bank…');
    fetch(bankPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key_id: String(this.options.key || ''), order_id: String(this.options.order_id || ''), choice: choice }),
    })
      .then(function (response) {
        return response.json().then(
          function (answer) { return answer; },
          function () { return { status: 'failed', error: { description: 'The bank sent an answer that could not be read.' } }; }
        );
      })
      .then(function (answer) {
        if (!self._window) return;
        if (answer && answer.status === 'captured') {
          var handler = self.options.handler;
          self._remove();
          if (answer.callback === 'lost') return;
          if (typeof handler === 'function') {
            handler({ razorpay_payment_id: answer.razorpay_payment_id, razorpay_order_id: answer.razorpay_order_id, razorpay_signature: answer.razorpay_signature });
          }
          return;
        }
        self._fail((answer && answer.error) || {});
      })
      .catch(function () {
        if (!self._window) return;
        self._fail({ code: 'GATEWAY_ERROR', description: 'The payment could not reach the bank. Check your connection.', source: 'customer', step: 'payment_initiation', reason: 'network_error' });
      });
  };

  window.Razorpay = Razorpay;
})();
`;
}

/** checkout.js: `https://checkout.razorpay.com/v1/checkout.js`. */
export const razorpayStandIn: VendorStandIn[] = [{ host: 'checkout.razorpay.com', path: /^\/v1\/checkout\.js$/, source: () => razorpayScript() }];
