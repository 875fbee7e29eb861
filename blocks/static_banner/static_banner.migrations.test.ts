import { describe, expect, it } from 'vitest';
import { migrateBlockData } from '@/layout/migrations';
import { staticBannerBlock, staticBannerDataSchema } from './static_banner.block';
import { staticBannerMigrations } from './static_banner.migrations';

const fromVersion1 = staticBannerMigrations[1];
if (!fromVersion1) throw new Error('static_banner has no migration from version 1');

const version1 = { image_url: '/sim-images/sale.svg', link_url: '/category/x', title: 'Half-price Tuesdays' };

describe('the static_banner migration from version 1', () => {
  it('turns v1 data into v2 data the schema accepts', () => {
    const migrated = fromVersion1(version1);
    expect(migrated).toEqual({
      schema_version: 2,
      image: { src: '/sim-images/sale.svg', alt: '' },
      heading: 'Half-price Tuesdays',
      link: { type: 'url', url: '/category/x' },
    });
    const parsed = staticBannerDataSchema.safeParse(migrated);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ image: { src: '/sim-images/sale.svg', width: 1200, height: 600 }, text: '', button_label: '' });
  });

  it('keeps a v1 link to another site as a url link', () => {
    expect(fromVersion1({ image_url: '/a.svg', link_url: 'https://example.com/menu' }).link).toEqual({ type: 'url', url: 'https://example.com/menu' });
  });

  it.each([
    ['missing', {}],
    ['empty', { link_url: '' }],
    ['blank', { link_url: '   ' }],
    ['not a string', { link_url: null }],
  ])('reads a %s link as no link, and a missing title as no heading', (_, link) => {
    const migrated = fromVersion1({ image_url: '/a.svg', ...link });
    expect(migrated.link).toEqual({ type: 'none' });
    expect(migrated.heading).toBe('');
    expect(staticBannerDataSchema.safeParse(migrated).success).toBe(true);
  });

  it('does not change the data it was given', () => {
    const saved = structuredClone(version1);
    fromVersion1(saved);
    expect(saved).toEqual(version1);
  });

  it('carries an unsafe v1 link over, so validation refuses it rather than hiding it', () => {
    const migrated = fromVersion1({ image_url: '/a.svg', link_url: 'javascript:alert(1)' });
    expect(staticBannerDataSchema.safeParse(migrated).success).toBe(false);
  });

  it('leaves a v1 banner without an image invalid', () => {
    expect(staticBannerDataSchema.safeParse(fromVersion1({ title: 'No picture' })).success).toBe(false);
  });

  it('passes through v2 data that was saved without its version', () => {
    const v2 = { image: { src: '/a.svg', alt: 'Oven' }, heading: 'Hot', link: { type: 'category', slug: 'pizza' } };
    expect(fromVersion1(v2)).toEqual({ ...v2, schema_version: 2 });
  });

  describe('through the layout engine', () => {
    it('upgrades unversioned data before the block parses it', () => {
      const migrated = migrateBlockData(staticBannerBlock, version1);
      expect(migrated.success).toBe(true);
      if (!migrated.success) return;
      const parsed = staticBannerBlock.parse(migrated.data, {});
      expect(parsed).toMatchObject({ success: true, data: { schema_version: 2, heading: 'Half-price Tuesdays', link: { type: 'url', url: '/category/x' } } });
    });

    it('leaves the fixture, which is already version 2, as it is', async () => {
      const { data } = await staticBannerBlock.loadDefaults();
      const migrated = migrateBlockData(staticBannerBlock, data);
      expect(migrated).toEqual({ success: true, data });
    });
  });
});
