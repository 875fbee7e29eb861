import type { ContentPage, PageSummary } from '@/api/schemas/page.schema';
import { pages } from './db';

/** GET /api/get-pages (the listed pages, in display order) and GET /api/get-page (any page by its slug, unlisted too). */

export const pageMessages = { notFound: 'Page not found.' } as const;

export function listPages(): { data: PageSummary[] } {
  const data = pages
    .all()
    .filter((page) => page.listed)
    .sort((a, b) => a.position - b.position || Number(a.id) - Number(b.id))
    .map(({ id, title, slug, position }) => ({ id, title, slug, position }));
  return { data };
}

/** A page by its slug (without regard to case), or null. */
export function pageBySlug(slug: string): ContentPage | null {
  const wanted = slug.trim().toLowerCase();
  const page = pages.all().find((entry) => entry.slug.toLowerCase() === wanted);
  if (!page) return null;
  const { id, title, slug: pageSlug, content, meta_description, updated_at } = page;
  return { id, title, slug: pageSlug, content, meta_description, updated_at };
}
