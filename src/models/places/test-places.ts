import type { PlaceDetails } from '@/api/schemas/place.schema';

/** 500 East Capitol Avenue as the details call answers it, for tests: `overrides` change what a test is about. */
export function testCapitolPlace(overrides: Partial<PlaceDetails> = {}): PlaceDetails {
  return {
    place_id: 'capitol',
    description: '500 East Capitol Avenue, Springfield, IL, USA',
    main_text: '500 East Capitol Avenue',
    secondary_text: 'Springfield, IL, USA',
    line1: '500 East Capitol Avenue',
    city: 'Springfield',
    state: 'IL',
    postal_code: '62701',
    country: 'US',
    lat: 39.7996,
    lng: -89.6477,
    ...overrides,
  };
}
