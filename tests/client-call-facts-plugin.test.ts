// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { clientCallFacts } from '../scripts/vite/client-call-facts-plugin';

const callsDir = new URL('../src/api/calls/', import.meta.url);

const source = `import * as z from 'zod/mini';
import { cartAddPayloadSchema, cartSummarySchema } from '../schemas/cart.schema';
import { applyCouponPayloadSchema } from '../schemas/discount.schema';
import { defineCall } from './define';
import { integerQuery } from './query';

export const cart = {
  add: defineCall({ id: 'addToCart', method: 'post', path: '/api/cart/add', audience: 'guest-or-customer', body: cartAddPayloadSchema, answer: { status: 201, schema: cartSummarySchema } }),
  page: defineCall({
    id: 'getPage',
    method: 'get',
    path: '/api/page',
    audience: 'guest-or-customer',
    query: { page: z.optional(integerQuery) },
    answer: { status: 200, schema: cartSummarySchema },
    headers: { 'X-Thing': z.string() },
  }),
  coupon: defineCall({ id: 'applyCoupon', method: 'post', path: '/api/cart/apply-coupon', audience: 'guest-or-customer', body: applyCouponPayloadSchema, bodyMediaType: 'application/json', answer: { status: 200, schema: cartSummarySchema } }),
};
`;

describe('the shopper build’s call definitions', () => {
  const built = clientCallFacts('cart.ts', source);

  it('keep what the client reads, as plain objects: method, path, body media type and the answer’s schema', () => {
    expect(built).toContain(`add: ({ method: 'post', path: '/api/cart/add', answer: { schema: cartSummarySchema } })`);
    expect(built).toContain(`bodyMediaType: 'application/json', answer: { schema: cartSummarySchema }`);
    expect(built).not.toMatch(/\bid:|audience:|query:|body:|headers:|status:|defineCall/);
  });

  it('drop the imports only the dropped facts used, so their modules never load', () => {
    expect(built).not.toContain('zod/mini');
    expect(built).not.toContain('discount.schema');
    expect(built).not.toContain('./query');
    expect(built).toContain(`import { cartSummarySchema } from '../schemas/cart.schema';`);
    expect(built).not.toContain('./define');
  });

  it('leave a module without definitions as it is', () => {
    const plain = `import { x } from './x';\nexport const y = x;\n`;
    expect(clientCallFacts('plain.ts', plain)).toBe(plain);
  });

  it('refuse a definition whose facts are not written out key by key', () => {
    expect(() => clientCallFacts('spread.ts', `const shared = {};\nexport const a = defineCall({ ...shared, method: 'get' });\n`)).toThrow(/written out/);
  });

  it.each(readdirSync(callsDir).filter((file) => /^[a-z-]+\.ts$/.test(file) && !['define.ts', 'describe.ts', 'docs.ts', 'index.ts', 'query.ts'].includes(file)))(
    'turn src/api/calls/%s into code that parses, with no other fact left',
    (file) => {
      const built = clientCallFacts(file, readFileSync(new URL(file, callsDir), 'utf8'));
      expect(parseSync(file, built).errors).toEqual([]);
      expect(built).not.toMatch(/\b(id|audience|query|body|headers|status):|defineCall/);
    },
  );
});
