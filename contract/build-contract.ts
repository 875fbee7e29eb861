import * as z from 'zod/mini';
import { callList } from '../src/api/calls';
import type { CallAudience, CallDefinition, CallMethod } from '../src/api/calls/define';
import { wordsOf } from '../src/api/calls/docs';
import { cartAddPayloadSchema, cartItemSchema, cartSummarySchema, cartUpdatePayloadSchema } from '../src/api/schemas/cart.schema';
import { categorySchema } from '../src/api/schemas/category.schema';
import { apiErrorBodySchema, type ToleranceKind } from '../src/api/schemas/common.schema';
import { applyCouponPayloadSchema, discountSchema } from '../src/api/schemas/discount.schema';
import { productSchema, productsPageSchema } from '../src/api/schemas/product.schema';
import { recentOrderSchema } from '../src/api/schemas/recent-orders.schema';
import { branchSchema, cacheInfoSchema, layoutItemSchema, rawSettingsSchema, settingKindOf, siteDataSchema } from '../src/api/schemas/site.schema';
import { readSettingKinds, tolerantPartOf, toleranceWords } from '../src/api/schemas/tolerance-words';
import { authResponseSchema, loginPayloadSchema, profileUpdatePayloadSchema, registerPayloadSchema, userProfileSchema } from '../src/api/schemas/user.schema';
import { RENDER_GUEST_ID } from '../server/render/identity';

/*
 * The published contract (issue 7): an OpenAPI 3.1 document of every call defined in src/api/calls/, with the
 * words of its `.docs.ts` files, built from the zod schemas the storefront parses with, so it cannot say something the client does not do. zod's own
 * `toJSONSchema` writes each schema's input side (what a backend sends); an `override` then puts the canonical
 * form and `x-tolerated` in place of each tolerant part (`toleranceNotes`), whose list items live in a
 * transform's closure where zod cannot see them. `npm run contract` writes it, a test keeps the committed
 * copy fresh, and the simulator serves it at /sim/contract.json and /sim/contract.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export interface OpenAPIParameter {
  name: string;
  in: 'query' | 'header' | 'path';
  required: boolean;
  description: string;
  schema: JsonObject;
}

export type Reference = { $ref: string };

export interface OpenAPIResponse {
  description: string;
  content?: { 'application/json': { schema: JsonObject } };
}

export type RequestMediaType = NonNullable<CallDefinition['bodyMediaType']>;

export interface OpenAPIOperation {
  operationId: string;
  summary: string;
  description: string;
  security: Record<string, string[]>[];
  parameters: (OpenAPIParameter | Reference)[];
  /** Keyed by media type: `application/json`, or `multipart/form-data` for an upload. */
  requestBody?: { required: true; content: Partial<Record<RequestMediaType, { schema: JsonObject }>> };
  responses: Record<string, OpenAPIResponse | Reference>;
  /** Who may make the call (src/api/calls/define.ts `CallAudience`). */
  'x-audience': CallAudience;
  /** Whether the spec shows this call's shape, names only its path, or does not list it at all. */
  'x-shape-source': ShapeSource;
  /** The call's own notes (`notes` in its docs file). */
  [note: `x-${string}`]: string;
}

export interface OpenAPIDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  paths: Record<string, Partial<Record<CallMethod, OpenAPIOperation>>>;
  components: {
    schemas: Record<string, JsonObject>;
    parameters: Record<string, OpenAPIParameter>;
    responses: Record<string, OpenAPIResponse>;
    securitySchemes: Record<string, JsonObject>;
  };
}

/** The contract's own version: raise the major number for a change that breaks a backend which followed it. */
const contractVersion = '1.0.0';

/** The big answers and payloads, written once under components/schemas and referred to by name. */
const namedSchemas: readonly (readonly [string, z.ZodMiniType])[] = [
  ['SiteData', siteDataSchema],
  ['LayoutItem', layoutItemSchema],
  ['Settings', rawSettingsSchema],
  ['Branch', branchSchema],
  ['CacheInfo', cacheInfoSchema],
  ['CartSummary', cartSummarySchema],
  ['CartItem', cartItemSchema],
  ['CartAddPayload', cartAddPayloadSchema],
  ['CartUpdatePayload', cartUpdatePayloadSchema],
  ['ApplyCouponPayload', applyCouponPayloadSchema],
  ['ProductsPage', productsPageSchema],
  ['Product', productSchema],
  ['Category', categorySchema],
  ['Discount', discountSchema],
  ['RecentOrder', recentOrderSchema],
  ['UserProfile', userProfileSchema],
  ['AuthResponse', authResponseSchema],
  ['LoginPayload', loginPayloadSchema],
  ['RegisterPayload', registerPayloadSchema],
  ['ProfileUpdatePayload', profileUpdatePayloadSchema],
  ['ApiErrorBody', apiErrorBodySchema],
];

