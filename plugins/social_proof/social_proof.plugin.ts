import * as z from 'zod/mini';
import { definePlugin } from '@/layout/define-plugin';
import { cornerSchema, settingInteger } from '../setting-schemas';

export const socialProofConfigSchema = z.object({
  /** Seconds each notice stays before the next one. */
  intervalSeconds: z._default(settingInteger(3, 120), 8),
  position: z._default(cornerSchema, 'bottom-left'),
  /** Orders older than this many hours are not shown. */
  maxAgeHours: z._default(settingInteger(1, 720), 48),
});
export type SocialProofConfig = z.output<typeof socialProofConfigSchema>;

/** Rotating "someone in {city} bought {product} {time} ago" notices from recent orders. */
export const socialProofPlugin = definePlugin({
  uniqueId: 'social_proof',
  label: 'Social-proof notifier',
  enabledSetting: 'plugin_social_proof_enabled',
  configSettings: {
    intervalSeconds: 'plugin_social_proof_interval_seconds',
    position: 'plugin_social_proof_position',
    maxAgeHours: 'plugin_social_proof_max_age_hours',
  },
  configSchema: socialProofConfigSchema,
  siteWide: 'floating',
  consent: 'marketing',
  loadOn: 'idle',
  load: () => import('./SocialProof'),
});
