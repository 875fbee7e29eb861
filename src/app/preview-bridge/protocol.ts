/**
 * The messages between the merchant preview studio (`/__studio`, the parent window) and a storefront
 * running in one of its device frames (`/?preview=1&studio=<draft id>`). Both sides are the same origin;
 * each side checks `event.origin` and the sender window before acting on a message.
 *
 * Hand-written guards rather than zod: this file ships in the storefront's preview chunk, which only
 * loads inside a studio frame, and should stay tiny.
 */

import type { StoreLinkProblem } from '@/layout/store-links';
import type { DroppedReport } from '@/models/tolerance/tolerance.model';

export const studioSource = 'storefront-studio';
export const previewSource = 'storefront-preview';

/** One block's cost badge, drawn over the block in the preview. */
export interface PreviewBlockCost {
  /** The layout item id (the block root's data-block-id). */
  itemId: string;
  /** A short text such as "8.6 KB JS · 2 requests". */
  label: string;
}

/** Studio → frame. */
export type StudioToPreviewMessage =
  /** The draft changed (already published to the simulator): fetch get-data again and show it. */
  | { source: typeof studioSource; type: 'refresh'; revision: number }
  /** Outline this layout item's block and scroll it into view; null clears the outline. */
  | { source: typeof studioSource; type: 'highlight'; itemId: string | null }
  /** Show these cost badges over the blocks (replaces the previous set). */
  | { source: typeof studioSource; type: 'costs'; costs: PreviewBlockCost[] }
  /** Check the layout's links to store pages with the backend, now and after each refresh (decisions/0038). */
  | { source: typeof studioSource; type: 'check-links' };

/** Frame → studio. */
export type PreviewToStudioMessage =
  /** The bridge is listening; the studio may send its current state. */
  | { source: typeof previewSource; type: 'ready'; path: string }
  /** The draft of `revision` is on screen (committed by React and painted by the next frame). */
  | { source: typeof previewSource; type: 'rendered'; revision: number }
  /** Refreshing `revision` failed (the simulator could not answer get-data). */
  | { source: typeof previewSource; type: 'refresh-failed'; revision: number; message: string }
  /** The merchant clicked a block in the preview. */
  | { source: typeof previewSource; type: 'block-clicked'; itemId: string }
  /**
   * Every part of the backend's answers this page left out so far (`$droppedReports`, decisions/0015): sent
   * after `ready` and again whenever the list grows. It replaces the frame's previous list.
   */
  | { source: typeof previewSource; type: 'dropped-parts'; reports: DroppedReport[] }
  /**
   * The links of the layout on show that lead to no page of the store, or could not be checked: sent after each check
   * the studio asked for (`check-links`), replacing the frame's previous list.
   */
  | { source: typeof previewSource; type: 'store-links'; problems: StoreLinkProblem[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStoreLinkProblem(value: unknown): value is StoreLinkProblem {
  return (
    isRecord(value) &&
    ['itemId', 'code', 'path', 'href', 'message'].every((key) => typeof value[key] === 'string') &&
    (value.verdict === 'missing' || value.verdict === 'unchecked')
  );
}

export function isStudioMessage(value: unknown): value is StudioToPreviewMessage {
  if (!isRecord(value) || value.source !== studioSource) return false;
  switch (value.type) {
    case 'refresh':
      return typeof value.revision === 'number';
    case 'highlight':
      return value.itemId === null || typeof value.itemId === 'string';
    case 'costs':
      return Array.isArray(value.costs) && value.costs.every((cost) => isRecord(cost) && typeof cost.itemId === 'string' && typeof cost.label === 'string');
    case 'check-links':
      return true;
    default:
      return false;
  }
}

export function isPreviewMessage(value: unknown): value is PreviewToStudioMessage {
  if (!isRecord(value) || value.source !== previewSource) return false;
  switch (value.type) {
    case 'ready':
      return typeof value.path === 'string';
    case 'rendered':
      return typeof value.revision === 'number';
    case 'refresh-failed':
      return typeof value.revision === 'number' && typeof value.message === 'string';
    case 'block-clicked':
      return typeof value.itemId === 'string';
    case 'dropped-parts':
      return (
        Array.isArray(value.reports) &&
        value.reports.every((report) => isRecord(report) && typeof report.call === 'string' && typeof report.path === 'string' && typeof report.message === 'string')
      );
    case 'store-links':
      return Array.isArray(value.problems) && value.problems.every(isStoreLinkProblem);
    default:
      return false;
  }
}
