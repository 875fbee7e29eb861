// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@/shared/testing/axe';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { AddressAdded, AddressPayload, PincodeCheck } from '@/api/schemas/address.schema';
import type { PlaceDetails, PlaceDetailsAnswer, PlacePredictions } from '@/api/schemas/place.schema';
import { checkPincodeFx } from '@/models/addresses/address-form.model';
import { $addresses, $addressesStatus, addAddressFx } from '@/models/addresses/addresses.model';
import { testAddress } from '@/models/addresses/test-addresses';
import { testCapitolPlace } from '@/models/places/test-places';
import { requestHandler } from '@/models/catalog/test-products';
import { PLACE_SEARCH_DEBOUNCE_MS } from '@/models/places/place-search.lib';
import { createSessionTokenFx, fetchPlaceDetailsFx, fetchPredictionsFx } from '@/models/places/place-search.model';
import { storedPlacesOf } from '@/models/places/recent-places.lib';
import { $recentPlaces } from '@/models/places/recent-places.model';
import { $user } from '@/models/session/session.model';
import { $siteSettings } from '@/models/site/site.model';
import { $toasts } from '@/models/toast/toast.model';
import { testStoreSettings } from '@/shared/ui/product-card/testing';
import AddAddressScreen from './AddAddressScreen';

type PredictionsRequest = Parameters<typeof fetchPredictionsFx>[0];
type DetailsRequest = Parameters<typeof fetchPlaceDetailsFx>[0];

const places: PlaceDetails[] = [
  testCapitolPlace(),

  {
    place_id: 'capital-airport',
    description: 'Abraham Lincoln Capital Airport, Springfield, IL, USA',
    main_text: 'Abraham Lincoln Capital Airport',
    secondary_text: 'Springfield, IL, USA',
    line1: '1200 Capital Airport Drive',
    city: 'Springfield',
    state: 'IL',
    postal_code: '62707',
    country: 'US',
    lat: 39.84,
    lng: -89.68,
  },
];

