import * as z from 'zod/mini';
import { addressLabels, type AddressLabel } from '@/api/schemas/address.schema';
import { postalRuleFor, readPostalCode } from './postal-codes';

/*
 * What an address must hold, and the words for what it lacks: the address form checks them before sending, and the
 * simulated backend checks the same rules (as a real one would its own), answering 422 with these words.
 */

export const addressLimits = {
  name: 80,
  line: 120,
  city: 60,
  state: 60,
  /** Digits in a phone number: E.164 allows 15; fewer than 7 reaches nobody. */
  phoneDigits: { min: 7, max: 15 },
  /** How many addresses one customer keeps. */
  perCustomer: 20,
} as const;

export const addressMessages = {
  nameMissing: 'Enter the name of the person who receives the order.',
  phoneInvalid: `Enter a phone number with ${addressLimits.phoneDigits.min} to ${addressLimits.phoneDigits.max} digits.`,
  line1Missing: 'Enter the street address: house number and street.',
  cityMissing: 'Enter the town or city.',
  stateMissing: 'Enter the state.',
  postalMissing: (label: string) => `Enter the ${label}.`,
  labelInvalid: 'Choose Home, Work or Other.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  otherCountry: (countryName: string) => `This store delivers to one country only: ${countryName}.`,
  tooMany: `You can keep at most ${addressLimits.perCustomer} addresses. Delete one to add another.`,
} as const;

/** The digits of a phone number as typed ("+1 (555) 010-0000" → 15550100000). */
const phoneDigits = (text: string) => text.replace(/\D/g, '');

export const isAddressLabel = (value: string): value is AddressLabel => (addressLabels as readonly string[]).includes(value);

const text = (max: number, missing: string) => z.string().check(z.trim(), z.minLength(1, missing), z.maxLength(max, addressMessages.tooLong(max)));

/**
 * The address form's fields as typed, checked for `country` (the store's): every required field there, the phone's
 * digits counted, the postal code in the country's format and given back in its canonical form.
 */
export function addressFieldsSchema(country: string) {
  const postal = postalRuleFor(country);
  return z.object({
    label: z.string().check(z.refine(isAddressLabel, addressMessages.labelInvalid)),
    name: text(addressLimits.name, addressMessages.nameMissing),
    phone: z.string().check(
      z.trim(),
      z.refine((value) => {
        const digits = phoneDigits(value).length;
        return /^\+?[\d\s().-]+$/.test(value) && digits >= addressLimits.phoneDigits.min && digits <= addressLimits.phoneDigits.max;
      }, addressMessages.phoneInvalid),
    ),
    line1: text(addressLimits.line, addressMessages.line1Missing),
    line2: z.string().check(z.trim(), z.maxLength(addressLimits.line, addressMessages.tooLong(addressLimits.line))),
    city: text(addressLimits.city, addressMessages.cityMissing),
    state: text(addressLimits.state, addressMessages.stateMissing),
    postal_code: z.pipe(
      z.string().check(z.trim(), z.minLength(1, addressMessages.postalMissing(postal.label))),
      z.transform((value, context) => {
        const code = readPostalCode(country, value);
        if (code !== null) return code;
        context.issues.push({ code: 'custom', input: value, message: postal.invalid });
        return z.NEVER;
      }),
    ),
  });
}
