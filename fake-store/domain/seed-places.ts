import type { AddressPayload } from '@/api/schemas/address.schema';
import type { PlaceDetails } from '@/api/schemas/place.schema';

/*
 * The places the simulated place search knows (GET /api/google/address), the postal codes each branch delivers to
 * (GET /api/check-pincode), and the demo customer's addresses. Fixed data, not drawn from faker: tests and demos name
 * them. The branches are in Springfield, Illinois (seed-facts.ts, seed.ts); the places are real streets of Springfield and the towns
 * round it, with made-up house numbers and rounded coordinates.
 */

/** A seeded place: what the details call answers for it. */
export interface SeededPlace {
  place_id: string;
  /** The street address or the place's name: the prediction's `main_text`. */
  main_text: string;
  line1: string;
  city: string;
  state: string;
  postal_code: string;
  lat: number;
  lng: number;
}

const place = (slug: string, mainText: string, line1: string, city: string, postalCode: string, lat: number, lng: number): SeededPlace => ({
  place_id: `ChIJsim-${slug}`,
  main_text: mainText,
  line1,
  city,
  state: 'IL',
  postal_code: postalCode,
  lat,
  lng,
});

/** Every place the search can find, in the order ties are broken. */
export const seededPlaces: readonly SeededPlace[] = [
  // Downtown Springfield (62701): Downtown delivers.
  place('capitol-ave-500', '500 East Capitol Avenue', '500 East Capitol Avenue', 'Springfield', '62701', 39.7996, -89.6477),
  place('adams-st-215', '215 South Adams Street', '215 South Adams Street', 'Springfield', '62701', 39.7991, -89.6521),
  place('monroe-st-312', '312 East Monroe Street', '312 East Monroe Street', 'Springfield', '62701', 39.8003, -89.6486),
  place('washington-st-120', '120 West Washington Street', '120 West Washington Street', 'Springfield', '62701', 39.8015, -89.6509),
  place('jefferson-st-610', '610 East Jefferson Street', '610 East Jefferson Street', 'Springfield', '62701', 39.8029, -89.6441),
  place('fifth-st-401', '401 South 5th Street', '401 South 5th Street', 'Springfield', '62701', 39.7981, -89.6489),
  place('lincoln-library', 'Abraham Lincoln Presidential Library', '112 North 6th Street', 'Springfield', '62701', 39.8027, -89.6470),
  place('state-capitol', 'Illinois State Capitol', '401 South 2nd Street', 'Springfield', '62701', 39.7983, -89.6548),
  // North Springfield (62702): Downtown and Riverside deliver.
  place('peoria-rd-2400', '2400 Peoria Road', '2400 Peoria Road', 'Springfield', '62702', 39.8341, -89.6334),
  place('sangamon-ave-930', '930 East Sangamon Avenue', '930 East Sangamon Avenue', 'Springfield', '62702', 39.8264, -89.6398),
  place('grand-ave-n-1300', '1300 North Grand Avenue East', '1300 North Grand Avenue East', 'Springfield', '62702', 39.8151, -89.6378),
  place('converse-ave-1710', '1710 Converse Avenue', '1710 Converse Avenue', 'Springfield', '62702', 39.8226, -89.6253),
  // South-east Springfield (62703): Downtown delivers.
  place('grand-ave-s-1120', '1120 South Grand Avenue East', '1120 South Grand Avenue East', 'Springfield', '62703', 39.7852, -89.6341),
  place('laurel-st-845', '845 East Laurel Street', '845 East Laurel Street', 'Springfield', '62703', 39.7883, -89.6412),
  place('stevenson-dr-3200', '3200 Stevenson Drive', '3200 Stevenson Drive', 'Springfield', '62703', 39.7517, -89.6295),
  place('ash-st-1950', '1950 East Ash Street', '1950 East Ash Street', 'Springfield', '62703', 39.7754, -89.6218),
  // West Springfield (62704): Downtown delivers.
  place('washington-park', 'Washington Park', '1740 West Fayette Avenue', 'Springfield', '62704', 39.7917, -89.6822),
  place('macarthur-blvd-1515', '1515 South MacArthur Boulevard', '1515 South MacArthur Boulevard', 'Springfield', '62704', 39.7848, -89.6720),
  place('wabash-ave-2801', '2801 Wabash Avenue', '2801 Wabash Avenue', 'Springfield', '62704', 39.7615, -89.6930),
  place('iles-ave-1200', '1200 West Iles Avenue', '1200 West Iles Avenue', 'Springfield', '62704', 39.7737, -89.6700),
  place('chatham-rd-1900', '1900 South Chatham Road', '1900 South Chatham Road', 'Springfield', '62704', 39.7797, -89.7033),
  // North-east Springfield (62707): Riverside delivers; the airport is here, and its branch is closed.
  place('dirksen-pkwy-2700', '2700 North Dirksen Parkway', '2700 North Dirksen Parkway', 'Springfield', '62707', 39.8357, -89.6025),
  place('clear-lake-ave-3000', '3000 Clear Lake Avenue', '3000 Clear Lake Avenue', 'Springfield', '62707', 39.8019, -89.5988),
  place('capital-airport', 'Abraham Lincoln Capital Airport', '1200 Capital Airport Drive', 'Springfield', '62707', 39.8441, -89.6779),
  // Far west and south-east Springfield (62711, 62712): nobody delivers.
  place('koke-mill-rd-2500', '2500 Koke Mill Road', '2500 Koke Mill Road', 'Springfield', '62711', 39.7719, -89.7380),
  place('archer-elevator-rd-1800', '1800 Archer Elevator Road', '1800 Archer Elevator Road', 'Springfield', '62711', 39.7902, -89.7450),
  place('lake-shore-dr-4200', '4200 East Lake Shore Drive', '4200 East Lake Shore Drive', 'Springfield', '62712', 39.7344, -89.5962),
  // The towns round Springfield.
  place('riverton-main-st-214', '214 East Main Street', '214 East Main Street', 'Riverton', '62561', 39.8442, -89.5393),
  place('sherman-andrew-rd-120', '120 Andrew Road', '120 Andrew Road', 'Sherman', '62684', 39.8937, -89.6049),
  place('chatham-main-st-117', '117 North Main Street', '117 North Main Street', 'Chatham', '62629', 39.6759, -89.7045),
  place('chatham-plummer-blvd-300', '300 East Plummer Boulevard', '300 East Plummer Boulevard', 'Chatham', '62629', 39.6786, -89.6957),
  place('rochester-main-st-1', '1 South Main Street', '1 South Main Street', 'Rochester', '62563', 39.7495, -89.5318),
  place('rochester-walnut-st-450', '450 West Walnut Street', '450 West Walnut Street', 'Rochester', '62563', 39.7503, -89.5402),
];

