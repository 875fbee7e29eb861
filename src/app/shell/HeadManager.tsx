import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { $siteSettings } from '@/models/site/site.model';
import { paletteKey, storeColoursOf } from '@/domain/site-settings';

// The head's tags and the page view, after the first render (HeadTags.tsx); a chunk that cannot load leaves the build's.
const HeadTags = lazy<ComponentType<{ ready: boolean }>>(() => import('./HeadTags').catch(() => ({ default: () => null })));

/** The store's palette on the page (src/domain/palette.ts), and the head's tags once their code is in. */
export function HeadManager({ ready }: { ready: boolean }) {
  const settings = useUnit($siteSettings);

  useEffect(() => {
    const root = document.documentElement;
    const colours = storeColoursOf(settings);
    const key = paletteKey(colours);
    // Drawn with these colours already (the server's page, or the stylesheet's own): nothing to derive or download.
    if (root.dataset.palette === key) return;
    let current = true;
    void import('@/domain/palette')
      .then(({ storePalette }) => {
        if (!current) return;
        for (const [property, value] of Object.entries(storePalette(colours))) root.style.setProperty(property, value);
        root.dataset.palette = key;
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [settings]);

  return (
    <Suspense fallback={null}>
      <HeadTags ready={ready} />
    </Suspense>
  );
}
