import { devices, type DeviceId } from '../contracts';
import type { DeviceChoice } from './preview-urls';

const FRAME_GAP_PX = 16;
/** Side by side only while every frame keeps at least this scale; below it the frames stack (and the pane scrolls). */
const MIN_SIDE_BY_SIDE_SCALE = 0.3;

interface FramePlacement {
  device: DeviceId;
  /** The frame's true viewport, so the storefront's media queries see the real device width. */
  width: number;
  height: number;
  /** How much it is shrunk (CSS transform) to fit the pane; never enlarged. */
  scale: number;
}

interface FrameLayout {
  arrangement: 'single' | 'side-by-side' | 'stacked';
  frames: FramePlacement[];
}

const place = (device: DeviceId, scale: number): FramePlacement => ({ device, width: devices[device].width, height: devices[device].height, scale });

/** Which frames show, at which scale, for a pane this wide (0 when not measured yet: true size). */
export function frameLayout(choice: DeviceChoice, paneWidth: number): FrameLayout {
  const fit = (width: number) => (paneWidth > 0 ? Math.min(1, paneWidth / width) : 1);
  if (choice !== 'all') return { arrangement: 'single', frames: [place(choice, fit(devices[choice].width))] };
  const all: DeviceId[] = ['phone', 'tablet', 'desktop'];
  const total = all.reduce((sum, device) => sum + devices[device].width, 0);
  // One scale for all three, so their sizes compare honestly.
  const shared = paneWidth > 0 ? Math.min(1, (paneWidth - FRAME_GAP_PX * (all.length - 1)) / total) : 0;
  if (shared >= MIN_SIDE_BY_SIDE_SCALE) return { arrangement: 'side-by-side', frames: all.map((device) => place(device, shared)) };
  return { arrangement: 'stacked', frames: all.map((device) => place(device, fit(devices[device].width))) };
}
