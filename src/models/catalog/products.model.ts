import { createEvent, createStore } from 'effector';
import type { Product } from '@/api/schemas/product.schema';
import { appendPage, emptyPagedList, type PageReceived, type PagedListState } from './paged-list.lib';

/** The products slice of spec section 3: the list, isFetching, error, currentPage and lastPage. */
export type ProductsState = PagedListState<Product>;

export const productsPageRequested = createEvent();
export const productsPageReceived = createEvent<PageReceived<Product>>();
export const productsPageFailed = createEvent<string>();
export const productsCleared = createEvent();

export const $products = createStore<ProductsState>(emptyPagedList<Product>())
  .on(productsPageRequested, (state) => ({ ...state, isFetching: true, error: null }))
  .on(productsPageReceived, appendPage)
  .on(productsPageFailed, (state, error) => ({ ...state, isFetching: false, error }))
  .reset(productsCleared);
