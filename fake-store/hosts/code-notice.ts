import { simulatorCodeEvent } from '../http/handlers/auth.handlers';

/**
 * The simulator's notice of a one-time code it "sent" (issue 17): no email or SMS leaves the simulator, so the code
 * is shown to the tester, in the page and in the console. Only the simulator's own start-up (fake-store/hosts/browser.ts) mounts
 * it, from the `simulator:code-sent` event the handlers fire; the shopper's build has neither (npm run size checks).
 *
 * Where it sits: the bottom-left corner just above the simulator badge, in the same dark style, over the desktop
 * overlay (z-index 75: above dialogs at 70 and 71, below the loading overlay at 80 and toasts at 100). It takes no
 * pointer events: a click outside the overlay would close it, and a copy of the code needs none (type it, or read
 * the fixed codes in fake-store/README.md). It says its words once as a polite status for screen-reader testers.
 */

export const codeNoticeId = 'simulator-code-notice';

export interface SimulatorCodeSent {
  purpose: 'login' | 'reset';
  code: string;
}

const noticeStyle = [
  'position:fixed',
  'left:0',
  'bottom:calc(var(--bottom-nav-height,0px) + 24px)',
  'z-index:75',
  'max-width:calc(100vw - 16px)',
  'padding:6px 10px',
  'border-radius:0 6px 6px 0',
  'background:rgba(17,24,39,0.92)',
  'color:#ffffff',
  "font:600 13px/1.4 system-ui,-apple-system,'Segoe UI',sans-serif",
  'pointer-events:none',
].join(';');

/** The notice's words: which code, what for, and that nothing was really sent. */
export function codeNoticeText({ purpose, code }: SimulatorCodeSent): string {
  return `Simulator: the ${purpose === 'login' ? 'sign-in' : 'password reset'} code is ${code} (no email or SMS was sent).`;
}

function readDetail(event: Event): SimulatorCodeSent | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const { purpose, code } = detail as Record<string, unknown>;
  if ((purpose !== 'login' && purpose !== 'reset') || typeof code !== 'string') return null;
  return { purpose, code };
}

/** Shows each code the simulator sends from now on; returns the function that stops listening and removes it. */
export function watchSimulatorCodes(win: Window = window): () => void {
  const doc = win.document;
  const onCodeSent = (event: Event) => {
    const sent = readDetail(event);
    if (!sent) return;
    let notice = doc.getElementById(codeNoticeId);
    if (!notice) {
      notice = doc.createElement('p');
      notice.id = codeNoticeId;
      notice.setAttribute('role', 'status');
      notice.setAttribute('style', noticeStyle);
      notice.dataset.testid = 'simulator-code-notice';
      doc.body.append(notice);
    }
    notice.dataset.purpose = sent.purpose;
    notice.textContent = codeNoticeText(sent);
  };
  win.addEventListener(simulatorCodeEvent, onCodeSent);
  return () => {
    win.removeEventListener(simulatorCodeEvent, onCodeSent);
    doc.getElementById(codeNoticeId)?.remove();
  };
}
