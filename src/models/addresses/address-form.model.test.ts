import { allSettled, fork, type EventCallable } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { PincodeCheck } from '@/api/schemas/address.schema';
import { $branchesState, branchPicked } from '@/models/branches/branches.model';
import { requestHandler } from '@/models/catalog/test-products';
import { $resolvedPlace, placeResolved } from '@/models/places/place-search.model';
import { $user } from '@/models/session/session.model';
import { $siteSettings } from '@/models/site/site.model';
import type { Branch } from '@/api/schemas/site.schema';
import { $addresses, $addressesStatus, getAddressesFx } from './addresses.model';
import {
  $draft,
  $placePin,
  $postalCheck,
  addressFieldChanged,
  addressFormClosed,
  addressFormOpened,
  checkPincodeFx,
  defaultToggled,
  POSTAL_CHECK_DEBOUNCE_MS,
  postalCheckRetried,
  postalCodeBlurred,
} from './address-form.model';
import { testAddress } from './test-addresses';
import { testCapitolPlace } from '@/models/places/test-places';

type PincodeRequest = Parameters<typeof checkPincodeFx>[0];

const capitol = testCapitolPlace({ place_id: 'ChIJsim-capitol-ave-500' });
const branch = (id: number, name: string): Branch => ({ id, name, address: null, phone: null, is_open: true });
const delivers: PincodeCheck = { deliverable: true, message: 'Downtown delivers to 62701.', delivery_charge: 4.99 };
const doesNot: PincodeCheck = { deliverable: false, message: 'Sorry, we do not deliver to 62629 yet.', delivery_charge: null };

