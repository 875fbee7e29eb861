import { useUnit } from 'effector-react';
import { useActionState, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useFormStatus } from 'react-dom';
import { retryAfterSeconds } from '@/api/retry-after';
import { shopperMessage } from '@/api/api-error';
import type { OtpSent } from '@/api/schemas/user.schema';
import type { CodeRequest } from '@/models/session/code-request.model';
import { tooManyCodesMessage, waitLine } from './code-wait.lib';

/** When a code request failed for another reason than "too many" with no words from the server. */
const CODE_NOT_SENT_MESSAGE = 'We could not send a code. Check your connection and try again.';

/** A refused code request in words: a 429 says when to ask again; anything else the server's words or ours. */
export function codeRefusalMessage(error: unknown): string {
  const wait = retryAfterSeconds(error);
  return wait === null ? shopperMessage(error, CODE_NOT_SENT_MESSAGE) : tooManyCodesMessage(wait);
}

/**
 * A form's submit button that may have to wait (a code asked for too recently). While it waits it stays focusable and
 * says so (`aria-disabled`, the wait in its description) rather than vanishing from the keyboard's path, and a press
 * or Enter does nothing; while its form runs it is disabled, so nothing is sent twice.
 */
export function WaitingSubmitButton({
  waiting,
  pendingLabel,
  describedBy,
  secondary = false,
  children,
}: {
  waiting: boolean;
  pendingLabel: string;
  describedBy?: string | undefined;
  secondary?: boolean;
  children: ReactNode;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      className={secondary ? 'button form-submit' : 'button button--primary form-submit'}
      disabled={pending}
      aria-disabled={waiting || undefined}
      aria-describedby={describedBy}
      onClick={(event) => {
        // Enter in a field presses the default button too (implicit submission): cancelling the press cancels both.
        if (waiting) event.preventDefault();
      }}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

interface ResendResult {
  status: 'idle' | 'sent' | 'refused';
  message: string | null;
}

/**
 * "Resend code", with the wait before it may be asked for: the answer's `resend_after`, or a 429's `retry_after`. The
 * seconds left are shown, not announced; the end of the wait and the outcome of a resend are (politely, or as an
 * alert for a refusal). A resend replaces the code before it (the server's rule).
 */
export function ResendCode({ request, send, sentTo, idPrefix }: { request: CodeRequest; send: (address: string) => Promise<OtpSent>; sentTo: string; idPrefix: string }) {
  const [waitSeconds, waitReason, waitOver] = useUnit([request.$waitSeconds, request.$waitReason, request.$waitOver]);
  const [result, resend] = useActionState(async (): Promise<ResendResult> => {
    try {
      await send(sentTo);
      return { status: 'sent', message: `We sent a new code to ${sentTo}. Only the newest code works.` };
    } catch (error) {
      return { status: 'refused', message: codeRefusalMessage(error) };
    }
  }, { status: 'idle', message: null });
  const waiting = waitSeconds > 0;
  const waitId = `${idPrefix}-wait`;
  return (
    <form action={resend} className="resend-code" aria-label="Resend code">
      <p id={waitId} className="resend-code__wait">
        {waiting && waitReason ? waitLine(waitSeconds, waitReason) : 'Did not get it? Check your spam folder, or ask for a new code.'}
      </p>
      <WaitingSubmitButton waiting={waiting} pendingLabel="Sending a new code…" describedBy={waitId} secondary>
        Resend code
      </WaitingSubmitButton>
      <p className="resend-code__status" role="status">
        {waitOver ? 'You can ask for a new code now.' : result.status === 'sent' ? result.message : ''}
      </p>
      <p className="resend-code__refusal" role="alert">
        {result.status === 'refused' ? result.message : ''}
      </p>
    </form>
  );
}

/**
 * When the shopper goes back from the code to change the address it went to, focus goes to the address field (the
 * button they pressed is gone). Not on arrival: the screen opens at the address without moving focus.
 */
export function useFocusBackToAddress(step: RefObject<HTMLElement | null>, sentTo: string | null, field: string): void {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (sentTo === null && previous.current !== null) step.current?.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
    previous.current = sentTo;
  }, [step, sentTo, field]);
}
