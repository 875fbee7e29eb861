import type { RequestHandler } from 'msw';
import { cartAddPayloadSchema, cartRecommendedProductsSchema, cartUpdatePayloadSchema } from '@/api/schemas/cart.schema';
import type { Id } from '@/api/schemas/common.schema';
import { productAnswerSchema } from '@/api/schemas/product-detail.schema';
import { productsPageSchema, type Product, type ProductsPage } from '@/api/schemas/product.schema';
import { searchAnswerSchema } from '@/api/schemas/search.schema';
import { cacheInfoSchema } from '@/api/schemas/site.schema';
import { findCatalogueProduct } from '../../domain/catalog';
import { cartLines } from '../../domain/db';
import { errorResponse } from '../http-errors';
import { readPayload } from '../payloads';
import { answerOverride } from './answer-overrides';
import { refuseOr } from './refusals';

/**
 * sold-out-options: the values of a product's first single-choice attribute that are sold out: every
 * second one (the 2nd, 4th, ...), so about half and never the first. When that would leave no combination
 * to buy, the first combination's value stays on sale. Products without combinations have none.
 */
export function soldOutValueIds(product: Product): ReadonlySet<string> {
  const first = product.attributes[0];
  if (!first || product.combinations.length === 0) return new Set();
  const soldOut = new Set(first.values.filter((_, index) => index % 2 === 1).map((value) => String(value.id)));
  const buyable = product.combinations.some((combination) => !combination.ids.some((id) => soldOut.has(String(id))));
  if (!buyable) {
    const firstIds = new Set((product.combinations[0]?.ids ?? []).map(String));
    for (const id of soldOut) if (firstIds.has(id)) soldOut.delete(id);
  }
  return soldOut;
}

/**
 * The product as sold-out-options answers it: the combinations holding a sold-out value are gone, so the
 * options panel shows those values disabled (spec section 5: no combination contains them).
 */
export function withSoldOutOptions<Item extends Product>(product: Item): Item {
  const soldOut = soldOutValueIds(product);
  if (soldOut.size === 0) return product;
  return { ...product, combinations: product.combinations.filter((combination) => !combination.ids.some((id) => soldOut.has(String(id)))) };
}

/** The refusal of a cart add or update that chose a sold-out value. */
export function soldOutMessage(productName: string, attributeName: string, value: string): string {
  return `Sorry, ${productName} with ${attributeName} "${value}" is sold out. Please choose another option.`;
}

/** A 422 when the chosen options of `productId` include a sold-out value, else nothing. */
function soldOutRefusal(productId: Id, selected: Record<string, Id>): Response | undefined {
  const product = findCatalogueProduct(productId);
  const first = product?.attributes[0];
  if (!product || !first) return undefined;
  const chosen = selected[String(first.id)];
  const value = first.values.find((entry) => String(entry.id) === String(chosen));
  if (!value || !soldOutValueIds(product).has(String(value.id))) return undefined;
  return errorResponse(422, soldOutMessage(product.name, first.name, value.value));
}

/**
 * Every answer that carries product options (the pages of get-products and get-category-products, the search,
 * a product's own page, the cart's recommendations) loses its sold-out combinations; cart adds and updates that
 * choose a sold-out value are refused with a 422, as a store that validates combinations would. cache-info
 * reports changed products.
 */
export function soldOutOptionsHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  const soldOutPage = (page: ProductsPage) => ({ ...page, data: page.data.map(withSoldOutOptions) });
  return [
    answerOverride('*/api/get-products', productsPageSchema, soldOutPage, base),
    answerOverride('*/api/get-category-products', productsPageSchema, soldOutPage, base),
    answerOverride('*/api/search-products', searchAnswerSchema, (answer) => ({ ...answer, data: answer.data.map(withSoldOutOptions) }), base),
    answerOverride('*/api/get-product', productAnswerSchema, (answer) => ({ data: withSoldOutOptions(answer.data) }), base),
    answerOverride('*/api/get-cart-recommended-products', cartRecommendedProductsSchema, (answer) => ({ data: answer.data.map(withSoldOutOptions) }), base),
    answerOverride('*/api/cache-info', cacheInfoSchema, (versions) => ({ ...versions, 'cache-products': `${versions['cache-products']}-sold-out-options` }), base),
    refuseOr('post', '*/api/cart/add', async (request) => {
      const read = await readPayload(request, cartAddPayloadSchema);
      // A malformed body is the store's to refuse, in its own words.
      return read.ok ? soldOutRefusal(read.payload.product_id, read.payload.selected_attributes) : undefined;
    }, base),
    refuseOr('put', '*/api/cart/update', async (request, owner) => {
      const read = await readPayload(request, cartUpdatePayloadSchema);
      if (!read.ok) return undefined;
      const line = cartLines.findMany((q) => q.where({ owner })).find((entry) => String(entry.id) === String(read.payload.cart_id));
      return line ? soldOutRefusal(line.product_id, read.payload.selected_attributes) : undefined;
    }, base),
  ];
}
