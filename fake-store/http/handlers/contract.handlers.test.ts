// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callList } from '@/api/calls';
import { buildContract } from '../../../contract/build-contract';
import { server } from '../../hosts/node';
import { testOrigin } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A person opens these in a browser: no branch_id, no X-Requested-With, no guest id. */
const open = (path: string) => fetch(new URL(path, testOrigin));

describe('GET /sim/contract.json', () => {
  it('answers the contract built from the running schemas, as JSON', async () => {
    const response = await open('/sim/contract.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildContract())));
  });
});

describe('GET /sim/contract', () => {
  const page = async () => {
    const response = await open('/sim/contract');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // jsdom's parser, as a browser would read the page.
    return new DOMParser().parseFromString(await response.text(), 'text/html');
  };

  it('is an English page titled after the contract, with one top heading', async () => {
    const document = await page();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Storefront API contract');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('a[href="/sim/contract.json"]')).not.toBeNull();
  });

  it('lists every call with its method and path, linked from the table of contents', async () => {
    const document = await page();
    for (const call of callList) {
      const heading = document.getElementById(`call-${call.id}-title`);
      expect(heading?.textContent).toBe(`${call.method.toUpperCase()} ${call.path}`);
      expect(document.querySelector(`nav a[href="#call-${call.id}"]`)).not.toBeNull();
    }
  });

  it('shows who may call, the branch_id parameter, the body and each answer of a call', async () => {
    const document = await page();
    const addToCart = document.getElementById('call-addToCart');
    const text = addToCart?.textContent ?? '';
    expect(text).toContain('A signed-in customer (Authorization: Bearer <token>) or a guest (guest-id: <uuid>).');
    expect(text).toContain('branch_id (query, required)');
    expect(text).toContain('X-Requested-With (header, required)');
    expect(addToCart?.querySelector('a[href="#schema-CartAddPayload"]')).not.toBeNull();
    const statuses = [...(addToCart?.querySelectorAll('dt') ?? [])].map((status) => status.textContent);
    expect(statuses).toEqual(['201', '400', '401', '422']);
    expect(addToCart?.querySelector('dt:nth-of-type(4) + dd')?.textContent).toContain('with message and errors required');

    const logout = document.getElementById('call-logout')?.textContent ?? '';
    expect(logout).toContain('A signed-in customer (Authorization: Bearer <token>).');
    expect(logout).not.toContain('guest-id');
  });

  it('spells out each named schema, with what the storefront tolerates', async () => {
    const document = await page();
    const branch = document.getElementById('schema-Branch');
    const isOpen = [...(branch?.querySelectorAll('li') ?? [])].find((field) => field.querySelector('code')?.textContent === 'is_open');
    expect(isOpen?.textContent).toContain('boolean');
    expect(isOpen?.textContent).toContain('Tolerated: true/false, 1/0');
    expect(isOpen?.textContent).toContain('required');
  });

  it('escapes the text it shows, so a <placeholder> in a description is text, not markup', async () => {
    const response = await open('/sim/contract');
    const html = await response.text();
    expect(html).toContain('&lt;uuid&gt;');
    expect(html).not.toContain('<uuid>');
  });
});
