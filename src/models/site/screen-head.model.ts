import { createEvent, createStore } from 'effector';

/**
 * A screen's own head (a product's name and description, a category's, a content page's), told by the screen once
 * its data is in. It holds for its path only: on any other path the head falls back to the route's title.
 */
interface ScreenHead {
  path: string;
  title: string;
  description?: string | null;
  image?: string | null;
  /** The route names nothing the store has (an unknown slug). */
  notFound?: boolean;
}

export const screenHeadChanged = createEvent<ScreenHead>();
export const $screenHead = createStore<ScreenHead | null>(null).on(screenHeadChanged, (_, head) => head);
