/*
 * Words for the waits around one-time codes (ADR 0020). Seconds are spelt out, not "0:27", which a screen reader
 * reads as a time of day.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "45 seconds", "1 minute", "1 minute 5 seconds", "10 minutes". Never "0 seconds": a wait shown is at least 1 s. */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return plural(rest, 'second', 'seconds');
  if (rest === 0) return plural(minutes, 'minute', 'minutes');
  return `${plural(minutes, 'minute', 'minutes')} ${plural(rest, 'second', 'seconds')}`;
}

/** A 429's message, with when the shopper may ask again (the countdown beside the button keeps it current). */
export function tooManyCodesMessage(seconds: number): string {
  return `Too many codes were asked for. You can ask for another in ${formatWait(seconds)}.`;
}

/** The line beside a send or resend button while the shopper waits. */
export function waitLine(seconds: number, reason: 'resend' | 'rate-limited'): string {
  return reason === 'rate-limited' ? `You can ask for a code again in ${formatWait(seconds)}.` : `You can ask for a new code in ${formatWait(seconds)}.`;
}

/** "If an account uses ana@example.com, we sent it a 6-digit code. It works for 5 minutes.": the same for every address. */
export function codeSentLine(sentTo: string, length: number | null, expiresInSeconds: number | null, by: 'sign-in' | 'reset'): string {
  const code = length ? `a ${length}-digit code` : 'a code';
  const sent = by === 'reset' ? `If an account uses ${sentTo}, we emailed it ${code} to set a new password.` : `If an account uses ${sentTo}, we sent it ${code}.`;
  return expiresInSeconds ? `${sent} It works for ${formatWait(expiresInSeconds)}.` : sent;
}
