import { createEvent, createStore } from 'effector';

/** The drawer or dialog open right now, mirrored from the URL hash so the back button closes it. */
export const activeDrawerChanged = createEvent<string | null>();
export const $activeDrawerId = createStore<string | null>(null).on(activeDrawerChanged, (_, id) => id);
