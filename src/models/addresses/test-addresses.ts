import type { Address } from '@/api/schemas/address.schema';

/** An address as get-addresses answers one, for tests: `overrides` change what a test is about. */
export function testAddress(id: number, overrides: Partial<Address> = {}): Address {
  return {
    id,
    label: 'Home',
    name: 'Ana Lima',
    phone: '+1 555 0101',
    line1: `${id} Oak Street`,
    line2: null,
    city: 'Springfield',
    state: 'IL',
    postal_code: '62701',
    country: 'US',
    lat: null,
    lng: null,
    place_id: null,
    is_default: false,
    ...overrides,
  };
}
