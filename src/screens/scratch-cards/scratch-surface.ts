import { createCoverageGrid, markStroke, REVEAL_SHARE, type Point } from '@/models/scratch-cards/scratch-cards.lib';

/*
 * Scratching a card's cover on a canvas (ADR 0031). Built to run smoothly on a phone:
 * - native pointer listeners (not React's), with pointer capture, so a finger that leaves the card keeps scratching
 *   and no re-render happens per move; `touch-action: none` is on the canvas only (scratch-cards.css);
 * - no layout work per move: the canvas's box is read once when the pointer comes down, never during the move;
 * - a move only queues its point (and the browser's coalesced ones); the drawing is one path per animation frame,
 *   erased with `destination-out`;
 * - how much is scratched comes from a coarse grid of the cells the brush passed over, not from `getImageData`.
 */

interface ScratchSurfaceOptions {
  /** The brush's radius in CSS pixels. */
  brushRadius?: number;
  /** The share of the cover that counts as revealed. */
  revealShare?: number;
  /** Called once, in the frame the scratched share first reaches `revealShare`. */
  onScratchedEnough: () => void;
  /** The cover's words, painted on it (the card's text for assistive technology is elsewhere: the canvas is hidden from it). */
  coverText?: string;
}

const GRID_COLUMNS = 16;
const GRID_ROWS = 8;

/** A point of a stroke, or the end of one (the pointer went up): the next point starts a new stroke. */
type Queued = Point | null;

/** Paints the silver cover with its words, at the canvas's own resolution. */
function paintCover(context: CanvasRenderingContext2D, width: number, height: number, text: string): void {
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#b8bec4');
  gradient.addColorStop(0.5, '#e3e6e9');
  gradient.addColorStop(1, '#a4abb2');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#2f3437';
  context.font = `600 ${Math.max(12, Math.round(height / 8))}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, width / 2, height / 2);
}

/**
 * Sizes the canvas to its box once (one layout read, when the card mounts), paints the cover, and makes it
 * scratchable. Returns the function that stops it. Without a 2D context (a very old browser) the cover is the
 * canvas's CSS background and scratching still counts, so the reward is still revealed.
 */
export function attachScratchSurface(canvas: HTMLCanvasElement, options: ScratchSurfaceOptions): () => void {
  const { brushRadius = 22, revealShare = REVEAL_SHARE, onScratchedEnough, coverText = 'Scratch here' } = options;
  const context = canvas.getContext('2d');
  if (!context) canvas.dataset.plain = 'true';
  // Sized to its box and painted once; a card mounted where it has no box yet (a hidden panel) waits for one.
  const sizeAndPaint = () => {
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    canvas.width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    canvas.height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    if (!context) return;
    paintCover(context, canvas.width, canvas.height, coverText);
    // Set once (sizing a canvas resets them): every stroke from here on takes the cover away.
    context.globalCompositeOperation = 'destination-out';
    context.lineCap = 'round';
    context.lineJoin = 'round';
  };
  let sizeWatcher: ResizeObserver | null = null;
  if (canvas.clientWidth > 0 || typeof ResizeObserver === 'undefined') sizeAndPaint();
  else {
    sizeWatcher = new ResizeObserver(() => {
      if (canvas.clientWidth === 0) return;
      sizeWatcher?.disconnect();
      sizeWatcher = null;
      sizeAndPaint();
    });
    sizeWatcher.observe(canvas);
  }

  const grid = createCoverageGrid(GRID_COLUMNS, GRID_ROWS);
  const queued: Queued[] = [];
  let pointerId: number | null = null;
  /** The canvas's box when the pointer came down: CSS pixels of the card, and its scale to the canvas's pixels. */
  let box = { left: 0, top: 0, width: 0, height: 0, scale: 1 };
  let last: Point | null = null;
  let frame = 0;
  let reported = false;

  const draw = () => {
    frame = 0;
    if (queued.length === 0) return;
    const { width, height, scale } = box;
    if (context) {
      context.beginPath();
      context.lineWidth = brushRadius * 2 * scale;
      // The stroke goes on from where the last frame left it.
      if (last !== null) context.moveTo(last.x * scale, last.y * scale);
    }
    let share = 0;
    for (const point of queued) {
      if (point === null) {
        last = null;
        continue;
      }
      if (last === null) {
        // A stroke starts (or a tap): a dot where the pointer came down, drawn as a tiny line with round caps (a
        // line of no length is not drawn at all).
        context?.moveTo(point.x * scale, point.y * scale);
        context?.lineTo(point.x * scale + 0.01, point.y * scale);
      } else {
        context?.lineTo(point.x * scale, point.y * scale);
      }
      share = markStroke(grid, last ?? point, point, brushRadius, width, height);
      last = point;
    }
    queued.length = 0;
    context?.stroke();
    if (!reported && share >= revealShare) {
      reported = true;
      onScratchedEnough();
    }
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(draw);
  };
  const pointOf = (event: PointerEvent): Point => ({ x: event.clientX - box.left, y: event.clientY - box.top });

  const down = (event: PointerEvent) => {
    if (pointerId !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    pointerId = event.pointerId;
    try {
      canvas.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer knows (a synthetic one): scratching goes on without capture.
    }
    const rect = canvas.getBoundingClientRect();
    box = { left: rect.left, top: rect.top, width: rect.width, height: rect.height, scale: rect.width > 0 ? canvas.width / rect.width : 1 };
    queued.push(null, pointOf(event));
    schedule();
    // No text selection or image drag starts under a mouse scratching.
    event.preventDefault();
  };
  const move = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    const events = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
    if (events.length > 0) for (const each of events) queued.push(pointOf(each));
    else queued.push(pointOf(event));
    schedule();
  };
  const up = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    pointerId = null;
    queued.push(null);
    schedule();
  };

  canvas.addEventListener('pointerdown', down);
  canvas.addEventListener('pointermove', move);
  canvas.addEventListener('pointerup', up);
  canvas.addEventListener('pointercancel', up);
  return () => {
    canvas.removeEventListener('pointerdown', down);
    canvas.removeEventListener('pointermove', move);
    canvas.removeEventListener('pointerup', up);
    canvas.removeEventListener('pointercancel', up);
    if (frame !== 0) cancelAnimationFrame(frame);
    sizeWatcher?.disconnect();
  };
}
