import type { CallAnswer, CallDefinition, CallFacts, PathParamNames } from './define';

/*
 * The words the contract publishes about a call, written beside its definition in `<resource>.docs.ts`
 * (decisions/0043-each-call-defined-once.md). Only the tools read them: the contract builder, the backend checker and
 * the fake store's contract page. The storefront never imports a docs file (eslint.config.js), so no shopper downloads
 * a summary.
 */

/** The error statuses a call may answer besides 401 (any call may meet an expired token). */
export type ErrorStatus = 400 | 402 | 404 | 409 | 422 | 429;

/** The answers of the calls the checker read before this one, each read with its own schema. */
export interface EarlierAnswers {
  of<Call extends CallDefinition>(call: Call): CallAnswer<Call> | undefined;
}

/** Earlier answers held by call: each was read with that call's own answer schema, so it is that call's answer. */
export const earlierAnswers = (answers: ReadonlyMap<CallDefinition, unknown>): EarlierAnswers => ({
  of: <Call extends CallDefinition>(call: Call) => answers.get(call) as CallAnswer<Call> | undefined,
});

/**
 * A read the backend checker makes (`npm run check-backend`): only GETs, which change nothing. `query` is fixed;
 * `derive` picks it from earlier answers (a product's slug from get-products) and is null when they had none.
 */
export interface CheckRead<QueryName extends string = string> {
  query?: Readonly<Partial<Record<QueryName, string>>>;
  derive?: (earlier: EarlierAnswers) => Readonly<Partial<Record<QueryName, string>>> | null;
}

/** The words of any call, as the tools read them. */
export interface CallWords {
  /** The operation's summary, verbatim. */
  summary: string;
  errors: readonly ErrorStatus[];
  /** `x-` notes the contract publishes on the operation, verbatim. */
  notes?: Readonly<Record<`x-${string}`, string>>;
  /** Each path parameter of the template, described. */
  pathParams?: Readonly<Record<string, string>>;
  /** Each query parameter of the definition, described. */
  query?: Readonly<Record<string, string>>;
  check?: CheckRead;
}

type QueryName<Call extends CallFacts> = Extract<keyof NonNullable<Call['query']>, string>;

/** The words of one call, checked against its definition: every path and query parameter described, no other. */
export type WordsOf<Call extends CallFacts> = Omit<CallWords, 'pathParams' | 'query' | 'check'> &
  ([PathParamNames<Call['path']>] extends [never] ? { pathParams?: never } : { pathParams: Readonly<Record<PathParamNames<Call['path']>, string>> }) &
  (Call['query'] extends object ? { query: Readonly<Record<QueryName<Call>, string>> } : { query?: never }) &
  (Call['method'] extends 'get' ? { check?: CheckRead<QueryName<Call>> } : { check?: never });

/** A call and its words. */
export interface DescribedCall {
  call: CallDefinition;
  words: CallWords;
}

/** The words the contract publishes about `call`. */
export function describe<Call extends CallDefinition>(call: Call, words: WordsOf<Call>): DescribedCall {
  return { call, words: words as CallWords };
}

/** A derived read's query: `{ [name]: value, ...rest }`, or null (the read is skipped) when there is no value to send. */
export function queryWith<Name extends string, Rest extends string = never>(
  name: Name,
  value: string | number | null | undefined,
  rest?: Readonly<Record<Rest, string>>,
): Readonly<Record<Name | Rest, string>> | null {
  return value === undefined || value === null ? null : ({ [name]: String(value), ...rest } as Record<Name | Rest, string>);
}
