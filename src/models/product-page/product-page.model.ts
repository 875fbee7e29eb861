/**
 * The product page (/product/{slug}): its product, a few related products, the quantity and the add to the cart.
 *
 * The chosen options are not state of this model: the page's address owns them (options-address.lib.ts). The screen
 * tells this model what the address says (productPageAddressChanged) and $selection is derived from it; a click
 * writes a new address, never a store, so the two can never disagree.
 *
 * The screen drives this model with events it fires on mount (productPageOpened), so nothing is lost because the
 * screen's chunk, and this model with it, loads late.
 */
import { combine, createEvent, createStore, sample } from 'effector';
import { isApiError } from '@/api/api-error';
import { catalog } from '@/api/calls/catalog';
import { product } from '@/api/calls/product';
import { request } from '@/api/client';
import type { Id } from '@/api/schemas/common.schema';
import type { ProductDetail } from '@/api/schemas/product-detail.schema';
import type { Product } from '@/api/schemas/product.schema';
import { wireCartAdd, type CartAddDecision } from '@/models/cart/cart-add-wiring';
import { addRefusal, type OptionsNotice } from '@/models/product-options/options-form.lib';
import { emptySelection, type OptionSelection } from '@/domain/product-options';
import { createRequestFx } from '@/models/request/request.model';
import { createUuid } from '@/models/session/guest-id.lib';
import { selectionFromAddress } from './options-address.lib';

/** The quantity stepper's range: at least one, and no more than a kitchen takes in one line. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;
/** Related products: asked for this many of the category, this product left out, the first few shown. */
export const RELATED_REQUEST_SIZE = 8;
export const RELATED_SHOWN = 4;

export type ProductPageState =
  | { status: 'loading'; slug: string | null }
  | { status: 'ready'; slug: string; product: ProductDetail }
  /** The slug is unknown (404): the page shows the not-found screen. */
  | { status: 'not-found'; slug: string }
  | { status: 'failed'; slug: string };

/** The page's add: idle, waiting for the cart's answer to one request, or just added (said beside Add). */
export type ProductPageAdd = { status: 'idle' } | { status: 'adding'; requestId: string } | { status: 'added' };

export interface RelatedProductsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The product they are related to: a list for another product is never shown. */
  productId: string | null;
  products: Product[];
}

export const initialProductPage: ProductPageState = { status: 'loading', slug: null };
export const initialRelatedProducts: RelatedProductsState = { status: 'idle', productId: null, products: [] };
const idleAdd: ProductPageAdd = { status: 'idle' };

/** A whole number from QUANTITY_MIN to QUANTITY_MAX; anything unreadable is the minimum. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.round(quantity)));
}

/** The category's products as related ones: this product left out, the first RELATED_SHOWN. */
export function relatedFrom(products: readonly Product[], productId: string): Product[] {
  return products.filter((product) => String(product.id) !== productId).slice(0, RELATED_SHOWN);
}

// ---------------------------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------------------------

/** The page for a slug came on screen (first visit, another product, back to it). */
export const productPageOpened = createEvent<{ slug: string }>();
/** The page left the screen: answers still on their way are for a page no longer shown. */
export const productPageClosed = createEvent();
/** Retry after the product failed to load. */
export const productPageRetried = createEvent();
/** The page's address has this search string now (`?options=...`, or ''). */
export const productPageAddressChanged = createEvent<string>();
/** A multi-choice value could not be ticked (the engine's reason); the address stays as it was. */
export const pageOptionRefused = createEvent<{ groupId: string; message: string }>();
export const pageQuantityChanged = createEvent<number>();
/** The shopper pressed Add to cart. */
export const pageAddRequested = createEvent();
export const relatedProductsRetried = createEvent();

// ---------------------------------------------------------------------------------------------------------------
// Effects
// ---------------------------------------------------------------------------------------------------------------

export const fetchProductFx = createRequestFx((context, params: { slug: string }) => request(context, product.get, { query: { slug: params.slug } }).then((answer) => answer.data));

export const fetchRelatedProductsFx = createRequestFx((context, params: { productId: string; categoryId: Id }) =>
  request(context, catalog.products, { query: { page: 1, per_page: RELATED_REQUEST_SIZE, category_id: params.categoryId } }),
);

// ---------------------------------------------------------------------------------------------------------------
// Stores
// ---------------------------------------------------------------------------------------------------------------

/** The slug on screen, or null: an answer for any other slug is dropped (the shopper moved on). */
export const $openSlug = createStore<string | null>(null);
export const $productPage = createStore<ProductPageState>(initialProductPage);
/** The address's search string, as the screen last told it. */
export const $pageSearch = createStore('');
/** The chosen options: what the address says, as the product's rules allow it. */
export const $selection = combine($productPage, $pageSearch, (page, search): OptionSelection =>
  page.status === 'ready' ? selectionFromAddress(page.product, search) : emptySelection(),
);
export const $quantity = createStore(QUANTITY_MIN);
export const $pageAdd = createStore<ProductPageAdd>(idleAdd);
export const $pageNotice = createStore<OptionsNotice | null>(null);
export const $relatedProducts = createStore<RelatedProductsState>(initialRelatedProducts);

// ---------------------------------------------------------------------------------------------------------------
// Loading the product
// ---------------------------------------------------------------------------------------------------------------

// When a page opens, it is the one on screen until it closes.
$openSlug.on(productPageOpened, (_, { slug }) => slug).reset(productPageClosed);

// When a page opens, show it loading, unless this very product is on show (back to it): that stays while it refreshes.
$productPage.on(productPageOpened, (page, { slug }) => (page.status === 'ready' && page.slug === slug ? page : { status: 'loading', slug }));

