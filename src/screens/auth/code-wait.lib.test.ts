import { describe, expect, it } from 'vitest';
import { codeSentLine, formatWait, tooManyCodesMessage, waitLine } from './code-wait.lib';

describe('the words for code waits', () => {
  it.each([
    [0, '1 second'],
    [0.2, '1 second'],
    [1, '1 second'],
    [27, '27 seconds'],
    [59.4, '1 minute'],
    [60, '1 minute'],
    [65, '1 minute 5 seconds'],
    [121, '2 minutes 1 second'],
    [600, '10 minutes'],
  ])('%s s reads "%s"', (seconds, words) => {
    expect(formatWait(seconds)).toBe(words);
  });

  it('says when a shopper refused for asking too often may ask again', () => {
    expect(tooManyCodesMessage(60)).toBe('Too many codes were asked for. You can ask for another in 1 minute.');
    expect(waitLine(42, 'rate-limited')).toBe('You can ask for a code again in 42 seconds.');
    expect(waitLine(30, 'resend')).toBe('You can ask for a new code in 30 seconds.');
  });

  it('says where a code went in words that are the same whether or not the account exists', () => {
    expect(codeSentLine('ana@example.com', 6, 300, 'sign-in')).toBe('If an account uses ana@example.com, we sent it a 6-digit code. It works for 5 minutes.');
    expect(codeSentLine('+1 555 0100', null, null, 'sign-in')).toBe('If an account uses +1 555 0100, we sent it a code.');
    expect(codeSentLine('ana@example.com', 6, 900, 'reset')).toBe('If an account uses ana@example.com, we emailed it a 6-digit code to set a new password. It works for 15 minutes.');
  });
});
