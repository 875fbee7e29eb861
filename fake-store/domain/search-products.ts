import type { Category } from '@/api/schemas/category.schema';
import type { SearchAnswer } from '@/api/schemas/search.schema';
import { catalogueNames, findCatalogueProduct, maxPerPage, type CatalogueName } from './catalog';
import { listAllCategories } from './categories';
import { QueryRules, type QueryCheck } from './query-rules';
import { buildSearchIndex, maxQueryLength, search, type SearchIndex } from './search';

/**
 * GET /api/search-products: the search engine (search.ts) over the seeded 40 products and the generated 1,200,
 * and over every category, children included. An empty or blank query matches nothing: the answer is empty, never
 * the whole catalogue.
 */

export const defaultSearchPerPage = 20;

export interface SearchQuery {
  q: string;
  page: number;
  perPage: number;
}

export function parseSearchQuery(searchParams: URLSearchParams): QueryCheck<SearchQuery> {
  const rules = new QueryRules(searchParams);
  // Present but empty (what a cleared search box sends) is a query that matches nothing; missing is a 422.
  if (!searchParams.has('q')) rules.required('q');
  const q = rules.limitedText('q', maxQueryLength) ?? '';
  const page = rules.page();
  const perPage = rules.perPage(defaultSearchPerPage, maxPerPage);
  return rules.result(() => ({ q, page, perPage }));
}

interface CatalogueIndex {
  /** The names the index was built from: a different catalogue (another draft, an edit) builds a new one. */
  signature: string;
  products: SearchIndex<string>;
  categories: SearchIndex<string>;
  categoryById: ReadonlyMap<string, Category>;
}

/**
 * The index of the catalogue as it is now, built on the first search and kept while the names stay the same
 * (the seeded names never change between seeds, so in practice it is built once per process).
 */
const indexCache: { current: CatalogueIndex | null } = { current: null };

function catalogueIndex(): CatalogueIndex {
  const categories = listAllCategories();
  const { seeded, generated } = catalogueNames();
  const signature = JSON.stringify([seeded.map(({ id, name }) => [id, name]), categories.map(({ id, name }) => [id, name])]);
  const cached = indexCache.current;
  if (cached && cached.signature === signature) return cached;
  const product = (tier: number) => ({ id, name }: CatalogueName) => ({ key: String(id), name, tier, order: Number(id) });
  const built: CatalogueIndex = {
    signature,
    products: buildSearchIndex([...seeded.map(product(0)), ...generated().map(product(1))]),
    categories: buildSearchIndex(categories.map((category, order) => ({ key: String(category.id), name: category.name, tier: 0, order }))),
    categoryById: new Map(categories.map((category) => [String(category.id), category])),
  };
  indexCache.current = built;
  return built;
}

/** One page of the products matching the query, best first, and every matching category. */
export function searchCatalogue(query: SearchQuery): SearchAnswer {
  if (query.q.trim() === '') return { data: [], categories: [], current_page: query.page, last_page: 1, total: 0 };
  const index = catalogueIndex();
  const productHits = search(index.products, query.q);
  const start = (query.page - 1) * query.perPage;
  return {
    data: productHits.slice(start, start + query.perPage).flatMap((hit) => findCatalogueProduct(hit.document.key) ?? []),
    categories: search(index.categories, query.q).flatMap((hit) => index.categoryById.get(hit.document.key) ?? []),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(productHits.length / query.perPage)),
    total: productHits.length,
  };
}
