import { previewSource, type PreviewBlockCost, type PreviewToStudioMessage } from './protocol';

/**
 * The DOM side of the preview bridge: finding blocks, the highlight outline and the cost chips. Plain DOM,
 * not React: it decorates whatever the storefront rendered without touching its components, and it survives
 * blocks being re-created by a refresh (the outline is a CSS rule keyed by item id, the chips are re-placed).
 */

/** A frame → studio message without its source tag (added on sending). */
type Message = PreviewToStudioMessage extends infer M ? (M extends PreviewToStudioMessage ? Omit<M, 'source'> : never) : never;

/** Sends a message to the studio: only to the parent, and only when it is this page's own origin. */
export function postToStudio(win: Window, message: Message): void {
  win.parent.postMessage({ source: previewSource, ...message }, win.location.origin);
}

/** A message from the studio is acted on only when the parent window of the same origin sent it. */
export function isFromStudio(win: Window, event: MessageEvent): boolean {
  return event.origin === win.location.origin && event.source === win.parent && win.parent !== win;
}

const escapeId = (id: string) => (typeof CSS !== 'undefined' && typeof CSS.escape === 'function' ? CSS.escape(id) : id.replace(/["\\]/g, '\\$&'));

/** The element showing a layout item: its block root, or the space held for it while its code loads. */
function findItemElement(doc: Document, itemId: string): HTMLElement | null {
  const id = escapeId(itemId);
  return doc.querySelector<HTMLElement>(`[data-block-id="${id}"]`) ?? doc.querySelector<HTMLElement>(`[data-reserved-id="${id}"]`);
}

/** The layout item a click landed in (the innermost block root), if any. */
export function itemIdAt(target: EventTarget | null): string | null {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return element?.closest('[data-block-id]')?.getAttribute('data-block-id') ?? null;
}

const styleId = 'storefront-preview-bridge-style';
const highlightStyleId = 'storefront-preview-bridge-highlight';

/** The chips' look: dark on light text well above 4.5:1, never in the way of a click, above the store's overlays. */
const bridgeCss = `
.pv-chips { position: fixed; inset: 0; pointer-events: none; z-index: 2147483000; overflow: hidden; }
.pv-chip { position: absolute; transform: translateX(-100%); max-width: calc(100vw - 16px); white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  padding: 2px 8px; border-radius: 999px; background: rgba(17, 24, 28, 0.92); color: #fff; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.35);
  font: 600 12px/18px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; letter-spacing: 0.01em; }
.pv-chip[hidden] { display: none; }
.pv-chip__hint { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

function ensureStyle(doc: Document, id: string, css: string): HTMLStyleElement {
  let style = doc.getElementById(id) as HTMLStyleElement | null;
  if (!style) {
    style = doc.createElement('style');
    style.id = id;
    doc.head.append(style);
  }
  if (style.textContent !== css) style.textContent = css;
  return style;
}

/**
 * Outlines one item (null clears) with a CSS rule, so the outline stays on the item's block when a refresh
 * re-creates it, and scrolls it into view (at once when the merchant prefers reduced motion).
 */
export function highlightItem(win: Window, itemId: string | null): void {
  const doc = win.document;
  if (itemId === null) {
    doc.getElementById(highlightStyleId)?.remove();
    return;
  }
  const id = escapeId(itemId);
  const selector = `[data-block-id="${id}"], [data-reserved-id="${id}"]`;
  ensureStyle(doc, highlightStyleId, `${selector} { outline: 3px solid #1a56db !important; outline-offset: -3px !important; box-shadow: 0 0 0 6px rgba(26, 86, 219, 0.25) !important; }`);
  const element = findItemElement(doc, itemId);
  if (element && typeof element.scrollIntoView === 'function') {
    const reduced = typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
  }
}

/** Where a chip goes: over the top right corner of its block, kept on screen while the block is. */
export function chipPosition(rect: Pick<DOMRect, 'top' | 'right' | 'bottom' | 'left'>, viewport: { width: number; height: number }): { top: number; left: number } | null {
  const inset = 6;
  if (rect.bottom <= 0 || rect.top >= viewport.height || rect.right <= 0 || rect.left >= viewport.width) return null;
  const top = Math.min(Math.max(rect.top, 0) + inset, Math.max(rect.bottom - 24, 0));
  const left = Math.min(rect.right, viewport.width) - inset;
  return { top, left };
}

/** The layer of cost chips over the blocks; `set` replaces them, `destroy` removes everything it added. */
export class CostChipLayer {
  private layer: HTMLDivElement | null = null;
  private costs: PreviewBlockCost[] = [];
  private frame = 0;
  private readonly observers: { disconnect(): void }[] = [];
  private readonly schedule = () => {
    if (this.frame !== 0 || !this.layer) return;
    this.frame = this.win.requestAnimationFrame(() => {
      this.frame = 0;
      this.place();
    });
  };

  constructor(private readonly win: Window) {}

  set(costs: readonly PreviewBlockCost[]): void {
    this.costs = [...costs];
    if (this.costs.length === 0) {
      this.destroy();
      return;
    }
    const doc = this.win.document;
    ensureStyle(doc, styleId, bridgeCss);
    if (!this.layer) {
      this.layer = doc.createElement('div');
      this.layer.className = 'pv-chips';
      this.layer.setAttribute('data-preview-costs', '');
      doc.body.append(this.layer);
      this.listen();
    }
    this.layer.replaceChildren(
      ...this.costs.map((cost) => {
        const chip = doc.createElement('span');
        chip.className = 'pv-chip';
        chip.setAttribute('data-cost-for', cost.itemId);
        const hint = doc.createElement('span');
        hint.className = 'pv-chip__hint';
        hint.textContent = `Item ${cost.itemId} costs `;
        chip.append(hint, cost.label);
        return chip;
      }),
    );
    this.place();
  }

  /** Puts each chip over its block, hiding those whose block is not on screen (or not rendered). */
  place(): void {
    if (!this.layer) return;
    const viewport = { width: this.win.innerWidth, height: this.win.innerHeight };
    for (const chip of Array.from(this.layer.children) as HTMLElement[]) {
      const itemId = chip.getAttribute('data-cost-for') ?? '';
      const element = findItemElement(this.win.document, itemId);
      const position = element ? chipPosition(element.getBoundingClientRect(), viewport) : null;
      chip.hidden = position === null;
      if (position) {
        chip.style.top = `${position.top}px`;
        chip.style.left = `${position.left}px`;
      }
    }
  }

  destroy(): void {
    for (const observer of this.observers.splice(0)) observer.disconnect();
    if (this.frame !== 0) this.win.cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.layer?.remove();
    this.layer = null;
  }

  /** Blocks move when the page scrolls, resizes, or renders, loads and lays out more: re-place on each, once a frame. */
  private listen(): void {
    const { win, schedule } = this;
    const options = { capture: true, passive: true } as const;
    win.addEventListener('scroll', schedule, options);
    win.addEventListener('resize', schedule, options);
    win.addEventListener('load', schedule, options);
    this.observers.push({
      disconnect: () => {
        win.removeEventListener('scroll', schedule, options);
        win.removeEventListener('resize', schedule, options);
        win.removeEventListener('load', schedule, options);
      },
    });
    if (typeof MutationObserver === 'function') {
      const mutations = new MutationObserver((records) => {
        // Our own chips changing must not wake us up again.
        if (records.every((record) => record.target === this.layer || this.layer?.contains(record.target))) return;
        schedule();
      });
      mutations.observe(win.document.body, { childList: true, subtree: true });
      this.observers.push(mutations);
    }
    if (typeof ResizeObserver === 'function') {
      const sizes = new ResizeObserver(schedule);
      sizes.observe(win.document.body);
      this.observers.push(sizes);
    }
  }
}
