import { useEffect, useRef, useState } from 'react';
import './copy-button.css';

/** How long "Copied" stays on the button before it reads "Copy" again. */
export const COPIED_FOR_MS = 2_500;

type CopyState = 'idle' | 'copied' | 'failed';

interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** What is copied, for the button's name and the announcement ("coupon code", "referral link"). */
  what: string;
  /** The visible label; "Copy" unless said. */
  label?: string;
  className?: string;
}

/**
 * Copies `text` with the Clipboard API and says so in a polite live region ("Referral link copied"). Where the API is
 * missing or refused (an insecure origin, a denied permission), it says how to copy by hand rather than failing
 * silently: the text it copies is always shown beside it as real, selectable text.
 */
export function CopyButton({ text, what, label = 'Copy', className }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);

  const settle = (next: CopyState) => {
    setState(next);
    if (timer.current !== null) clearTimeout(timer.current);
    if (next === 'copied') timer.current = setTimeout(() => setState('idle'), COPIED_FOR_MS);
  };

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard?.writeText) return settle('failed');
    clipboard.writeText(text).then(
      () => settle('copied'),
      () => settle('failed'),
    );
  };

  const announcement =
    state === 'copied' ? `${capitalise(what)} copied.` : state === 'failed' ? `Could not copy the ${what}: select it and copy it yourself.` : '';

  return (
    <span className={['copy-button', className].filter(Boolean).join(' ')}>
      <button type="button" className="copy-button__button" onClick={copy} aria-label={`${label} ${what}`}>
        {state === 'copied' ? 'Copied' : label}
      </button>
      <span className={state === 'failed' ? 'copy-button__failed' : 'visually-hidden'} role="status">
        {announcement}
      </span>
    </span>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
