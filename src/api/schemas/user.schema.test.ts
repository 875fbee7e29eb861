import { describe, expect, it } from 'vitest';
import { acknowledgementSchema, DEFAULT_RESEND_AFTER_SECONDS, otpSentSchema, registerPayloadSchema } from './user.schema';

describe('otpSentSchema: the answer of send-login-otp', () => {
  it('reads seconds and digits, also sent as numeric strings', () => {
    expect(otpSentSchema.parse({ message: 'Sent.', resend_after: '45', expires_in: '300', length: '6' })).toEqual({
      message: 'Sent.',
      resend_after: 45,
      expires_in: 300,
      length: 6,
    });
  });

  it('counts down 30 s when the answer does not say, and knows neither lifetime nor length then', () => {
    expect(otpSentSchema.parse({})).toEqual({ message: null, resend_after: DEFAULT_RESEND_AFTER_SECONDS, expires_in: null, length: null });
    expect(otpSentSchema.parse({ resend_after: null, expires_in: null, length: null }).resend_after).toBe(30);
  });

  it('refuses a code length of 0: no code has no digits', () => {
    expect(otpSentSchema.safeParse({ length: 0 }).success).toBe(false);
  });
});

describe('acknowledgementSchema', () => {
  it('reads an answer with or without its message', () => {
    expect(acknowledgementSchema.parse({ message: 'Done.' })).toEqual({ message: 'Done.' });
    expect(acknowledgementSchema.parse({})).toEqual({ message: null });
  });
});

describe('registerPayloadSchema', () => {
  it('takes the phone and referral code as optional', () => {
    expect(registerPayloadSchema.safeParse({ name: 'Ada', email: 'ada@example.com', password: 'abcdefg1' }).success).toBe(true);
    expect(registerPayloadSchema.safeParse({ name: 'Ada', email: 'ada@example.com', phone: null, password: 'abcdefg1', referral_code: 'ALEX10' }).success).toBe(true);
    expect(registerPayloadSchema.safeParse({ name: '', email: 'ada@example.com', password: 'abcdefg1' }).success).toBe(false);
  });
});
