import type { BlockMigration } from '@/layout/define-block';

/**
 * Upgrades version 1 data `{ image_url, link_url?, title? }` to version 2. Pure: the input is not touched.
 * Values are carried over as they are; the v2 schema then validates them, so an unsafe v1 link
 * (`javascript:`) fails validation rather than being silently dropped.
 */
const fromVersion1: BlockMigration = (old) => {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  // Data saved as v2 without its schema_version reads as v1; passing it through keeps it intact.
  if (typeof old.image === 'object' && old.image !== null && old.image_url === undefined) return { ...old, schema_version: 2 };
  const linkUrl = text(old.link_url);
  return {
    schema_version: 2,
    // v1 had no alt text. The title becomes the visible heading, so the picture reads as decorative rather
    // than repeating it; width and height take the schema's defaults.
    image: { src: typeof old.image_url === 'string' ? old.image_url : '', alt: '' },
    heading: text(old.title),
    link: linkUrl === '' ? { type: 'none' } : { type: 'url', url: linkUrl },
  };
};

export const staticBannerMigrations: Record<number, BlockMigration> = { 1: fromVersion1 };
