/** Spec section 1: the exact notice shown while globalStoreEnable is false. */
export const STORE_CLOSED_TEXT = 'Sorry, we are currently not accepting orders right now. We will be back shortly.';