function setup(options: { locale?: string; addresses?: 'none' | 'some' | 'unknown'; book?: () => Promise<{ data: ReturnType<typeof testAddress>[] }> } = {}) {
  const bookRequests: number[] = [];
  const calls: { request: PincodeRequest; answer: (check: PincodeCheck) => void; fail: (error: unknown) => void }[] = [];
  const scope = fork({
    values: [
      [$user, { authToken: 'token', id: 3, name: 'Ana Lima', phone: '+1 555 0101', email: 'ana@example.com' }],
      [$siteSettings, { locale: options.locale ?? 'en-US', currencyCode: 'USD' }],
      [$branchesState, { branches: [branch(1, 'Downtown'), branch(2, 'Riverside')], selected_branch: branch(1, 'Downtown'), manual_selection_done: false }],
      [$addresses, options.addresses === 'some' || options.addresses === undefined ? [testAddress(1, { label: 'Home' })] : []],
      [$addressesStatus, options.addresses === 'unknown' ? 'idle' : 'ready'],
    ],
    handlers: [
      requestHandler(getAddressesFx, () => {
        bookRequests.push(1);
        return options.book ? options.book() : Promise.resolve({ data: [] });
      }),
      requestHandler(checkPincodeFx, (request: PincodeRequest) => new Promise<PincodeCheck>((resolve, reject) => calls.push({ request, answer: resolve, fail: reject }))),
    ],
  });
  const fire = <T,>(event: EventCallable<T>, payload: T) => void allSettled(event, { scope, params: payload });
  const typePostalCode = async (code: string) => {
    fire(addressFieldChanged, { field: 'postal_code' as const, value: code });
    await tick();
  };
  return { scope, calls, fire, typePostalCode, bookRequests };
}

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the address form model', () => {
  describe('when the form opens', () => {
    it('starts from the profile’s name and phone, so neither is asked twice', async () => {
      const { scope, fire } = setup();
      fire(addressFormOpened, undefined);
      await tick();
      expect(scope.getState($draft)).toMatchObject({ name: 'Ana Lima', phone: '+1 555 0101', line1: '', postal_code: '' });
    });

    it.each([
      ['none', 'Home', true],
      ['some', 'Work', false],
    ] as const)('with %s addresses saved, labels it %s and makes it the default: %s', async (addresses, label, isDefault) => {
      const { scope, fire, bookRequests } = setup({ addresses });
      fire(addressFormOpened, undefined);
      await tick();
      expect(scope.getState($draft)).toMatchObject({ label, is_default: isDefault });
      expect(bookRequests).toEqual([]);
    });

    it('asks for the address book when it is not known yet, and follows it unless the shopper chose already', async () => {
      let answer!: (list: { data: ReturnType<typeof testAddress>[] }) => void;
      const { scope, fire, bookRequests } = setup({ addresses: 'unknown', book: () => new Promise((resolve) => (answer = resolve)) });
      fire(addressFormOpened, undefined);
      await tick();
      expect(bookRequests).toHaveLength(1);
      expect(scope.getState($draft)).toMatchObject({ label: 'Home', is_default: false });
      answer({ data: [testAddress(1, { label: 'Home' }), testAddress(2, { label: 'Work' })] });
      await tick();
      expect(scope.getState($draft)).toMatchObject({ label: 'Other', is_default: false });

      const second = setup({ addresses: 'unknown', book: () => new Promise((resolve) => (answer = resolve)) });
      second.fire(addressFormOpened, undefined);
      second.fire(addressFieldChanged, { field: 'label' as const, value: 'Work' });
      await tick();
      answer({ data: [] });
      await tick();
      expect(second.scope.getState($draft)).toMatchObject({ label: 'Work', is_default: false });
    });
  });

  it('fills what a chosen place knows, and keeps the flat, name and phone as typed', async () => {
    const { scope, fire } = setup();
    fire(addressFormOpened, undefined);
    fire(addressFieldChanged, { field: 'line2' as const, value: 'Suite 300' });
    fire(addressFieldChanged, { field: 'name' as const, value: 'Ana L.' });
    fire(placeResolved, { ...capitol, state: null });
    await tick();
    expect(scope.getState($draft)).toMatchObject({ line1: '500 East Capitol Avenue', line2: 'Suite 300', city: 'Springfield', state: '', postal_code: '62701', name: 'Ana L.', phone: '+1 555 0101' });
    expect(scope.getState($placePin)).toEqual({ place_id: capitol.place_id, lat: 39.7996, lng: -89.6477 });
    expect(scope.getState($resolvedPlace)?.place_id).toBe(capitol.place_id);
  });

  it('keeps the default choice the shopper makes', async () => {
    const { scope, fire } = setup();
    fire(addressFormOpened, undefined);
    fire(defaultToggled, true);
    await tick();
    expect(scope.getState($draft).is_default).toBe(true);
  });

  describe('the delivery check', () => {
    it('asks nothing until the code has the store’s format (US ZIP), then asks after a pause', async () => {
      const { scope, calls, fire, typePostalCode } = setup();
      fire(addressFormOpened, undefined);
      for (const typed of ['6', '62', '627', '6270']) await typePostalCode(typed);
      await tick(POSTAL_CHECK_DEBOUNCE_MS);
      expect(calls).toHaveLength(0);
      expect(scope.getState($postalCheck).status).toBe('idle');

      await typePostalCode('62701');
      await tick(POSTAL_CHECK_DEBOUNCE_MS - 1);
      expect(calls).toHaveLength(0);
      await tick(1);
      expect(calls.map(({ request }) => request.code)).toEqual(['62701']);
      expect(scope.getState($postalCheck)).toMatchObject({ status: 'checking', code: '62701' });
      calls[0]?.answer(delivers);
      await tick();
      expect(scope.getState($postalCheck)).toEqual({ status: 'deliverable', code: '62701', message: 'Downtown delivers to 62701.', deliveryCharge: 4.99 });
    });

    it('checks India’s PIN format in a store whose locale is en-IN: six digits, not starting with 0', async () => {
      const { calls, fire, typePostalCode } = setup({ locale: 'en-IN' });
      fire(addressFormOpened, undefined);
      await typePostalCode('062701');
      await tick(POSTAL_CHECK_DEBOUNCE_MS);
      expect(calls).toHaveLength(0);
      await typePostalCode('560 001');
      await tick(POSTAL_CHECK_DEBOUNCE_MS);
      expect(calls.map(({ request }) => request.code)).toEqual(['560001']);
    });

    it('asks at once when a place fills the code, or the shopper leaves the field', async () => {
      const { calls, fire, typePostalCode } = setup();
      fire(addressFormOpened, undefined);
      fire(placeResolved, capitol);
      await tick();
      expect(calls.map(({ request }) => request.code)).toEqual(['62701']);
      calls[0]?.answer(delivers);
      await tick();

      await typePostalCode('62629');
      fire(postalCodeBlurred, undefined);
      await tick();
      expect(calls.map(({ request }) => request.code)).toEqual(['62701', '62629']);
      // The pause then ends with the same code: it is on its way already, so nothing more is asked.
      await tick(POSTAL_CHECK_DEBOUNCE_MS);
      expect(calls).toHaveLength(2);
    });

    it('says the server’s words when the branch does not deliver there', async () => {
      const { scope, calls, fire, typePostalCode } = setup();
      fire(addressFormOpened, undefined);
      await typePostalCode('62629');
      fire(postalCodeBlurred, undefined);
      await tick();
      calls[0]?.answer(doesNot);
      await tick();
      expect(scope.getState($postalCheck)).toMatchObject({ status: 'not-deliverable', message: 'Sorry, we do not deliver to 62629 yet.' });
    });

    it('drops an answer for a code the shopper has since changed, and forgets the old verdict at once', async () => {
      const { scope, calls, fire, typePostalCode } = setup();
      fire(addressFormOpened, undefined);
      await typePostalCode('62701');
      fire(postalCodeBlurred, undefined);
      await tick();
      await typePostalCode('6262');
      expect(calls[0]?.request.signal.aborted).toBe(true);
      expect(scope.getState($postalCheck).status).toBe('idle');
      calls[0]?.answer(delivers);
      await tick();
      expect(scope.getState($postalCheck).status).toBe('idle');
    });

    it('asks again when the shopper picks another branch, and keeps each answer for the visit', async () => {
      const { scope, calls, fire, typePostalCode } = setup();
      fire(addressFormOpened, undefined);
      await typePostalCode('62707');
      fire(postalCodeBlurred, undefined);
      await tick();
      calls[0]?.answer(doesNot);
      await tick();

      fire(branchPicked, branch(2, 'Riverside'));
      await tick();
      expect(calls).toHaveLength(2);
      calls[1]?.answer({ deliverable: true, message: 'Riverside delivers to 62707.', delivery_charge: 5.99 });
      await tick();
      expect(scope.getState($postalCheck)).toMatchObject({ status: 'deliverable', message: 'Riverside delivers to 62707.' });

      // Back to Downtown: its answer is known, nothing is asked.
      fire(branchPicked, branch(1, 'Downtown'));
      await tick();
      expect(calls).toHaveLength(2);
      expect(scope.getState($postalCheck)).toMatchObject({ status: 'not-deliverable' });
    });

    it('puts a refusal of the code (422) on the field, and a failed check gets a retry', async () => {
      const { scope, calls, fire, typePostalCode } = setup();
      fire(addressFormOpened, undefined);
      await typePostalCode('62701');
      fire(postalCodeBlurred, undefined);
      await tick();
      calls[0]?.fail(new ApiError('rejected', 'Enter a 5-digit ZIP code.', 422));
      await tick();
      expect(scope.getState($postalCheck)).toMatchObject({ status: 'refused', message: 'Enter a 5-digit ZIP code.' });

      await typePostalCode('62702');
      fire(postalCodeBlurred, undefined);
      await tick();
      calls[1]?.fail(new ApiError('network', 'offline'));
      await tick();
      expect(scope.getState($postalCheck)).toMatchObject({ status: 'failed' });
      fire(postalCheckRetried, undefined);
      await tick();
      expect(calls.map(({ request }) => request.code)).toEqual(['62701', '62702', '62702']);
    });

    it('stops and forgets everything when the form closes', async () => {
      const { scope, calls, fire, typePostalCode } = setup();
      fire(addressFormOpened, undefined);
      await typePostalCode('62701');
      fire(postalCodeBlurred, undefined);
      await tick();
      fire(addressFormClosed, undefined);
      await tick();
      expect(calls[0]?.request.signal.aborted).toBe(true);
      expect(scope.getState($postalCheck).status).toBe('idle');
      expect(scope.getState($draft).postal_code).toBe('');
    });
  });
});
