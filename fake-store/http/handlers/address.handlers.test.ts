import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressAddedSchema, addressListSchema, pincodeCheckSchema, type AddressPayload } from '@/api/schemas/address.schema';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { placeDetailsAnswerSchema, placeDetailsSchema, placePredictionsSchema } from '@/api/schemas/place.schema';
import { replaceSettings, getSettings } from '../../domain/db';
import { seededPlaces, placeDetailsOf } from '../../domain/seed-places';
import { createSessionToken } from '../../domain/sessions';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';
import { server } from '../../hosts/node';
import { callApi } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const token = 'a3bb189e-8bf9-4888-9912-ace4e6543002';
const payload: AddressPayload = {
  label: 'Home',
  name: 'Ana Lima',
  phone: '+1 555 0101',
  line1: '1 Oak Street',
  line2: null,
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country: 'US',
  lat: null,
  lng: null,
  place_id: null,
  is_default: false,
};
const errorsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors ?? {};

async function newCustomer() {
  return (await createSessionToken({ id: 'new-customer', name: 'Ana Lima' })).token;
}

describe('the address book', () => {
  it('holds the demo customer’s two addresses, Home (the default) first', async () => {
    const { token: demo } = await createSessionToken();
    const { status, body } = await callApi('/api/address/get-addresses', { token: demo });
    expect(status).toBe(200);
    const list = addressListSchema.parse(body).data;
    expect(list.map((address) => [address.label, address.line1, address.is_default])).toEqual([
      ['Home', seedFacts.demoAddressLines[0], true],
      ['Work', seedFacts.demoAddressLines[1], false],
    ]);
  });

  it('is a customer’s: a guest gets 401 on every address call', async () => {
    for (const [path, method] of [
      ['/api/address/get-addresses', 'GET'],
      ['/api/address/add', 'POST'],
      ['/api/address/delete?address_id=1', 'DELETE'],
      ['/api/address/set-default', 'POST'],
    ] as const) {
      const { status, body } = await callApi(path, { method, body: method === 'POST' ? {} : undefined });
      expect([path, status, apiErrorBodySchema.parse(body).message]).toEqual([path, 401, 'Unauthenticated.']);
    }
  });

  it('adds: the first address is the default whatever it says, answered with the address and the whole list (201)', async () => {
    const customer = await newCustomer();
    const first = await callApi('/api/address/add', { method: 'POST', token: customer, body: payload });
    expect(first.status).toBe(201);
    const added = addressAddedSchema.parse(first.body);
    expect(added.address).toMatchObject({ label: 'Home', line1: '1 Oak Street', is_default: true, country: 'US' });
    expect(added.data).toEqual([added.address]);

    const second = addressAddedSchema.parse((await callApi('/api/address/add', { method: 'POST', token: customer, body: { ...payload, label: 'Work', line1: '2 Elm Street', postal_code: '627011234', is_default: true } })).body);
    expect(second.address).toMatchObject({ postal_code: '62701-1234', is_default: true });
    expect(second.data.map((address) => [address.line1, address.is_default])).toEqual([
      ['2 Elm Street', true],
      ['1 Oak Street', false],
    ]);
  });

  it('refuses each bad field with 422 and its words, and saves nothing', async () => {
    const customer = await newCustomer();
    const { status, body } = await callApi('/api/address/add', {
      method: 'POST',
      token: customer,
      body: { ...payload, name: ' ', phone: '12', postal_code: '6270', country: 'IN', label: 'Cottage' },
    });
    expect(status).toBe(422);
    // The shape comes first, as a backend's validator reads it: a label it does not know, a name that is only spaces.
    expect(errorsOf(body)).toEqual({
      label: ['Choose Home, Work or Other.'],
      name: ['Enter the name of the person who receives the order.'],
    });
    const fields = await callApi('/api/address/add', { method: 'POST', token: customer, body: { ...payload, phone: '12', postal_code: '6270', country: 'IN' } });
    expect(errorsOf(fields.body)).toEqual({
      phone: ['Enter a phone number with 7 to 15 digits.'],
      postal_code: ['Enter a 5-digit ZIP code, or ZIP+4 such as 62701-1234.'],
      country: ['This store delivers to one country only: United States.'],
    });
    expect(addressListSchema.parse((await callApi('/api/address/get-addresses', { token: customer })).body).data).toEqual([]);
  });

  it('makes another the default, and deletes: the newest left becomes the default when the default goes', async () => {
    const customer = await newCustomer();
    for (const line1 of ['1 Oak Street', '2 Elm Street', '3 Ash Street']) await callApi('/api/address/add', { method: 'POST', token: customer, body: { ...payload, line1 } });
    const listed = addressListSchema.parse((await callApi('/api/address/get-addresses', { token: customer })).body).data;
    expect(listed.map((address) => address.line1)).toEqual(['1 Oak Street', '3 Ash Street', '2 Elm Street']);

    const elm = listed.find((address) => address.line1 === '2 Elm Street');
    const set = addressListSchema.parse((await callApi('/api/address/set-default', { method: 'POST', token: customer, body: { address_id: elm?.id } })).body).data;
    expect(set.map((address) => [address.line1, address.is_default])).toEqual([
      ['2 Elm Street', true],
      ['3 Ash Street', false],
      ['1 Oak Street', false],
    ]);

    const deleted = await callApi(`/api/address/delete?address_id=${String(elm?.id)}`, { method: 'DELETE', token: customer });
    expect(addressListSchema.parse(deleted.body).data.map((address) => [address.line1, address.is_default])).toEqual([
      ['3 Ash Street', true],
      ['1 Oak Street', false],
    ]);
    // Gone: a second delete, or someone else's address, is a 404.
    expect((await callApi(`/api/address/delete?address_id=${String(elm?.id)}`, { method: 'DELETE', token: customer })).status).toBe(404);
    const { token: demo } = await createSessionToken();
    expect((await callApi(`/api/address/set-default`, { method: 'POST', token: demo, body: { address_id: listed[0]?.id } })).status).toBe(404);
    expect((await callApi('/api/address/delete', { method: 'DELETE', token: customer })).status).toBe(422);
  });
});

