import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { $siteSettings } from '@/models/site/site.model';
import { settingKeys, readString } from '@/domain/site-settings';
import { safeColor } from '@/app/head.lib';

// The head's tags and the page view, after the first render (HeadTags.tsx); a chunk that cannot load leaves the build's.
const HeadTags = lazy<ComponentType<{ ready: boolean }>>(() => import('./HeadTags').catch(() => ({ default: () => null })));

/** The store's colours on the page from its first render, and the head's tags once their code is in. */
export function HeadManager({ ready }: { ready: boolean }) {
  const settings = useUnit($siteSettings);

  useEffect(() => {
    const root = document.documentElement.style;
    const colours = {
      '--store-bg': safeColor(readString(settings, settingKeys.storeBgColor)),
      '--store-text-on-bg': safeColor(readString(settings, settingKeys.storeTextOnBgColor)),
      '--store-text': safeColor(readString(settings, settingKeys.storeTextColor)),
    };
    for (const [property, value] of Object.entries(colours)) {
      if (value) root.setProperty(property, value);
      else root.removeProperty(property);
    }
  }, [settings]);

  return (
    <Suspense fallback={null}>
      <HeadTags ready={ready} />
    </Suspense>
  );
}
