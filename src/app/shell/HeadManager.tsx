import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation, useRouter } from 'wouter';
import { $screenHead } from '@/models/site/screen-head.model';
import { $siteSettings } from '@/models/site/site.model';
import { settingKeys, readString } from '@/domain/site-settings';
import { composeHead, safeColor } from '@/app/head.lib';
import { findRoute, homeRoute } from '@/app/routes';

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

/** Keeps title, description, social image, canonical link, icons and theme colours in step with the page. */
export function HeadManager() {
  const [settings, screenHead] = useUnit([$siteSettings, $screenHead]);
  const [path] = useLocation();
  const { parser } = useRouter();

  useEffect(() => {
    const route = findRoute(parser, path);
    // The screen's own head once it has told it (its data is in), the route's title until then.
    const own = screenHead?.path === path ? screenHead : null;
    const head = composeHead(settings, {
      kind: route.kind,
      title: own ? own.title : route === homeRoute ? null : route.title,
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

  return null;
}
