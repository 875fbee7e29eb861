import { childScreens, type ScreenDefinition } from '@/app/screens';

/** A screen's path up to its first parameter: `/order-placed/:order_id` → `/order-placed/`. */
const staticPart = (screen: ScreenDefinition) => screen.path.split(/:/, 1)[0] ?? screen.path;

/**
 * The paths crawlers are kept off: the registry's browser-rendered (personal) screens, each by its path up to its first
 * parameter, a prefix dropped where a shorter one already covers it (`/account` covers `/account/wallet`).
 */
export function disallowedPrefixes(): string[] {
  const prefixes = [...new Set(childScreens.filter((screen) => screen.render === 'browser').map(staticPart))].sort();
  return prefixes.filter((prefix) => !prefixes.some((shorter) => shorter !== prefix && prefix.startsWith(shorter)));
}

/** `/robots.txt`: every crawler welcome but on the personal screens, and the sitemap named. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
