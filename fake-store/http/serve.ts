import { http, HttpResponse, type HttpHandler, type PathParams, type RequestHandler } from 'msw';
import type * as z from 'zod/mini';
import type { $ZodIssue } from 'zod/v4/core';
import type { CallDefinition, CallFacts, PathParamNames, QuerySchemas } from '@/api/calls/define';
import { describeIssues, readTolerantly } from '@/api/schemas/tolerance';
import type { QueryCheck } from '../domain/query-rules';
import { checkClientContract, unauthenticatedMessage, type Caller } from './client-contract';
import { errorResponse } from './http-errors';
import { payloadMessage, readJsonBody } from './payloads';
import { queryRefusal } from './handlers/query-refusal';

/*
 * The fake store's side of a call definition (decisions/0043-each-call-defined-once.md): the route, the client
 * contract, who may call, the query and body read with the call's own schemas, and the answer sent with its success
 * status. A resolver only says what the store does.
 */

export type CustomerCaller = Extract<Caller, { kind: 'user' }>;

/** A customer's call runs for a signed-in customer only; anyone else's for a guest too. */
type CallerOf<Call extends CallFacts> = Call['audience'] extends 'customer' ? CustomerCaller : Caller;

type ParamsOf<Call extends CallFacts> = Readonly<Record<PathParamNames<Call['path']>, string>>;

/** The query as the call's schemas read it: each value trimmed, an empty one absent (Laravel's ConvertEmptyStringsToNull). */
export type SchemaQuery<Call extends CallFacts> = Call extends { query: infer Schemas extends QuerySchemas } ? { [Name in keyof Schemas]: z.output<Schemas[Name]> } : Record<string, never>;

type BodyOf<Call extends CallFacts> = Call extends { body: infer Schema extends z.ZodMiniType } ? z.output<Schema> : undefined;

/** What the resolver answers on success: the body as sent (the schema's input side), none for a 204. */
export type AnswerOf<Call extends CallFacts> = Call['answer']['status'] extends 204 ? void : z.input<Call['answer']['schema']>;

export interface ServedRequest<Call extends CallFacts, Query> {
  request: Request;
  params: ParamsOf<Call>;
  query: Query;
  caller: CallerOf<Call>;
  branchId: string;
}

export interface ServeInfo<Call extends CallFacts, Query = SchemaQuery<Call>> extends ServedRequest<Call, Query> {
  body: BodyOf<Call>;
  /** The body as sent, before the schema read it (what place-order binds its idempotency key to). */
  rawBody: unknown;
}

/** A body the call's schema does not take: not in its media type at all, or not in its shape. */
export type BodyRefusal = { kind: 'unreadable' } | { kind: 'invalid'; raw: unknown; issues: readonly $ZodIssue[] };

export interface ServeOptions<Call extends CallFacts, Query> {
  /**
   * The store's own reading of the query, when its rules say more than the schemas (words per field, bounds, rules
   * across fields): its refusal is the 422 Laravel answers. Without it the query is read with the call's schemas.
   */
  query?: (searchParams: URLSearchParams) => QueryCheck<Query>;
  /**
   * The answer to a body the schema refuses, when the store words it field by field (Laravel's `errors`) or still
   * acts on it; what it leaves (undefined) gets the default: 422 `{ message }` naming the first field at fault.
   */
  refuseBody?: (refusal: BodyRefusal, served: ServedRequest<Call, Query>) => Response | undefined | Promise<Response | undefined>;
}

export type Resolver<Call extends CallFacts, Query> = (info: ServeInfo<Call, Query>) => AnswerOf<Call> | Response | Promise<AnswerOf<Call> | Response>;

/*
 * Answers are checked against the call's answer schema under vitest only: in the browser and the Node server it
 * would cost every call a second parse for nothing a shopper sees.
 */
let answersChecked = typeof process !== 'undefined' && Boolean(process.env.VITEST);

/** Turns the answer check on or off (a host that wants the check outside vitest; a test of the check itself). */
export function checkAnswers(on: boolean): void {
  answersChecked = on;
}

