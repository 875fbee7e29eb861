import { describe, expect, it } from 'vitest';
import { anyApiCall } from './paths';

describe('anyApiCall', () => {
  it('matches calls to the API on any origin', () => {
    for (const url of ['http://127.0.0.1:5173/api/get-data?branch_id=1', 'https://shop.example/api/cart/remove/7', 'http://localhost/api/']) {
      expect(anyApiCall.test(url), url).toBe(true);
    }
  });

  it("leaves the dev server's modules and other paths alone", () => {
    for (const url of ['http://127.0.0.1:5173/src/api/calls/site.ts', 'http://127.0.0.1:5173/src/api/schemas/discount.schema.ts?v=1', 'http://localhost/sim-images/a.svg', 'http://localhost/apix/get-data', 'http://localhost/?next=/api/get-data']) {
      expect(anyApiCall.test(url), url).toBe(false);
    }
  });
});
