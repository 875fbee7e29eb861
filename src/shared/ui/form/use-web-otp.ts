import { useCallback, useEffect, useRef } from 'react';

/** What WebOTP resolves with (not yet in TypeScript's DOM types). */
interface OtpCredential extends Credential {
  code: string;
}

/** Whether this browser can read a code from an SMS for this page (WebOTP: Chrome on Android). */
export function webOtpSupported(win: Window = window): boolean {
  return 'OTPCredential' in win && typeof win.navigator.credentials?.get === 'function';
}

/**
 * WebOTP (ADR 0020): while `active`, asks the browser for the code of an SMS that ends with `@<this host> #<code>`;
 * with the shopper's consent in the browser's own prompt it hands the code to `onCode`. The request is aborted when the
 * field goes (unmount, `active` false) and by the function this returns (call it as the form submits, so a code typed
 * by hand is not followed by the SMS's). Elsewhere it does nothing: typing, pasting and autofill work as ever.
 */
export function useWebOtp(active: boolean, onCode: (code: string) => void): () => void {
  const latestOnCode = useRef(onCode);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => {
    latestOnCode.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!active || !webOtpSupported()) return undefined;
    const controller = new AbortController();
    pending.current = controller;
    const request = { otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions;
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (!controller.signal.aborted && typeof code === 'string' && code !== '') latestOnCode.current(code);
      })
      // Aborted, refused by the shopper, timed out or not allowed here: the field works without it.
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (pending.current === controller) pending.current = null;
    };
  }, [active]);

  return useCallback(() => {
    pending.current?.abort();
    pending.current = null;
  }, []);
}
