import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { FALLBACK_RETRY_AFTER_SECONDS, isRateLimited, retryAfterSeconds } from './retry-after';

const refusal = (status: number, body: unknown) => new ApiError('rejected', 'Too many attempts.', status, [], false, body);

describe('retryAfterSeconds', () => {
  it.each([
    [{ message: 'Too many attempts.', retry_after: 60 }, 60],
    [{ message: 'Too many attempts.', retry_after: '45' }, 45],
    [{ retry_after: 0 }, 0],
  ])('reads a 429 body %j as %d seconds', (body, seconds) => {
    expect(retryAfterSeconds(refusal(429, body))).toBe(seconds);
  });

  it.each([[{ message: 'Too Many Attempts.' }], [{ message: 'x', retry_after: 'soon' }], [{ retry_after: -5 }], [null], ['<html>']])(
    'waits the fallback minute when a 429 does not say when (%j)',
    (body) => {
      expect(retryAfterSeconds(refusal(429, body))).toBe(FALLBACK_RETRY_AFTER_SECONDS);
    },
  );

  it('is null for anything but a 429', () => {
    expect(retryAfterSeconds(refusal(422, { message: 'x', retry_after: 60 }))).toBeNull();
    expect(retryAfterSeconds(new ApiError('server', 'Down', 503))).toBeNull();
    expect(retryAfterSeconds(new Error('x'))).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});

describe('isRateLimited', () => {
  it('tells a 429 from other refusals', () => {
    expect(isRateLimited(refusal(429, null))).toBe(true);
    expect(isRateLimited(refusal(422, null))).toBe(false);
    expect(isRateLimited({ status: 429 })).toBe(false);
  });
});