/** The calls spec section 7 shows with method, payload and answer ("Calls with known shape"). */
const specShownPaths: ReadonlySet<string> = new Set(['/api/get-data', '/api/cache-info', '/api/get-cart', '/api/cart/add', '/api/cart/update', '/api/cart/remove/{cart_item_id}']);

/** The paths spec section 7 names without methods or payloads, those the storefront calls. */
const specNamedPaths: ReadonlySet<string> = new Set([
  '/api/login',
  '/api/register',
  '/api/logout',
  '/api/user/details',
  '/api/user/update-details',
  '/api/user/change-avatar',
  '/api/get-products',
  '/api/get-parent-categories',
  '/api/get-discounts',
  '/api/get-cart-recommended-products',
]);

export type ShapeSource = 'spec' | 'path-named-in-spec' | 'not-in-spec';

const shapeSourceWords: Record<ShapeSource, string> = {
  spec: 'The spec shows this call (section 7); the schemas here add what it leaves open.',
  'path-named-in-spec': "The spec names this path but not its method, payload or answer: this document is the storefront's decision.",
  'not-in-spec': "The spec does not list this call: the storefront adds it, and this document is its definition.",
};

function shapeSourceOf(path: string): ShapeSource {
  if (specShownPaths.has(path)) return 'spec';
  return specNamedPaths.has(path) ? 'path-named-in-spec' : 'not-in-spec';
}

type SettingKind = (typeof readSettingKinds)[string];

/** How each kind of setting the storefront reads should be sent, and what else it accepts (`readSetting` in site.schema.ts). */
const settingKindSchemas = {
  text: { type: 'string', 'x-tolerated': 'a number (read as text); null for none. Any other type is ignored and the default applies.' },
  flag: {
    type: 'string',
    enum: ['true', 'false'],
    'x-tolerated': `true/false, 1/0, "1"/"0"; null or "" for the default. Kept as the spec's "true"/"false" strings.`,
  },
  integer: { type: 'integer', 'x-tolerated': 'an integer string ("2"); null or "" for the default.' },
} satisfies Record<SettingKind, JsonObject>;

/** Example keys for the settings rules by pattern, each described with the kind `settingKindOf` gives it. */
const settingPatternExamples = ['plugin_wheel_of_popups_enabled', 'seo_title_prefix', 'seo_title_suffix', 'favicon32', 'plugin_wheel_of_popups_delay'];

function settingsDescription(): string {
  const kindWords = (key: string) => {
    const kind = settingKindOf(key);
    return kind === 'plugin' ? "read by its plugin's own schema" : kind === null ? 'not read' : `read as ${kind}`;
  };
  return [
    'The store settings: values of any JSON type. A key the storefront reads that holds the wrong kind of value is left out, so its default applies, and reported; any other key holding an object or a list is ignored.',
    `Read by the storefront: ${Object.entries(readSettingKinds)
      .map(([key, kind]) => `\`${key}\` (${kind})`)
      .join(', ')}.`,
    'Besides these: keys `plugin_<id>_enabled` are flags, `seo_<name>_prefix` / `seo_<name>_suffix` and `favicon<size>` are text, and other `plugin_` keys are read by the plugin that owns them. For example: ' +
      settingPatternExamples.map((key) => `\`${key}\` is ${kindWords(key)}`).join('; ') +
      '.',
  ].join('\n\n');
}

/** The one place the contract states the tolerant reader's rule for whole answers. */
const tolerantReaderRule =
  'Only an unusable top level fails a call: an answer that is not JSON, not an object, or without the one list the call exists for. A list item that fails its schema is dropped and reported, the rest are kept; any other missing part reads as absent.';

