import type { SiteData } from '@/api/schemas/site.schema';
import { isPreviewMessage, studioSource, type PreviewBlockCost, type StudioToPreviewMessage } from '@/app/preview-bridge/protocol';
import type { StoreLinkProblem } from '@/layout/store-links';
import type { DroppedReport } from '@/models/tolerance/tolerance.model';
import type { DeviceId } from '../contracts';
import { mergeRows, sameRows } from '../model/dropped-rows.lib';

/** What a frame's status line says. */
export type FrameStatus = { kind: 'loading' } | { kind: 'up-to-date' } | { kind: 'updating' } | { kind: 'failed'; message: string };

/** One edit's time from reaching the preview to a frame showing it. */
export interface PreviewTiming {
  revision: number;
  device: DeviceId;
  ms: number;
}

/** How long a frame may take to start (say `ready`) or to answer a refresh before its status says it failed. */
const FRAME_START_TIMEOUT_MS = 30_000;
const REFRESH_TIMEOUT_MS = 15_000;

interface Frame {
  element: HTMLIFrameElement;
  ready: boolean;
  /** The revision sent and not yet answered; only one at a time per frame. */
  inFlight: number | null;
  /** The newest revision this frame is known to show (or was loaded after). */
  shown: number;
  /** The newest revision sent to it: one that failed is not sent again, only a newer one. */
  tried: number;
  status: FrameStatus;
  timer: ReturnType<typeof setTimeout> | null;
  /** The parts of the backend's answers this frame's page left out (its `dropped-parts` list, empty until then). */
  dropped: DroppedReport[];
}

interface PreviewSessionDeps {
  publish: (siteData: SiteData) => Promise<void>;
  now: () => number;
  /** Runs the callback before the next frame: edits arriving within one frame go out as one revision. */
  nextFrame: (callback: () => void) => void;
  origin: string;
  onChange: () => void;
  onTiming: (timing: PreviewTiming) => void;
  onBlockClicked: (itemId: string) => void;
  /** The frames' left-out parts changed: each distinct part once, across the frames shown. */
  onDroppedParts: (reports: DroppedReport[]) => void;
  /** The draft's links to store pages that lead nowhere or could not be checked, as the checking frame last found them. */
  onStoreLinkProblems: (problems: StoreLinkProblem[]) => void;
}

/**
 * The studio's side of the frames: publishes each draft (one publish in flight, the newest waiting), then sends
 * `refresh` to every ready frame, one in flight per frame, the newest revision winning; and times each revision
 * from its edit reaching the preview to each frame's `rendered`. Kept out of React so the ordering is plain code.
 */
export class PreviewSession {
  private readonly frames = new Map<DeviceId, Frame>();
  private revision = 0;
  private published = 0;
  /** When each revision's first edit reached the preview. */
  private readonly startedAt = new Map<number, number>();
  private pending: { siteData: SiteData; since: number } | null = null;
  private flushScheduled = false;
  private lastPublished: SiteData | null = null;
  private publishing = false;
  private queued: { revision: number; siteData: SiteData } | null = null;
  private readonly waiters: { revision: number; resolve: () => void }[] = [];
  private highlight: string | null = null;
  private costs: PreviewBlockCost[] = [];
  private dropped: DroppedReport[] = [];
  /**
   * The one frame asked to check the draft's store links: every frame shows the same draft on the same backend, so one
   * asks it, and the hidden cost frames (never attached here) ask nothing.
   */
  private linkChecker: DeviceId | null = null;

  constructor(private readonly deps: PreviewSessionDeps) {}

