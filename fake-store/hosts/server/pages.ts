/**
 * The storefront's page (the build's index.html and any other .html of it) as the simulator serves it: with the
 * badge, the vendor proxy, the build's page headers, and the cookies that keep the choices its query made.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ScenarioName } from '../../http/scenario-catalog';
import { vendorProxyMetaName } from '../../../src/domain/vendor-proxy';
import { badgeHtml } from '../badge';
import { choiceCookies, pluginsOf, scenarioOf, studioOf } from './choices';
import { encodeBody, revalidateCache } from './headers';
import { toFetchRequest } from './node-fetch';
import type { ServerRender } from './server-render';

function injectBadge(html: string, scenario: ScenarioName | null): string {
  const badge = badgeHtml(scenario);
  const at = html.lastIndexOf('</body>');
  return at === -1 ? `${html}${badge}` : `${html.slice(0, at)}${badge}${html.slice(at)}`;
}

/** Plugins fetch vendor scripts through /sim-vendor/, where the local stand-ins answer (src/shared/lib/vendor-script.ts). */
export const vendorProxyMeta = `<meta name="${vendorProxyMetaName}" content="/sim-vendor/" />`;

function injectVendorProxy(html: string): string {
  const at = html.indexOf('</head>');
  return at === -1 ? `${vendorProxyMeta}${html}` : `${html.slice(0, at)}${vendorProxyMeta}${html.slice(at)}`;
}

export interface PageOptions {
  /** The headers the build asks its pages to be served with (`readPageHeaders`). */
  pageHeaders: Readonly<Record<string, string>>;
  /** The server render, once the simulator knows its own address; null for the client shell (server-render.ts). */
  serverRender(): ServerRender | null;
  /** Called when a page's ?seed= starts its scenario's sequence again. */
  restartScenario(scenario: ScenarioName, seed: number | null): void;
}

export type ServePage = (req: IncomingMessage, res: ServerResponse, url: URL, filePath: string) => Promise<void>;

export function createPageServer({ pageHeaders, serverRender, restartScenario }: PageOptions): ServePage {
  return async (req, res, url, filePath) => {
    const scenario = scenarioOf(url, req.headers.cookie);
    const studio = studioOf(url, req.headers.cookie);
    const plugins = pluginsOf(url, req.headers.cookie);
    // A page in one of the studio's device frames shows the merchant's draft: the badge stays out of it.
    const inStudioFrame = studio.draftId !== null || req.headers['sec-fetch-dest'] === 'iframe';
    const render = scenario.scenario === null && studio.draftId === null && plugins.selection === null && path.basename(filePath) === 'index.html' ? serverRender() : null;
    // The cookie `simulator_render=head` asks for the page's head alone (the end-to-end suite's default, ADR 0044).
    const headOnly = /(?:^|;\s*)simulator_render=head(?:;|$)/.test(req.headers.cookie ?? '');
    const rendered = render ? await (headOnly ? render.answerHead : render.answer)(await toFetchRequest(req, url)) : null;
    const page = rendered ? await rendered.text() : await readFile(filePath, 'utf8');
    const html = injectVendorProxy(inStudioFrame ? page : injectBadge(page, scenario.scenario));
    const body = encodeBody(req, res, Buffer.from(html), 'text/html');
    // A rendered page carries its own policy (a nonce per answer), status and caching; the shell the build's.
    const ownHeaders: Record<string, string> = rendered ? Object.fromEntries([...rendered.headers].filter(([name]) => name !== 'content-length' && name !== 'vary')) : pageHeaders;
    const headers: Record<string, string | number | string[]> = {
      ...ownHeaders,
      Vary: rendered?.headers.has('vary') ? `${rendered.headers.get('vary') ?? ''}, Accept-Encoding` : 'Accept-Encoding',
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': rendered?.headers.get('cache-control') ?? revalidateCache,
    };
    const cookies = choiceCookies(scenario, studio, plugins);
    if (scenario.seedFromQuery && scenario.scenario) restartScenario(scenario.scenario, scenario.seed);
    if (cookies.length === 1) headers['Set-Cookie'] = cookies[0] ?? '';
    else if (cookies.length > 1) headers['Set-Cookie'] = cookies;
    res.writeHead(rendered?.status ?? 200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