/** The definition each served route was made from, for the test that every call is served once. */
const servedCalls = new WeakMap<RequestHandler, CallDefinition>();

export function servedCall(handler: RequestHandler): CallDefinition | undefined {
  return servedCalls.get(handler);
}

/** A path template as an MSW route on any origin: `/api/cart/remove/{cart_item_id}` → `*\/api/cart/remove/:cart_item_id`. */
export const routeOf = (path: string): string => `*${path.replace(/\{(\w+)\}/g, ':$1')}`;

const fieldWords = (field: string) => field.replace(/_/g, ' ');

/** The query read with the call's schemas, or Laravel's 422 naming every field at fault. */
function schemaQuery(schemas: QuerySchemas | undefined, searchParams: URLSearchParams): QueryCheck<Record<string, unknown>> {
  const query: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const [name, schema] of Object.entries(schemas ?? {})) {
    const text = searchParams.get(name)?.trim();
    const value = text === '' ? undefined : text;
    const parsed = schema.safeParse(value);
    if (parsed.success) query[name] = parsed.data;
    else errors[name] = [value === undefined ? `The ${fieldWords(name)} field is required.` : `The ${fieldWords(name)} field is invalid.`];
  }
  const fields = Object.keys(errors);
  if (fields.length === 0) return { ok: true, query };
  const first = errors[fields[0] ?? '']?.[0] ?? 'The given data was invalid.';
  const more = fields.length - 1;
  return { ok: false, message: more > 0 ? `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})` : first, errors };
}

/**
 * The query's names whose value the call's schemas refuse in every reading a backend may give it: as sent, trimmed,
 * or (when empty) as absent.
 */
function queryRefusedByContract(schemas: QuerySchemas | undefined, searchParams: URLSearchParams): string[] {
  return Object.entries(schemas ?? {}).flatMap(([name, schema]) => {
    const sent = searchParams.get(name) ?? undefined;
    const trimmed = sent?.trim();
    const readings = [sent, trimmed, trimmed === '' ? undefined : trimmed];
    return readings.some((value) => schema.safeParse(value).success) ? [] : [`${name}=${sent ?? '(absent)'}`];
  });
}

/** A multipart body as an object of its parts, the first of each name (as `FormData.get` reads it). */
function formFields(form: FormData): Record<string, FormDataEntryValue> {
  const fields: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form.entries()) if (!(name in fields)) fields[name] = value;
  return fields;
}

/** The template's `{names}` only: MSW also numbers what the route's wildcards matched (the origin). */
function paramsOf(path: string, matched: PathParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, name = ''] of path.matchAll(/\{(\w+)\}/g)) params[name] = String(matched[name] ?? '');
  return params;
}

type BodyRead = { ok: true; body: unknown; raw: unknown } | { ok: false; refusal: BodyRefusal };

async function readBody(call: CallFacts, request: Request): Promise<BodyRead> {
  if (!call.body) return { ok: true, body: undefined, raw: undefined };
  let raw: unknown;
  if (call.bodyMediaType === 'multipart/form-data') {
    try {
      raw = await request.formData();
    } catch {
      return { ok: false, refusal: { kind: 'unreadable' } };
    }
  } else {
    const read = await readJsonBody(request);
    if (!read.ok) return { ok: false, refusal: { kind: 'unreadable' } };
    raw = read.body;
  }
  const parsed = call.body.safeParse(raw instanceof FormData ? formFields(raw) : raw);
  return parsed.success ? { ok: true, body: parsed.data, raw } : { ok: false, refusal: { kind: 'invalid', raw, issues: parsed.error.issues } };
}

function defaultBodyRefusal(call: CallFacts, refusal: BodyRefusal): Response {
  if (refusal.kind === 'invalid') return errorResponse(422, payloadMessage(refusal));
  return errorResponse(422, call.bodyMediaType === 'multipart/form-data' ? 'Send the body as multipart/form-data.' : 'The request body must be JSON.');
}

