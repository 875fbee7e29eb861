import * as z from 'zod/mini';
import { definePlugin } from '@/layout/define-plugin';

const crispConfigSchema = z.object({
  websiteId: z.string().check(z.regex(/^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/i, 'Use the website id (a UUID) from the Crisp embed code')),
});
export type CrispConfig = z.output<typeof crispConfigSchema>;

/** Crisp live chat: loads the vendor's script for the configured website. */
export const liveChatCrispPlugin = definePlugin({
  uniqueId: 'live_chat_crisp',
  label: 'Live chat: Crisp',
  enabledSetting: 'plugin_live_chat_crisp_enabled',
  configSettings: { websiteId: 'plugin_live_chat_crisp_website_id' },
  configSchema: crispConfigSchema,
  siteWide: 'body-end',
  consent: 'functional',
  loadOn: 'interaction',
  load: () => import('./LiveChatCrisp'),
});
