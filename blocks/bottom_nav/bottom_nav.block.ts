import * as z from 'zod/mini';
import { defineBlock } from '@/layout/define-block';
import { colorSchema } from '@/layout/block-field-schemas';

/** The destinations a tab can have; each kind knows its own route (Account switches to /login for guests). */
const bottomNavTabKinds = ['home', 'search', 'cart', 'account'] as const;
export type BottomNavTabKind = (typeof bottomNavTabKinds)[number];

const bottomNavTabSchema = z.object({
  kind: z.enum(bottomNavTabKinds),
  /** Empty uses the built-in label: Home, Search, Cart, and Account or Log in. */
  label: z._default(z.string().check(z.trim(), z.maxLength(16)), ''),
});

/** Which tabs show, in which order, with which labels. */
export const bottomNavDataSchema = z.object({
  tabs: z._default(
    z.array(bottomNavTabSchema).check(
      z.minLength(1, 'Show at least one tab'),
      z.refine((tabs) => new Set(tabs.map((tab) => tab.kind)).size === tabs.length, 'Each tab can appear only once'),
    ),
    bottomNavTabKinds.map((kind) => ({ kind, label: '' })),
  ),
});

/** The bar's colours; empty ones follow the store theme (surface background, theme colour for the current tab). */
export const bottomNavSettingsSchema = z.object({
  background_color: z._default(z.nullable(colorSchema), null),
  text_color: z._default(z.nullable(colorSchema), null),
  active_color: z._default(z.nullable(colorSchema), null),
});

export type BottomNavData = z.output<typeof bottomNavDataSchema>;
export type BottomNavSettings = z.output<typeof bottomNavSettingsSchema>;

/** The mobile tab bar: Home, Search, Cart and Account, fixed to the bottom of phones only. */
export const bottomNavBlock = defineBlock({
  code: 'bottom_nav',
  label: 'Bottom navigation (mobile)',
  dataSchema: bottomNavDataSchema,
  settingsSchema: bottomNavSettingsSchema,
  // Fixtures are for merchants, tests and the simulator: never in the shopper's first download.
  loadDefaults: () => import('./bottom_nav.fixture').then((module) => module.bottomNavFixture),
  // Fixed to the viewport, so it takes no room where it stands; it pads the page bottom itself.
  region: 'fixed',
  reservedHeight: { mobile: '0px', desktop: '0px' },
  load: () => import('./BottomNav'),
});
