import * as z from 'zod/mini';
import { contactRuleTexts, isEmailAddress, isPhoneNumber } from '@/api/schemas/contact-rules';
import type { ProfileUpdatePayload, UserProfile } from '@/api/schemas/user.schema';

/*
 * The edit-profile form's rules and what it sends, pure and table-tested. The form sends only what the shopper
 * changed (ADR 0021): an unchanged email is not checked again for being taken, and a form opened on two devices
 * does not put back on one what the other changed.
 */

export const profileFields = ['name', 'email', 'phone'] as const;
export type ProfileField = (typeof profileFields)[number];
export type ProfileValues = Record<ProfileField, string>;

export const profileTexts = {
  nameMissing: 'Enter your name.',
  emailInvalid: contactRuleTexts.emailInvalid,
  phoneInvalid: contactRuleTexts.phoneInvalid,
  emailHint: 'We send your receipts and order updates here.',
  phoneHint: 'Optional. For the courier; with the country code, like +1 555 0100.',
  saved: 'Your details are saved.',
  unchanged: 'Nothing to save: your details are as they were.',
  failed: 'We could not save your details. Check your connection and try again.',
} as const;

/** The form's own checks, with the words shown on each field; the server checks again (taken emails and phones). */
export const profileDetailsSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, profileTexts.nameMissing)),
  email: z.string().check(z.trim(), z.refine(isEmailAddress, profileTexts.emailInvalid)),
  phone: z.string().check(
    z.trim(),
    z.refine((phone) => phone === '' || isPhoneNumber(phone), profileTexts.phoneInvalid),
  ),
});

/** The profile's values as the form shows them: what is missing is empty. */
export function profileValues(profile: Partial<UserProfile>): ProfileValues {
  return { name: profile.name ?? '', email: profile.email ?? '', phone: profile.phone ?? '' };
}

/**
 * What to send: the fields whose checked value differs from the profile's. An email differing only in case is the
 * same address (the store keeps it in lower case); an emptied phone is sent as null (removed).
 */
export function profileChanges(profile: Partial<UserProfile>, values: ProfileValues): ProfileUpdatePayload {
  const current = profileValues(profile);
  const changes: ProfileUpdatePayload = {};
  if (values.name !== current.name.trim()) changes.name = values.name;
  if (values.email.toLowerCase() !== current.email.trim().toLowerCase()) changes.email = values.email;
  if (values.phone !== current.phone.trim()) changes.phone = values.phone === '' ? null : values.phone;
  return changes;
}
