import { useEffect, useId } from 'react';
import type { PluginViewProps } from '@/layout/define-plugin';
import type { MessagingChatConfig } from './messaging_chat.plugin';
import './MessagingChat.css';

/** The click-to-chat link: wa.me wants the number as digits only, country code first, and the message URL-encoded. */
export function clickToChatUrl(phone: string, message: string): string {
  const digits = phone.replace(/\D/g, '');
  // An empty `text` would open the chat with an empty draft; without it the app opens the chat as it is.
  return message.trim() === '' ? `https://wa.me/${digits}` : `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/**
 * The room the floating button takes at the bottom of the screen: its height (3rem, MessagingChat.css) and a gap.
 * Other floating notices (social_proof) read it to sit above the button instead of under it.
 */
const FLOATING_CLEARANCE = 'calc(3rem + 12px)';

/**
 * While the button floats, publishes its clearance on :root: `--floating-chat-clearance` for phones, where any two
 * bottom corners are close enough to collide, and `--floating-chat-clearance-<corner>` for wider screens, where only
 * the same corner does. Custom properties keep the plugins apart: neither imports the other.
 */
function usePublishedClearance(corner: MessagingChatConfig['position'] | null) {
  useEffect(() => {
    if (corner === null) return;
    const root = document.documentElement.style;
    const properties = ['--floating-chat-clearance', `--floating-chat-clearance-${corner}`];
    for (const property of properties) root.setProperty(property, FLOATING_CLEARANCE);
    return () => {
      for (const property of properties) root.removeProperty(property);
    };
  }, [corner]);
}

/** A speech bubble; decorative, since the label names the link. */
function ChatIcon() {
  return (
    <svg className="plugin-messaging-chat__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 3C6.9 3 2.75 6.6 2.75 11.05c0 2.35 1.16 4.46 3.02 5.93L5 21l4.3-2.24c.87.2 1.78.3 2.7.3 5.1 0 9.25-3.6 9.25-8.01S17.1 3 12 3Zm-4 9.3a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z"
      />
    </svg>
  );
}

/**
 * Chat via a messaging app: a button-styled link that opens the store's chat with a prefilled message in a new tab.
 * Site-wide it floats in the configured bottom corner; placed by a layout item it sits in the page. Preview renders
 * the same, so the merchant sees it where shoppers will.
 */
export default function MessagingChat({ config, placement }: PluginViewProps<MessagingChatConfig>) {
  const hintId = useId();
  usePublishedClearance(placement === 'slot' ? null : config.position);
  const where = placement === 'slot' ? 'plugin-messaging-chat--inline' : `plugin-messaging-chat--floating plugin-messaging-chat--${config.position}`;
  return (
    <div className={`plugin-messaging-chat ${where}`} data-plugin="messaging_chat">
      <a
        className="plugin-messaging-chat__button"
        href={clickToChatUrl(config.phone, config.message)}
        target="_blank"
        rel="noopener"
        aria-describedby={hintId}
      >
        <ChatIcon />
        <span className="plugin-messaging-chat__label">{config.label}</span>
      </a>
      {/* Said after the name, so screen-reader users know they are leaving the store for another app or tab. */}
      <span id={hintId} className="plugin-messaging-chat__hint" hidden>
        Opens WhatsApp in a new tab
      </span>
    </div>
  );
}
