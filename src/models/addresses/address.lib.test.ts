import { describe, expect, it } from 'vitest';
import { addressLines, addressSummary, addressTitle, labelOf, payloadOfAddress, placeFillOf, sortedAddresses } from './address.lib';
import { testAddress } from './test-addresses';

describe('addresses as shown', () => {
  it.each([
    ['Home', 'Home'],
    ['home', 'Home'],
    [' WORK ', 'Work'],
    ["Mum's", "Mum's"],
    [null, 'Address'],
    ['  ', 'Address'],
  ])('titles the label %j as %j', (label, title) => {
    expect(addressTitle({ label })).toBe(title);
  });

  it.each([
    ['home', 'Home'],
    ["Mum's", 'Other'],
    [null, 'Other'],
  ])('re-adds the label %j as %j', (label, expected) => {
    expect(labelOf({ label })).toBe(expected);
  });

  it('writes the lines of an envelope, leaving out the parts it lacks', () => {
    expect(addressLines(testAddress(1, { line2: 'Suite 300' }))).toEqual(['1 Oak Street', 'Suite 300', 'Springfield, IL 62701']);
    expect(addressLines(testAddress(1, { state: null, postal_code: null }))).toEqual(['1 Oak Street', 'Springfield']);
    expect(addressLines(testAddress(1, { city: null, state: ' ' }))).toEqual(['1 Oak Street', '62701']);
    expect(addressSummary(testAddress(1))).toBe('1 Oak Street, Springfield, IL 62701');
    // An order's address, whose parts may be missing rather than null, reads the same.
    expect(addressLines({ line1: '1 Capitol Avenue', city: 'Springfield', state: 'IL', postal_code: '62701' })).toEqual(['1 Capitol Avenue', 'Springfield, IL 62701']);
  });

  it('shows the default first and keeps the server’s order for the rest', () => {
    const list = [testAddress(3), testAddress(2, { is_default: true }), testAddress(1)];
    expect(sortedAddresses(list).map((address) => address.id)).toEqual([2, 3, 1]);
  });

  it('saves a deleted address again as it was', () => {
    const address = testAddress(4, { label: 'work', line2: 'Suite 3', lat: 1.5, lng: 2.5, place_id: 'p', is_default: true, country: null });
    expect(payloadOfAddress(address, 'US')).toEqual({
      label: 'Work',
      name: 'Ana Lima',
      phone: '+1 555 0101',
      line1: '4 Oak Street',
      line2: 'Suite 3',
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
      country: 'US',
      lat: 1.5,
      lng: 2.5,
      place_id: 'p',
      is_default: true,
    });
  });

  it('fills from a place only what the place knows', () => {
    const place = { place_id: 'p', description: 'Springfield', main_text: null, secondary_text: null, line1: null, city: 'Springfield', state: 'IL', postal_code: null, country: 'US', lat: null, lng: null };
    expect(placeFillOf(place)).toEqual({ city: 'Springfield', state: 'IL' });
  });
});
