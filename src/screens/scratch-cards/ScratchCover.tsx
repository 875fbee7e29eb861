import { useEffect, useRef } from 'react';
import { attachScratchSurface } from './scratch-surface';

interface ScratchCoverProps {
  /** Called once when enough of the cover is scratched off. */
  onScratchedEnough: () => void;
  /** The reward is out: the cover fades away (at once under reduced motion) and takes no more pointers. */
  gone: boolean;
}

/**
 * The scratchable cover over a card's face: a canvas scratched with a finger or a mouse (scratch-surface.ts). Hidden
 * from assistive technology: the card's Reveal button does the same, and the reward is the face's real text.
 */
export function ScratchCover({ onScratchedEnough, gone }: ScratchCoverProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The latest callback, read when the threshold is reached: the surface is attached once per canvas, never again.
  const onScratchedEnoughRef = useRef(onScratchedEnough);
  useEffect(() => {
    onScratchedEnoughRef.current = onScratchedEnough;
  }, [onScratchedEnough]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    return attachScratchSurface(canvas, { onScratchedEnough: () => onScratchedEnoughRef.current() });
  }, []);

  return <canvas ref={canvasRef} className="scratch-cover" data-gone={gone ? 'true' : undefined} aria-hidden="true" data-testid="scratch-cover" />;
}
