/**
 * The chat widget the live-chat stand-ins draw (tawk.ts, crisp.ts): a round launcher fixed in a bottom corner that
 * opens a small chat panel, like the vendors' own widgets, so a merchant can preview where it sits and what it
 * covers. It is JavaScript source, not a module: the stand-ins are served as the vendors' classic scripts.
 *
 * `createSimChatWidget(options)` draws it at the end of the body and returns its controls:
 *   options  { vendor, name, bubbleColor, accentColor, greeting, reply, details, side: 'right' | 'left' }
 *   returns  { root, open(), close(), toggle(), show(), hide(), isOpen(), isHidden(), setSide(side),
 *              say(text) (an operator message), send(text) (a visitor message), on('open' | 'close' | 'message', fn) }
 * Accessible like a careful vendor widget: the launcher is a named button with aria-expanded, the panel a labelled
 * non-modal dialog, opening moves focus to the message box, Escape and the close button close it and return focus.
 */
export const chatWidgetStandInSource = `
function createSimChatWidget(options) {
  var doc = document;
  var scope = '[data-sim-vendor="' + options.vendor + '"]';
  var idPrefix = 'sim-' + options.vendor + '-chat';
  var listeners = { open: [], close: [], message: [] };

  function element(tag, attributes, text) {
    var node = doc.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) { node.setAttribute(name, attributes[name]); });
    if (text) node.textContent = text;
    return node;
  }

  function emit(event, detail) {
    listeners[event].slice().forEach(function (listener) {
      try { listener(detail); } catch (error) { setTimeout(function () { throw error; }); }
    });
  }

  var style = element('style', { 'data-sim-vendor-style': options.vendor });
  style.textContent = [
    scope + ' { position: fixed; bottom: 20px; right: 20px; z-index: 2147483000; font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2523; }',
    scope + '[data-side="left"] { right: auto; left: 20px; }',
    scope + '[hidden], ' + scope + ' [hidden] { display: none !important; }',
    scope + ' .sim-chat__launcher { width: 60px; height: 60px; border-radius: 50%; border: 0; padding: 0; display: grid; place-items: center; cursor: pointer; color: #fff; background: ' + options.bubbleColor + '; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25); }',
    scope + ' .sim-chat__launcher svg { width: 28px; height: 28px; }',
    scope + ' button:focus-visible, ' + scope + ' textarea:focus-visible { outline: 3px solid #1f2523; outline-offset: 2px; }',
    scope + ' .sim-chat__panel { position: absolute; bottom: 76px; right: 0; width: min(340px, calc(100vw - 40px)); max-height: min(460px, calc(100vh - 120px)); display: flex; flex-direction: column; overflow: hidden; background: #fff; border-radius: 12px; box-shadow: 0 8px 30px rgba(0, 0, 0, 0.25); }',
    scope + '[data-side="left"] .sim-chat__panel { right: auto; left: 0; }',
    scope + ' .sim-chat__header { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 12px 12px 12px 16px; color: #fff; background: ' + options.accentColor + '; }',
    scope + ' .sim-chat__title { margin: 0; font-size: 1rem; font-weight: 600; }',
    scope + ' .sim-chat__close { width: 32px; height: 32px; flex: none; border: 0; border-radius: 8px; background: transparent; color: #fff; font-size: 22px; line-height: 1; cursor: pointer; }',
    scope + ' .sim-chat__details { margin: 0; padding: 8px 16px 0; font-size: 0.75rem; color: #56605d; overflow-wrap: anywhere; }',
    scope + ' .sim-chat__log { flex: 1; min-height: 96px; overflow-y: auto; display: flex; flex-direction: column; gap: 8px; padding: 12px 16px; }',
    scope + ' .sim-chat__message { margin: 0; max-width: 85%; padding: 8px 12px; border-radius: 12px; overflow-wrap: anywhere; }',
    scope + ' .sim-chat__message--operator { align-self: flex-start; background: #eef1f0; }',
    scope + ' .sim-chat__message--visitor { align-self: flex-end; color: #fff; background: ' + options.accentColor + '; }',
    scope + ' .sim-chat__form { display: flex; gap: 8px; padding: 12px; border-top: 1px solid #dde2e0; }',
    scope + ' .sim-chat__label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }',
    scope + ' .sim-chat__input { flex: 1; min-height: 40px; resize: none; padding: 8px; border: 1px solid #6f7975; border-radius: 8px; font: inherit; color: inherit; }',
    scope + ' .sim-chat__send { min-height: 40px; padding: 0 16px; border: 0; border-radius: 8px; color: #fff; background: ' + options.accentColor + '; font: inherit; font-weight: 600; cursor: pointer; }',
  ].join('\\n');

  var root = element('div', { 'data-sim-vendor': options.vendor, 'data-state': 'closed', 'data-side': options.side === 'left' ? 'left' : 'right' });

  var panel = element('div', { id: idPrefix + '-panel', class: 'sim-chat__panel', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': idPrefix + '-title' });
  panel.hidden = true;
  var header = element('div', { class: 'sim-chat__header' });
  header.append(element('h2', { id: idPrefix + '-title', class: 'sim-chat__title' }, options.name + ' (simulator stand-in)'));
  var closeButton = element('button', { type: 'button', class: 'sim-chat__close', 'aria-label': 'Close chat' }, '\\u00d7');
  header.append(closeButton);
  panel.append(header);
  if (options.details) panel.append(element('p', { class: 'sim-chat__details' }, options.details));
  var log = element('div', { class: 'sim-chat__log', role: 'log', 'aria-label': 'Messages' });
  panel.append(log);
  var form = element('form', { class: 'sim-chat__form' });
  form.append(element('label', { for: idPrefix + '-input', class: 'sim-chat__label' }, 'Your message'));
  var input = element('textarea', { id: idPrefix + '-input', class: 'sim-chat__input', rows: '1', placeholder: 'Type your message…' });
  form.append(input);
  form.append(element('button', { type: 'submit', class: 'sim-chat__send' }, 'Send'));
  panel.append(form);

  var launcher = element('button', { type: 'button', class: 'sim-chat__launcher', 'aria-label': 'Live chat', 'aria-expanded': 'false', 'aria-controls': panel.id });
  launcher.innerHTML = '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4.5 21l4-2.1c1.1.3 2.3.5 3.5.5 5.5 0 10-3.8 10-8.5S17.5 3 12 3z"/></svg>';

  root.append(panel, launcher);
  doc.head.append(style);
  doc.body.append(root);

  function addMessage(from, text) {
    var message = element('p', { class: 'sim-chat__message sim-chat__message--' + from }, text);
    log.append(message);
    log.scrollTop = log.scrollHeight;
    emit('message', { from: from, text: text });
  }

  function isOpen() { return !panel.hidden; }

  function open() {
    if (root.hidden || isOpen()) return;
    panel.hidden = false;
    root.setAttribute('data-state', 'open');
    launcher.setAttribute('aria-expanded', 'true');
    input.focus();
    emit('open');
  }

  function close() {
    if (!isOpen()) return;
    var focusWasInside = root.contains(doc.activeElement);
    panel.hidden = true;
    root.setAttribute('data-state', 'closed');
    launcher.setAttribute('aria-expanded', 'false');
    // Focus goes back where it came from, unless the shopper has already moved on elsewhere in the page.
    if (focusWasInside && !root.hidden) launcher.focus();
    emit('close');
  }

  function toggle() { if (isOpen()) close(); else open(); }

  launcher.addEventListener('click', toggle);
  closeButton.addEventListener('click', close);
  root.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && isOpen()) {
      event.stopPropagation();
      close();
    }
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    input.value = '';
    addMessage('visitor', text);
    if (options.reply) setTimeout(function () { addMessage('operator', options.reply); }, 400);
  });
  input.addEventListener('keydown', function (event) {
    // Enter sends and Shift+Enter starts a new line, as in the vendors' widgets.
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      form.requestSubmit ? form.requestSubmit() : form.dispatchEvent(new Event('submit', { cancelable: true }));
    }
  });

  if (options.greeting) addMessage('operator', options.greeting);

  return {
    root: root,
    open: open,
    close: close,
    toggle: toggle,
    isOpen: isOpen,
    isHidden: function () { return root.hidden; },
    hide: function () { root.hidden = true; close(); },
    show: function () { root.hidden = false; },
    setSide: function (side) { root.setAttribute('data-side', side === 'left' ? 'left' : 'right'); },
    say: function (text) { addMessage('operator', String(text)); },
    send: function (text) { addMessage('visitor', String(text)); },
    on: function (event, listener) { if (listeners[event]) listeners[event].push(listener); },
    off: function (event, listener) {
      if (!listeners[event]) return;
      listeners[event] = listeners[event].filter(function (known) { return known !== listener; });
    },
  };
}
`;
