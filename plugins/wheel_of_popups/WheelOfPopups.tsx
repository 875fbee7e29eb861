import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PluginViewProps } from '@/layout/define-plugin';
import Dialog from '@/shared/ui/Dialog';
import { useWheelTrigger } from './use-wheel-trigger';
import { landingRotation, pickSegment, randomUnit, readWheelRecord, writeWheelRecord, type SegmentPick } from './wheel_of_popups.lib';
import type { WheelOfPopupsConfig, WheelSegment } from './wheel_of_popups.plugin';
import './WheelOfPopups.css';

/** How long the wheel turns. The CSS transition takes its duration from here, so the result and the stop coincide. */
export const SPIN_MS = 3_000;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const DESCRIPTION = 'Spin the wheel once for a chance to win a coupon code.';

type Phase = 'ready' | 'spinning' | 'done';
type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The wheel-of-popups promotion: a modal with a prize wheel, opened once per visitor when the configured trigger
 * fires, that awards a coupon code.
 */
export default function WheelOfPopups({ config, mode }: PluginViewProps<WheelOfPopupsConfig>) {
  // Merchant preview neither reads nor writes the once-per-visitor record: the merchant can see the wheel on every
  // preview, and previewing never uses up their own visit.
  const remembersVisitor = mode === 'live';
  const [alreadyShown] = useState(() => remembersVisitor && readWheelRecord() !== null);
  const due = useWheelTrigger(config.trigger, config.triggerValue, !alreadyShown);
  const [dismissed, setDismissed] = useState(false);
  const open = due && !dismissed;
  const shownAt = useRef<string | null>(null);

  // When the wheel opens, it counts as shown: a shopper who closes it without spinning has still seen it.
  useEffect(() => {
    if (!open || shownAt.current !== null) return;
    shownAt.current = new Date().toISOString();
    if (remembersVisitor) writeWheelRecord({ shownAt: shownAt.current, code: null });
  }, [open, remembersVisitor]);

  const recordResult = (code: string | null) => {
    if (remembersVisitor) writeWheelRecord({ shownAt: shownAt.current ?? new Date().toISOString(), code });
  };

  return (
    <div className="plugin-wheel" data-plugin="wheel_of_popups" data-state={open ? 'open' : 'closed'}>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) setDismissed(true);
        }}
        title={config.title}
        description={DESCRIPTION}
      >
        <WheelPanel segments={config.segments} onResult={recordResult} onClose={() => setDismissed(true)} />
      </Dialog>
    </div>
  );
}

interface WheelPanelProps {
  segments: readonly WheelSegment[];
  /** Called once, as soon as the result is drawn (before the animation ends), so closing mid-spin loses nothing. */
  onResult: (code: string | null) => void;
  onClose: () => void;
}

/** The dialog's body: the wheel, the Spin button, and the result once the wheel stops. */
function WheelPanel({ segments, onResult, onClose }: WheelPanelProps) {
  const [phase, setPhase] = useState<Phase>('ready');
  const [pick, setPick] = useState<SegmentPick | null>(null);
  const [animate, setAnimate] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  // A ref, not the phase: two clicks in one frame both see phase 'ready' before React re-renders.
  const spun = useRef(false);
  const stopTimer = useRef<number | undefined>(undefined);
  const resultAction = useRef<HTMLButtonElement>(null);
  const codeElement = useRef<HTMLElement>(null);

  useEffect(() => () => window.clearTimeout(stopTimer.current), []);

  // When the result shows, focus moves to what to do with it; the Spin button that had focus is gone by then.
  useEffect(() => {
    if (phase === 'done') resultAction.current?.focus();
  }, [phase]);

  const spin = () => {
    if (spun.current) return;
    spun.current = true;
    const result = pickSegment(segments, randomUnit());
    const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
    setPick(result);
    onResult(segments[result.index]?.code ?? null);
    if (reduceMotion) {
      // No animation at all: the wheel is drawn at its stop and the result is there at once.
      setPhase('done');
      return;
    }
    setAnimate(true);
    setPhase('spinning');
    stopTimer.current = window.setTimeout(() => setPhase('done'), SPIN_MS);
  };

  const won = phase === 'done' && pick ? (segments[pick.index] ?? null) : null;

  const copyCode = async (code: string) => {
    try {
      // navigator.clipboard is missing outside secure contexts and may be refused: both end in the fallback.
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      setCopy('failed');
      // Select the code so that the shopper's own copy shortcut or menu works on it straight away.
      if (codeElement.current) window.getSelection()?.selectAllChildren(codeElement.current);
    }
  };

  const rotation = pick ? landingRotation(pick.index, segments.length, pick.within) : 0;

  return (
    <div className="plugin-wheel__panel" data-phase={phase}>
      <p className="plugin-wheel__intro">{DESCRIPTION}</p>
      <Wheel segments={segments} rotation={rotation} animate={animate} landedIndex={phase === 'done' ? pick?.index : undefined} />

      <div className="plugin-wheel__result" role="status">
        {phase === 'spinning' ? <p className="plugin-wheel__message">Spinning…</p> : null}
        {won ? <ResultMessage segment={won} codeRef={codeElement} /> : null}
      </div>

      {won?.code ? (
        <p className="plugin-wheel__copy-feedback" role="status">
          {copy === 'copied' ? 'Code copied.' : copy === 'failed' ? 'Could not copy automatically: the code is selected, copy it with your device’s copy command.' : ''}
        </p>
      ) : null}

      <div className="plugin-wheel__actions">
        {phase === 'done' ? (
          <>
            {won?.code ? (
              <button ref={resultAction} type="button" className="button button--primary" onClick={() => void copyCode(won.code ?? '')}>
                Copy code
              </button>
            ) : null}
            <button ref={won?.code ? undefined : resultAction} type="button" className="button" onClick={onClose}>
              Continue shopping
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={spin}
              // Not `disabled`: that would drop focus to the page while the wheel turns.
              aria-disabled={phase === 'spinning' ? true : undefined}
            >
              {phase === 'spinning' ? 'Spinning…' : 'Spin'}
            </button>
            <button type="button" className="button" onClick={onClose}>
              No thanks
            </button>
          </>
        )}
      </div>
    </div>
  );
}

