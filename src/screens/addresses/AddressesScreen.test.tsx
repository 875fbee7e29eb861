// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@/shared/testing/axe';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { Address, AddressAdded, AddressList, AddressPayload } from '@/api/schemas/address.schema';
import type { Id } from '@/api/schemas/common.schema';
import { addAddressFx, deleteAddressFx, getAddressesFx, setDefaultAddressFx } from '@/models/addresses/addresses.model';
import { testAddress } from '@/models/addresses/test-addresses';
import { requestHandler } from '@/models/catalog/test-products';
import { $siteSettings } from '@/models/site/site.model';
import { testStoreSettings } from '@/shared/ui/product-card/testing';
import AddressesScreen from './AddressesScreen';

// jsdom has no layout, so an accessible name joins a button's words and its visually hidden words without the space
// a browser puts between them: the names below allow for both.

/** A stand-in for the server: one customer's address book, answering every change with the whole list. */
function addressBook(initial: Address[], options: { failList?: () => boolean } = {}) {
  let list = [...initial];
  let nextId = 100;
  /** The newest address left becomes the default when the default went. */
  const withDefault = (addresses: Address[]) =>
    addresses.length === 0 || addresses.some((address) => address.is_default) ? addresses : addresses.map((address, index) => (index === addresses.length - 1 ? { ...address, is_default: true } : address));
  return {
    list: (): Promise<AddressList> => (options.failList?.() ? Promise.reject(new ApiError('network', 'offline')) : Promise.resolve({ data: list })),
    remove: (address: Address): Promise<AddressList> => {
      list = withDefault(list.filter((kept) => kept.id !== address.id));
      return Promise.resolve({ data: list });
    },
    setDefault: (id: Id): Promise<AddressList> => {
      list = list.map((address) => ({ ...address, is_default: address.id === id }));
      return Promise.resolve({ data: list });
    },
    add: (payload: AddressPayload): Promise<AddressAdded> => {
      nextId += 1;
      const address = testAddress(nextId, { ...payload, id: nextId, is_default: payload.is_default ?? false });
      list = [...(address.is_default ? list.map((kept) => ({ ...kept, is_default: false })) : list), address];
      return Promise.resolve({ address, data: list });
    },
  };
}

function renderScreen(book: ReturnType<typeof addressBook>) {
  const scope = fork({
    values: [[$siteSettings, testStoreSettings]],
    handlers: [
      requestHandler(getAddressesFx, book.list),
      requestHandler(deleteAddressFx, book.remove),
      requestHandler(setDefaultAddressFx, book.setDefault),
      requestHandler(addAddressFx, book.add),
    ],
  });
  const location = memoryLocation({ path: '/account/addresses', record: true });
  const view = render(
    <Provider value={scope}>
      <Router hook={location.hook}>
        <main>
          <AddressesScreen />
        </main>
      </Router>
    </Provider>,
  );
  return { ...view, scope };
}

const home = testAddress(1, { label: 'Home', line1: '1120 South Grand Avenue East', line2: 'Apartment 4B', postal_code: '62703', is_default: true });
const work = testAddress(2, { label: 'Work', line1: '500 East Capitol Avenue', line2: 'Suite 300' });
const cards = () => screen.queryAllByTestId('address-card');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);
const flush = () => act(() => Promise.resolve());

describe('/account/addresses', () => {
  it('lists the addresses, the default first and marked, with a link to add one, and no axe violations', async () => {
    const { container } = renderScreen(addressBook([work, home]));
    await screen.findAllByTestId('address-card');
    expect(titles()).toEqual(['HomeDefault', 'Work']);
    expect(within(cards()[0]!).getByText('Apartment 4B')).toBeTruthy();
    expect(within(cards()[0]!).queryByRole('button', { name: /Make default/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add an address' }).getAttribute('href')).toBe('/account/add-address');
    await expectNoAxeViolations(container);
  });

  it('makes another address the default and puts focus on it, since the button pressed is gone', async () => {
    renderScreen(addressBook([home, work]));
    await screen.findAllByTestId('address-card');
    await userEvent.click(screen.getByRole('button', { name: /^Make default ?\(Work, 500 East Capitol Avenue\)$/ }));
    await flush();
    expect(titles()).toEqual(['WorkDefault', 'Home']);
    expect(document.activeElement).toBe(within(cards()[0]!).getByRole('heading'));
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Work is now your default address.');
  });

  it('deletes at once, offers Undo with focus on it, and Undo brings the address back as it was', async () => {
    const { container } = renderScreen(addressBook([home, work]));
    await screen.findAllByTestId('address-card');
    await userEvent.click(screen.getByRole('button', { name: /^Delete ?\(Home, 1120 South Grand Avenue East\)$/ }));
    await flush();
    expect(titles()).toEqual(['WorkDefault']);
    const notice = screen.getByTestId('addresses-notice');
    expect(document.activeElement).toBe(notice);
    expect(notice.textContent).toContain('Deleted Home.');
    await expectNoAxeViolations(container);

    await userEvent.click(within(notice).getByRole('button', { name: /^Undo ?deleting Home$/ }));
    await flush();
    expect(titles()).toEqual(['HomeDefault', 'Work']);
    expect(document.activeElement).toBe(within(cards()[0]!).getByRole('heading'));
    expect(notice.textContent).toContain('Home is back in your addresses.');
    expect(within(notice).queryByRole('button', { name: /Undo/ })).toBeNull();
  });

  it('shows an empty state with a way to add the first address', async () => {
    const book = addressBook([work]);
    renderScreen(book);
    await screen.findAllByTestId('address-card');
    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    await flush();
    expect(screen.getByRole('heading', { name: 'You have no saved addresses' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add an address' }).getAttribute('href')).toBe('/account/add-address');
    // Undo is still there, with no time limit.
    expect(screen.getByRole('button', { name: /^Undo ?deleting Work$/ })).toBeTruthy();
  });

  it('says when the list could not be loaded, and loads it on retry', async () => {
    let fail = true;
    renderScreen(addressBook([home], { failList: () => fail }));
    expect(await screen.findByRole('heading', { name: 'We couldn’t load your addresses.' })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findAllByTestId('address-card');
    expect(titles()).toEqual(['HomeDefault']);
  });
});
