import * as z from 'zod/mini';
import { classifyLink, type RefusedLinkReason } from '@/shared/lib/store-path';

/**
 * Building blocks for block schemas, so every block reads links, images and colours the same way
 * (merchants learn one shape, the preview studio generates one kind of field for each).
 */

const refusedLinkMessages: Record<RefusedLinkReason, string> = {
  'not-a-link': 'Use an http(s) address or a path starting with /',
  'off-store': 'This path leads to another site: write a path of this store (one / at the start), or a full https:// address',
};

/**
 * A merchant's link address: an http(s) address or a path of this store, judged as the browser will read it
 * (`classifyLink`, ADR 0034), never `javascript:` and never a path such as `/\\host` that browsers read as another site.
 * The merchant's text is kept as written; `linkHref` gives the address to follow.
 */
export const linkUrlSchema = z.string().check(
  z.superRefine((url, context) => {
    const target = classifyLink(url);
    if (target.kind === 'refused') context.addIssue({ code: 'custom', message: refusedLinkMessages[target.reason], input: url });
  }),
);

/** Where a banner, tile or button leads. */
export const linkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('category'), slug: z.string().check(z.minLength(1)) }),
  z.object({ type: z.literal('product'), slug: z.string().check(z.minLength(1)) }),
  z.object({ type: z.literal('page'), slug: z.string().check(z.minLength(1)) }),
  z.object({ type: z.literal('url'), url: linkUrlSchema }),
]);
export type BlockLink = z.infer<typeof linkSchema>;

/** The address a link goes to (a `url` as the browser reads it), or null for none or for one that is refused. */
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
    case 'url': {
      const target = classifyLink(link.url);
      return target.kind === 'refused' ? null : target.href;
    }
    default:
      return link satisfies never;
  }
}

/** Whether a link leaves the store (opens in a new tab). */
export const isExternalLink = (link: BlockLink) => link.type === 'url' && classifyLink(link.url).kind === 'external';

/** An image with the text a screen reader reads; empty alt marks it decorative. */
export const imageSchema = z.object({
  src: z.string().check(z.minLength(1)),
  alt: z.string(),
  /** Intrinsic size, so the browser reserves the space before the image arrives. */
  width: z._default(z.int().check(z.positive()), 1200),
  height: z._default(z.int().check(z.positive()), 600),
});

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
