import type { PincodeCheck } from '@/api/schemas/address.schema';
import type { PlaceDetails, PlacePrediction } from '@/api/schemas/place.schema';
import { postalRuleFor, readPostalCode } from '@/domain/postal-codes';
import { simulatedStoreCountry } from './addresses';
import { branchPricing, defaultBranchPricing } from './cart-totals';
import { branches, endedPlaceSessions } from './db';
import { formatStoreMoney } from './money';
import { buildSearchIndex, search, type SearchIndex } from './search';
import { seedFacts } from './seed-facts';
import { branchPostalCodes, placeDetailsOf, secondaryTextOf, seededPlaces, type SeededPlace } from './seed-places';

/*
 * The simulated place search and delivery check (ADR 0022): Google Places Autocomplete (New) and Place Details as a
 * backend proxies them, over the seeded places, with Google's session rules; and which branch delivers where.
 */

/** Predictions per answer (Google's Autocomplete gives at most 5). */
export const maxPredictions = 5;
/** Shorter input answers nothing: a prediction request costs, and two letters match half a town. */
export const minPredictionInput = 3;
export const maxPredictionInput = 100;

export const placeMessages = {
  unknownPlace: 'This place could not be found. Search again.',
  sessionToken: 'The session token field must be a UUID.',
} as const;

/** "Street" is typed "St" as often as not: each word's usual abbreviation is searchable too. */
const abbreviations: Readonly<Record<string, string>> = {
  north: 'N',
  south: 'S',
  east: 'E',
  west: 'W',
  street: 'St',
  avenue: 'Ave',
  road: 'Rd',
  drive: 'Dr',
  boulevard: 'Blvd',
  parkway: 'Pkwy',
};

function searchName(seeded: SeededPlace): string {
  const description = `${seeded.main_text}, ${seeded.line1}, ${secondaryTextOf(seeded)} ${seeded.postal_code}`;
  const extra = description
    .toLowerCase()
    .split(/[^a-z]+/)
    .flatMap((word) => (abbreviations[word] ? [abbreviations[word]] : []));
  return `${description} ${extra.join(' ')}`;
}

/** The index is built once per branch ordering: places the branch delivers to rank first (Google's location bias). */
const indexes = new Map<string, SearchIndex<SeededPlace>>();

function indexFor(branchId: string): SearchIndex<SeededPlace> {
  const cached = indexes.get(branchId);
  if (cached) return cached;
  const served = new Set(branchPostalCodes[branchId] ?? []);
  const index = buildSearchIndex(seededPlaces.map((seeded, order) => ({ key: seeded, name: searchName(seeded), tier: served.has(seeded.postal_code) ? 0 : 1, order })));
  indexes.set(branchId, index);
  return index;
}

/** The predictions for what was typed, best first, biased to the places `branchId` delivers to. */
export function predictPlaces(input: string, branchId: string): PlacePrediction[] {
  if (input.trim().length < minPredictionInput) return [];
  return search(indexFor(branchId), input)
    .slice(0, maxPredictions)
    .map(({ document }) => {
      const details = placeDetailsOf(document.key);
      return { place_id: details.place_id, description: details.description ?? details.place_id, main_text: details.main_text, secondary_text: details.secondary_text };
    });
}

/** The details of a seeded place, or null for an id the search never gave. */
export function placeDetails(placeId: string): PlaceDetails | null {
  const seeded = seededPlaces.find((candidate) => candidate.place_id === placeId);
  return seeded ? placeDetailsOf(seeded) : null;
}

/*
 * Google's session rules, so a developer sees a token misused: a session is the prediction requests sharing a token,
 * ended by one details request. A token used again after its details request starts no new session: Google bills each
 * of those requests on its own. The simulator answers as Google does, and says so in the console.
 */
export type SessionUse = 'ok' | 'reused-after-end';

/** Whether a token's session was already ended by a details request. */
const endedSession = (token: string) => endedPlaceSessions.findFirst((q) => q.where({ token })) ?? null;

/**
 * Notes a prediction request's token: 'reused-after-end' when its session was already ended by a details request,
 * the first time only (the console says it once per token, not per keystroke).
 */
export async function notePredictionSession(token: string): Promise<SessionUse> {
  const ended = endedSession(token);
  if (!ended || ended.warned) return 'ok';
  await endedPlaceSessions.update(ended, {
    data(session) {
      session.warned = true;
    },
  });
  return 'reused-after-end';
}

/** Ends a session with its details request; 'reused-after-end' (once per token) when it had ended already. */
export async function endPlaceSession(token: string): Promise<SessionUse> {
  if (endedSession(token)) return notePredictionSession(token);
  await endedPlaceSessions.create({ token, warned: false });
  return 'ok';
}

/** A v4 UUID, as the storefront makes its session tokens (Google asks for a URL- and filename-safe string; v4 is the usual). */
export const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(text);

export type PincodeResult = { ok: true; answer: PincodeCheck } | { ok: false; message: string };

/** The branch named by branch_id, else the default one, as get-data falls back. */
function branchFor(branchId: string) {
  const all = branches.all();
  return all.find((branch) => String(branch.id) === branchId) ?? all.find((branch) => String(branch.id) === String(seedFacts.defaultBranchId)) ?? all[0] ?? null;
}

/**
 * Whether `branchId` delivers to `pincode`: the code must be in the store's country's format (else a refusal, the
 * 422 on `pincode`); a closed branch delivers nowhere; otherwise the branch's own codes, and when it does not serve
 * this one, the words say which open branch does.
 */
export function checkPincode(pincode: string, branchId: string): PincodeResult {
  const country = simulatedStoreCountry();
  const code = readPostalCode(country, pincode);
  if (code === null) return { ok: false, message: postalRuleFor(country).invalid };
  // ZIP+4 is served as its five-digit ZIP.
  const area = code.split('-')[0] ?? code;
  const branch = branchFor(branchId);
  const name = branch?.name ?? 'This branch';
  if (branch && !branch.is_open) return { ok: true, answer: { deliverable: false, message: `${name} is closed, so it is not delivering right now.`, delivery_charge: null } };
  const servedBy = (id: string) => (branchPostalCodes[id] ?? []).includes(area);
  if (branch && servedBy(String(branch.id))) {
    const pricing = branchPricing[String(branch.id)] ?? defaultBranchPricing;
    return {
      ok: true,
      answer: {
        deliverable: true,
        message: `${name} delivers to ${code}: ${formatStoreMoney(pricing.deliveryChargeCents)} delivery, free on orders of ${formatStoreMoney(pricing.freeDeliveryFromCents)} or more.`,
        delivery_charge: pricing.deliveryChargeCents / 100,
      },
    };
  }
  const other = branches.all().find((candidate) => candidate.is_open && String(candidate.id) !== String(branch?.id) && servedBy(String(candidate.id)));
  const message = other
    ? `${name} does not deliver to ${code}, but our ${other.name} branch does: choose ${other.name} to order to this address.`
    : `Sorry, we do not deliver to ${code} yet.`;
  return { ok: true, answer: { deliverable: false, message, delivery_charge: null } };
}
