import { randomUUID } from 'node:crypto';
import type { $ZodIssue } from 'zod/v4/core';
import type * as z from 'zod/mini';
import { callList, calls } from '@/api/calls';
import type { CallDefinition } from '@/api/calls/define';
import { earlierAnswers } from '@/api/calls/describe';
import { wordsOf } from '@/api/calls/docs';
import { cartSummarySchema } from '@/api/schemas/cart.schema';
import type { Id } from '@/api/schemas/common.schema';
import { productsPageSchema, type Product, type ProductsPage } from '@/api/schemas/product.schema';
import { describeIssues, readTolerantly, valueAt, type DroppedPart } from '@/api/schemas/tolerance';
import { auditTolerance, type CoercedPart } from '@/api/tolerance-audit';

/*
 * The backend checker (`npm run check-backend`, issue 7): the storefront's own schemas, read tolerantly as the
 * storefront reads them, pointed at a merchant's backend. It makes the calls of the contract (src/api/calls/)
 * as the client does (spec section 7) and says of each whether the answer is read as sent, read with coercions
 * or dropped rows, or unusable. Pure but for the fetch it is given; cli.ts parses the arguments and prints.
 */

export const defaultTimeoutMs = 10_000;
export const defaultBranchId = '1';

export interface CheckOptions {
  /** The backend's base URL; a path prefix and a query (`?scenario=` for the simulator) are kept on every call. */
  origin: string;
  /** Sent as `?branch_id=` on every call. */
  branchId: string;
  /** A customer's bearer token: reads are made as that customer, and the customer-only reads are made too. */
  token: string | null;
  /** Also add and remove a cart line, on a throwaway guest id. */
  withWrites: boolean;
  /** Per call, reading the answer included. */
  timeoutMs: number;
  fetch: typeof fetch;
  /** A new guest id (uuid v4) per use; tests may fix it. */
  newGuestId?: () => string;
}

/** One problem of an answer the storefront cannot use. */
export interface Problem {
  /** Dotted from the answer's root; empty for the answer as a whole. */
  path: string;
  message: string;
}

export type Outcome =
  | { verdict: 'ok'; status: number }
  | { verdict: 'tolerated'; status: number; dropped: DroppedPart[]; coerced: CoercedPart[] }
  /** `status` is null when no answer came (a time-out, a dropped connection). */
  | { verdict: 'failed'; status: number | null; problems: Problem[] }
  | { verdict: 'skipped'; reason: string };

export interface CallResult {
  /** `GET /api/get-data`, with the contract's path template. */
  call: string;
  outcome: Outcome;
}

export type CheckReport =
  | { kind: 'checked'; results: CallResult[] }
  /** The origin could not be reached at all: the one-line reason. */
  | { kind: 'unreachable'; reason: string };

/** Non-zero when the origin could not be reached (2) or any call failed (1). */
export function exitCodeOf(report: CheckReport): number {
  if (report.kind === 'unreachable') return 2;
  return report.results.some((result) => result.outcome.verdict === 'failed') ? 1 : 0;
}

/** A request that got no answer: the reason, in words. */
class NoAnswer extends Error {}

const label = (call: CallDefinition) => `${call.method.toUpperCase()} ${call.path}`;

/** A read's query: each name a call's definition lists, with its text. */
type Query = Readonly<Partial<Record<string, string>>>;

/** The call's URL under `origin`: its path after the origin's path, the origin's query kept, then the call's own. */
export function callUrl(origin: string, path: string, query: Query, branchId: string): URL {
  const base = new URL(origin);
  const url = new URL(base);
  url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  url.searchParams.set('branch_id', branchId);
  return url;
}

function noAnswerReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error && typeof error.cause === 'object' && error.cause !== null ? (error.cause as { code?: unknown; message?: unknown }) : null;
  const code = typeof cause?.code === 'string' ? cause.code : null;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'the connection was dropped';
    default:
      if (typeof cause?.message === 'string' && cause.message !== '') return cause.message;
      return error instanceof Error ? error.message : String(error);
  }
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const firstLine = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/** What an error answer says: Laravel's `{ message }`, else the start of its text. */
function errorMessage(answer: Answer): string {
  try {
    const body: unknown = JSON.parse(answer.text);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: its text says it.
  }
  return answer.text.trim() === '' ? 'no body' : firstLine(answer.text);
}

