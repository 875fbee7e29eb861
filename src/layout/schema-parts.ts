import * as z from 'zod/mini';

/**
 * Building blocks for block schemas, so every block reads links, images and colours the same way
 * (merchants learn one shape, the preview studio generates one kind of field for each).
 */

/** Where a banner, tile or button leads. `url` takes http(s) addresses or site paths, never `javascript:`. */
export const linkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('category'), slug: z.string().check(z.minLength(1)) }),
  z.object({ type: z.literal('product'), slug: z.string().check(z.minLength(1)) }),
  z.object({ type: z.literal('page'), slug: z.string().check(z.minLength(1)) }),
  z.object({
    type: z.literal('url'),
    // `//host/x` is another site, not a path: only one leading slash counts as a path of this store.
    url: z.string().check(z.regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i, 'Use an http(s) address or a path starting with /')),
  }),
]);
export type BlockLink = z.infer<typeof linkSchema>;

/** The address a link goes to, or null for none. */
export function linkHref(link: BlockLink): string | null {
  switch (link.type) {
    case 'none':
      return null;
    case 'category':
      return `/category/${encodeURIComponent(link.slug)}`;
    case 'product':
      return `/product/${encodeURIComponent(link.slug)}`;
    case 'page':
      return `/page/${encodeURIComponent(link.slug)}`;
    case 'url':
      return link.url;
    default:
      return link satisfies never;
  }
}

/** Whether a link leaves the store (opens in a new tab). */
export const isExternalLink = (link: BlockLink) => link.type === 'url' && /^https?:\/\//i.test(link.url);

/** An image with the text a screen reader reads; empty alt marks it decorative. */
export const imageSchema = z.object({
  src: z.string().check(z.minLength(1)),
  alt: z.string(),
  /** Intrinsic size, so the browser reserves the space before the image arrives. */
  width: z._default(z.int().check(z.positive()), 1200),
  height: z._default(z.int().check(z.positive()), 600),
});
export type BlockImage = z.infer<typeof imageSchema>;

/** A colour as CSS takes it; anything else is refused so a setting can never inject CSS. */
export const colorSchema = z.string().check(
  z.regex(/^(#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/-]+\))$/i, 'Use a hex, rgb() or hsl() colour'),
);

/** Title shown above a section; optional. */
export const sectionTitleSchema = z._default(z.string().check(z.maxLength(120)), '');

/**
 * How text sits on a picture (banner_slider, static_banner): its colour, how much the picture is
 * darkened under it (percent, so white text stays readable) and its alignment. Spread into a settings
 * object; the darkening default differs per block.
 */
export function textOverImageSettings(overlayDefault: number) {
  return {
    text_color: z._default(colorSchema, '#ffffff'),
    overlay_opacity: z._default(z.int().check(z.gte(0), z.lte(80)), overlayDefault),
    text_position: z._default(z.enum(['left', 'center', 'right']), 'center'),
  };
}
