import { describe, expect, it } from 'vitest';
import { isEmailAddress, isPhoneNumber, phoneDigits } from './contact-rules';

describe('contact rules', () => {
  it.each([
    ['alex@example.com', true],
    [' alex@example.com ', true],
    ['a.b+tag@sub.example.co.uk', true],
    ['alex@example', false],
    ['alex@', false],
    ['@example.com', false],
    ['alex example@example.com', false],
    ['alex@@example.com', false],
    ['', false],
  ])('reads %j as an email address: %s', (text, expected) => {
    expect(isEmailAddress(text)).toBe(expected);
  });

  it.each([
    ['+1 555 0100', true],
    ['(555) 010-0000', true],
    ['5550100', true],
    ['555 010', false],
    ['phone', false],
    ['', false],
  ])('reads %j as a phone number: %s', (text, expected) => {
    expect(isPhoneNumber(text)).toBe(expected);
  });

  it('keeps only the digits of a number', () => {
    expect(phoneDigits('+1 (555) 010-0')).toBe('15550100');
  });
});