function describeInfo(): string {
  return [
    'Every call the storefront makes, generated by `npm run contract` from the call definitions the storefront sends and parses with (src/api/calls/). Do not edit it by hand.',
    `Every call carries the \`branch_id\` query parameter (the selected branch id, else 1), the \`X-Requested-With: XMLHttpRequest\` header, and either \`Authorization: Bearer <token>\` (a signed-in customer) or \`guest-id: <uuid>\` (a guest: a UUID made once per browser). The storefront's server renders pages as one guest, \`guest-id: ${RENDER_GUEST_ID}\`, and only reads the catalogue (ADR 0044).`,
    `Answers are read tolerantly (decisions/0015-tolerant-api-boundary.md). Each schema gives the canonical form a backend should send; \`x-tolerated\` says what else the storefront accepts there. ${tolerantReaderRule} Unknown extra fields are ignored everywhere.`,
    'Any call may answer 401: a signed-in customer is signed out, a guest\'s call fails. Error bodies are `{ "message": "...", "errors"?: { "<field>": ["..."] } }`: the storefront shows `message`; a 422 says which field is wrong in `errors`.',
  ].join('\n\n');
}

/** A key is required only when leaving it out fails the parse: optional, defaulted and absent-as-null keys are not. */
function isRequired(schema: z.core.$ZodType): boolean {
  return !z.safeParse(schema, undefined).success;
}

function requiredKeysIn(shape: Readonly<Record<string, z.core.$ZodType>>): string[] {
  return Object.entries(shape).flatMap(([key, value]) => (isRequired(value) ? [key] : []));
}

/** The keys an answer cannot do without: the object at the input side of its pipes, its required keys. */
function requiredKeysOf(schema: z.core.$ZodType): string[] {
  if (schema instanceof z.core.$ZodPipe) return requiredKeysOf(schema._zod.def.in);
  if (schema instanceof z.core.$ZodObject) return requiredKeysIn(schema._zod.def.shape);
  return [];
}

/** A copy of a JSON-shaped value as `JsonValue`, without the `undefined` entries JSON would leave out. */
function toJson(value: unknown): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object') {
    const copy: JsonObject = {};
    for (const [key, entry] of Object.entries(value)) if (entry !== undefined) copy[key] = toJson(entry);
    return copy;
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function asObject(value: JsonValue): JsonObject {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
  throw new Error(`Expected a JSON object, got ${JSON.stringify(value)}`);
}

/** Replaces what zod wrote for a node, in place: its parents hold this very object. */
function replaceContents(target: Record<string, unknown>, next: JsonObject): void {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, next);
}

const componentRef = (name: string) => `#/components/schemas/${name}`;

/** What common.schema.ts notes on a tolerant part: which coercion it is, and a list's or map's item. */
interface TolerantPart {
  kind: ToleranceKind;
  item?: z.ZodMiniType;
}

