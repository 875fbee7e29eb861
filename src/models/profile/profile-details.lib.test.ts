import { describe, expect, it } from 'vitest';
import { issuesByField } from '@/shared/ui/form/form-result';
import { profileChanges, profileDetailsSchema, profileTexts, profileValues, type ProfileValues } from './profile-details.lib';

const alex = { id: 1, name: 'Alex Morgan', email: 'alex@example.com', phone: '+1 555 0100', avatar: null, referral_code: 'ALEX10' };

describe('profileDetailsSchema', () => {
  const errorsOf = (values: ProfileValues) => {
    const checked = profileDetailsSchema.safeParse(values);
    return checked.success ? {} : issuesByField(checked.error.issues);
  };

  it.each([
    [{ name: 'Alex', email: 'alex@example.com', phone: '' }, {}],
    [{ name: 'Alex', email: 'alex@example.com', phone: '+44 (20) 7946-0000' }, {}],
    [{ name: '   ', email: 'alex@example.com', phone: '' }, { name: profileTexts.nameMissing }],
    [{ name: 'Alex', email: 'alex@', phone: '' }, { email: profileTexts.emailInvalid }],
    [{ name: 'Alex', email: '', phone: '' }, { email: profileTexts.emailInvalid }],
    [{ name: 'Alex', email: 'alex@example.com', phone: '555-01' }, { phone: profileTexts.phoneInvalid }],
    [{ name: '', email: 'x', phone: 'abc' }, { name: profileTexts.nameMissing, email: profileTexts.emailInvalid, phone: profileTexts.phoneInvalid }],
  ])('checks %o: %o', (values, errors) => {
    expect(errorsOf(values)).toEqual(errors);
  });

  it('hands on the values trimmed', () => {
    expect(profileDetailsSchema.parse({ name: '  Alex M. ', email: ' alex@example.com ', phone: ' 555 0100 ' })).toEqual({ name: 'Alex M.', email: 'alex@example.com', phone: '555 0100' });
  });
});

describe('profileChanges', () => {
  it.each([
    ['nothing changed', { name: 'Alex Morgan', email: 'alex@example.com', phone: '+1 555 0100' }, {}],
    ['the name', { name: 'Alex M.', email: 'alex@example.com', phone: '+1 555 0100' }, { name: 'Alex M.' }],
    ['the email only in case: the same address', { name: 'Alex Morgan', email: 'Alex@Example.com', phone: '+1 555 0100' }, {}],
    ['the email', { name: 'Alex Morgan', email: 'alex.m@example.com', phone: '+1 555 0100' }, { email: 'alex.m@example.com' }],
    ['the phone emptied: removed', { name: 'Alex Morgan', email: 'alex@example.com', phone: '' }, { phone: null }],
    ['name and phone', { name: 'Sam', email: 'alex@example.com', phone: '+1 555 0199' }, { name: 'Sam', phone: '+1 555 0199' }],
  ])('sends %s', (_case, values, changes) => {
    expect(profileChanges(alex, values)).toEqual(changes);
  });

  it('sends a phone added to a profile without one, and nothing for a missing one left empty', () => {
    const withoutPhone = { ...alex, phone: null };
    expect(profileChanges(withoutPhone, { name: 'Alex Morgan', email: 'alex@example.com', phone: '' })).toEqual({});
    expect(profileChanges(withoutPhone, { name: 'Alex Morgan', email: 'alex@example.com', phone: '+1 555 0100' })).toEqual({ phone: '+1 555 0100' });
  });

  it('reads a profile with missing fields as empty', () => {
    expect(profileValues({ name: 'Alex' })).toEqual({ name: 'Alex', email: '', phone: '' });
  });
});