/** Each issue on its own, its path apart from its words. */
function problemsOf(issues: readonly $ZodIssue[], body: unknown): Problem[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: describeIssues([{ ...issue, path: [] }], valueAt(body, issue.path)),
  }));
}

type Checked<Schema extends z.ZodMiniType> = { outcome: Outcome; value: z.output<Schema> | null };

/** The answer read with `schema` as the storefront reads it, and what that took. */
function judge<Schema extends z.ZodMiniType>(schema: Schema, answer: Answer): Checked<Schema> {
  const { status } = answer;
  if (status < 200 || status > 299) return { outcome: { verdict: 'failed', status, problems: [{ path: '', message: `HTTP ${status}: ${errorMessage(answer)}` }] }, value: null };
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    const type = answer.contentType === '' ? 'no content type' : answer.contentType;
    return { outcome: { verdict: 'failed', status, problems: [{ path: '', message: `not JSON (${type}): ${firstLine(answer.text) || 'an empty body'}` }] }, value: null };
  }
  const { value: parsed, dropped } = readTolerantly(body, () => schema.safeParse(body));
  if (!parsed.success) return { outcome: { verdict: 'failed', status, problems: problemsOf(parsed.error.issues, body) }, value: null };
  const coerced = auditTolerance(body, parsed.data, dropped.map((part) => part.path));
  const outcome: Outcome = dropped.length === 0 && coerced.length === 0 ? { verdict: 'ok', status } : { verdict: 'tolerated', status, dropped, coerced };
  return { outcome, value: parsed.data };
}

/** The choices to add `product` with: none when it needs none, else its first combination and each group's minimum. */
export function cartLineFor(product: Product) {
  const selectedAttributes: Record<string, Id> = {};
  for (const id of product.combinations[0]?.ids ?? []) {
    const attribute = product.attributes.find((entry) => entry.values.some((value) => String(value.id) === String(id)));
    if (attribute) selectedAttributes[String(attribute.id)] = id;
  }
  const selectedMultiAttributes: Record<string, Id[]> = {};
  for (const group of product.multi_selectable_attributes) {
    const needed = group.min_select ?? 0;
    if (needed > 0) selectedMultiAttributes[String(group.id)] = Object.values(group.values).slice(0, needed).map((value) => value.id);
  }
  return { product_id: product.id, quantity: 1, selected_attributes: selectedAttributes, selected_multi_attributes: selectedMultiAttributes };
}

/** A product a shopper can add in one tap, else the first one (with its first combination). */
export function productToAdd(page: ProductsPage): Product | null {
  const needsNoChoice = (product: Product) =>
    product.attributes.length === 0 && product.multi_selectable_attributes.every((group) => (group.min_select ?? 0) === 0);
  return page.data.find((product) => product.in_stock && needsNoChoice(product)) ?? page.data.find(needsNoChoice) ?? page.data[0] ?? null;
}

