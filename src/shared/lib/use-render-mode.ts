import { useSearch } from 'wouter';
import type { RenderMode } from '@/layout/define-block';

/** `?preview=1` switches a page to merchant preview: layout problems are shown and labelled, not hidden. */
export function useRenderMode(): RenderMode {
  const search = useSearch();
  return new URLSearchParams(search).get('preview') === '1' ? 'preview' : 'live';
}
