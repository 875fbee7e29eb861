/**
 * Starts downloading the first screen's block code as soon as the prefetched site data answers, in parallel
 * with the app's own JavaScript.
 *
 * Without it the chain in front of the first banner is: HTML, the start-up scripts, their evaluation, then the
 * block chunks the layout names, then render. The layout is known much earlier (site-data-prefetch.ts asks for it
 * from index.html), so index.html adds `<link rel="modulepreload">` for exactly the chunks the app will ask for
 * first, and the app's `import()` then finds them fetched (ADR 0012).
 *
 * Only scripts: a block's stylesheets are small, and a style preload is fetched at the highest priority, ahead of
 * start-up scripts still waiting for a connection. They load when the block's import runs, as without this.
 *
 * Inlined into index.html from its source text (scripts/vite/first-screen-preload-plugin.ts, with the build's map
 * of block codes to chunks), so it must stand alone: no imports, no helpers, no constants from outside its body.
 * It mirrors the engine's choice of what the first screen waits for (src/screens/home/use-home-layout.ts): every
 * header block, the first `eagerCount` other items and every fixed block.
 */

export type BlockRegionName = 'header' | 'main' | 'fixed';

/** Per block code: its region, and its view chunk with the chunks it imports that start-up does not load. */
export type BlockChunkMap = Record<string, { region: BlockRegionName; scripts: string[] }>;

export function preloadFirstScreenBlocks(win: Window, chunks: BlockChunkMap, eagerCount: number): void {
  try {
    const prefetch = win.__storefrontPrefetch;
    if (!prefetch) return;
    prefetch.response
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((siteData: unknown) => {
        const layout = (siteData as { layout?: unknown } | null)?.layout;
        if (!Array.isArray(layout)) return;
        // Ordered as the app orders the layout: by position, then by place in the list.
        const items = layout
          .map((item: unknown, index) => {
            const isRecord = typeof item === 'object' && item !== null && !Array.isArray(item);
            const record = (isRecord ? item : {}) as { code?: unknown; type?: unknown; position?: unknown };
            const hasPosition = typeof record.position === 'number' && Number.isFinite(record.position);
            const position = !isRecord ? Number.MAX_SAFE_INTEGER : hasPosition ? (record.position as number) : Number.MAX_SAFE_INTEGER - 1000 + index;
            const block = record.type !== 'plugin' && typeof record.code === 'string' && Object.hasOwn(chunks, record.code) ? chunks[record.code] : undefined;
            return { block, position, index };
          })
          .sort((a, b) => a.position - b.position || a.index - b.index);
        const body = items.filter((item) => item.block?.region !== 'header');
        // A phone opened at a child route shows that screen alone, with the fixed tab bar: the home page's blocks would
        // only take the slow network from the screen's own code (the desktop shows the home page behind the overlay).
        const path = win.location?.pathname ?? '/';
        const screenOnly = path !== '/' && path !== '' && typeof win.matchMedia === 'function' && win.matchMedia('(max-width: 768px)').matches;
        const wanted = items.filter(
          (item) => item.block?.region === 'fixed' || (!screenOnly && (item.block?.region === 'header' || body.indexOf(item) < eagerCount)),
        );
        const added = new Set<string>();
        for (const { block } of wanted) {
          for (const href of block?.scripts ?? []) {
            if (added.has(href)) continue;
            added.add(href);
            const link = win.document.createElement('link');
            link.rel = 'modulepreload';
            link.href = href;
            // Tells these apart from the preloads Vite adds when the app imports a chunk.
            link.dataset.firstScreen = '';
            win.document.head.appendChild(link);
          }
        }
      })
      .catch(() => {
        // A failed or unreadable answer: the app asks for the code itself, as without this.
      });
  } catch {
    // Nothing here may keep the page from loading.
  }
}
