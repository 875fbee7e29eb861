/**
 * What the server says of the store itself (ADR 0044 decision 7): its web app manifest, and the store as schema.org
 * data on the home page, with its branches.
 */
import type { Branch } from '@/api/schemas/site.schema';
import { safeColor } from '@/app/head.lib';
import { faviconSizes, readString, settingKeys, type SiteSettings } from '@/domain/site-settings';

const storeNameOf = (settings: SiteSettings) => readString(settings, settingKeys.storeName) ?? 'Store';

/** A picture's type as a manifest names it, from its URL's extension; unknown ones say nothing. */
function imageType(url: string): string | null {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  const types: Readonly<Record<string, string>> = { png: 'image/png', svg: 'image/svg+xml', webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', ico: 'image/x-icon' };
  return extension ? (types[extension] ?? null) : null;
}

/** `/manifest.webmanifest`: the store's name, its `favicon<size>` icons and its colour. */
export function webManifest(settings: SiteSettings): object {
  const name = storeNameOf(settings);
  const colour = safeColor(readString(settings, settingKeys.storeBgColor));
  const icons = faviconSizes.flatMap((size) => {
    const src = readString(settings, `favicon${size}`);
    if (!src) return [];
    const type = imageType(src);
    return [{ src, sizes: `${size}x${size}`, ...(type ? { type } : {}) }];
  });
  return {
    name,
    short_name: name.length <= 12 ? name : name.slice(0, 12).trimEnd(),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    icons,
    ...(colour ? { theme_color: colour, background_color: colour } : {}),
  };
}

/**
 * The store as schema.org data for its home page: a Restaurant (a Store when it sells digital goods), its logo, and
 * each branch with its address and phone as a department.
 */
export function storeJsonLd(settings: SiteSettings, branches: readonly Branch[], origin: string): object {
  const type = readString(settings, settingKeys.storeType) === 'digital' ? 'Store' : 'Restaurant';
  const logo = readString(settings, settingKeys.logo);
  const image = readString(settings, settingKeys.ogImage) ?? logo;
  const absolute = (url: string | null) => (url ? new URL(url, `${origin}/`).href : null);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: storeNameOf(settings),
    url: `${origin}/`,
    ...(logo ? { logo: absolute(logo) } : {}),
    ...(image ? { image: absolute(image) } : {}),
    ...(branches.length > 0
      ? {
          department: branches.map((branch) => ({
            '@type': type,
            name: branch.name,
            ...(branch.address ? { address: branch.address } : {}),
            ...(branch.phone ? { telephone: branch.phone } : {}),
          })),
        }
      : {}),
  };
}