/** Turns zod schemas into the document's JSON schemas, the named ones as references. */
function schemaWriter() {
  const names: WeakMap<object, string> = new WeakMap(namedSchemas.map(([name, schema]) => [schema, name]));
  const notes = { get: (schema: object): TolerantPart | undefined => tolerantPartOf(schema) };

  /** The canonical form of a tolerant part, with its tolerance in words (tolerance-words.ts). */
  function canonical(schema: z.core.$ZodType, note: TolerantPart): JsonObject {
    const words = toleranceWords[note.kind];
    const tolerated = { 'x-tolerated': words.tolerated };
    const item = () => (note.item ? write(note.item) : {});
    switch (words.canonical) {
      case 'boolean':
      case 'string':
        return { type: words.canonical, ...tolerated };
      case 'integer':
      case 'number':
        return { ...numberBounds(schema, words.canonical), ...tolerated };
      case 'id':
        return { anyOf: [{ type: 'number' }, { type: 'string', minLength: 1 }], ...tolerated };
      case 'array':
        return { type: 'array', items: item(), ...tolerated };
      case 'object':
        if (note.kind === 'record') return { type: 'object', additionalProperties: item(), ...tolerated };
        if (note.kind === 'nullable-object') return { ...item(), ...tolerated };
        return { type: 'object', ...tolerated };
      default:
        return words.canonical satisfies never;
    }
  }

  /** A whole number's lower bound, from the checks on the output side of its coercion pipe (`countSchema`: ≥ 0). */
  function numberBounds(schema: z.core.$ZodType, type: 'integer' | 'number'): JsonObject {
    if (!(schema instanceof z.core.$ZodPipe) || !(schema._zod.def.out instanceof z.core.$ZodNumber)) return { type };
    const bounds = asObject(toJson(z.toJSONSchema(schema._zod.def.out)));
    const result: JsonObject = { type };
    if (typeof bounds.minimum === 'number' && bounds.minimum > Number.MIN_SAFE_INTEGER) result.minimum = bounds.minimum;
    if (typeof bounds.exclusiveMinimum === 'number') result.minimum = type === 'integer' ? bounds.exclusiveMinimum + 1 : bounds.exclusiveMinimum;
    return result;
  }

  function rewrite(schema: z.core.$ZodType, json: Record<string, unknown>, isRoot: boolean): void {
    const name = names.get(schema);
    if (name && !isRoot) return replaceContents(json, { $ref: componentRef(name) });
    const note = notes.get(schema);
    if (note) return replaceContents(json, canonical(schema, note));
    if (schema instanceof z.core.$ZodObject) {
      const { shape } = schema._zod.def;
      delete json.required;
      const required = requiredKeysIn(shape);
      if (required.length > 0) json.required = required;
      withMissingValues(shape, json.properties);
    }
    // z.int() writes the safe-integer range as bounds: true, but noise in a contract.
    if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
    if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
    if (schema === rawSettingsSchema) {
      json.description = settingsDescription();
      json.properties = Object.fromEntries(Object.entries(readSettingKinds).map(([key, kind]) => [key, settingKindSchemas[kind]]));
      json.additionalProperties = true;
    }
  }

  /**
   * A backend should know what a missing key means: each optional key that reads as a value gets it as `default`
   * (`withDefault(flagSchema, true)` → true). Not on the tolerant parts, whose `x-tolerated` says it in words.
   */
  function withMissingValues(shape: Readonly<Record<string, z.core.$ZodType>>, properties: unknown): void {
    if (!isRecord(properties)) return;
    for (const [key, value] of Object.entries(shape)) {
      const parsed = z.safeParse(value, undefined);
      const property = properties[key];
      if (!parsed.success || parsed.data === undefined || notes.get(value) !== undefined || !isRecord(property)) continue;
      // A copy: the same schema's JSON object may stand in several places of the tree.
      properties[key] = { ...property, default: toJson(parsed.data) };
    }
  }

  /** The JSON schema of what a backend sends for `schema`; a named schema is a reference unless `asComponent`. */
  function write(schema: z.core.$ZodType, asComponent = false): JsonObject {
    const name = names.get(schema);
    if (name && !asComponent) return { $ref: componentRef(name) };
    const json = z.toJSONSchema(schema, {
      io: 'input',
      // A transform has no JSON form: in input mode zod only meets one where a note replaces it anyway.
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => rewrite(zodSchema, jsonSchema, zodSchema === schema),
    });
    const { $schema: _dialect, ...rest } = asObject(toJson(json));
    return rest;
  }

  return { write };
}

const errorStatusResponses = {
  400: { name: 'BadRequest', description: 'The request breaks the client contract (a header or branch_id missing) or its body is malformed. `message` says what is wrong.' },
  401: {
    name: 'Unauthorized',
    description: 'No valid session: the bearer token is unknown or expired. The storefront signs a customer out at once and retries nothing; a guest’s call simply fails.',
  },
  402: { name: 'PaymentFailed', description: 'The payment was declined: `message` says why in words a shopper can read; no money was taken and the order can be paid again.' },
  404: { name: 'NotFound', description: 'What the call names (a cart line, a product) does not exist.' },
  409: { name: 'Conflict', description: 'The change conflicts with the current state.' },
  422: { name: 'ValidationFailed', description: 'The request was understood but refused: the storefront shows `message` to the shopper; `errors` lists the messages for each field.' },
  429: { name: 'TooManyRequests', description: 'Too many attempts: the storefront shows `message` and lets the shopper try again later.' },
} as const;

type ErrorStatus = keyof typeof errorStatusResponses;

/** 401 always (any call may meet an expired token), then every error status some call lists. */
function errorStatusesOf(call: CallDefinition): ErrorStatus[] {
  return [...new Set<ErrorStatus>([401, ...wordsOf(call).errors])].sort((a, b) => a - b);
}

function errorResponses(calls: readonly CallDefinition[]): Record<string, OpenAPIResponse> {
  const errorBody = { schema: { $ref: componentRef('ApiErrorBody') } };
  // A 422 is the same error body with its `errors` field filled.
  const validationBody = { schema: { allOf: [{ $ref: componentRef('ApiErrorBody') }], required: ['message', 'errors'] } };
  const used = new Set(calls.flatMap(errorStatusesOf));
  return Object.fromEntries(
    [...used]
      .sort((a, b) => a - b)
      .map((status) => {
        const { name, description } = errorStatusResponses[status];
        return [name, { description, content: { 'application/json': status === 422 ? validationBody : errorBody } }];
      }),
  );
}

