import { createEvent, createStore } from 'effector';

/*
 * A window another party draws over the page (Razorpay's payment window, ADR 0026). While it is open, the desktop
 * overlay a child route lives in yields: no focus trap, no inert page, and Escape or a click in that window does not
 * close the overlay under it. Kept apart from checkout so the overlay reads it without loading checkout.
 */

export const externalWindowOpened = createEvent();
export const externalWindowClosed = createEvent();

export const $externalWindowOpen = createStore(false).on(externalWindowOpened, () => true).reset(externalWindowClosed);
