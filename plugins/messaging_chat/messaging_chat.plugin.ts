import * as z from 'zod/mini';
import { definePlugin } from '@/layout/define-plugin';
import { cornerSchema } from '../setting-schemas';

export const messagingChatConfigSchema = z.object({
  /** The number in international form: digits, optionally with a leading + and spaces (`+1 555 010 0199`). */
  phone: z.string().check(z.regex(/^\+?[0-9][0-9 ]{6,19}$/, 'Use the number in international form, e.g. +1 555 010 0199')),
  message: z._default(z.string().check(z.maxLength(500)), 'Hello! I have a question about my order.'),
  label: z._default(z.string().check(z.minLength(1), z.maxLength(40)), 'Chat with us'),
  position: z._default(cornerSchema, 'bottom-right'),
});
export type MessagingChatConfig = z.output<typeof messagingChatConfigSchema>;

/**
 * Chat via a messaging app: a button that opens a click-to-chat link (wa.me) with a prefilled message. It loads no
 * third-party code and sets nothing, so it needs no consent.
 */
export const messagingChatPlugin = definePlugin({
  uniqueId: 'messaging_chat',
  label: 'Chat via messaging app',
  enabledSetting: 'plugin_messaging_chat_enabled',
  configSettings: {
    phone: 'plugin_messaging_chat_phone',
    message: 'plugin_messaging_chat_message',
    label: 'plugin_messaging_chat_label',
    position: 'plugin_messaging_chat_position',
  },
  configSchema: messagingChatConfigSchema,
  siteWide: 'floating',
  slottable: true,
  consent: 'necessary',
  loadOn: 'idle',
  reservedHeight: { mobile: '56px', desktop: '56px' },
  load: () => import('./MessagingChat'),
});
