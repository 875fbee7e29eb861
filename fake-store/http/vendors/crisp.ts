import { chatWidgetStandInSource } from './chat-widget-stand-in';
import type { VendorStandIn } from './index';

/**
 * Crisp's loader, https://client.crisp.chat/l.js. Like the real one it reads `window.CRISP_WEBSITE_ID`, runs the
 * commands queued in the `window.$crisp` array in order, then replaces the array with an object whose `push` runs a
 * command at once (plus `is` and `get`), fires `session:loaded` and calls `window.CRISP_READY_TRIGGER`. It draws the
 * default chatbox: a round blue bubble 20px from the bottom right corner (bottom left with `position:reverse`).
 *
 * Commands simulated: do chat:open|close|toggle|show|hide, do message:send|show, on/off <event>, set <key>,
 * config position:reverse, safe. Anything else is warned about in the console and ignored, as Crisp does.
 */
const crispSource = () => `(function () {
  'use strict';
  var websiteId = window.CRISP_WEBSITE_ID;
  if (typeof websiteId !== 'string' || websiteId === '') {
    console.error('[Crisp stand-in] window.CRISP_WEBSITE_ID is not set, so the chatbox cannot load.');
    return;
  }
  if (document.querySelector('[data-sim-vendor="crisp"]')) return;
  var queued = Array.isArray(window.$crisp) ? window.$crisp.slice() : [];

  ${chatWidgetStandInSource}

  var widget = createSimChatWidget({
    vendor: 'crisp',
    name: 'Crisp',
    bubbleColor: '#1972f5',
    accentColor: '#1461d6',
    side: 'right',
    greeting: 'Hi! Ask us anything, we are happy to help.',
    reply: 'Thanks! In the live store your team answers here from the Crisp inbox.',
    details: 'Website ' + websiteId,
  });

  var handlers = {};
  var data = {};

  function fire(event, argument) {
    (handlers[event] || []).slice().forEach(function (handler) {
      try { handler(argument); } catch (error) { setTimeout(function () { throw error; }); }
    });
  }

  widget.on('open', function () { fire('chat:opened'); });
  widget.on('close', function () { fire('chat:closed'); });
  widget.on('message', function (message) {
    var crispMessage = { type: 'text', content: message.text, from: message.from === 'visitor' ? 'user' : 'operator', origin: 'chat' };
    fire(message.from === 'visitor' ? 'message:sent' : 'message:received', crispMessage);
  });

  // Crisp passes a command's arguments as an array; a single bare value is accepted too.
  function argumentsOf(command) {
    if (command.length < 3) return [];
    return Array.isArray(command[2]) ? command[2] : [command[2]];
  }

  function messageText(args) {
    // ['text', 'Hello'] or just 'Hello'
    return args.length > 1 ? String(args[1]) : String(args[0] === undefined ? '' : args[0]);
  }

  function doAction(action, args) {
    switch (action) {
      case 'chat:open': widget.open(); return;
      case 'chat:close': widget.close(); return;
      case 'chat:toggle': widget.toggle(); return;
      case 'chat:show': widget.show(); return;
      case 'chat:hide': widget.hide(); return;
      case 'message:send': widget.send(messageText(args)); return;
      case 'message:show': widget.say(messageText(args)); return;
      default: console.warn('[Crisp stand-in] do ' + action + ' is not simulated; ignored.');
    }
  }

  function run(command) {
    if (!Array.isArray(command) || typeof command[0] !== 'string') {
      console.warn('[Crisp stand-in] not a command, ignored:', command);
      return;
    }
    var method = command[0];
    var name = command[1];
    switch (method) {
      case 'do': doAction(name, argumentsOf(command)); return;
      case 'on':
        if (typeof command[2] === 'function') handlers[name] = (handlers[name] || []).concat(command[2]);
        return;
      case 'off': delete handlers[name]; return;
      case 'set': data[name] = argumentsOf(command); return;
      case 'config':
        if (name === 'position:reverse') widget.setSide(argumentsOf(command)[0] ? 'left' : 'right');
        else console.warn('[Crisp stand-in] config ' + name + ' is not simulated; ignored.');
        return;
      case 'safe': return;
      default: console.warn('[Crisp stand-in] ' + method + ' is not simulated; ignored.');
    }
  }

  queued.forEach(run);

  window.$crisp = {
    push: function () {
      for (var index = 0; index < arguments.length; index += 1) run(arguments[index]);
    },
    is: function (state) {
      switch (state) {
        case 'chat:opened': return widget.isOpen();
        case 'chat:closed': return !widget.isOpen();
        case 'chat:visible': return !widget.isHidden();
        case 'chat:hidden': return widget.isHidden();
        case 'session:ongoing': return true;
        case 'website:available': return true;
        default: return false;
      }
    },
    get: function (key) {
      if (key === 'session:identifier') return 'session_sim-' + websiteId;
      if (key === 'chat:unread:count') return 0;
      var value = data[key];
      return value === undefined ? undefined : value.length > 1 ? value : value[0];
    },
  };

  fire('session:loaded', 'session_sim-' + websiteId);
  if (typeof window.CRISP_READY_TRIGGER === 'function') {
    try { window.CRISP_READY_TRIGGER(); } catch (error) { setTimeout(function () { throw error; }); }
  }
})();
`;

export const crispStandIn: VendorStandIn[] = [
  {
    host: 'client.crisp.chat',
    path: /^\/l\.js$/,
    source: crispSource,
  },
];
