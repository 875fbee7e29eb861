/** Handlers that answer as the store does, then change the answer: what most scenarios are built from. */
import type * as z from 'zod/mini';
import { getResponse, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import type { CallDefinition } from '@/api/calls/define';
import { siteDataSchema, type LayoutItem } from '@/api/schemas/site.schema';
import { handlers } from '../handlers';

/**
 * A handler that answers as the normal store does (so the client contract and branch choice still
 * apply), then changes the parsed answer. Every scenario that alters an answer goes through here.
 */
export function answerOverride<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  change: (answer: z.output<Schema>) => JsonBodyType,
  base: readonly RequestHandler[] = handlers,
): RequestHandler {
  return http.get(path, async ({ request }) => {
    const response = await getResponse([...base], request);
    if (!response || !response.ok) return response;
    return HttpResponse.json(change(schema.parse(await response.json())));
  });
}

/** Answers get-data as the normal store does, with the layout replaced. */
export function layoutOverride(build: (layout: LayoutItem[]) => LayoutItem[], base?: readonly RequestHandler[]): RequestHandler {
  return answerOverride('*/api/get-data', siteDataSchema, (siteData) => ({ ...siteData, layout: build(siteData.layout) }), base);
}

/**
 * A handler for any call that answers as the normal store does, then hands `change` the answer as it went over
 * the wire (not parsed: legacy-backend rewrites the wire form), keeping its status. Error answers and empty
 * ones pass unchanged. The call is not read here, so `base` still gets the request body.
 */
export function wireOverride(method: CallDefinition['method'], path: string, change: (body: unknown) => unknown, base: readonly RequestHandler[] = handlers): RequestHandler {
  return http[method](path, async ({ request }) => {
    const response = await getResponse([...base], request);
    if (!response || !response.ok || response.status === 204) return response;
    const body: unknown = await response.json();
    return new HttpResponse(JSON.stringify(change(body)), { status: response.status, headers: { 'Content-Type': 'application/json' } });
  });
}

/** msw's path for a call of the contract: `/api/cart/remove/{cart_item_id}` → `*\/api/cart/remove/:cart_item_id`. */
export const handlerPath = (call: CallDefinition) => `*${call.path.replace(/\{(\w+)\}/g, ':$1')}`;
