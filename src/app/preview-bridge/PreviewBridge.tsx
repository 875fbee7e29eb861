import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { storeLinkProblems } from '@/layout/store-links';
import { $droppedReports } from '@/models/tolerance/tolerance.model';
import { $storeLinksReport, storeLinkChecksStarted } from '../preview-panels/store-links.model';
import { CostChipLayer, highlightItem, isFromStudio, itemIdAt, postToStudio } from './bridge.lib';
import { previewRefreshFx } from './preview-refresh.model';
import { isStudioMessage } from './protocol';

/** How long the bridge waits for a frame to paint before saying "rendered" anyway (a throttled or hidden frame may never paint). */
const PAINT_FALLBACK_MS = 120;

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : 'The preview could not load the draft.';
}

/**
 * The storefront's end of the merchant preview studio (src/app/preview-bridge/protocol.ts). Mounted by App only
 * in a studio frame (`?preview=1`, framed by this origin: ADR 0036), from its own lazy chunk. It listens to the
 * parent window of the same origin only: `refresh` refetches get-data quietly and answers `rendered` once the new
 * data is committed and painted; `highlight` outlines a block; `costs` draws chips; `check-links` starts checking the
 * layout's links to store pages. It tells the studio when it is ready, which block the merchant clicked, which parts of
 * the backend's answers the storefront left out, and which store links lead nowhere.
 */
export default function PreviewBridge() {
  const [refresh, droppedReports, storeLinks, checkStoreLinks] = useUnit([previewRefreshFx, $droppedReports, $storeLinksReport, storeLinkChecksStarted]);
  // The revision whose data React has just committed; its effect below says "rendered" after the next paint.
  const [committed, setCommitted] = useState<{ revision: number } | null>(null);
  const chips = useRef<CostChipLayer | null>(null);

  useEffect(() => {
    const win = window;
    const layer = new CostChipLayer(win);
    chips.current = layer;
    // The newest revision asked for, and whether a fetch is running: a refresh arriving meanwhile waits,
    // and only the newest is fetched next (the studio's latest draft wins).
    let wanted: number | null = null;
    let running = false;
    let disposed = false;

    const run = async () => {
      if (running) return;
      running = true;
      while (wanted !== null && !disposed) {
        const revision = wanted;
        wanted = null;
        try {
          await refresh(undefined);
          // A newer draft came in while this one was fetched: skip straight to it.
          if (wanted === null && !disposed) setCommitted({ revision });
        } catch (error) {
          if (wanted === null && !disposed) postToStudio(win, { type: 'refresh-failed', revision, message: errorMessage(error) });
        }
      }
      running = false;
    };

    const onMessage = (event: MessageEvent) => {
      if (!isFromStudio(win, event) || !isStudioMessage(event.data)) return;
      const message = event.data;
      switch (message.type) {
        case 'refresh':
          wanted = Math.max(message.revision, wanted ?? message.revision);
          void run();
          break;
        case 'highlight':
          highlightItem(win, message.itemId);
          break;
        case 'costs':
          layer.set(message.costs);
          break;
        case 'check-links':
          checkStoreLinks();
          break;
        default:
          message satisfies never;
      }
    };
    // Capture phase: a block that stops propagation still tells the studio. The click itself goes on as usual.
    const onClick = (event: MouseEvent) => {
      const itemId = itemIdAt(event.target);
      if (itemId !== null) postToStudio(win, { type: 'block-clicked', itemId });
    };

    win.addEventListener('message', onMessage);
    win.document.addEventListener('click', onClick, true);
    postToStudio(win, { type: 'ready', path: win.location.pathname });
    return () => {
      disposed = true;
      win.removeEventListener('message', onMessage);
      win.document.removeEventListener('click', onClick, true);
      layer.destroy();
      highlightItem(win, null);
      chips.current = null;
    };
  }, [refresh, checkStoreLinks]);

  // After the effect above has said `ready` (effects run in order), and whenever the list grows: the studio's
  // validation report lists what this frame's backend sent that the storefront left out. The list is whole each
  // time, so a studio that missed one message is right again with the next.
  useEffect(() => {
    postToStudio(window, { type: 'dropped-parts', reports: droppedReports });
  }, [droppedReports]);

  // After each check the studio asked for: the links of the layout on show to look at, the whole list each time.
  useEffect(() => {
    if (storeLinks.status === 'checked') postToStudio(window, { type: 'store-links', problems: storeLinkProblems(storeLinks.links) });
  }, [storeLinks]);

  // Runs after the commit that put the new data on screen (the store update commits no later than this state).
  useEffect(() => {
    if (!committed) return;
    const win = window;
    let timer = 0;
    let done = false;
    const say = () => {
      if (done) return;
      done = true;
      win.clearTimeout(fallback);
      chips.current?.place();
      postToStudio(win, { type: 'rendered', revision: committed.revision });
    };
    // rAF runs just before the frame paints; a task queued from it runs once the paint is done.
    const frame = win.requestAnimationFrame(() => {
      timer = win.setTimeout(say, 0);
    });
    const fallback = win.setTimeout(say, PAINT_FALLBACK_MS);
    return () => {
      done = true;
      win.cancelAnimationFrame(frame);
      win.clearTimeout(timer);
      win.clearTimeout(fallback);
    };
  }, [committed]);

  return null;
}
