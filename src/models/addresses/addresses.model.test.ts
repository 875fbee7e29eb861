import { allSettled, fork, type EventCallable } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Address, AddressAdded, AddressList, AddressPayload } from '@/api/schemas/address.schema';
import type { Id } from '@/api/schemas/common.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { loggedOut } from '@/models/session/session.model';
import {
  $addresses,
  $addressesNotice,
  $addressesStatus,
  $savedId,
  $defaultPending,
  $undoable,
  $undoStatus,
  $visibleAddresses,
  addAddressFx,
  addressDeleteRequested,
  addressesOpened,
  addressesRetried,
  addressTexts,
  defaultAddressChosen,
  deleteAddressFx,
  deleteUndone,
  addressesLeft,
  getAddressesFx,
  saveAddressFx,
  setDefaultAddressFx,
} from './addresses.model';
import { payloadOfAddress } from './address.lib';
import { testAddress } from './test-addresses';

const home = testAddress(1, { label: 'Home', is_default: true });
const work = testAddress(2, { label: 'Work' });

/** A request the test settles by hand. */
function deferred<Value>() {
  let resolve!: (value: Value) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Value>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setup(server: {
  list?: () => Promise<AddressList>;
  remove?: (address: Address) => Promise<AddressList>;
  setDefault?: (id: Id) => Promise<AddressList>;
  add?: (payload: AddressPayload) => Promise<AddressAdded>;
} = {}) {
  const calls = { list: 0, remove: [] as Address[], setDefault: [] as Id[], add: [] as AddressPayload[] };
  const scope = fork({
    handlers: [
      requestHandler(getAddressesFx, () => {
        calls.list += 1;
        return server.list ? server.list() : Promise.resolve({ data: [home, work] });
      }),
      requestHandler(deleteAddressFx, (address: Address) => {
        calls.remove.push(address);
        return server.remove ? server.remove(address) : Promise.resolve({ data: [home, work].filter((kept) => kept.id !== address.id) });
      }),
      requestHandler(setDefaultAddressFx, (id: Id) => {
        calls.setDefault.push(id);
        return server.setDefault ? server.setDefault(id) : Promise.resolve({ data: [home, work] });
      }),
      requestHandler(addAddressFx, (payload: AddressPayload) => {
        calls.add.push(payload);
        return server.add ? server.add(payload) : Promise.resolve({ address: testAddress(9, { ...payload, id: 9, is_default: payload.is_default ?? false }), data: [] });
      }),
    ],
  });
  const fire = <T,>(event: EventCallable<T>, payload: T) => allSettled(event, { scope, params: payload });
  return { scope, calls, fire };
}

const ids = (addresses: readonly Address[]) => addresses.map((address) => address.id);
const payloadOf = (address: Address): AddressPayload => payloadOfAddress(address, 'US');

describe('the address book model', () => {
  it('loads the list when the screen opens, the default first', async () => {
    const { scope, fire } = setup({ list: () => Promise.resolve({ data: [work, home] }) });
    expect(scope.getState($addressesStatus)).toBe('idle');
    await fire(addressesOpened, undefined);
    expect(scope.getState($addressesStatus)).toBe('ready');
    expect(ids(scope.getState($visibleAddresses))).toEqual([1, 2]);
  });

  it('says when the first load failed, and loads again on retry', async () => {
    let fail = true;
    const { scope, fire } = setup({ list: () => (fail ? Promise.reject(new ApiError('network', 'offline')) : Promise.resolve({ data: [home] })) });
    await fire(addressesOpened, undefined);
    expect(scope.getState($addressesStatus)).toBe('failed');
    fail = false;
    await fire(addressesRetried, undefined);
    expect(scope.getState($addressesStatus)).toBe('ready');
  });

  it('keeps a list on show when a later refresh fails', async () => {
    let fail = false;
    const { scope, fire } = setup({ list: () => (fail ? Promise.reject(new ApiError('network', 'offline')) : Promise.resolve({ data: [home] })) });
    await fire(addressesOpened, undefined);
    fail = true;
    await fire(addressesOpened, undefined);
    expect(scope.getState($addressesStatus)).toBe('ready');
    expect(ids(scope.getState($visibleAddresses))).toEqual([1]);
  });

  describe('making an address the default', () => {
    it('takes the list the server answers and says so', async () => {
      const answer = deferred<AddressList>();
      const { scope, calls, fire } = setup({ setDefault: () => answer.promise });
      await fire(addressesOpened, undefined);
      void fire(defaultAddressChosen, 2);
      expect(scope.getState($defaultPending)).toBe('2');
      // A second tap while the first is on its way sends nothing.
      void fire(defaultAddressChosen, 1);
      expect(calls.setDefault).toEqual([2]);
      answer.resolve({ data: [{ ...work, is_default: true }, { ...home, is_default: false }] });
      await allSettled(scope);
      expect(scope.getState($defaultPending)).toBeNull();
      expect(scope.getState($visibleAddresses)[0]).toMatchObject({ id: 2, is_default: true });
      expect(scope.getState($addressesNotice)).toEqual({ kind: 'default-set', tone: 'info', text: addressTexts.defaultSet('Work'), addressId: '2' });
    });

    it('says so when it fails, in the server’s words when it gave some', async () => {
      const { scope, fire } = setup({ setDefault: () => Promise.reject(new ApiError('network', 'offline')) });
      await fire(addressesOpened, undefined);
      await fire(defaultAddressChosen, 2);
      expect(scope.getState($addressesNotice)).toEqual({ kind: 'default-failed', tone: 'error', text: addressTexts.defaultFailed, addressId: null });
      expect(scope.getState($visibleAddresses)[0]?.id).toBe(1);
    });

    it('reads the list again when the address is gone already (404)', async () => {
      const { calls, fire } = setup({ setDefault: () => Promise.reject(new ApiError('rejected', 'Not found', 404)) });
      await fire(addressesOpened, undefined);
      await fire(defaultAddressChosen, 2);
      expect(calls.list).toBe(2);
    });
  });

  describe('deleting an address', () => {
    it('takes it off the list at once and tells the server at once', async () => {
      const answer = deferred<AddressList>();
      const { scope, calls, fire } = setup({ remove: () => answer.promise });
      await fire(addressesOpened, undefined);
      void fire(addressDeleteRequested, work);
      expect(ids(scope.getState($visibleAddresses))).toEqual([1]);
      expect(calls.remove).toEqual([work]);
      answer.resolve({ data: [home] });
      await allSettled(scope);
      expect(scope.getState($addressesNotice)).toEqual({ kind: 'deleted', tone: 'info', text: addressTexts.deleted('Work'), addressId: null });
      expect(scope.getState($undoable)).toEqual(work);
    });

    it('puts it back, and says so, when the server refuses', async () => {
      const { scope, fire } = setup({ remove: () => Promise.reject(new ApiError('server', 'Server error', 500)) });
      await fire(addressesOpened, undefined);
      await fire(addressDeleteRequested, work);
      expect(ids(scope.getState($visibleAddresses))).toEqual([1, 2]);
      expect(scope.getState($addressesNotice)).toEqual({ kind: 'delete-failed', tone: 'error', text: addressTexts.deleteFailed('Work'), addressId: '2' });
      expect(scope.getState($undoable)).toBeNull();
    });

    it('undo saves it again as it was, the default again if it was, and the list takes the server’s answer', async () => {
      const restored = { ...home, id: 7 };
      const { scope, calls, fire } = setup({
        remove: () => Promise.resolve({ data: [{ ...work, is_default: true }] }),
        add: () => Promise.resolve({ address: restored, data: [restored, { ...work, is_default: false }] }),
      });
      await fire(addressesOpened, undefined);
      await fire(addressDeleteRequested, home);
      expect(scope.getState($visibleAddresses)).toEqual([{ ...work, is_default: true }]);

      await fire(deleteUndone, undefined);
      expect(calls.add).toEqual([
        {
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
          is_default: true,
        },
      ]);
      expect(ids(scope.getState($visibleAddresses))).toEqual([7, 2]);
      expect(scope.getState($undoable)).toBeNull();
      expect(scope.getState($addressesNotice)).toEqual({ kind: 'restored', tone: 'info', text: addressTexts.restored('Home'), addressId: '7' });
    });

    it('keeps undo on offer when restoring fails, and sends one restore at a time', async () => {
      const answer = deferred<AddressAdded>();
      const { scope, calls, fire } = setup({ add: () => answer.promise });
      await fire(addressesOpened, undefined);
      await fire(addressDeleteRequested, work);
      void fire(deleteUndone, undefined);
      void fire(deleteUndone, undefined);
      expect(scope.getState($undoStatus)).toBe('restoring');
      expect(calls.add).toHaveLength(1);
      answer.reject(new ApiError('network', 'offline'));
      await allSettled(scope);
      expect(scope.getState($undoStatus)).toBe('failed');
      expect(scope.getState($undoable)).toEqual(work);
      expect(scope.getState($addressesNotice)).toMatchObject({ kind: 'restore-failed', tone: 'error' });
    });
  });

  it('takes the list the address form’s save answers, and remembers the address saved until the list screen goes', async () => {
    const saved = testAddress(9, { label: 'Work' });
    const { scope, calls, fire } = setup({ add: () => Promise.resolve({ address: saved, data: [home, saved] }) });
    await allSettled(saveAddressFx, { scope, params: { ...payloadOf(saved) } });
    expect(calls.add).toHaveLength(1);
    expect(ids(scope.getState($visibleAddresses))).toEqual([1, 9]);
    expect(scope.getState($savedId)).toBe('9');
    await fire(addressesLeft, undefined);
    expect(scope.getState($savedId)).toBeNull();
  });

  it('forgets the addresses when the customer logs out', async () => {
    const { scope, fire } = setup();
    await fire(addressesOpened, undefined);
    await fire(loggedOut, undefined);
    expect(scope.getState($addresses)).toEqual([]);
    expect(scope.getState($addressesStatus)).toBe('idle');
  });
});
