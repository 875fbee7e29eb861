import * as z from 'zod/mini';
import { idSchema } from './common.schema';

/** A raw setting value: the API sends booleans as the strings 'true' and 'false'. */
export const settingValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const rawSettingsSchema = z.record(z.string(), settingValueSchema);
export type RawSettings = z.infer<typeof rawSettingsSchema>;

export const layoutItemTypeSchema = z.enum(['designElement', 'plugin']);

/** One entry of the home layout. `data` and `settings` are validated by the block's own schema later. */
export const layoutItemSchema = z.object({
  id: idSchema,
  code: z.nullable(z.string()),
  type: layoutItemTypeSchema,
  data: z.unknown(),
  settings: z.unknown(),
  position: z.number(),
  uniqueId: z.nullable(z.string()),
});
export type LayoutItem = z.infer<typeof layoutItemSchema>;

export const branchSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  is_open: z.boolean(),
});
export type Branch = z.infer<typeof branchSchema>;

export const siteBranchesSchema = z.object({
  branches: z.array(branchSchema),
  selected_branch: z.nullable(branchSchema),
});

/** GET /api/get-data */
export const siteDataSchema = z.object({
  layout: z.array(layoutItemSchema),
  settings: rawSettingsSchema,
  branches: siteBranchesSchema,
});
export type SiteData = z.infer<typeof siteDataSchema>;

export const cacheInfoKeys = ['cache-settings', 'cache-layouts', 'cache-branches', 'cache-products'] as const;
export type CacheInfoKey = (typeof cacheInfoKeys)[number];

const cacheVersionSchema = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** GET /api/cache-info: a version per cached resource. */
export const cacheInfoSchema = z.object({
  'cache-settings': cacheVersionSchema,
  'cache-layouts': cacheVersionSchema,
  'cache-branches': cacheVersionSchema,
  'cache-products': cacheVersionSchema,
});
export type CacheInfo = z.infer<typeof cacheInfoSchema>;