/** The secondary text of a seeded place: "Springfield, IL, USA". */
export const secondaryTextOf = (seeded: SeededPlace) => `${seeded.city}, ${seeded.state}, USA`;

/** The place as the details call answers it. */
export function placeDetailsOf(seeded: SeededPlace): PlaceDetails {
  return {
    place_id: seeded.place_id,
    description: `${seeded.main_text}, ${secondaryTextOf(seeded)}`,
    main_text: seeded.main_text,
    secondary_text: secondaryTextOf(seeded),
    line1: seeded.line1,
    city: seeded.city,
    state: seeded.state,
    postal_code: seeded.postal_code,
    country: 'US',
    lat: seeded.lat,
    lng: seeded.lng,
  };
}

/**
 * The postal codes each branch delivers to. Airport is closed (seed-facts.ts), so it delivers nowhere while closed; its
 * area is what it would serve. Every other code (62711, 62712, Chatham 62629, Rochester 62563, any other well-formed
 * ZIP) is served by nobody.
 */
export const branchPostalCodes: Readonly<Record<string, readonly string[]>> = {
  '1': ['62701', '62702', '62703', '62704'],
  '2': ['62702', '62707', '62561', '62684'],
  '3': ['62707'],
};

/** Facts tests rely on: a place each answer of check-pincode is reached through, for the default branch (Downtown). */
export const placeFacts = {
  /** Typed "capitol": the first prediction is 500 East Capitol Avenue (62701), which Downtown delivers to. */
  deliverable: { query: 'capitol', mainText: '500 East Capitol Avenue', postalCode: '62701' },
  /** Typed "plummer": 300 East Plummer Boulevard in Chatham (62629), which no branch delivers to. */
  undeliverable: { query: 'plummer', mainText: '300 East Plummer Boulevard', postalCode: '62629' },
  /** Typed "dirksen": 2700 North Dirksen Parkway (62707), which Riverside delivers to and Downtown does not. */
  anotherBranch: { query: 'dirksen', mainText: '2700 North Dirksen Parkway', postalCode: '62707' },
} as const;

/** The demo customer's two addresses (seed.ts creates them): Home, the default, and Work. */
export const demoAddresses: readonly (AddressPayload & { is_default: boolean })[] = [
  {
    label: 'Home',
    name: 'Alex Morgan',
    phone: '+1 555 0100',
    line1: '1120 South Grand Avenue East',
    line2: 'Apartment 4B',
    city: 'Springfield',
    state: 'IL',
    postal_code: '62703',
    country: 'US',
    lat: 39.7852,
    lng: -89.6341,
    place_id: 'ChIJsim-grand-ave-s-1120',
    is_default: true,
  },
  {
    label: 'Work',
    name: 'Alex Morgan',
    phone: '+1 555 0100',
    line1: '500 East Capitol Avenue',
    line2: 'Suite 300',
    city: 'Springfield',
    state: 'IL',
    postal_code: '62701',
    country: 'US',
    lat: 39.7996,
    lng: -89.6477,
    place_id: 'ChIJsim-capitol-ave-500',
    is_default: false,
  },
];
