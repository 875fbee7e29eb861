import type { CartItem } from '@/api/schemas/cart.schema';
import type { Product } from '@/api/schemas/product.schema';
import type { AnalyticsEvent, AnalyticsItem } from './analytics-bus';

/** Money in the events is in major units with cents kept exact (12.5 + 0.1 is 12.6, not 12.600000000000001). */
export const roundMoney = (amount: number) => Math.round(amount * 100) / 100;

export function cartItemToAnalytics(item: CartItem, quantity = item.quantity): AnalyticsItem {
  const variant = item.option_labels?.flatMap((label) => label.values).join(', ');
  return { id: String(item.product_id), name: item.name, price: roundMoney(item.unit_price), quantity, ...(variant ? { variant } : {}) };
}

export function productToAnalytics(product: Pick<Product, 'id' | 'name' | 'selling_price'>): AnalyticsItem {
  return { id: String(product.id), name: product.name, price: roundMoney(product.selling_price), quantity: 1 };
}

/** The value of a list of items: price times quantity, summed. */
export const itemsValue = (items: readonly AnalyticsItem[]) => roundMoney(items.reduce((sum, item) => sum + item.price * item.quantity, 0));

export function pageViewEvent(path: string, search: string, title: string): AnalyticsEvent {
  return { type: 'page_view', path: `${path}${search ? (search.startsWith('?') ? search : `?${search}`) : ''}`, title };
}