/** Calls the backend at `options.origin` and says of each call how the storefront reads its answer. */
export async function checkBackend(options: CheckOptions): Promise<CheckReport> {
  const newGuestId = options.newGuestId ?? randomUUID;
  const readerGuestId = newGuestId();

  const request = async (method: string, path: string, query: Query, identity: { token: string } | { guestId: string }, body?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
    if ('token' in identity) headers.Authorization = `Bearer ${identity.token}`;
    else headers['guest-id'] = identity.guestId;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const response = await options.fetch(callUrl(options.origin, path, query, options.branchId), {
        method: method.toUpperCase(),
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
    } catch (error) {
      throw new NoAnswer(noAnswerReason(error, options.timeoutMs));
    }
  };

  const results: CallResult[] = [];
  let productsPage: ProductsPage | null = null;
  const readerIdentity = options.token ? { token: options.token } : { guestId: readerGuestId };
  // What each read call's schema made of its answer, for the reads whose query comes from an earlier one.
  const readValues = new Map<CallDefinition, unknown>();
  const earlier = earlierAnswers(readValues);

  for (const call of callList) {
    const read = wordsOf(call).check;
    if (!read) continue;
    if (call.audience === 'customer' && !options.token) {
      results.push({ call: label(call), outcome: { verdict: 'skipped', reason: 'customer only: pass --token to check it' } });
      continue;
    }
    const query = read.derive ? read.derive(earlier) : (read.query ?? {});
    if (query === null) {
      results.push({ call: label(call), outcome: { verdict: 'skipped', reason: 'needs an id or slug from an earlier answer, which had none' } });
      continue;
    }
    try {
      const checked = judge(call.answer.schema, await request(call.method, call.path, query, readerIdentity));
      if (checked.value !== undefined) readValues.set(call, checked.value);
      // The same schema, so the value is a products page; --with-writes picks its product from it.
      if (call.answer.schema === productsPageSchema && checked.value) productsPage = checked.value as ProductsPage;
      results.push({ call: label(call), outcome: checked.outcome });
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      // Nothing answered the first call: the origin is down or wrong, and every other call would say the same.
      if (results.every((result) => result.outcome.verdict === 'skipped')) {
        return { kind: 'unreachable', reason: `cannot reach ${options.origin}: ${error.message} (${label(call)}).` };
      }
      results.push({ call: label(call), outcome: { verdict: 'failed', status: null, problems: [{ path: '', message: error.message }] } });
    }
  }

  if (options.withWrites) results.push(...(await checkWrites(request, productsPage, { guestId: newGuestId() })));
  return { kind: 'checked', results };
}

type Requester = (method: string, path: string, query: Query, identity: { guestId: string }, body?: unknown) => Promise<Answer>;

/** A cart answer the schema reads, but that does not show what the change should have done. */
function failedAfter(outcome: Outcome, message: string): Outcome {
  return { verdict: 'failed', status: outcome.verdict === 'skipped' ? null : outcome.status, problems: [{ path: 'cartItems', message }] };
}

/** Adds a line to a throwaway guest's cart and removes it again, checking both cart answers. */
async function checkWrites(request: Requester, page: ProductsPage | null, guest: { guestId: string }): Promise<CallResult[]> {
  const add = calls.cart.add;
  const remove = calls.cart.remove;
  const product = page ? productToAdd(page) : null;
  if (!product) {
    const reason = page ? 'get-products listed no product to add' : 'get-products gave no product list to pick from';
    return [
      { call: label(add), outcome: { verdict: 'skipped', reason } },
      { call: label(remove), outcome: { verdict: 'skipped', reason } },
    ];
  }

  const send = async (call: CallDefinition, path: string, body?: unknown): Promise<Checked<typeof cartSummarySchema>> => {
    try {
      return judge(cartSummarySchema, await request(call.method, path, {}, guest, body));
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      return { outcome: { verdict: 'failed', status: null, problems: [{ path: '', message: error.message }] }, value: null };
    }
  };

  const added = await send(add, add.path, cartLineFor(product));
  const line = added.value?.cartItems.find((item) => String(item.product_id) === String(product.id));
  if (added.value && !line) added.outcome = failedAfter(added.outcome, `no line of product ${String(product.id)} in the cart after adding it`);
  if (!line) return [{ call: label(add), outcome: added.outcome }, { call: label(remove), outcome: { verdict: 'skipped', reason: 'no line was added to remove' } }];

  const removed = await send(remove, remove.path.replace('{cart_item_id}', encodeURIComponent(String(line.id))));
  if (removed.value?.cartItems.some((item) => String(item.id) === String(line.id))) {
    removed.outcome = failedAfter(removed.outcome, `line ${String(line.id)} is still in the cart after removing it`);
  }
  return [
    { call: label(add), outcome: added.outcome },
    { call: label(remove), outcome: removed.outcome },
  ];
}
