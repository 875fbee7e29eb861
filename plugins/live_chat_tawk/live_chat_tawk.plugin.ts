import * as z from 'zod/mini';
import { definePlugin } from '@/layout/define-plugin';

const tawkConfigSchema = z.object({
  propertyId: z.string().check(z.regex(/^[a-f0-9]{24}$/i, 'Use the 24-character property id from the Tawk.to embed code')),
  widgetId: z._default(z.string().check(z.regex(/^[a-z0-9]{4,16}$/i, 'Use the widget id from the Tawk.to embed code')), 'default'),
});
export type TawkConfig = z.output<typeof tawkConfigSchema>;

/** Tawk.to live chat: loads the vendor's embed script for the configured property and widget. */
export const liveChatTawkPlugin = definePlugin({
  uniqueId: 'live_chat_tawk',
  label: 'Live chat: Tawk.to',
  enabledSetting: 'plugin_live_chat_tawk_enabled',
  configSettings: { propertyId: 'plugin_live_chat_tawk_property_id', widgetId: 'plugin_live_chat_tawk_widget_id' },
  configSchema: tawkConfigSchema,
  siteWide: 'body-end',
  consent: 'functional',
  loadOn: 'interaction',
  load: () => import('./LiveChatTawk'),
});
