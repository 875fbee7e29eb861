import { childScreens } from '@/app/screens';

/**
 * `/robots.txt`: every crawler welcome, except on the personal screens (the registry's browser-rendered ones, by the
 * first part of their path, so `/account` covers the whole account), and the sitemap named.
 */
export function robotsTxt(origin: string): string {
  const prefixes = childScreens.filter((screen) => screen.render === 'browser').map((screen) => `/${screen.path.split('/')[1] ?? ''}`);
  const disallowed = [...new Set(prefixes)].sort();
  return ['User-agent: *', ...disallowed.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