function renderScreen(options: { path?: string; save?: (payload: AddressPayload) => Promise<AddressAdded>; recent?: PlaceDetails[] } = {}) {
  const predictions: PredictionsRequest[] = [];
  const details: DetailsRequest[] = [];
  const pincodes: string[] = [];
  const saved: AddressPayload[] = [];
  let tokens = 0;
  const scope = fork({
    values: [
      [$siteSettings, testStoreSettings],
      [$user, { authToken: 'token', id: 3, name: 'Ana Lima', phone: '+1 555 0101', email: 'ana@example.com' }],
      [$addresses, [testAddress(1, { label: 'Home', is_default: true })]],
      [$addressesStatus, 'ready'],
      [$recentPlaces, storedPlacesOf((options.recent ?? []).map((place) => ({ place_id: place.place_id, description: place.description ?? '', details: place })))],
    ],
    handlers: [
      [createSessionTokenFx, (reason: Parameters<typeof createSessionTokenFx>[0]) => ({ reason, token: `token-${(tokens += 1)}` })],
      requestHandler(fetchPredictionsFx, (request: PredictionsRequest): Promise<PlacePredictions> => {
        predictions.push(request);
        const words = request.input.toLowerCase();
        return Promise.resolve({ data: places.filter((place) => place.description?.toLowerCase().includes(words.slice(0, 4))).map(({ place_id, description, main_text, secondary_text }) => ({ place_id, description: description ?? '', main_text, secondary_text })) });
      }),
      requestHandler(fetchPlaceDetailsFx, (request: DetailsRequest): Promise<PlaceDetailsAnswer> => {
        details.push(request);
        const place = places.find((candidate) => candidate.place_id === request.choice.placeId);
        return place ? Promise.resolve({ data: place }) : Promise.reject(new ApiError('rejected', 'Not found', 404));
      }),
      requestHandler(checkPincodeFx, (request: Parameters<typeof checkPincodeFx>[0]): Promise<PincodeCheck> => {
        pincodes.push(request.code);
        return Promise.resolve(
          request.code === '62701'
            ? { deliverable: true, message: 'Downtown delivers to 62701: $4.99 delivery.', delivery_charge: 4.99 }
            : { deliverable: false, message: `Sorry, we do not deliver to ${request.code} yet.`, delivery_charge: null },
        );
      }),
      requestHandler(addAddressFx, (payload: AddressPayload) => {
        saved.push(payload);
        if (options.save) return options.save(payload);
        const address = testAddress(9, { ...payload, id: 9, is_default: payload.is_default ?? false });
        return Promise.resolve({ address, data: [address] });
      }),
    ],
  });
  const location = memoryLocation({ path: options.path ?? '/account/add-address', record: true });
  const view = render(
    <Provider value={scope}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <main>
          <AddAddressScreen />
        </main>
      </Router>
    </Provider>,
  );
  return { ...view, scope, location, predictions, details, pincodes, saved };
}

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
const settle = (ms = PLACE_SEARCH_DEBOUNCE_MS) => act(() => vi.advanceTimersByTimeAsync(ms));
const search = () => screen.getByRole('combobox', { name: 'Search for your address' }) as HTMLInputElement;
const fieldNamed = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/account/add-address', () => {
  it('labels every field with its autofill token, fills name and phone from the profile, and has no axe violations', async () => {
    const { container } = renderScreen();
    await settle(0);
    const tokens = {
      'Street address': 'shipping address-line1',
      'Flat, suite or floor (optional)': 'shipping address-line2',
      'Town or city': 'shipping address-level2',
      State: 'shipping address-level1',
      'ZIP code': 'shipping postal-code',
      'Full name': 'shipping name',
      'Phone number': 'shipping tel',
    };
    for (const [label, token] of Object.entries(tokens)) expect(fieldNamed(label).getAttribute('autocomplete'), label).toBe(token);
    expect(fieldNamed('Full name').value).toBe('Ana Lima');
    expect(fieldNamed('Phone number').value).toBe('+1 555 0101');
    expect(describedBy(fieldNamed('ZIP code'))).toContain('5 digits, or ZIP+4');
    // The customer has a Home already: the form offers Work.
    expect(screen.getByRole('radio', { name: 'Work' })).toHaveProperty('checked', true);
    expect(screen.getByText(/Country:/).textContent).toContain('United States');
    await expectNoAxeViolations(container);
  });

  it('finds a place with the keyboard (type, arrow down, Enter), fills the address, and says whether the branch delivers', async () => {
    const { container, predictions, details, pincodes } = renderScreen();
    const typing = user();
    await typing.type(search(), 'capi');
    await settle();
    expect(predictions.map((request) => [request.input, request.sessionToken])).toEqual([['capi', 'token-1']]);
    expect(search().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('2 places found. Use the up and down arrows to choose one.')).toBeTruthy();
    await expectNoAxeViolations(container);

    await typing.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Places' });
    const first = within(listbox).getAllByRole('option')[0];
    expect(search().getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    await typing.keyboard('{Enter}');
    await settle(0);

    expect(details.map((request) => request.choice.sessionToken)).toEqual(['token-1']);
    expect(search().value).toBe('500 East Capitol Avenue, Springfield, IL, USA');
    expect(document.activeElement).toBe(search());
    expect(fieldNamed('Street address').value).toBe('500 East Capitol Avenue');
    expect(fieldNamed('Town or city').value).toBe('Springfield');
    expect(fieldNamed('State').value).toBe('IL');
    expect(fieldNamed('ZIP code').value).toBe('62701');
    expect(pincodes).toEqual(['62701']);
    expect(describedBy(fieldNamed('ZIP code'))).toContain('Downtown delivers to 62701: $4.99 delivery.');
  });

  it('never submits the form from Enter in the search, and Escape closes the popup, then clears the field', async () => {
    const { saved } = renderScreen();
    const typing = user();
    await typing.type(search(), 'capi');
    await settle();
    await typing.keyboard('{Enter}');
    expect(saved).toEqual([]);
    expect(search().getAttribute('aria-expanded')).toBe('true');
    await typing.keyboard('{Escape}');
    expect(search().getAttribute('aria-expanded')).toBe('false');
    await typing.keyboard('{Escape}');
    expect(search().value).toBe('');
  });

  it('offers recent places before typing: one tap fills the form without asking anything, and each is removable', async () => {
    const { predictions, details } = renderScreen({ recent: places });
    await settle(0);
    const recent = screen.getByRole('region', { name: 'Recent places' });
    expect(within(recent).getAllByRole('button', { name: /, IL, USA$/ }).map((button) => button.textContent)).toEqual([
      '↺500 East Capitol Avenue Springfield, IL, USA',
      '↺Abraham Lincoln Capital Airport Springfield, IL, USA',
    ]);

    await user().click(within(recent).getByRole('button', { name: 'Remove Abraham Lincoln Capital Airport, Springfield, IL, USA from recent places' }));
    await settle(0);
    expect(within(recent).queryByRole('button', { name: /Airport/ })).toBeNull();
    expect(document.activeElement).toBe(within(recent).getByRole('button', { name: '500 East Capitol Avenue Springfield, IL, USA' }));

    await user().click(within(recent).getByRole('button', { name: '500 East Capitol Avenue Springfield, IL, USA' }));
    await settle(0);
    expect(fieldNamed('Street address').value).toBe('500 East Capitol Avenue');
    expect(predictions).toEqual([]);
    expect(details).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Recent places' })).toBeNull();
  });

  it('says what is missing on submit, focuses the first field in error, and sends nothing', async () => {
    const { saved } = renderScreen();
    await user().click(screen.getByRole('button', { name: 'Save address' }));
    await settle(0);
    expect(document.activeElement).toBe(fieldNamed('Street address'));
    expect(describedBy(fieldNamed('Street address'))).toContain('Enter the street address');
    expect(describedBy(fieldNamed('ZIP code'))).toContain('Enter the ZIP code.');
    expect(saved).toEqual([]);
  });

  it('checks the ZIP code’s format before asking the branch', async () => {
    const { pincodes } = renderScreen();
    const typing = user();
    await typing.type(fieldNamed('ZIP code'), '6270');
    await typing.tab();
    await settle();
    expect(pincodes).toEqual([]);
    await typing.click(screen.getByRole('button', { name: 'Save address' }));
    await settle(0);
    expect(describedBy(fieldNamed('ZIP code'))).toContain('Enter a 5-digit ZIP code, or ZIP+4 such as 62701-1234.');
  });

  it('saves with the place’s pin, then goes back to ?next= with a confirmation', async () => {
    const { saved, location, scope } = renderScreen({ path: '/account/add-address?next=%2Fcheckout' });
    const typing = user();
    await typing.type(search(), 'capi');
    await settle();
    await typing.keyboard('{ArrowDown}{Enter}');
    await settle(0);
    await typing.type(fieldNamed('Flat, suite or floor (optional)'), 'Suite 300');
    await typing.click(screen.getByRole('checkbox', { name: 'Make this my default address' }));
    await typing.click(screen.getByRole('button', { name: 'Save address' }));
    await settle(0);
    expect(saved).toEqual([
      {
        label: 'Work',
        name: 'Ana Lima',
        phone: '+1 555 0101',
        line1: '500 East Capitol Avenue',
        line2: 'Suite 300',
        city: 'Springfield',
        state: 'IL',
        postal_code: '62701',
        country: 'US',
        lat: 39.7996,
        lng: -89.6477,
        place_id: 'capitol',
        is_default: true,
      },
    ]);
    expect(location.history?.at(-1)).toBe('/checkout');
    expect(scope.getState($toasts).map((toast) => toast.message)).toEqual(['Work address saved.']);
  });

  it('goes back to the address book by default, and never out of the store', async () => {
    const { location } = renderScreen({ path: '/account/add-address?next=%2F%2Fevil.example' });
    const typing = user();
    for (const [label, value] of [
      ['Street address', '1 Oak Street'],
      ['Town or city', 'Springfield'],
      ['State', 'IL'],
      ['ZIP code', '62701'],
    ] as const)
      await typing.type(fieldNamed(label), value);
    await typing.click(screen.getByRole('button', { name: 'Save address' }));
    await settle(0);
    expect(location.history?.at(-1)).toBe('/account/addresses');
  });

  it('puts the server’s refusals on their fields and keeps everything typed', async () => {
    const refusal = new ApiError('rejected', 'Enter a phone number with 7 to 15 digits.', 422, [], true, {
      message: 'Enter a phone number with 7 to 15 digits.',
      errors: { phone: ['Enter a phone number with 7 to 15 digits.'] },
    });
    renderScreen({ save: () => Promise.reject(refusal) });
    const typing = user();
    for (const [label, value] of [
      ['Street address', '1 Oak Street'],
      ['Town or city', 'Springfield'],
      ['State', 'IL'],
      ['ZIP code', '62701'],
    ] as const)
      await typing.type(fieldNamed(label), value);
    await typing.click(screen.getByRole('button', { name: 'Save address' }));
    await settle(0);
    expect(document.activeElement).toBe(fieldNamed('Phone number'));
    expect(describedBy(fieldNamed('Phone number'))).toContain('Enter a phone number with 7 to 15 digits.');
    expect(fieldNamed('Street address').value).toBe('1 Oak Street');
    expect(fieldNamed('ZIP code').value).toBe('62701');
    expect(screen.getByRole('radio', { name: 'Work' })).toHaveProperty('checked', true);
  });

  it('keeps the label and default chosen through a refused submit', async () => {
    renderScreen({ save: () => Promise.reject(new ApiError('network', 'offline')) });
    const typing = user();
    await typing.click(screen.getByRole('radio', { name: 'Other' }));
    await typing.click(screen.getByRole('checkbox', { name: 'Make this my default address' }));
    for (const [label, value] of [
      ['Street address', '1 Oak Street'],
      ['Town or city', 'Springfield'],
      ['State', 'IL'],
      ['ZIP code', '62701'],
    ] as const)
      await typing.type(fieldNamed(label), value);
    await typing.click(screen.getByRole('button', { name: 'Save address' }));
    await settle(0);
    expect(screen.getByRole('alert').textContent).toContain('We couldn’t save this address.');
    expect(screen.getByRole('radio', { name: 'Other' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Make this my default address' })).toHaveProperty('checked', true);
  });
});
