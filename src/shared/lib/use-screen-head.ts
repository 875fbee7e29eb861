import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { screenHeadChanged } from '@/models/site/screen-head.model';
import { scriptJson } from './script-json';

/**
 * Gives the document head a screen's own title, description and social image (the store's prefix and suffix for
 * the route's page kind are added by HeadManager). Null while the screen's data is loading: the route's title holds.
 */
export function useScreenHead(head: { title: string; description?: string | null; image?: string | null; notFound?: boolean } | null) {
  const [path] = useLocation();
  const changed = useUnit(screenHeadChanged);
  const title = head?.title;
  const description = head?.description ?? null;
  const image = head?.image ?? null;
  const notFound = head?.notFound === true;
  useEffect(() => {
    if (title !== undefined) changed({ path, title, description, image, notFound });
  }, [changed, path, title, description, image, notFound]);
}

/**
 * Puts structured data (schema.org JSON-LD) in the head while the screen shows, one script per name, and takes it out
 * when the screen goes or its data changes. Null puts none (data still loading, not found).
 */
export function useJsonLd(data: Readonly<Record<string, object | readonly object[]>> | null) {
  const texts = data === null ? null : JSON.stringify(Object.entries(data).map(([id, value]) => [id, scriptJson(value)]));
  useEffect(() => {
    if (texts === null) return undefined;
    const scripts = (JSON.parse(texts) as [string, string][]).map(([id, text]) => {
      // The server's copy of the same data (ADR 0044) gives way to the screen's own.
      for (const served of document.head.querySelectorAll(`script[data-json-ld="${id}"]`)) served.remove();
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.jsonLd = id;
      script.textContent = text;
      document.head.append(script);
      return script;
    });
    return () => {
      for (const script of scripts) script.remove();
    };
  }, [texts]);
}
