/**
 * The storefront's server on Cloudflare's `workerd` runtime (ADR 0044): a module worker around the one fetch handler.
 * The client build's files come from the static assets binding; every other request is a page or a discovery file.
 */
import template from '../../dist/index.html?raw';
import manifestText from '../../dist/.vite/manifest.json?raw';
import { isDiscoveryPath } from '../discovery/answer';
import { createHandler, type FetchHandler } from '../handler';
import type { BuildManifest, BuildStylesheets } from '../render/page-assets';

const manifest = JSON.parse(manifestText) as BuildManifest;
/** The build's stylesheets, bundled as text: a page carries the ones it needs. */
const stylesheets: BuildStylesheets = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../dist/assets/*.css', { query: '?raw', import: 'default', eager: true })).map(([file, text]) => [file.replace('../../dist/', ''), text]),
);

interface Env {
  /** The merchant's API. */
  API_ORIGIN: string;
  /** The store's public origin, when requests reach the worker under another (a proxy in front). */
  PUBLIC_ORIGIN?: string;
  /** The client build (`dist/`), as Workers Static Assets serve it. */
  ASSETS?: { fetch(request: Request): Promise<Response> };
}

/** A path of the client build rather than a page: fingerprinted assets, and files with an extension at the root. */
const isBuildFile = (pathname: string) => !isDiscoveryPath(pathname) && (pathname.startsWith('/assets/') || /^\/[^/]+\.[a-z0-9]+$/i.test(pathname));

let handler: FetchHandler | null = null;

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (!env.API_ORIGIN) return new Response('API_ORIGIN is not set: the worker needs the merchant API\'s origin.', { status: 500 });
    const { pathname } = new URL(request.url);
    if (env.ASSETS && isBuildFile(pathname)) {
      const file = await env.ASSETS.fetch(request);
      if (file.status !== 404) return file;
      // A missing fingerprinted file is a stale tab asking for an old chunk: a page there would only be a MIME error.
      // Answered here, not with the assets' 404, which would carry _headers' year-long cache rule for /assets/*.
      if (pathname.startsWith('/assets/')) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
    }
    handler ??= createHandler({ template, manifest, stylesheets, apiOrigin: env.API_ORIGIN, ...(env.PUBLIC_ORIGIN ? { publicOrigin: env.PUBLIC_ORIGIN } : {}) });
    return handler(request);
  },
};
