import { useSearch } from 'wouter';
import type { RenderMode } from '@/layout/define-block';
import { isPreviewAllowed } from './preview-access';

/**
 * `?preview=` switches a page to merchant preview (layout problems shown and labelled, not hidden), where the
 * preview access rule lets it (./preview-access.ts): anyone else sees the live storefront.
 */
export function useRenderMode(): RenderMode {
  const search = useSearch();
  return !import.meta.env.SSR && isPreviewAllowed(window, search) ? 'preview' : 'live';
}
