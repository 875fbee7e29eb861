import ky, { HTTPError, type Options } from 'ky';
import type * as z from 'zod/mini';
import { takePrefetchedResponse } from '@/boot/site-data-prefetch';
import { recordingFetch, type AnswerRecord } from './answer-record';
import { ANSWER_TIME_LIMIT_MS } from './answer-time-limit';
import { ApiError } from './api-error';
import type { CallAnswer, CallDefinition, CallFacts, CallInput, ClientFacts } from './calls/define';
import { SENDABLE_TOKEN } from './schemas/bearer-token-rules';
import { apiErrorBodySchema } from './schemas/common.schema';
import { serverApiOrigin } from './server-api-origin';
import { capServerMessage } from './server-message';
import { collectDrops, type RawDrop } from './schemas/tolerance-core';

/** Who is calling and for which branch: every request carries it (spec section 7). */
export interface RequestContext {
  branchId: string;
  authToken: string | null;
  guestId: string;
  /**
   * Aborted when the session of `authToken` ends (src/models/session): the token is then never sent again, and a call
   * still on its way is dropped, or asked again as the guest when it only reads (ADR 0042).
   */
  sessionEnd?: AbortSignal | null;
  /** A server render's record of its answers, handed to the browser with the page (answer-record.ts). */
  record?: AnswerRecord | null;
}

export const DEFAULT_BRANCH_ID = '1';
const SESSION_ENDED = 'Your session has ended.';
const CANCELLED = 'The request was cancelled.';

/**
 * The API lives on the site's own origin. VITE_API_ORIGIN points a build at another host (README,
 * "Pointing the build at a real backend"); a server render asks where its handler was told (server-api-origin.ts).
 */
export function apiOrigin(): string {
  if (import.meta.env.SSR) return serverApiOrigin();
  const configured = import.meta.env.VITE_API_ORIGIN;
  if (typeof configured === 'string' && configured !== '') return configured.replace(/\/+$/, '');
  if (typeof location !== 'undefined' && /^https?:$/.test(location.protocol)) return location.origin;
  return 'http://localhost';
}

/**
 * The one ky instance of the app. Only idempotent GETs are retried, with exponential back-off. Its own time-out is off:
 * `request` gives each call one limit for the whole answer, which ky's (the headers of one attempt) is not.
 */
const http = ky.create({
  credentials: 'include',
  timeout: false,
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  retry: {
    limit: 2,
    methods: ['get'],
    statusCodes: [408, 429, 500, 502, 503, 504],
    backoffLimit: 2_000,
  },
  // index.html starts the site data request before the app's JavaScript arrives (src/boot/site-data-prefetch.ts);
  // the first identical request takes its answer instead of asking again. A retry asks the network.
  hooks: { beforeRequest: [(request) => takePrefetchedResponse(request)] },
});

/** How one sending of a call may differ from the next: the caller's cancel, a longer limit, another transport. */
interface RequestOptions {
  /** The limit for the whole answer (every attempt, headers and body), when not ANSWER_TIME_LIMIT_MS. */
  timeout?: number;
  /** The caller's cancel: the call then fails as `aborted`. */
  signal?: AbortSignal;
  /**
   * The transport under ky, when not the browser's fetch: the avatar upload sends through XMLHttpRequest for its
   * upload progress (ADR 0021), and still gets this client's headers, errors, 401 handling and answer parsing.
   */
  fetch?: Options['fetch'];
}

/** What a call is sent with: what its definition asks for (CallInput) and the options of this one sending. */
export type RequestInput<Call extends CallFacts> = CallInput<Call> & RequestOptions;

