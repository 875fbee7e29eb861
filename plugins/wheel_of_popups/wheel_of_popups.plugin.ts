import * as z from 'zod/mini';
import { definePlugin } from '@/layout/define-plugin';
import { settingInteger, settingJson } from '../setting-schemas';

const WHEEL_MIN_SEGMENTS = 2;
const WHEEL_MAX_SEGMENTS = 12;

const wheelSegmentSchema = z.object({
  label: z.string().check(z.minLength(1, 'Give every segment a label'), z.maxLength(24, 'Keep segment labels to 24 characters')),
  /** The coupon this segment awards; null for a "try again" segment. */
  code: z._default(z.nullable(z.string().check(z.regex(/^[A-Z0-9_-]{2,32}$/i, 'Use letters, digits, - or _ (2 to 32) for a code'))), null),
  /** Relative odds: a segment with weight 2 comes up twice as often as one with weight 1. Zero is refused: a segment that can never come up would mislead shoppers. */
  weight: z.number().check(z.positive('Give every segment a weight above 0')),
});

const segmentListSchema = z.array(wheelSegmentSchema).check(
  z.minLength(WHEEL_MIN_SEGMENTS, `Give the wheel at least ${WHEEL_MIN_SEGMENTS} segments`),
  z.maxLength(WHEEL_MAX_SEGMENTS, `Give the wheel at most ${WHEEL_MAX_SEGMENTS} segments`),
  // A wheel nobody can win is a misconfiguration, not a promotion.
  z.refine((segments) => segments.some((segment) => segment.code !== null), 'Give at least one segment a coupon code'),
);

export const wheelOfPopupsConfigSchema = z
  .object({
    title: z._default(z.string().check(z.minLength(1), z.maxLength(60)), 'Spin to win a discount'),
    segments: settingJson(segmentListSchema),
    trigger: z._default(z.enum(['delay', 'exit_intent', 'scroll_depth']), 'delay'),
    /**
     * Seconds for `delay`; percent of the page for `scroll_depth`; for `exit_intent`, the delay used instead on touch
     * devices, which have no pointer to leave the window with.
     */
    triggerValue: z._default(settingInteger(0, 600), 5),
  })
  .check(
    z.refine((config) => config.trigger !== 'scroll_depth' || config.triggerValue <= 100, {
      message: 'Scroll depth is a percent of the page: use 0 to 100',
      path: ['triggerValue'],
    }),
  );
export type WheelOfPopupsConfig = z.output<typeof wheelOfPopupsConfigSchema>;
export type WheelSegment = z.output<typeof wheelSegmentSchema>;
export type WheelTrigger = WheelOfPopupsConfig['trigger'];

/** A spin-the-wheel popup that awards a coupon code, once per visitor. */
export const wheelOfPopupsPlugin = definePlugin({
  uniqueId: 'wheel_of_popups',
  label: 'Wheel of popups',
  enabledSetting: 'plugin_wheel_of_popups_enabled',
  configSettings: {
    title: 'plugin_wheel_of_popups_title',
    segments: 'plugin_wheel_of_popups_segments',
    trigger: 'plugin_wheel_of_popups_trigger',
    triggerValue: 'plugin_wheel_of_popups_trigger_value',
  },
  configSchema: wheelOfPopupsConfigSchema,
  siteWide: 'body-end',
  consent: 'marketing',
  loadOn: 'idle',
  load: () => import('./WheelOfPopups'),
});
