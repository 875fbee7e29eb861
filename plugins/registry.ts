import type { RegisteredPlugin } from '@/layout/define-plugin';
import { cookieConsentPlugin } from './cookie_consent/cookie_consent.plugin';
import { googleAnalyticsPlugin } from './google_analytics/google_analytics.plugin';
import { liveChatCrispPlugin } from './live_chat_crisp/live_chat_crisp.plugin';
import { liveChatTawkPlugin } from './live_chat_tawk/live_chat_tawk.plugin';
import { messagingChatPlugin } from './messaging_chat/messaging_chat.plugin';
import { socialProofPlugin } from './social_proof/social_proof.plugin';
import { wheelOfPopupsPlugin } from './wheel_of_popups/wheel_of_popups.plugin';

/** Every plugin, one line each. A plugin's code is downloaded only when its setting is on (src/app/plugins). */
export const pluginRegistry = [
  cookieConsentPlugin,
  messagingChatPlugin,
  googleAnalyticsPlugin,
  wheelOfPopupsPlugin,
  socialProofPlugin,
  liveChatTawkPlugin,
  liveChatCrispPlugin,
] as const satisfies readonly RegisteredPlugin[];