// When a page opens, ask for its product.
sample({ clock: productPageOpened, fn: ({ slug }) => ({ slug }), target: fetchProductFx });

// When Retry is pressed on the open page, show it loading and ask again.
const retried = sample({ clock: productPageRetried, source: $openSlug, filter: (slug): slug is string => slug !== null });
$productPage.on(retried, (_, slug) => ({ status: 'loading', slug }));
sample({ clock: retried, fn: (slug) => ({ slug }), target: fetchProductFx });

// When the open page's product arrives, show it.
const productArrived = sample({
  clock: fetchProductFx.done,
  source: $openSlug,
  filter: (openSlug, { params }) => openSlug === params.slug,
  fn: (_, { params, result }) => ({ slug: params.slug, product: result }),
});
$productPage.on(productArrived, (_, { slug, product }) => ({ status: 'ready', slug, product }));

// When the open page's request fails: an unknown slug is not found; any other failure shows Retry, unless the product
// is already on show (a refresh that failed changes nothing the shopper sees).
sample({
  clock: fetchProductFx.fail,
  source: { openSlug: $openSlug, page: $productPage },
  filter: ({ openSlug }, { params }) => openSlug === params.slug,
  fn: ({ page }, { params, error }): ProductPageState => {
    if (isApiError(error) && error.status === 404) return { status: 'not-found', slug: params.slug };
    return page.status === 'ready' && page.slug === params.slug ? page : { status: 'failed', slug: params.slug };
  },
  target: $productPage,
});

// ---------------------------------------------------------------------------------------------------------------
// Related products, asked for once the product is in (they depend on its category)
// ---------------------------------------------------------------------------------------------------------------

const relatedRetried = sample({
  clock: relatedProductsRetried,
  source: $productPage,
  fn: (page) => (page.status === 'ready' ? page.product : null),
}).filterMap((product) => product ?? undefined);
const relatedWanted = sample({
  clock: [productArrived.map(({ product }) => product), relatedRetried],
  fn: (product: ProductDetail) => ({ productId: String(product.id), categoryId: product.category_id }),
});

// When related products are wanted: none for a product without a category; the list on show stays while it refreshes.
$relatedProducts.on(relatedWanted, (related, { productId, categoryId }) => {
  if (categoryId === null) return { status: 'idle', productId, products: [] };
  return related.productId === productId && related.status === 'ready' ? related : { status: 'loading', productId, products: [] };
});
sample({
  clock: relatedWanted,
  filter: (wanted): wanted is { productId: string; categoryId: Id } => wanted.categoryId !== null,
  target: fetchRelatedProductsFx,
});

// When the category's products arrive for the product on show, keep the others, the first few.
$relatedProducts.on(fetchRelatedProductsFx.done, (related, { params, result }) =>
  related.productId === params.productId ? { status: 'ready', productId: params.productId, products: relatedFrom(result.data, params.productId) } : related,
);
// When they fail, say so with a Retry (a list already on show stays).
$relatedProducts.on(fetchRelatedProductsFx.fail, (related, { params }) =>
  related.productId === params.productId && related.status !== 'ready' ? { ...related, status: 'failed' } : related,
);

// ---------------------------------------------------------------------------------------------------------------
// Options, quantity and the add
// ---------------------------------------------------------------------------------------------------------------

// When the address changes, the selection follows it ($selection).
$pageSearch.on(productPageAddressChanged, (_, search) => search);

// When the quantity changes, keep it within the stepper's range; a new page starts at one.
$quantity.on(pageQuantityChanged, (_, quantity) => clampQuantity(quantity)).reset(productPageOpened);

// When a value could not be ticked, say why beside its group.
sample({
  clock: pageOptionRefused,
  fn: ({ groupId, message }): OptionsNotice => ({ kind: 'refused', groupId, message }),
  target: $pageNotice,
});

// When the selection changes or another page opens, an earlier refusal no longer applies.
$pageNotice.reset([$selection.updates, productPageOpened]);

function decidePageAdd(page: ProductPageState, selection: OptionSelection, quantity: number, add: ProductPageAdd): CartAddDecision<OptionsNotice> {
  // A second press while the first add runs would add twice; a sold-out product cannot be added at all.
  if (page.status !== 'ready' || add.status === 'adding' || !page.product.in_stock) return { kind: 'ignored' };
  const refusal = addRefusal(page.product, selection);
  if (refusal !== null) return { kind: 'refused', notice: refusal };
  // The request id ties the cart's answer to this press; it is a fresh token, not state, hence made here.
  return { kind: 'sent', request: { requestId: createUuid(), product_id: page.product.id, quantity, selection } };
}

// When Add is pressed, refuse with the reason, ignore a second press, or send the add to the cart's queue.
const addDecided = sample({
  clock: pageAddRequested,
  source: { page: $productPage, selection: $selection, quantity: $quantity, add: $pageAdd },
  fn: ({ page, selection, quantity, add }) => decidePageAdd(page, selection, quantity, add),
});
// The refusal, the wait for the cart's answer to this page's add, and a failure's notice are every options form's.
const { added } = wireCartAdd({ decided: addDecided, add: $pageAdd, notice: $pageNotice });
// When the cart added it, say so beside Add.
sample({ clock: added, fn: (): ProductPageAdd => ({ status: 'added' }), target: $pageAdd });

// When the selection or the quantity changes, "Added" is about an earlier choice: it goes. Another page starts idle.
$pageAdd.on([$selection.updates, pageQuantityChanged], (add) => (add.status === 'added' ? idleAdd : add)).reset(productPageOpened);
