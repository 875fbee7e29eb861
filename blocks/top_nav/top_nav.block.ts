import * as z from 'zod/mini';
import { defineBlock } from '@/layout/define-block';
import { colorSchema, imageSchema, linkSchema } from '@/layout/block-field-schemas';

/** One entry of the desktop menu. A link that goes nowhere has no place in a menu, so `none` is refused. */
const topNavMenuLinkSchema = z.object({
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  link: linkSchema.check(z.refine((link) => link.type !== 'none', 'A menu link needs a destination')),
});

/** What the bar shows: content the merchant writes. Every field has a default, so `{}` is a working bar. */
export const topNavDataSchema = z.object({
  /** Replaces the store's `logo` setting in this bar; null uses the setting. */
  logo: z._default(z.nullable(imageSchema), null),
  /** Desktop only: a phone has no room for them (the bottom_nav block covers mobile). */
  menu_links: z._default(z.array(topNavMenuLinkSchema).check(z.maxLength(8)), []),
  search_placeholder: z._default(z.string().check(z.trim(), z.maxLength(60)), 'Search products'),
});

/** How the bar behaves and looks. Colours left empty follow the store theme. */
export const topNavSettingsSchema = z.object({
  sticky: z._default(z.boolean(), true),
  background_color: z._default(z.nullable(colorSchema), null),
  text_color: z._default(z.nullable(colorSchema), null),
  /** Whether the name shows beside the logo (always shown without one); it stays the link's accessible name either way. */
  show_store_name: z._default(z.boolean(), true),
  show_search: z._default(z.boolean(), true),
  /** `link`: a Search button that opens /search; `field`: a search box in the bar. */
  search_style: z._default(z.enum(['link', 'field']), 'link'),
  show_branch_selector: z._default(z.boolean(), true),
  show_account: z._default(z.boolean(), true),
});

export type TopNavData = z.output<typeof topNavDataSchema>;
export type TopNavSettings = z.output<typeof topNavSettingsSchema>;

/** The store's top bar: logo and name, menu, search, branch, account and cart. */
export const topNavBlock = defineBlock({
  code: 'top_nav',
  label: 'Top navigation',
  dataSchema: topNavDataSchema,
  settingsSchema: topNavSettingsSchema,
  // Fixtures are for merchants, tests and the simulator: never in the shopper's first download.
  loadDefaults: () => import('./top_nav.fixture').then((module) => module.topNavFixture),
  // One row of 44 px targets plus padding; the mobile search field, when chosen, wraps to a second row.
  region: 'header',
  reservedHeight: { mobile: '60px', desktop: '60px' },
  load: () => import('./TopNav'),
});
