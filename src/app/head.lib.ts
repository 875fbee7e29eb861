import { faviconSizes, readString, seoAffixKeys, settingKeys, type PageKind, type SiteSettings } from '@/domain/site-settings';

interface PageMeta {
  kind: PageKind;
  /** The page's own title (a product's name, a screen's heading); null on the home page. */
  title: string | null;
  description?: string | null;
  image?: string | null;
}

interface HeadTags {
  title: string;
  description: string | null;
  image: string | null;
  icons: { size: number; href: string }[];
  themeColor: string | null;
}

const affix = (settings: SiteSettings, key: string | null) => (key ? (readString(settings, key) ?? '') : '');

/**
 * The document head for a page: title and description get the store's prefix and suffix for the page
 * kind (product, category, content page or general); the general kind only has a title prefix.
 */
export function composeHead(settings: SiteSettings, page: PageMeta): HeadTags {
  const storeName = readString(settings, settingKeys.storeName) ?? 'Store';
  const siteTitle = readString(settings, settingKeys.seoMetaTitle) ?? storeName;
  const keys = seoAffixKeys(page.kind);
  const baseTitle = page.title === null ? siteTitle : page.kind === 'general' ? `${page.title} | ${storeName}` : page.title;
  const baseDescription = page.description ?? readString(settings, settingKeys.seoMetaDescription);
  return {
    title: `${affix(settings, keys.titlePrefix)}${baseTitle}${affix(settings, keys.titleSuffix)}`,
    description: baseDescription
      ? `${affix(settings, keys.descriptionPrefix)}${baseDescription}${affix(settings, keys.descriptionSuffix)}`
      : null,
    image: page.image ?? readString(settings, settingKeys.ogImage),
    icons: faviconSizes.flatMap((size) => {
      const href = readString(settings, `favicon${size}`);
      return href ? [{ size, href }] : [];
    }),
    themeColor: safeColor(readString(settings, settingKeys.storeBgColor)),
  };
}

/**
 * Colours come from merchant settings and end up in CSS: only plain colour notations pass, so a
 * setting can never smuggle other CSS in.
 */
export function safeColor(value: string | null): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(trimmed)) return trimmed;
  if (/^(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/-]+\)$/i.test(trimmed)) return trimmed;
  if (/^[a-z]{3,20}$/i.test(trimmed)) return trimmed;
  return null;
}
