import { createEvent, createStore } from 'effector';

/** A content page as listed by /api/get-pages; the content pages issue fills it. */
export interface ContentPageSummary {
  id: string | number;
  title: string;
  slug: string;
}

export const pagesReceived = createEvent<ContentPageSummary[]>();
export const $pages = createStore<ContentPageSummary[]>([]).on(pagesReceived, (_, pages) => pages);