function successDescription(call: CallDefinition): string {
  if (call.answer.status === 204) return 'Done. The storefront does not read the body.';
  const required = requiredKeysOf(call.answer.schema);
  const unusable = required.length > 0 ? `not JSON, not an object, or without ${required.map((key) => `\`${key}\``).join(' and ')}` : 'not JSON or not an object';
  return `The answer the storefront reads. It fails the call only when it is ${unusable}; any other part that is missing or broken reads as absent (see \`x-tolerated\` and \`default\`).`;
}

const securityOf: Record<CallAudience, Record<string, string[]>[]> = {
  'guest-or-customer': [{ bearerToken: [] }, { guestId: [] }],
  customer: [{ bearerToken: [] }],
};

/** A parameter's description from the call's words; a call described without it is a mistake in its docs file. */
function described(words: Readonly<Record<string, string>> | undefined, name: string, call: CallDefinition): string {
  const description = words?.[name];
  if (description === undefined) throw new Error(`${call.id}: the parameter ${name} is not described.`);
  return description;
}

function operationOf(call: CallDefinition, write: (schema: z.core.$ZodType) => JsonObject): OpenAPIOperation {
  const words = wordsOf(call);
  const shapeSource = shapeSourceOf(call.path);
  const pathParams = [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const parameters: (OpenAPIParameter | Reference)[] = [
    { $ref: '#/components/parameters/BranchId' },
    { $ref: '#/components/parameters/XRequestedWith' },
    ...pathParams.map((name): OpenAPIParameter => ({ name, in: 'path', required: true, description: described(words.pathParams, name, call), schema: { type: 'string' } })),
    // Published as optional, each: the descriptions say which a call cannot do without.
    ...Object.entries(call.query ?? {}).map(([name, schema]): OpenAPIParameter => ({ name, in: 'query', required: false, description: described(words.query, name, call), schema: write(schema) })),
  ];
  const success: OpenAPIResponse =
    call.answer.status === 204
      ? { description: successDescription(call) }
      : { description: successDescription(call), content: { 'application/json': { schema: write(call.answer.schema) } } };
  const responses: Record<string, OpenAPIResponse | Reference> = { [String(call.answer.status)]: success };
  for (const status of errorStatusesOf(call)) {
    responses[String(status)] = { $ref: `#/components/responses/${errorStatusResponses[status].name}` };
  }
  return {
    operationId: call.id,
    summary: words.summary,
    description: shapeSourceWords[shapeSource],
    security: securityOf[call.audience],
    parameters,
    ...(call.body ? { requestBody: { required: true, content: { [call.bodyMediaType ?? 'application/json']: { schema: write(call.body) } } } } : {}),
    responses,
    'x-audience': call.audience,
    'x-shape-source': shapeSource,
    ...words.notes,
  };
}

/** The OpenAPI 3.1 document of every call the storefront makes. Pure: the same schemas give the same document. */
export function buildContract(calls: readonly CallDefinition[] = callList): OpenAPIDocument {
  const { write } = schemaWriter();
  const paths: OpenAPIDocument['paths'] = {};
  for (const call of calls) {
    const item = (paths[call.path] ??= {});
    if (item[call.method]) throw new Error(`Two calls are listed as ${call.method.toUpperCase()} ${call.path}.`);
    item[call.method] = operationOf(call, write);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Storefront API contract', version: contractVersion, description: describeInfo() },
    servers: [{ url: '/', description: "The site's own origin (a build may point elsewhere with VITE_API_ORIGIN)." }],
    paths,
    components: {
      schemas: Object.fromEntries(namedSchemas.map(([name, schema]) => [name, write(schema, true)])),
      parameters: {
        BranchId: {
          name: 'branch_id',
          in: 'query',
          required: true,
          description: 'The selected branch id, else 1.',
          schema: { type: 'string', minLength: 1 },
        },
        XRequestedWith: {
          name: 'X-Requested-With',
          in: 'header',
          required: true,
          description: 'Marks the call as the storefront’s AJAX request.',
          schema: { type: 'string', const: 'XMLHttpRequest' },
        },
      },
      responses: errorResponses(calls),
      securitySchemes: {
        bearerToken: { type: 'http', scheme: 'bearer', description: '`Authorization: Bearer <token>`: the token /api/login or /api/register answered.' },
        guestId: { type: 'apiKey', in: 'header', name: 'guest-id', description: '`guest-id: <uuid>`: a UUID the storefront makes once and keeps in local storage (`guest_id`).' },
      },
    },
  };
}

/** The committed file's text: two-space JSON with a final newline, so the freshness test compares like with like. */
export function serializeContract(document: OpenAPIDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
