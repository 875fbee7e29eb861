// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressFieldsSchema, addressMessages } from './address-rules';

const valid = { label: 'Home', name: 'Ana Lima', phone: '+1 (555) 010-0101', line1: '1 Oak Street', line2: '', city: 'Springfield', state: 'IL', postal_code: '62701' };
const errorsOf = (country: string, fields: Record<string, string>) => {
  const checked = addressFieldsSchema(country).safeParse(fields);
  return checked.success ? {} : Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('the address rules', () => {
  it('take a whole address, trimmed, with the postal code in its canonical form', () => {
    const checked = addressFieldsSchema('US').parse({ ...valid, name: ' Ana Lima ', postal_code: '627011234' });
    expect(checked).toMatchObject({ name: 'Ana Lima', postal_code: '62701-1234', line2: '' });
  });

  it.each([
    ['name', '  ', addressMessages.nameMissing],
    ['line1', '', addressMessages.line1Missing],
    ['city', '', addressMessages.cityMissing],
    ['state', '', addressMessages.stateMissing],
    ['postal_code', '', addressMessages.postalMissing('ZIP code')],
    ['postal_code', '6270', 'Enter a 5-digit ZIP code, or ZIP+4 such as 62701-1234.'],
    ['phone', '555 01', addressMessages.phoneInvalid],
    ['phone', '+1 555 0101 0101 0101', addressMessages.phoneInvalid],
    ['phone', 'call me', addressMessages.phoneInvalid],
    ['label', 'Cottage', addressMessages.labelInvalid],
    ['line1', 'x'.repeat(121), addressMessages.tooLong(120)],
  ])('refuse %s %j with “%s”', (field, value, message) => {
    expect(errorsOf('US', { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('check the postal code by the store’s country', () => {
    expect(errorsOf('IN', { ...valid, postal_code: '62701' })).toEqual({ postal_code: 'Enter a 6-digit PIN code that does not start with 0.' });
    expect(errorsOf('IN', { ...valid, postal_code: '560001' })).toEqual({});
  });
});