describe('the place search', () => {
  it('knows every seeded place in the form its details answer', () => {
    for (const seeded of seededPlaces) expect(placeDetailsSchema.parse(placeDetailsOf(seeded))).toEqual(placeDetailsOf(seeded));
  });

  it('predicts by token prefix, abbreviations included, the branch’s own area first, at most five', async () => {
    const read = async (input: string, branchId = 1) =>
      placePredictionsSchema.parse((await callApi(`/api/google/address?input=${encodeURIComponent(input)}&session_token=${token}`, { branchId })).body).data.map((place) => place.main_text);
    expect(await read(seedFacts.places.deliverable.query)).toEqual(['500 East Capitol Avenue', 'Illinois State Capitol', 'Abraham Lincoln Capital Airport']);
    expect(await read('500 e cap')).toEqual(['500 East Capitol Avenue']);
    expect(await read('main st')).toEqual(['214 East Main Street', '117 North Main Street', '1 South Main Street']);
    // Riverside serves Riverton: its Main Street comes first there too, and Downtown's area ranks after its own.
    expect((await read('street', 2)).length).toBe(5);
    expect(await read('ca')).toEqual([]);
    expect(await read('zzzz')).toEqual([]);
  });

  it('needs a session token that is a UUID, and input of at most 100 characters', async () => {
    const missing = await callApi('/api/google/address?input=capitol');
    expect([missing.status, Object.keys(errorsOf(missing.body))]).toEqual([422, ['session_token']]);
    const malformed = await callApi(`/api/google/address?input=${'a'.repeat(101)}&session_token=not-a-uuid`);
    expect(Object.keys(errorsOf(malformed.body))).toEqual(['input', 'session_token']);
  });

  it('answers a place’s details, which end the session; using the token again is answered, and said once in the console', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const details = await callApi(`/api/google/address/details?place_id=ChIJsim-capitol-ave-500&session_token=${token}`);
    expect(placeDetailsAnswerSchema.parse(details.body).data).toMatchObject({ line1: '500 East Capitol Avenue', postal_code: '62701', country: 'US' });
    expect(info).not.toHaveBeenCalled();
    await callApi(`/api/google/address?input=capitol&session_token=${token}`);
    await callApi(`/api/google/address?input=capitoll&session_token=${token}`);
    expect(info).toHaveBeenCalledTimes(1);
    info.mockRestore();
    expect((await callApi(`/api/google/address/details?place_id=nowhere&session_token=${token}`)).status).toBe(404);
  });
});

describe('GET /api/check-pincode', () => {
  const check = async (pincode: string, branchId = 1) => {
    const { status, body } = await callApi(`/api/check-pincode?pincode=${encodeURIComponent(pincode)}`, { branchId });
    return { status, answer: status === 200 ? pincodeCheckSchema.parse(body) : apiErrorBodySchema.parse(body) };
  };

  it.each([
    ['62701', 1, { deliverable: true, delivery_charge: 4.99, message: 'Downtown delivers to 62701: $4.99 delivery, free on orders of $50 or more.' }],
    ['62701-1234', 1, { deliverable: true, delivery_charge: 4.99 }],
    ['62707', 1, { deliverable: false, delivery_charge: null, message: 'Downtown does not deliver to 62707, but our Riverside branch does: choose Riverside to order to this address.' }],
    ['62707', 2, { deliverable: true, delivery_charge: 5.99 }],
    ['62629', 1, { deliverable: false, message: 'Sorry, we do not deliver to 62629 yet.' }],
    ['62707', 3, { deliverable: false, message: 'Airport is closed, so it is not delivering right now.' }],
  ] as const)('answers %s at branch %i', async (pincode, branchId, expected) => {
    const { status, answer } = await check(pincode, branchId);
    expect(status).toBe(200);
    expect(answer).toMatchObject(expected);
  });

  it('refuses a code not in the store’s format with 422 on pincode, India’s PIN in an Indian store', async () => {
    expect(await check('6270')).toMatchObject({ status: 422, answer: { errors: { pincode: ['Enter a 5-digit ZIP code, or ZIP+4 such as 62701-1234.'] } } });
    replaceSettings({ ...getSettings(), locale: 'en-IN', currencyCode: 'INR' });
    expect(await check('62701')).toMatchObject({ status: 422, answer: { errors: { pincode: ['Enter a 6-digit PIN code that does not start with 0.'] } } });
    expect(await check('560001')).toMatchObject({ status: 200, answer: { deliverable: false, message: 'Sorry, we do not deliver to 560001 yet.' } });
  });

  it('is open to guests: checkout asks it too', async () => {
    expect((await check('62701')).status).toBe(200);
  });
});