function ResultMessage({ segment, codeRef }: { segment: WheelSegment; codeRef: RefObject<HTMLElement | null> }) {
  if (segment.code === null) {
    return (
      <p className="plugin-wheel__message">
        The wheel stopped on “{segment.label}”: no prize this time. Thanks for playing!
      </p>
    );
  }
  return (
    <>
      <p className="plugin-wheel__message">You won {segment.label}! Your coupon code is:</p>
      <p className="plugin-wheel__code">
        <code ref={codeRef}>{segment.code}</code>
      </p>
      <p className="plugin-wheel__hint">Enter it at checkout.</p>
    </>
  );
}

// --------------------------------------------------------------------------------------------------------------
// The wheel drawing

const RADIUS = 96;
const LABEL_RADIUS = 56;
/** Room along the radius for a label, in the drawing's units, between the hub and the rim. */
const LABEL_ROOM = 64;

/** A point on the wheel, `degrees` clockwise from 12 o'clock. */
function polar(degrees: number, radius: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [radius * Math.sin(radians), -radius * Math.cos(radians)];
}

function slicePath(index: number, count: number): string {
  const slice = 360 / count;
  const [x0, y0] = polar(index * slice, RADIUS);
  const [x1, y1] = polar((index + 1) * slice, RADIUS);
  const largeArc = slice > 180 ? 1 : 0;
  // SVG coordinates, not money.
  // eslint-disable-next-line no-restricted-syntax
  return `M0 0L${x0.toFixed(3)} ${y0.toFixed(3)}A${RADIUS} ${RADIUS} 0 ${largeArc} 1 ${x1.toFixed(3)} ${y1.toFixed(3)}Z`;
}

/**
 * Alternating tones; an odd count gives the last slice a third tone so that it never matches its neighbour, the
 * first. Tones only separate slices: every slice carries its label, and the result is spelled out in text.
 */
function sliceTone(index: number, count: number): 'a' | 'b' | 'c' {
  if (count % 2 === 1 && index === count - 1) return 'c';
  return index % 2 === 0 ? 'a' : 'b';
}

/** Labels run along the radius; those on the left half are turned over so that none reads upside down at rest. */
function labelTransform(index: number, count: number): string {
  const middle = (index + 0.5) * (360 / count);
  return middle > 180 ? `rotate(${middle + 90}) translate(${-LABEL_RADIUS} 0)` : `rotate(${middle - 90}) translate(${LABEL_RADIUS} 0)`;
}

/** Longer labels get smaller type, within bounds that stay legible. */
function labelSize(label: string): number {
  return Math.min(12, Math.max(6.5, LABEL_ROOM / (label.length * 0.58)));
}

interface WheelProps {
  segments: readonly WheelSegment[];
  rotation: number;
  animate: boolean;
  landedIndex: number | undefined;
}

function Wheel({ segments, rotation, animate, landedIndex }: WheelProps) {
  const count = segments.length;
  return (
    <div className="plugin-wheel__wheel" role="img" aria-label={`Prize wheel with ${count} segments: ${segments.map((segment) => segment.label).join(', ')}`}>
      <svg
        className="plugin-wheel__disc"
        viewBox="-100 -100 200 200"
        aria-hidden="true"
        focusable="false"
        style={{ transform: `rotate(${rotation}deg)`, transitionDuration: animate ? `${SPIN_MS}ms` : '0ms' }}
      >
        {segments.map((segment, index) => (
          <g
            // Segments have no id and labels may repeat; the order is fixed for the dialog's life.
            key={index}
            className={`plugin-wheel__slice plugin-wheel__slice--${sliceTone(index, count)}`}
          >
            <path d={slicePath(index, count)} />
            <text transform={labelTransform(index, count)} fontSize={labelSize(segment.label)} textAnchor="middle" dominantBaseline="central">
              {segment.label}
            </text>
          </g>
        ))}
        <circle className="plugin-wheel__rim" r={RADIUS} />
        {/* Drawn last, over its neighbours' edges, so the whole outline of where the wheel stopped shows. */}
        {landedIndex === undefined ? null : <path className="plugin-wheel__landed" d={slicePath(landedIndex, count)} />}
        <circle className="plugin-wheel__hub" r="14" />
      </svg>
      <svg className="plugin-wheel__pointer" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M2 2H22L12 22Z" />
      </svg>
    </div>
  );
}
