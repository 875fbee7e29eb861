/**
 * The files a crawler or a browser asks the server for besides pages: `/robots.txt`, `/sitemap.xml` (and its parts)
 * and `/manifest.webmanifest`, read from the API as the render guest (ADR 0044 decisions 4 and 7).
 */
import { site } from '@/api/calls/site';
import { DEFAULT_BRANCH_ID, request, type RequestContext } from '@/api/client';
import { normalizeSettings } from '@/domain/site-settings';
import { RENDER_GUEST_ID } from '../render/identity';
import { robotsTxt } from './robots';
import { sitemapEntries, sitemapXml } from './sitemap';
import { webManifest } from './store';

/** An hour in any cache: the catalogue's list changes, but a crawler or a manifest need not see it at once. */
const discoveryCache = 'public, max-age=3600';

const answer = (body: string | null, type: string, method: string) =>
  new Response(method === 'HEAD' ? null : body, { status: 200, headers: { 'Content-Type': type, 'Cache-Control': discoveryCache } });

/** The API did not answer: say so for a minute rather than cache an empty or broken file. */
const unavailable = () => new Response('The store could not be read just now.', { status: 503, headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } });

/** Whether the server answers this path itself, before any file of the client build of the same name (robots.txt). */
export const isDiscoveryPath = (pathname: string): boolean =>
  pathname === '/robots.txt' || pathname === '/manifest.webmanifest' || /^\/sitemap(-[1-9]\d{0,3})?\.xml$/.test(pathname);

/** The discovery file `request` asks for, or null when it asks for something else (a page). */
export async function answerDiscovery(incoming: Request, deps: { origin: string; branchId: string | null }): Promise<Response | null> {
  const { pathname } = new URL(incoming.url);
  const method = incoming.method;
  const context: RequestContext = { branchId: deps.branchId ?? DEFAULT_BRANCH_ID, authToken: null, guestId: RENDER_GUEST_ID };
  if (pathname === '/robots.txt') return answer(robotsTxt(deps.origin), 'text/plain; charset=utf-8', method);
  const sitemapPart = pathname === '/sitemap.xml' ? null : /^\/sitemap-([1-9]\d{0,3})\.xml$/.exec(pathname)?.[1];
  if (sitemapPart !== undefined) {
    const entries = await sitemapEntries(context).catch(() => null);
    if (entries === null) return unavailable();
    const xml = sitemapXml(entries, deps.origin, sitemapPart === null ? null : Number(sitemapPart));
    return xml === null ? new Response('No such sitemap.', { status: 404, headers: { 'Cache-Control': discoveryCache } }) : answer(xml, 'application/xml; charset=utf-8', method);
  }
  if (pathname === '/manifest.webmanifest') {
    const data = await request(context, site.data).catch(() => null);
    if (data === null) return unavailable();
    return answer(JSON.stringify(webManifest(normalizeSettings(data.settings))), 'application/manifest+json', method);
  }
  return null;
}
