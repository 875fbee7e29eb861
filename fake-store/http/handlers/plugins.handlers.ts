import { http, HttpResponse } from 'msw';
import { vendorStandIns } from '../vendors';
import { analyticsSinkHandlers } from '../analytics-sink';
import { recentOrdersHandlers } from './recent-orders.handlers';

/**
 * GET /sim-vendor/<host>/<path>: the local stand-in of a third-party script (plugins load vendor scripts through
 * the proxy prefix the simulator puts in index.html, src/shared/lib/vendor-script.ts). Unknown vendor paths
 * answer 404, like a wrong embed id would, so a plugin's failure path can be tried too.
 */
const vendorHandlers = [
  http.get('*/sim-vendor/*', ({ request }) => {
    const url = new URL(request.url);
    const rest = url.pathname.replace(/^\/sim-vendor\//, '');
    const slash = rest.indexOf('/');
    const host = slash === -1 ? rest : rest.slice(0, slash);
    const vendorPath = slash === -1 ? '/' : rest.slice(slash);
    const vendorUrl = new URL(`https://${host}${vendorPath}${url.search}`);
    const standIn = vendorStandIns.find((entry) => entry.host === host && entry.path.test(vendorPath));
    if (!standIn) return new HttpResponse(`/* no stand-in for ${host}${vendorPath} */`, { status: 404, headers: { 'Content-Type': 'text/javascript' } });
    return new HttpResponse(standIn.source(vendorUrl), { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } });
  }),
];

/** The plugins' side of the simulator: vendor stand-ins, the analytics sink, recent orders for social proof. */
export const pluginHandlers = [...vendorHandlers, ...analyticsSinkHandlers, ...recentOrdersHandlers];
