import { beforeEach, describe, expect, it } from 'vitest';
import { searchAnswerSchema } from '@/api/schemas/search.schema';
import { parseSearchQuery, searchCatalogue, type SearchQuery } from './search-products';
import { seedDatabase } from './seed';
import { seedFacts } from './seed-facts';

beforeEach(() => seedDatabase());

const query = (q: string, changes: Partial<SearchQuery> = {}): SearchQuery => ({ q, page: 1, perPage: 20, ...changes });
const names = (q: string, changes: Partial<SearchQuery> = {}) => searchCatalogue(query(q, changes)).data.map((product) => product.name);

describe('parseSearchQuery', () => {
  const parse = (search: string) => parseSearchQuery(new URLSearchParams(search));

  it('reads the query, page 1 of 20 by default; an empty query is a query', () => {
    expect(parse('q=%20marg%20')).toEqual({ ok: true, query: query('marg') });
    expect(parse('q=&page=2&per_page=50')).toEqual({ ok: true, query: query('', { page: 2, perPage: 50 }) });
  });

  it.each([
    ['', 'q', 'The q field is required.'],
    [`q=${'a'.repeat(101)}`, 'q', 'The q field may be at most 100 characters.'],
    ['q=pizza&per_page=51', 'per_page', 'The per page field must be a whole number from 1 to 50.'],
    ['q=pizza&page=-1', 'page', 'The page field must be a whole number of at least 1.'],
  ])('refuses %j, naming %s', (search, field, message) => {
    expect(parse(search)).toEqual({ ok: false, message, errors: { [field]: [message] } });
  });
});

describe('searchCatalogue', () => {
  it.each(['', '   ', '#!'])('answers nothing, never the whole catalogue, for %j', (q) => {
    expect(searchCatalogue(query(q))).toEqual({ data: [], categories: [], current_page: 1, last_page: 1, total: 0 });
  });

  it('finds seeded products first, then the generated ones, with a paging shape the client reads', () => {
    const answer = searchCatalogue(query('margherita'));
    expect(searchAnswerSchema.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({ current_page: 1, last_page: 2, total: 31 });
    expect(answer.data.slice(0, 3).map((product) => product.name)).toEqual(['Margherita Pizza', 'Wood-fired Margherita Pizza', 'Hot Honey Margherita Pizza']);
    expect(names('margherita', { page: 2 })).toHaveLength(11);
    expect(answer.data[0]).toMatchObject({ id: 1, combinations: expect.any(Array) });
  });

  it('forgives a typo and a half-typed word', () => {
    expect(names('margarita', { perPage: 1 })).toEqual(['Margherita Pizza']);
    expect(names('chese cake', { perPage: 1 })).toEqual([]);
    expect(names('cheesecak', { perPage: 1 })).toEqual(['New York Cheesecake']);
    expect(names('burgre classic', { perPage: 1 })).toEqual(['Classic Burger']);
    expect(names('marg', { perPage: 1 })).toEqual(['Margherita Pizza']);
  });

  it('finds a generated copy by its name, and the 2,048-combination bowl', () => {
    expect(names('cajun fries')).toEqual(['Cajun French Fries', 'Cajun Sweet Potato Fries']);
    expect(names('build your own', { perPage: 1 })).toEqual([seedFacts.productNames[20]]);
  });

  it('matches categories by the same rules, children included, accents folded', () => {
    expect(searchCatalogue(query('cafe')).categories.map((category) => category.name)).toEqual(['Café drinks']);
    expect(searchCatalogue(query('pizza')).categories.map((category) => category.name)).toEqual(['Pizzas', 'Classic pizzas', 'Specialty pizzas', 'Veggie pizzas']);
    expect(searchCatalogue(query('drinks')).categories.map((category) => category.slug)).toEqual(['drinks', 'soft-drinks', 'cafe-drinks']);
    expect(searchCatalogue(query('full')).categories.map((category) => category.slug)).toEqual(['full-menu']);
    expect(searchCatalogue(query('zzzz')).categories).toEqual([]);
  });

  it('answers a query over all 1,240 products in well under 10 ms once the index is built', () => {
    searchCatalogue(query('warm up'));
    const queries = ['marg', 'piza', 'chicken burger', 'a', 'cold brew 12', 'zzzzzz'];
    const startedAt = performance.now();
    for (const q of queries) searchCatalogue(query(q));
    expect((performance.now() - startedAt) / queries.length).toBeLessThan(10);
  });
});