  /** The draft changed: it goes out on the next frame, with whatever else changed by then. */
  edit(siteData: SiteData): void {
    if (siteData === this.lastPublished && this.pending === null) return;
    this.pending = { siteData, since: this.pending?.since ?? this.deps.now() };
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    this.deps.nextFrame(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  /** Publishes this draft now and resolves once it is published (before frames load a new address). */
  publishNow(siteData: SiteData): Promise<void> {
    if (siteData !== this.lastPublished || this.pending !== null) {
      this.pending = { siteData, since: this.pending?.since ?? this.deps.now() };
      this.flush();
    }
    const revision = this.revision;
    if (this.published >= revision) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ revision, resolve }));
  }

  private flush(): void {
    if (!this.pending) return;
    const { siteData, since } = this.pending;
    this.pending = null;
    this.lastPublished = siteData;
    this.revision += 1;
    this.startedAt.set(this.revision, since);
    // Keep only recent start times: a revision no frame answered within 200 edits will never be timed.
    for (const old of this.startedAt.keys()) if (old < this.revision - 200) this.startedAt.delete(old);
    this.queued = { revision: this.revision, siteData };
    void this.drainPublishes();
  }

  /** One publish at a time, so the simulator never ends up holding an older draft than the last one sent. */
  private async drainPublishes(): Promise<void> {
    if (this.publishing) return;
    this.publishing = true;
    while (this.queued) {
      const { revision, siteData } = this.queued;
      this.queued = null;
      await this.deps.publish(siteData);
      this.published = Math.max(this.published, revision);
      for (const waiter of this.waiters.splice(0)) {
        if (waiter.revision <= this.published) waiter.resolve();
        else this.waiters.push(waiter);
      }
      this.pump();
    }
    this.publishing = false;
  }

  /** A frame element appeared (a device shown, or a new address): it is loading what is published now. */
  attach(device: DeviceId, element: HTMLIFrameElement): void {
    this.detach(device);
    const frame: Frame = { element, ready: false, inFlight: null, shown: this.published, tried: 0, status: { kind: 'loading' }, timer: null, dropped: [] };
    this.frames.set(device, frame);
    this.arm(frame, FRAME_START_TIMEOUT_MS, 'The preview did not start.');
    this.deps.onChange();
  }

  detach(device: DeviceId, element?: HTMLIFrameElement): void {
    const frame = this.frames.get(device);
    if (!frame || (element && frame.element !== element)) return;
    if (frame.timer) clearTimeout(frame.timer);
    this.frames.delete(device);
    // A frame gone (device hidden, new scenario) takes its page's list with it.
    this.mergeDropped();
    if (this.linkChecker === device) {
      // Another ready frame checks instead; its list replaces this one's when it comes.
      this.linkChecker = null;
      const next = [...this.frames.entries()].find(([, candidate]) => candidate.ready);
      if (next) this.askToCheckLinks(next[0], next[1]);
      // No frame left to check: nothing is known about the links until one is shown again.
      else this.deps.onStoreLinkProblems([]);
    }
  }

  status(device: DeviceId): FrameStatus {
    return this.frames.get(device)?.status ?? { kind: 'loading' };
  }

  setHighlight(itemId: string | null): void {
    if (itemId === this.highlight) return;
    this.highlight = itemId;
    for (const frame of this.frames.values()) if (frame.ready) this.post(frame, { source: studioSource, type: 'highlight', itemId });
  }

  setCosts(costs: PreviewBlockCost[]): void {
    this.costs = costs;
    for (const frame of this.frames.values()) if (frame.ready) this.post(frame, { source: studioSource, type: 'costs', costs });
  }

  /** A `message` event on the studio's window: acted on only from one of our frames, on our origin. */
  receive(event: MessageEvent): void {
    if (event.origin !== this.deps.origin || !isPreviewMessage(event.data)) return;
    const entry = [...this.frames.entries()].find(([, frame]) => frame.element.contentWindow !== null && frame.element.contentWindow === event.source);
    if (!entry) return;
    const [device, frame] = entry;
    const message = event.data;
    switch (message.type) {
      case 'ready':
        // Also after the frame reloaded itself: whatever it had in flight is gone.
        frame.ready = true;
        frame.inFlight = null;
        frame.tried = 0;
        // A new page, with a list of its own to come.
        frame.dropped = [];
        this.mergeDropped();
        this.disarm(frame);
        frame.status = { kind: 'up-to-date' };
        if (this.highlight !== null) this.post(frame, { source: studioSource, type: 'highlight', itemId: this.highlight });
        if (this.costs.length > 0) this.post(frame, { source: studioSource, type: 'costs', costs: this.costs });
        // The checking frame reloaded (a new page checks nothing until asked), or no frame checks yet.
        if (this.linkChecker === null || this.linkChecker === device) this.askToCheckLinks(device, frame);
        this.pump();
        break;
      case 'rendered':
        if (frame.inFlight === null || message.revision < frame.inFlight) return;
        this.settle(frame);
        frame.shown = message.revision;
        frame.status = { kind: 'up-to-date' };
        this.time(device, message.revision);
        this.pump();
        break;
      case 'refresh-failed':
        if (frame.inFlight === null || message.revision < frame.inFlight) return;
        this.settle(frame);
        frame.status = { kind: 'failed', message: message.message };
        // Not this draft again; a newer one may load where it failed.
        this.pump();
        break;
      case 'block-clicked':
        this.deps.onBlockClicked(message.itemId);
        return;
      case 'dropped-parts':
        frame.dropped = message.reports;
        this.mergeDropped();
        return;
      case 'store-links':
        if (device !== this.linkChecker) return;
        this.deps.onStoreLinkProblems(message.problems);
        return;
      default:
        return message satisfies never;
    }
    this.deps.onChange();
  }

  /** Stops the time-outs (the pane unmounted). Frames detach through their refs; React may mount the pane again. */
  dispose(): void {
    for (const frame of this.frames.values()) this.disarm(frame);
  }

  private askToCheckLinks(device: DeviceId, frame: Frame): void {
    this.linkChecker = device;
    this.post(frame, { source: studioSource, type: 'check-links' });
  }

  /** Tells the studio the frames' lists as one, when that changed. */
  private mergeDropped(): void {
    const merged = mergeRows(...[...this.frames.values()].map((frame) => frame.dropped));
    if (sameRows(merged, this.dropped)) return;
    this.dropped = merged;
    this.deps.onDroppedParts(merged);
  }

  /** Sends the newest published draft to each ready frame that is not busy and does not show it yet. */
  private pump(): void {
    let changed = false;
    for (const frame of this.frames.values()) {
      if (!frame.ready || frame.inFlight !== null || Math.max(frame.shown, frame.tried) >= this.published) continue;
      frame.inFlight = this.published;
      frame.tried = this.published;
      frame.status = { kind: 'updating' };
      this.arm(frame, REFRESH_TIMEOUT_MS, 'The preview did not answer.');
      this.post(frame, { source: studioSource, type: 'refresh', revision: this.published });
      changed = true;
    }
    if (changed) this.deps.onChange();
  }

  private time(device: DeviceId, revision: number): void {
    const started = this.startedAt.get(revision);
    if (started === undefined) return;
    this.deps.onTiming({ revision, device, ms: Math.max(0, this.deps.now() - started) });
  }

  private settle(frame: Frame): void {
    frame.inFlight = null;
    this.disarm(frame);
  }

  private arm(frame: Frame, ms: number, message: string): void {
    this.disarm(frame);
    frame.timer = setTimeout(() => {
      frame.timer = null;
      frame.inFlight = null;
      frame.status = { kind: 'failed', message };
      this.deps.onChange();
    }, ms);
  }

  private disarm(frame: Frame): void {
    if (frame.timer) clearTimeout(frame.timer);
    frame.timer = null;
  }

  private post(frame: Frame, message: StudioToPreviewMessage): void {
    frame.element.contentWindow?.postMessage(message, this.deps.origin);
  }
}
