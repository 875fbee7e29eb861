import type * as z from 'zod/mini';

/*
 * One value per call: what goes over the wire (decisions/0043-each-call-defined-once.md). The client sends it, the
 * contract publishes it with its words (`<resource>.docs.ts`), the backend checker reads with it and the fake store
 * answers it. Only wire facts live here: the words are long and no shopper needs them.
 */

/** Who may make the call: anyone (a guest id or a bearer token), or a signed-in customer only (401 without a token). */
export type CallAudience = 'guest-or-customer' | 'customer';

export type CallMethod = 'get' | 'post' | 'put' | 'delete';

/** Query parameters besides branch_id, each a schema of the text sent; a parameter is optional when its schema is. */
export type QuerySchemas = Readonly<Record<string, z.ZodMiniType>>;

export interface CallFacts {
  /** The OpenAPI operationId: stable. */
  id: string;
  method: CallMethod;
  /** A path template: `/api/cart/remove/{cart_item_id}`. */
  path: `/api/${string}`;
  audience: CallAudience;
  query?: QuerySchemas;
  body?: z.ZodMiniType;
  /** How the body is sent: JSON unless said otherwise (an upload is multipart/form-data, its files as parts). */
  bodyMediaType?: 'application/json' | 'multipart/form-data';
  /** Headers the call must carry besides the identity ones, each a schema of its value. */
  headers?: Readonly<Record<string, z.ZodMiniType>>;
  /** The success status and the answer's schema. */
  answer: { status: 200 | 201 | 204; schema: z.ZodMiniType };
}

/**
 * What the client reads of a call when it sends it. The shopper's build keeps only these of each definition
 * (scripts/vite/client-call-facts-plugin.ts): the rest is for the contract, the backend checker and the fake store.
 */
export const clientFacts = { method: true, path: true, bodyMediaType: true, answer: { schema: true } } as const;
export type ClientFacts<Schema extends z.ZodMiniType = z.ZodMiniType> = Pick<CallFacts, 'method' | 'path' | 'bodyMediaType'> & { answer: { schema: Schema } };

/** A call as defined: its facts, frozen. */
export type CallDefinition<Facts extends CallFacts = CallFacts> = Readonly<Facts>;

/** Defines a call. Only types and freezes: nothing is worked out when a module of calls loads. */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<const Facts extends CallFacts>(facts: Facts): CallDefinition<Facts> {
  return Object.freeze(facts);
}

/** The `{names}` of a path template: `'/api/cart/remove/{cart_item_id}'` → `'cart_item_id'`. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** A query value as sent: a text parameter also takes a number (sent as its digits); a fixed choice only its choices. */
type QueryValue<Schema extends z.ZodMiniType> = z.input<Schema> extends infer Value ? (Value extends string ? (string extends Value ? Value | number : Value) : Value) : never;

type OptionalKeys<Schemas extends QuerySchemas> = { [Name in keyof Schemas]: undefined extends z.input<Schemas[Name]> ? Name : never }[keyof Schemas];

/** The query a call takes: its required names required, the rest optional. */
type QueryInput<Schemas extends QuerySchemas> = { [Name in Exclude<keyof Schemas, OptionalKeys<Schemas>>]: QueryValue<Schemas[Name]> } & {
  [Name in OptionalKeys<Schemas>]?: QueryValue<Schemas[Name]>;
};

type PathPart<Path extends string> = [PathParamNames<Path>] extends [never] ? unknown : { params: Readonly<Record<PathParamNames<Path>, string | number>> };
type QueryPart<Facts> = Facts extends { query: infer Schemas extends QuerySchemas }
  ? Record<string, never> extends QueryInput<Schemas>
    ? { query?: QueryInput<Schemas> }
    : { query: QueryInput<Schemas> }
  : unknown;
type BodyPart<Facts> = Facts extends { body: infer Schema extends z.ZodMiniType } ? { body: z.input<Schema> } : unknown;
type HeadersPart<Facts> = Facts extends { headers: infer Schemas extends Readonly<Record<string, z.ZodMiniType>> } ? { headers: { [Name in keyof Schemas]: z.input<Schemas[Name]> } } : unknown;

/** What a call is sent with, read off its definition: path params, query, body and headers, each where it has them. */
export type CallInput<Call extends CallFacts> = PathPart<Call['path']> & QueryPart<Call> & BodyPart<Call> & HeadersPart<Call>;

/** What a call answers, read with its answer schema. */
export type CallAnswer<Call extends CallFacts> = z.output<Call['answer']['schema']>;
