import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { callList } from '@/api/calls';
import type { CallDefinition } from '@/api/calls/define';
import { wordsOf } from '@/api/calls/docs';
import { readSettingKinds } from '@/api/schemas/tolerance-words';
import { buildContract, serializeContract, type JsonObject, type JsonValue, type OpenAPIOperation, type OpenAPIParameter, type OpenAPIResponse, type Reference } from '../contract/build-contract';

const root = fileURLToPath(new URL('..', import.meta.url));
const committedPath = path.join(root, 'contract', 'openapi.json');
const contract = buildContract();

const operationOf = (call: CallDefinition): OpenAPIOperation | undefined => contract.paths[call.path]?.[call.method];

function parameterOf(parameter: OpenAPIParameter | Reference): OpenAPIParameter | undefined {
  return '$ref' in parameter ? contract.components.parameters[parameter.$ref.replace('#/components/parameters/', '')] : parameter;
}

function responseOf(response: OpenAPIResponse | Reference | undefined): OpenAPIResponse | undefined {
  if (!response) return undefined;
  return '$ref' in response ? contract.components.responses[response.$ref.replace('#/components/responses/', '')] : response;
}

/** Every `$ref` anywhere in a JSON tree. */
function refsIn(value: JsonValue | object): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const own = '$ref' in value && typeof value.$ref === 'string' ? [value.$ref] : [];
  return [...own, ...Object.values(value).flatMap((child: JsonValue) => refsIn(child))];
}

const isObject = (value: JsonValue | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function schemaNamed(name: string): JsonObject {
  const schema = contract.components.schemas[name];
  if (!schema) throw new Error(`The contract has no schema named ${name}.`);
  return schema;
}

function propertyOf(schema: JsonObject, key: string): JsonObject {
  const property = isObject(schema.properties) ? schema.properties[key] : undefined;
  if (!isObject(property)) throw new Error(`The schema has no property ${key}.`);
  return property;
}

describe('the published contract, contract/openapi.json', () => {
  it('is the document the current schemas build, so a schema change shows up as a contract diff', () => {
    const committed = existsSync(committedPath) ? readFileSync(committedPath, 'utf8') : '';
    expect(committed, 'contract/openapi.json is out of date: run npm run contract').toBe(serializeContract(contract));
  });

  it('builds the same text every time', () => {
    expect(serializeContract(buildContract())).toBe(serializeContract(contract));
  });
});

describe('the contract as OpenAPI 3.1', () => {
  it('declares OpenAPI 3.1 with a title, a version and the reading rules', () => {
    expect(contract.openapi).toMatch(/^3\.1\.\d+$/);
    expect(contract.info.title).not.toBe('');
    expect(contract.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(contract.info.description).toContain('Unknown extra fields are ignored everywhere');
    expect(contract.info.description).toContain('Only an unusable top level fails a call');
  });

  it('has an operation for every call of src/api/calls/, under its own id', () => {
    for (const call of callList) expect(operationOf(call)?.operationId, `${call.method} ${call.path}`).toBe(call.id);
    const operations = Object.values(contract.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(callList.length);
  });

  it.each(callList.map((call) => [`${call.method.toUpperCase()} ${call.path}`, call] as const))('documents %s: its answers, branch_id, X-Requested-With and who may call', (_name, call) => {
    const operation = operationOf(call);
    if (!operation) throw new Error('missing');

    const statuses = Object.keys(operation.responses);
    const { errors } = wordsOf(call);
    expect(statuses).toContain(String(call.answer.status));
    expect(['200', '201', '204']).toContain(statuses[0]);
    expect(statuses).toContain('401');
    for (const status of errors) expect(statuses).toContain(String(status));
    const success = responseOf(operation.responses[String(call.answer.status)]);
    if (call.answer.status === 204) expect(success?.content).toBeUndefined();
    else expect(success?.content?.['application/json'].schema).toBeDefined();
    expect(responseOf(operation.responses['401'])?.content?.['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiErrorBody' });
    if (errors.includes(422)) {
      expect(responseOf(operation.responses['422'])?.content?.['application/json'].schema).toMatchObject({ required: expect.arrayContaining(['errors']) });
    }

    const parameters = operation.parameters.map(parameterOf);
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'branch_id', in: 'query', required: true }));
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'X-Requested-With', in: 'header', required: true, schema: { type: 'string', const: 'XMLHttpRequest' } }));
    for (const name of call.path.match(/\{[^}]+\}/g) ?? []) {
      expect(parameters).toContainEqual(expect.objectContaining({ name: name.slice(1, -1), in: 'path', required: true }));
    }
    expect(operation.requestBody !== undefined).toBe(call.body !== undefined);

    const schemes = operation.security.flatMap((requirement) => Object.keys(requirement));
    expect(schemes).toEqual(call.audience === 'customer' ? ['bearerToken'] : ['bearerToken', 'guestId']);
  });

  it('names the Authorization bearer and the guest-id header as the ways to say who calls', () => {
    expect(contract.components.securitySchemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(contract.components.securitySchemes.guestId).toMatchObject({ type: 'apiKey', in: 'header', name: 'guest-id' });
  });

  it('defines everything it refers to', () => {
    const defined = new Set([
      ...Object.keys(contract.components.schemas).map((name) => `#/components/schemas/${name}`),
      ...Object.keys(contract.components.parameters).map((name) => `#/components/parameters/${name}`),
      ...Object.keys(contract.components.responses).map((name) => `#/components/responses/${name}`),
    ]);
    const refs = refsIn(contract);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !defined.has(ref))).toEqual([]);
  });
});

describe('what the contract says the storefront tolerates', () => {
  it('gives the canonical type of a coerced field and the forms it also accepts (a branch’s is_open)', () => {
    const isOpen = propertyOf(schemaNamed('Branch'), 'is_open');
    expect(isOpen.type).toBe('boolean');
    expect(isOpen['x-tolerated']).toMatch(/1\/0/);
  });

  it('reads every list item by item: the list gives its items and says how a broken one is treated', () => {
    const layout = propertyOf(schemaNamed('SiteData'), 'layout');
    expect(layout).toMatchObject({ type: 'array', items: { $ref: '#/components/schemas/LayoutItem' } });
    expect(layout['x-tolerated']).toMatch(/dropped/);
  });

  it('requires only what a missing key fails: the cart needs its lines, nothing else', () => {
    expect(schemaNamed('CartSummary').required).toEqual(['cartItems']);
    expect(schemaNamed('SiteData').required).toEqual(['layout']);
  });

  it('says what a missing key means where the storefront fills one in', () => {
    expect(propertyOf(schemaNamed('CartSummary'), 'is_delivery_available').default).toBe(true);
  });

  it('lists every setting the storefront reads, with its kind', () => {
    const settings = schemaNamed('Settings');
    for (const key of Object.keys(readSettingKinds)) {
      expect(settings.description).toContain(`\`${key}\``);
      expect(isObject(settings.properties) && key in settings.properties, key).toBe(true);
    }
    expect(settings.description).toMatch(/plugin_<id>_enabled/);
  });
});
