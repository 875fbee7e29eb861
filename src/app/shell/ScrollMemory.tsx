import { useLayoutEffect, useState } from 'react';
import type { ScrollPlace } from './route-scroll.lib';
import { createScrollMemory } from './scroll-memory';

/**
 * Every page's scroll, in one place (ADR 0039): a new page starts at its top, Back and Forward return where the shopper
 * was, the desktop home page keeps its position. Renders nothing; loaded in its own chunk after the first screen.
 */
export default function ScrollMemory({ path, place }: { path: string; place: ScrollPlace }) {
  const [memory] = useState(createScrollMemory);
  useLayoutEffect(() => memory.start(), [memory]);
  // A layout effect: the new page is in the document and not yet painted, so it never shows at the old offset.
  useLayoutEffect(() => memory.pageShown(path, place), [memory, path, place]);
  return null;
}