/** Fails when an answer leaves the contract: its schema refuses it, or the tolerant reader would drop a part of it. */
function checkAnswer(call: CallFacts, body: unknown, what: string): void {
  const { value: parsed, dropped } = readTolerantly(body, () => call.answer.schema.safeParse(body));
  const problems = parsed.success ? dropped.map((part) => `${part.path}: ${part.message}`) : [describeIssues(parsed.error.issues, body)];
  if (problems.length > 0) throw new Error(`The fake store answered ${call.id} (${call.method.toUpperCase()} ${call.path}) outside its contract, ${what}: ${problems.join('; ')}`);
}

/** Checks a success the resolver answered itself (a status or headers of its own): a refusal is not the answer's shape. */
async function checkResponse(call: CallFacts, response: Response): Promise<void> {
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (response.status >= 300 || !isJson) return;
  checkAnswer(call, await response.clone().json(), `status ${String(response.status)}`);
}

function answer(call: CallFacts, value: unknown): Response {
  if (call.answer.status === 204) return new HttpResponse(null, { status: 204 });
  const text = JSON.stringify(value);
  if (answersChecked) checkAnswer(call, JSON.parse(text), `status ${String(call.answer.status)}`);
  return new HttpResponse(text, { status: call.answer.status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The MSW route of a call: the client contract (spec section 7), 401 `Unauthenticated.` to a customer's call
 * without a signed-in caller, the query and the body read with the call's schemas (or `options`), then the
 * resolver. What it returns is answered as JSON with the call's success status; a Response it returns (a refusal,
 * a scenario's answer) passes unchanged.
 */
export function serve<const Call extends CallDefinition>(call: Call, resolver: Resolver<Call, SchemaQuery<Call>>): HttpHandler;
export function serve<const Call extends CallDefinition, Query = SchemaQuery<Call>>(call: Call, options: ServeOptions<Call, Query>, resolver: Resolver<Call, Query>): HttpHandler;
export function serve<const Call extends CallDefinition, Query>(
  call: Call,
  second: ServeOptions<Call, Query> | Resolver<Call, Query>,
  third?: Resolver<Call, Query>,
): HttpHandler {
  // The shopper's build keeps only the client's facts of a definition (scripts/vite/client-call-facts-plugin.ts).
  if (typeof call.id !== 'string' || typeof call.audience !== 'string') throw new Error(`serve() was given the client's facts of ${call.path} only, not its definition.`);
  const options: ServeOptions<Call, Query> = typeof second === 'function' ? {} : second;
  const resolver = typeof second === 'function' ? second : third;
  if (!resolver) throw new Error(`serve(${call.id}) has no resolver.`);

  const handler = http[call.method](routeOf(call.path), async ({ request, params }) => {
    const checked = checkClientContract(request);
    if (!checked.ok) return checked.response;
    const { caller, branchId } = checked;
    if (call.audience === 'customer' && caller.kind !== 'user') return errorResponse(401, unauthenticatedMessage);

    const searchParams = new URL(request.url).searchParams;
    const read = options.query ? options.query(searchParams) : schemaQuery(call.query, searchParams);
    if (!read.ok) return queryRefusal(read);
    // The store's own reading may be stricter than the contract, never laxer.
    if (answersChecked && options.query) {
      const refused = queryRefusedByContract(call.query, searchParams);
      if (refused.length > 0) throw new Error(`The fake store took a query for ${call.id} that its definition refuses: ${refused.join(', ')}`);
    }

    const served = { request, params: paramsOf(call.path, params) as ParamsOf<Call>, query: read.query as Query, caller: caller as CallerOf<Call>, branchId };
    const body = await readBody(call, request);
    if (!body.ok) return (await options.refuseBody?.(body.refusal, served)) ?? defaultBodyRefusal(call, body.refusal);

    const result = await resolver({ ...served, body: body.body as BodyOf<Call>, rawBody: body.raw });
    if (result instanceof Response) {
      if (answersChecked) await checkResponse(call, result);
      return result;
    }
    return answer(call, result);
  });
  servedCalls.set(handler, call);
  return handler;
}
