import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { PreviewBlockCost } from '@/app/preview-bridge/protocol';
import { devices, type BlockCost, type DeviceId, type PreviewPaneProps } from '../contracts';
import { BlockCostRunner } from './BlockCostRunner';
import { costLabel } from './block-costs';
import { frameLayout } from './frame-layout';
import { PreviewSession, type FrameStatus, type PreviewTiming } from './preview-session';
import { deviceChoices, previewToken, previewUrl, publishDraft, readDeviceChoice, saveDeviceChoice, tabDraftId, type DeviceChoice } from './preview-urls';
import './preview.css';

declare global {
  interface Window {
    /** Every edit's time to each frame, for `npm run bench` (read with page.evaluate). */
    __studioPreviewTimings?: PreviewTiming[];
  }
}

const choiceLabels: Record<DeviceChoice, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop', all: 'All devices' };

function storageOr<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function statusText(status: FrameStatus): string {
  switch (status.kind) {
    case 'loading':
      return 'Loading…';
    case 'up-to-date':
      return 'Up to date';
    case 'updating':
      return 'Updating…';
    case 'failed':
      return `Failed: ${status.message}`;
    default:
      return status satisfies never;
  }
}

/** Records one edit's latency where the benchmark and the browser's performance panel find it. */
function recordTiming(timing: PreviewTiming, startedAt: number): void {
  (window.__studioPreviewTimings ??= []).push(timing);
  try {
    performance.measure(`studio:preview-update:${timing.device}`, { start: startedAt, end: startedAt + timing.ms, detail: { revision: timing.revision } });
  } catch {
    // An environment without User Timing level 3: the array above still has it.
  }
}

/**
 * The live preview (issue 6): the storefront in device frames at their true widths, scaled to fit, updated in
 * place on each edit (publish the draft, then `refresh` each frame) and reloaded when the scenario or seed
 * changes; with each block's measured cost drawn over it.
 */
