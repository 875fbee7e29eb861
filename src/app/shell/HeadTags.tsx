import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';
import { composeHead } from '@/app/head.lib';
import { findScreen, homeScreen } from '@/app/screens';
import { pageViewed } from '@/models/analytics/analytics.model';
import { $screenHead } from '@/models/site/screen-head.model';
import { $siteSettings } from '@/models/site/site.model';

function upsert(selector: string, create: () => HTMLElement, attribute: string, value: string | null) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

const meta = (attribute: 'name' | 'property', key: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(attribute, key);
  return element;
};
const link = (rel: string, sizes?: string) => () => {
  const element = document.createElement('link');
  element.rel = rel;
  if (sizes) element.setAttribute('sizes', sizes);
  return element;
};

/**
 * Keeps title, description, social image, canonical link, icons and theme colour in step with the page, and then
 * reports the page to the analytics bus with its own title. A chunk of its own, after the first render: the first
 * paint needs none of it (a server-rendered page already carries its head).
 */
export default function HeadTags({ ready }: { ready: boolean }) {
  const [settings, screenHead] = useUnit([$siteSettings, $screenHead]);
  const [path] = useLocation();
  const search = useSearch();
  const { parser } = useRouter();
  const viewed = useUnit(pageViewed);

  useEffect(() => {
    const screen = findScreen(parser, path);
    // The screen's own head once it has told it (its data is in), the registry's title until then.
    const own = screenHead?.path === path ? screenHead : null;
    const head = composeHead(settings, {
      kind: screen.kind,
      title: own ? own.title : screen === homeScreen ? null : screen.title,
      description: own?.description,
      image: own?.image,
    });
    document.title = head.title;
    upsert('meta[name="description"]', meta('name', 'description'), 'content', head.description);
    upsert('meta[property="og:title"]', meta('property', 'og:title'), 'content', head.title);
    upsert('meta[property="og:description"]', meta('property', 'og:description'), 'content', head.description);
    upsert('meta[property="og:image"]', meta('property', 'og:image'), 'content', head.image);
    upsert('meta[name="theme-color"]', meta('name', 'theme-color'), 'content', head.themeColor);
    upsert('link[rel="canonical"]', link('canonical'), 'href', `${window.location.origin}${path}`);
    for (const icon of head.icons) {
      const sizes = `${icon.size}x${icon.size}`;
      upsert(`link[rel="icon"][sizes="${sizes}"]`, link('icon', sizes), 'href', icon.href);
    }
  }, [settings, screenHead, path, parser]);

  // After the head effect above: the page view carries the page's own title.
  useEffect(() => {
    if (ready) viewed({ path, search, title: document.title });
  }, [ready, path, search, viewed]);

  return null;
}
