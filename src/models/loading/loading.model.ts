import { createEvent, createStore } from 'effector';

/** The full-screen loading overlay with an optional message (spec section 2). */
interface LoadingState {
  loading: boolean;
  message: string | null;
}

export const loadingShown = createEvent<string | void>();
export const loadingHidden = createEvent();

export const $loading = createStore<LoadingState>({ loading: false, message: null })
  .on(loadingShown, (_, message) => ({ loading: true, message: message ?? null }))
  .reset(loadingHidden);
