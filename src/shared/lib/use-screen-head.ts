import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { screenHeadChanged } from '@/models/site/screen-head.model';

/**
 * Gives the document head a screen's own title, description and social image (the store's prefix and suffix for
 * the route's page kind are added by HeadManager). Null while the screen's data is loading: the route's title holds.
 */
export function useScreenHead(head: { title: string; description?: string | null; image?: string | null } | null) {
  const [path] = useLocation();
  const changed = useUnit(screenHeadChanged);
  const title = head?.title;
  const description = head?.description ?? null;
  const image = head?.image ?? null;
  useEffect(() => {
    if (title !== undefined) changed({ path, title, description, image });
  }, [changed, path, title, description, image]);
}

/** JSON-LD text safe inside a script element: no `</script>` (or `<!--`) can come out of merchant text. */
function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Puts structured data (schema.org JSON-LD) in the head while the screen shows, one script per screen, and takes it
 * out when the screen goes or its data changes. Null puts none (data still loading, not found).
 */
export function useJsonLd(id: string, data: object | readonly object[] | null) {
  const text = data === null ? null : jsonLdText(data);
  useEffect(() => {
    if (text === null) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.jsonLd = id;
    script.textContent = text;
    document.head.append(script);
    return () => script.remove();
  }, [id, text]);
}
