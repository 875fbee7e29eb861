// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachScratchSurface } from './scratch-surface';

/** The parts of a 2D context the surface uses, recording the calls that draw. */
function fakeContext() {
  const calls: string[] = [];
  const context = {
    globalCompositeOperation: 'source-over',
    lineCap: 'butt',
    lineJoin: 'miter',
    lineWidth: 1,
    fillStyle: '',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    createLinearGradient: () => ({ addColorStop: () => undefined }),
    fillRect: () => calls.push('fillRect'),
    fillText: () => calls.push('fillText'),
    beginPath: () => calls.push('beginPath'),
    moveTo: () => calls.push('moveTo'),
    lineTo: () => calls.push('lineTo'),
    stroke: () => calls.push(`stroke:${context.globalCompositeOperation}`),
  };
  return { context, calls };
}

/** A 200 × 100 card at (10, 20) on the page. */
function makeCanvas(context: unknown) {
  const canvas = document.createElement('canvas');
  Object.defineProperty(canvas, 'clientWidth', { value: 200 });
  Object.defineProperty(canvas, 'clientHeight', { value: 100 });
  const rect = vi.fn(() => ({ left: 10, top: 20, width: 200, height: 100, right: 210, bottom: 120, x: 10, y: 20, toJSON: () => ({}) }) as DOMRect);
  canvas.getBoundingClientRect = rect;
  vi.spyOn(canvas, 'getContext').mockReturnValue(context as CanvasRenderingContext2D);
  document.body.append(canvas);
  return { canvas, rect };
}

const pointer = (x: number, y: number, extra: Record<string, unknown> = {}) => ({ pointerId: 1, pointerType: 'touch', button: 0, clientX: 10 + x, clientY: 20 + y, ...extra });

/** A stroke across the card at height `y`, one move per frame. */
function strokeAcross(canvas: HTMLCanvasElement, y: number) {
  fireEvent.pointerDown(canvas, pointer(0, y));
  for (let x = 20; x <= 200; x += 20) {
    fireEvent.pointerMove(canvas, pointer(x, y));
    vi.advanceTimersToNextFrame();
  }
  fireEvent.pointerUp(canvas, pointer(200, y));
  vi.advanceTimersToNextFrame();
}

describe('the scratch surface', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('paints the cover, then takes it away with destination-out, one path per frame', () => {
    const { context, calls } = fakeContext();
    const { canvas } = makeCanvas(context);
    attachScratchSurface(canvas, { onScratchedEnough: vi.fn() });
    expect(calls).toEqual(['fillRect', 'fillText']);
    expect(context.globalCompositeOperation).toBe('destination-out');
    calls.length = 0;
    fireEvent.pointerDown(canvas, pointer(50, 50));
    fireEvent.pointerMove(canvas, pointer(60, 50));
    fireEvent.pointerMove(canvas, pointer(70, 50));
    expect(calls).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(calls.filter((call) => call === 'beginPath')).toHaveLength(1);
    expect(calls.filter((call) => call.startsWith('stroke'))).toEqual(['stroke:destination-out']);
  });

  it('reads the card’s box once when the pointer comes down, never per move', () => {
    const { context } = fakeContext();
    const { canvas, rect } = makeCanvas(context);
    attachScratchSurface(canvas, { onScratchedEnough: vi.fn() });
    strokeAcross(canvas, 50);
    expect(rect).toHaveBeenCalledTimes(1);
  });

  it('says the card is scratched enough once, when about half of it is off', () => {
    const { context } = fakeContext();
    const { canvas } = makeCanvas(context);
    const enough = vi.fn();
    // A 16 × 8 grid: each stroke of this brush across the card takes one row of cells off.
    attachScratchSurface(canvas, { onScratchedEnough: enough, brushRadius: 5 });
    for (const y of [6, 19, 31]) strokeAcross(canvas, y);
    expect(enough).not.toHaveBeenCalled();
    strokeAcross(canvas, 44);
    expect(enough).toHaveBeenCalledTimes(1);
    strokeAcross(canvas, 56);
    expect(enough).toHaveBeenCalledTimes(1);
  });

  it('ignores moves with no pointer down, a second finger, and a mouse’s other buttons', () => {
    const { context, calls } = fakeContext();
    const { canvas } = makeCanvas(context);
    const enough = vi.fn();
    attachScratchSurface(canvas, { onScratchedEnough: enough, brushRadius: 100 });
    calls.length = 0;
    fireEvent.pointerMove(canvas, pointer(50, 50));
    fireEvent.pointerDown(canvas, pointer(50, 50, { pointerType: 'mouse', button: 2 }));
    vi.advanceTimersToNextFrame();
    expect(calls).toEqual([]);
    fireEvent.pointerDown(canvas, pointer(10, 10));
    fireEvent.pointerDown(canvas, pointer(150, 80, { pointerId: 2 }));
    fireEvent.pointerMove(canvas, pointer(160, 80, { pointerId: 2 }));
    vi.advanceTimersToNextFrame();
    expect(calls.filter((call) => call === 'lineTo')).toHaveLength(1);
  });

  it('counts scratching without a 2D context, on a plain cover', () => {
    const { canvas } = makeCanvas(null);
    const enough = vi.fn();
    attachScratchSurface(canvas, { onScratchedEnough: enough, brushRadius: 60 });
    expect(canvas.dataset.plain).toBe('true');
    strokeAcross(canvas, 50);
    expect(enough).toHaveBeenCalledTimes(1);
  });

  it('stops listening when detached, a frame on its way cancelled', () => {
    const { context, calls } = fakeContext();
    const { canvas } = makeCanvas(context);
    const detach = attachScratchSurface(canvas, { onScratchedEnough: vi.fn() });
    calls.length = 0;
    fireEvent.pointerDown(canvas, pointer(50, 50));
    detach();
    vi.advanceTimersToNextFrame();
    fireEvent.pointerDown(canvas, pointer(50, 50, { pointerId: 3 }));
    vi.advanceTimersToNextFrame();
    expect(calls).toEqual([]);
  });
});