/** The input of any call, as the client reads it. */
interface SentInput extends RequestOptions {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  body?: unknown;
  /** Headers of the call besides the identity ones (place-order's `Idempotency-Key`). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Sends a defined call (src/api/calls) with the context's identity and branch: its path params filled in and encoded,
 * its query and body as the definition says (JSON, or one multipart part per field), its answer read with its answer
 * schema. A call whose session ends before it is sent, or before its answer is in, never carries the token again and
 * never answers for it: a read is asked again as the guest, anything else fails as `aborted` (ADR 0042).
 */
export function request<Call extends CallDefinition>(
  context: RequestContext,
  call: Call,
  ...[input]: Record<string, never> extends CallInput<Call> ? [input?: RequestInput<Call>] : [input: RequestInput<Call>]
): Promise<CallAnswer<Call>>;
// Only the client's facts: the shopper's build carries no others (scripts/vite/client-call-facts-plugin.ts).
export async function request(context: RequestContext, call: ClientFacts, input: SentInput = {}): Promise<unknown> {
  try {
    if (!sessionEnded(context)) return await send(context, call, input);
  } catch (error) {
    // A failure of the call's own (a 401 included) came while the session lasted: the caller's to handle.
    if (!sessionEnded(context) || input.signal?.aborted) throw error;
  }
  if (call.method !== 'get') throw new ApiError('aborted', CANCELLED);
  // Asked again as the guest: with no token, no session can end under it.
  return send({ ...context, authToken: null, sessionEnd: null }, call, input);
}

const sessionEnded = (context: RequestContext) => context.authToken !== null && context.sessionEnd?.aborted === true;

async function send(context: RequestContext, call: ClientFacts, input: SentInput): Promise<unknown> {
  const { params, query, body, headers: callHeaders, timeout = ANSWER_TIME_LIMIT_MS, signal, fetch } = input;
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const url = new URL(path, `${apiOrigin()}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  url.searchParams.set('branch_id', context.branchId || DEFAULT_BRANCH_ID);
  // A token no header can carry is a dead session, not a dead network: answered as its 401 before anything is sent.
  if (context.authToken !== null && !SENDABLE_TOKEN.test(context.authToken)) throw new ApiError('unauthorized', SESSION_ENDED, null, [], true);

  const headers: Record<string, string> = {
    ...callHeaders,
    ...(context.authToken ? { Authorization: `Bearer ${context.authToken}` } : { 'guest-id': context.guestId }),
  };
  const content =
    call.bodyMediaType === 'multipart/form-data'
      ? { body: Object.entries(body as Record<string, Blob | string>).reduce((form, [name, value]) => (form.append(name, value), form), new FormData()) }
      : { json: body };

  const deadline = startDeadline(timeout, [signal, context.sessionEnd ?? undefined]);
  let answer: unknown;
  try {
    const transport = import.meta.env.SSR && context.record ? recordingFetch(context.record, fetch) : fetch;
    answer = await deadline.race(exchange(url, { ...content, method: call.method, fetch: transport, headers, signal: deadline.signal }, context.authToken !== null));
  } finally {
    deadline.stop();
  }

  return parseAnswer(call.answer.schema, answer, `${call.method.toUpperCase()} ${path}`);
}

/** One attempt chain through ky and the answer's body read, or the typed error (an error's body read included). */
async function exchange(url: URL, options: Options, sentWithToken: boolean): Promise<unknown> {
  try {
    const response = await http(url, options);
    return response.status === 204 ? null : await response.json();
  } catch (error) {
    throw await toApiError(error, sentWithToken);
  }
}

/**
 * One clock for a whole answer. `race` settles with the work, or fails as `timeout` once the limit passes (an answer
 * that stops mid-body included, and a prefetched answer that never came) or as `aborted` when one of `cancelSignals`
 * fires (the caller's cancel, the session's end); either way the request itself is cancelled through `signal`, so its
 * connection is freed.
 */
function startDeadline(limitMs: number, cancelSignals: readonly (AbortSignal | undefined)[]) {
  const controller = new AbortController();
  let fail: (error: ApiError) => void = () => undefined;
  const ended = new Promise<never>((_, reject) => {
    fail = reject;
  });
  const end = (error: ApiError) => {
    fail(error);
    controller.abort(error);
  };
  const timer = setTimeout(() => end(new ApiError('timeout', 'The request timed out.')), limitMs);
  const cancelled = () => end(new ApiError('aborted', CANCELLED));
  const signals = cancelSignals.filter((signal): signal is AbortSignal => signal !== undefined);
  if (signals.some((signal) => signal.aborted)) cancelled();
  else for (const signal of signals) signal.addEventListener('abort', cancelled, { once: true });
  return {
    signal: controller.signal,
    race: <Value>(work: Promise<Value>) => Promise.race([work, ended]),
    stop: () => {
      clearTimeout(timer);
      for (const signal of signals) signal.removeEventListener('abort', cancelled);
    },
  };
}

/** What the tolerant reader left out of each answer it gave, keyed by the answer (see `droppedFrom`). */
const droppedByAnswer = new WeakMap<object, { call: string; dropped: RawDrop[] }>();

/**
 * Reads an answer with its schema, tolerantly: a broken list item is left out (and remembered for
 * `droppedFrom`), and only an answer whose top level is unusable fails, with the typed error.
 */
export function parseAnswer<Schema extends z.ZodMiniType>(schema: Schema, body: unknown, call: string): z.output<Schema> {
  const { value: parsed, drops: dropped } = collectDrops(body, () => schema.safeParse(body));
  if (!parsed.success) {
    // Where, not why: the words (describeIssues, src/api/schemas/tolerance.ts) stay out of the first download.
    const where = parsed.error.issues.map((issue) => issue.path.join('.') || '(top level)').join(', ');
    throw new ApiError('invalid-response', `Unexpected answer from ${call}: ${where}`, null, parsed.error.issues);
  }
  const data: unknown = parsed.data;
  if (dropped.length > 0 && typeof data === 'object' && data !== null) droppedByAnswer.set(data, { call, dropped });
  return parsed.data;
}

/** The call an answer came from and what the tolerant reader left out of it, when it left anything out. */
export function droppedFrom(answer: unknown): { call: string; dropped: RawDrop[] } | null {
  return typeof answer === 'object' && answer !== null ? (droppedByAnswer.get(answer) ?? null) : null;
}

async function toApiError(error: unknown, sentWithToken: boolean): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    const { message, body } = await readErrorBody(error.response);
    if (status === 401) return new ApiError('unauthorized', message ?? SESSION_ENDED, status, [], sentWithToken);
    if (status >= 400 && status < 500) return new ApiError('rejected', message ?? `Request failed (${status})`, status, [], sentWithToken, body);
    return new ApiError('server', message ?? `Server error (${status})`, status);
  }
  // ky's own, or the prefetch's AbortSignal.timeout (a DOMException).
  if (error instanceof Error && error.name === 'TimeoutError') return new ApiError('timeout', 'The request timed out.');
  if (error instanceof SyntaxError) return new ApiError('invalid-response', 'The answer was not valid JSON.');
  if (error instanceof Error && error.name === 'AbortError') return new ApiError('aborted', CANCELLED);
  return new ApiError('network', error instanceof Error ? error.message : 'Network error');
}

/** The error answer's message, capped for display (ADR 0036), and the answer itself, for the screens that read more. */
async function readErrorBody(response: Response): Promise<{ message: string | null; body: unknown }> {
  try {
    const body: unknown = await response.clone().json();
    const parsed = apiErrorBodySchema.safeParse(body);
    return { message: parsed.success ? capServerMessage(parsed.data.message) : null, body };
  } catch {
    return { message: null, body: null };
  }
}
