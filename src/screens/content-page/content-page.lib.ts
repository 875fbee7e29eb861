import { descriptionOfHtml } from '@/shared/lib/plain-text';

/** The page's description for search engines and sharing: its own, or the start of its text. */
export function pageDescription(page: { meta_description: string | null; content: string | null }): string | null {
  return page.meta_description?.trim() || descriptionOfHtml(page.content);
}
