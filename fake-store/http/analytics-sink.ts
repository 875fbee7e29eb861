import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';

/**
 * The simulator's stand-in for an analytics collection endpoint: the gtag stand-in (fake-store/http/vendors/gtag.ts)
 * posts what gtag.js would have sent to Google, and tests and merchants read it back.
 *
 *   POST   /sim/analytics/collect  one event `{ measurement_id, name, params, ts, page_location? }` → 204;
 *                                  a bad body → 400 `{ message }`
 *   GET    /sim/analytics/events   `{ events }`, oldest first
 *   DELETE /sim/analytics/events   forgets them all → 204
 *   GET    /sim/analytics          a page listing them for a merchant, newest first, refreshing every 2 s
 *
 * Events live in module memory: one list for the Node simulator's single process (shared by every tab and every
 * test worker: filter by something unique), one per page in the browser worker's mode.
 */

/** The most events kept; older ones are dropped first, so a long session cannot grow the process without end. */
export const analyticsSinkLimit = 500;
/** A beacon is small; anything bigger is not from the stand-in. */
const maxBodyLength = 64 * 1024;

export const collectedEventSchema = z.object({
  measurement_id: z.string().check(z.minLength(1, 'measurement_id must not be empty'), z.maxLength(64)),
  name: z.string().check(z.minLength(1, 'name must not be empty'), z.maxLength(100)),
  params: z.record(z.string(), z.unknown()),
  /** When the page sent it, in milliseconds since the epoch. */
  ts: z.number().check(z.nonnegative()),
  /**
   * The page it was sent from. gtag.js sends the document location with every hit (its `dl` parameter), whatever
   * the event; it lets a reader tell one visit's events from another's.
   */
  page_location: z.optional(z.string().check(z.maxLength(2048))),
});
export type CollectedEvent = z.output<typeof collectedEventSchema>;

let events: CollectedEvent[] = [];

function badRequest(message: string): Response {
  return HttpResponse.json({ message }, { status: 400 });
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`).join('; ');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The merchant's view: self-contained (no app code, no external assets), every value escaped. */
export function analyticsSinkPage(list: readonly CollectedEvent[]): string {
  const rows = [...list]
    .reverse()
    .map(
      (event) =>
        `<tr><td>${escapeHtml(new Date(event.ts).toISOString())}</td><td>${escapeHtml(event.measurement_id)}</td>` +
        `<td>${escapeHtml(event.name)}</td><td>${escapeHtml(event.page_location ?? '')}</td><td><pre>${escapeHtml(JSON.stringify(event.params, null, 2))}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="2">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Analytics sink · Storefront simulator</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid #ddd; padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; }
  pre { margin: 0; white-space: pre-wrap; word-break: break-word; font-size: 12px; }
</style>
</head>
<body>
<h1>Analytics events received</h1>
<p>${list.length} event${list.length === 1 ? '' : 's'} (newest first, at most ${analyticsSinkLimit} kept). The page refreshes every 2 seconds.
JSON: <a href="/sim/analytics/events">/sim/analytics/events</a>; <code>DELETE /sim/analytics/events</code> clears the list.</p>
${list.length === 0 ? '<p>No events yet. Turn the analytics plugin on (<code>?plugins=google_analytics</code>) and browse the store.</p>' : `<table>
<thead><tr><th scope="col">Sent at</th><th scope="col">Measurement id</th><th scope="col">Event</th><th scope="col">Page</th><th scope="col">Parameters</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`}
</body>
</html>
`;
}

export const analyticsSinkHandlers: RequestHandler[] = [
  http.post('*/sim/analytics/collect', async ({ request }) => {
    // Beacons arrive as text/plain, fetches as application/json: the body is read as JSON either way.
    const text = await request.text();
    if (text.length > maxBodyLength) return badRequest(`The body is larger than ${maxBodyLength} characters`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return badRequest('The body is not JSON: send { measurement_id, name, params, ts }');
    }
    const parsed = collectedEventSchema.safeParse(body);
    if (!parsed.success) return badRequest(`Not an analytics event: ${describeIssues(parsed.error)}`);
    events.push(parsed.data);
    if (events.length > analyticsSinkLimit) events = events.slice(-analyticsSinkLimit);
    return new HttpResponse(null, { status: 204 });
  }),

  http.get('*/sim/analytics/events', () => HttpResponse.json({ events }, { headers: { 'Cache-Control': 'no-store' } })),

  http.delete('*/sim/analytics/events', () => {
    events = [];
    return new HttpResponse(null, { status: 204 });
  }),

  http.get('*/sim/analytics', () =>
    new HttpResponse(analyticsSinkPage(events), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } }),
  ),
];
