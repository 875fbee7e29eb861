import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { pageAnswerSchema, pagesListSchema } from '@/api/schemas/page.schema';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';
import { server } from '../../hosts/node';
import { callApi } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('GET /api/get-pages', () => {
  it('lists the content pages in display order, without the unlisted one', async () => {
    const { status, body } = await callApi('/api/get-pages');
    expect(status).toBe(200);
    const { data } = pagesListSchema.parse(body);
    expect(data.map((page) => [page.title, page.slug])).toEqual([
      ['About us', 'about-us'],
      ['Delivery information', 'delivery'],
      ['Terms and conditions', 'terms'],
      ['Privacy policy', 'privacy'],
    ]);
  });
});

describe('GET /api/get-page', () => {
  it('answers a page with its HTML, description and date', async () => {
    const { status, body } = await callApi('/api/get-page?slug=delivery');
    expect(status).toBe(200);
    const { data } = pageAnswerSchema.parse(body);
    expect(data).toMatchObject({ id: 2, title: 'Delivery information', slug: 'delivery', meta_description: expect.stringContaining('deliver') });
    expect(data.content).toContain('<h2>');
    expect(Date.parse(data.updated_at ?? '')).not.toBeNaN();
  });

  it('answers the unlisted hostile page by its slug', async () => {
    const { data } = pageAnswerSchema.parse((await callApi(`/api/get-page?slug=${seedFacts.hostilePage.slug}`)).body);
    expect(data.title).toBe('Markup test');
    expect(data.content).toContain('<script');
  });

  it('answers 404 "Page not found." for an unknown slug, and 422 naming slug without one', async () => {
    const unknown = await callApi('/api/get-page?slug=careers');
    expect([unknown.status, apiErrorBodySchema.parse(unknown.body).message]).toEqual([404, 'Page not found.']);
    const missing = await callApi('/api/get-page');
    expect([missing.status, apiErrorBodySchema.parse(missing.body).errors]).toEqual([422, { slug: ['The slug field is required.'] }]);
  });
});