export function PreviewPane({ siteData, scenario, seed, highlightItemId, onBlockClicked, onCosts, onDroppedParts, onStoreLinkProblems }: PreviewPaneProps) {
  const [draftId] = useState(() => tabDraftId(storageOr(() => window.sessionStorage)));
  const [choice, setChoice] = useState<DeviceChoice>(() => readDeviceChoice(storageOr(() => window.localStorage)));
  const [token] = useState(() => previewToken(storageOr(() => window.localStorage)));
  const [paneWidth, setPaneWidth] = useState(0);
  const [src, setSrc] = useState<string | null>(null);
  const [lastLatency, setLastLatency] = useState<number | null>(null);
  const [, setVersion] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const onBlockClickedRef = useRef(onBlockClicked);
  const onCostsRef = useRef(onCosts);
  const onDroppedPartsRef = useRef(onDroppedParts);
  const onStoreLinkProblemsRef = useRef(onStoreLinkProblems);
  useEffect(() => {
    onBlockClickedRef.current = onBlockClicked;
    onCostsRef.current = onCosts;
    onDroppedPartsRef.current = onDroppedParts;
    onStoreLinkProblemsRef.current = onStoreLinkProblems;
  }, [onBlockClicked, onCosts, onDroppedParts, onStoreLinkProblems]);

  const [session] = useState(
    () =>
      new PreviewSession({
        publish: (data) => publishDraft(draftId, data, { storage: storageOr(() => window.localStorage), fetch: (...args) => window.fetch(...args) }),
        now: () => performance.now(),
        nextFrame: (callback) => requestAnimationFrame(callback),
        origin: window.location.origin,
        onChange: () => setVersion((version) => version + 1),
        onTiming: (timing) => {
          recordTiming(timing, performance.now() - timing.ms);
          setLastLatency(timing.ms);
        },
        onBlockClicked: (itemId) => onBlockClickedRef.current?.(itemId),
        onDroppedParts: (reports) => onDroppedPartsRef.current?.(reports),
        onStoreLinkProblems: (problems) => onStoreLinkProblemsRef.current?.(problems),
      }),
  );

  useEffect(() => {
    const listener = (event: MessageEvent) => session.receive(event);
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
      session.dispose();
    };
  }, [session]);

  // The latest draft, for the scenario effect below (which must not re-run on every edit).
  const latest = useRef(siteData);
  useEffect(() => {
    latest.current = siteData;
    session.edit(siteData);
  }, [session, siteData]);

  // A scenario or seed is chosen at page load: publish the draft, then load the frames at the new address.
  useEffect(() => {
    let current = true;
    void session.publishNow(latest.current).then(() => {
      if (current) setSrc(previewUrl(draftId, scenario, seed));
    });
    return () => {
      current = false;
    };
  }, [session, draftId, scenario, seed]);

  useEffect(() => session.setHighlight(highlightItemId), [session, highlightItemId]);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    setPaneWidth(element.clientWidth);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width;
      if (width !== undefined) setPaneWidth(width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const choose = (next: DeviceChoice) => {
    setChoice(next);
    saveDeviceChoice(storageOr(() => window.localStorage), next);
  };

  // One stable ref callback per device: React re-runs it only when the element itself changes (a new address).
  const frameRefs = useMemo(() => {
    const refFor = (device: DeviceId) => (element: HTMLIFrameElement | null) => {
      if (!element) return;
      session.attach(device, element);
      return () => session.detach(device, element);
    };
    return { phone: refFor('phone'), tablet: refFor('tablet'), desktop: refFor('desktop') } satisfies Record<DeviceId, unknown>;
  }, [session]);

  const deliverCosts = useCallback(
    (costs: Record<string, BlockCost>) => {
      const chips: PreviewBlockCost[] = Object.values(costs).map((cost) => ({ itemId: cost.itemId, label: costLabel(cost) }));
      session.setCosts(chips);
      onCostsRef.current?.(costs);
    },
    [session],
  );

  const layout = frameLayout(choice, paneWidth);

  return (
    <section className="pv-pane" aria-label="Live preview">
      <div className="pv-toolbar">
        <div className="pv-devices" role="group" aria-label="Preview device">
          {deviceChoices.map((option) => (
            <button key={option} type="button" className="pv-device" aria-pressed={choice === option} onClick={() => choose(option)}>
              {choiceLabels[option]}
            </button>
          ))}
        </div>
        {src ? (
          // The same page outside the frames: the storefront shows merchant preview there for this browser's token only.
          <a className="pv-open" href={previewUrl(draftId, scenario, seed, token)} target="_blank" rel="noopener">
            Open in a new tab
          </a>
        ) : null}
        {lastLatency !== null ? (
          <span className="pv-latency" data-testid="preview-latency">
            Updated in {Math.round(lastLatency)} ms
          </span>
        ) : null}
      </div>
      <div ref={stage} className={`pv-stage pv-stage--${layout.arrangement}`}>
        {layout.frames.map((frame) => {
          const { label } = devices[frame.device];
          const status = session.status(frame.device);
          const boxStyle = { width: frame.width * frame.scale, height: frame.height * frame.scale } satisfies CSSProperties;
          const frameStyle = { width: frame.width, height: frame.height, transform: `scale(${frame.scale})` } satisfies CSSProperties;
          return (
            <figure key={frame.device} className="pv-frame" data-device={frame.device}>
              <figcaption className="pv-frame__caption">
                <span className="pv-frame__name">
                  {label} · {frame.width} px{frame.scale < 1 ? ` (shown at ${Math.round(frame.scale * 100)}%)` : ''}
                </span>
                <span className={`pv-frame__status pv-frame__status--${status.kind}`} role={status.kind === 'failed' ? 'alert' : undefined}>
                  {statusText(status)}
                </span>
              </figcaption>
              <div className="pv-frame__box" style={boxStyle}>
                {src ? (
                  <iframe key={src} ref={frameRefs[frame.device]} className="pv-frame__iframe" title={`${label} preview, ${frame.width} px`} src={src} style={frameStyle} />
                ) : null}
              </div>
            </figure>
          );
        })}
      </div>
      <BlockCostRunner draftId={draftId} siteData={siteData} scenario={scenario} seed={seed} onCosts={deliverCosts} />
    </section>
  );
}
