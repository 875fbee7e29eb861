import type { LayoutItem, SiteData } from '@/api/schemas/site.schema';

/** A layout item for tests: a block with empty data unless told otherwise. */
export function testItem(id: number | string, position: number, overrides: Partial<LayoutItem> = {}): LayoutItem {
  return { id, code: 'static_banner', type: 'designElement', data: {}, settings: {}, position, uniqueId: null, ...overrides };
}

/** A small get-data answer: three items, two branches, the settings a shopper needs. */
export function testSiteData(layout: LayoutItem[] = [testItem(1, 10), testItem(2, 20), testItem(3, 30)]): SiteData {
  const downtown = { id: 1, name: 'Downtown', address: '1 Main St', phone: null, is_open: true };
  return {
    layout,
    settings: { storeName: 'Test Kitchen', currencyCode: 'USD', locale: 'en-US', decimalPlaces: '2', symbolPlacement: 'before', globalStoreEnable: 'true' },
    branches: { branches: [downtown, { id: 2, name: 'Airport', address: null, phone: null, is_open: false }], selected_branch: downtown },
  };
}
