import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';
import { headTagsOf, pageHead, type HeadTag } from '@/app/page-head.lib';
import { findScreen } from '@/app/screens';
import { pageViewed } from '@/models/analytics/analytics.model';
import { $screenHead } from '@/models/site/screen-head.model';
import { $siteSettings } from '@/models/site/site.model';

/** The element a tag is found again by (a `<meta>` by name or property, a `<link>` by rel and sizes). */
function selectorOf(tag: HeadTag): string {
  return tag.element === 'meta' ? `meta[${tag.attribute}="${tag.key}"]` : `link[rel="${tag.rel}"]${tag.sizes ? `[sizes="${tag.sizes}"]` : ''}`;
}

/** Puts the tag's value on its element, making the element if needed; a null value takes the element out. */
function upsert(tag: HeadTag) {
  let element = document.head.querySelector<HTMLElement>(selectorOf(tag));
  if (tag.value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement(tag.element);
    if (tag.element === 'meta') element.setAttribute(tag.attribute, tag.key);
    else {
      element.setAttribute('rel', tag.rel);
      if (tag.sizes) element.setAttribute('sizes', tag.sizes);
    }
    document.head.append(element);
  }
  element.setAttribute(tag.element === 'meta' ? 'content' : 'href', tag.value);
}

/**
 * Keeps the title and the head's tags (page-head.lib.ts, the server writes the same) in step with the page, and then
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
    const head = pageHead(settings, screen, own, window.location.origin, path);
    document.title = head.title;
    for (const tag of headTagsOf(head)) upsert(tag);
  }, [settings, screenHead, path, parser]);

  // After the head effect above: the page view carries the page's own title.
  useEffect(() => {
    if (ready) viewed({ path, search, title: document.title });
  }, [ready, path, search, viewed]);

  return null;
}
