import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@/api/schemas/search.schema';
import { resetAnalyticsBus, subscribeAnalytics, type AnalyticsEvent } from '@/models/analytics/analytics-bus';
import { pageViewed } from '@/models/analytics/analytics.model';
import { requestHandler, testProduct } from '@/models/catalog/test-products';
import { searchProductsFx, searchScreenOpened } from './search.model';

afterEach(() => resetAnalyticsBus());

/** The page views and the search model together, as the app wires them: each search is counted once. */
describe('a search and its page view', () => {
  it('are one page_view and one search: the page view of /search?q= is not a search by itself', async () => {
    const events: AnalyticsEvent[] = [];
    subscribeAnalytics((event) => events.push(event));
    const pizzaAnswer: SearchAnswer = { data: [testProduct(1, { name: 'Margherita Pizza' })], categories: [], current_page: 1, last_page: 1, total: 1 };
    const scope = fork({ handlers: [requestHandler(searchProductsFx, () => Promise.resolve(pizzaAnswer))] });

    await allSettled(pageViewed, { scope, params: { path: '/search', search: 'q=pizza', title: 'Search' } });
    expect(events).toEqual([{ type: 'page_view', path: '/search?q=pizza', title: 'Search' }]);

    await allSettled(searchScreenOpened, { scope, params: { query: 'pizza', navigate: () => undefined } });
    // The same query's page viewed again (a reload of the address, Back) adds a page view, never a second search.
    await allSettled(pageViewed, { scope, params: { path: '/search', search: 'q=pizza', title: 'Search' } });
    await allSettled(searchScreenOpened, { scope, params: { query: 'pizza', navigate: () => undefined } });
    expect(events.filter((event) => event.type === 'search')).toEqual([{ type: 'search', term: 'pizza' }]);
    expect(events.filter((event) => event.type === 'page_view')).toHaveLength(2);
  });
});
