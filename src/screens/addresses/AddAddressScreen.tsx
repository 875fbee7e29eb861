import { useUnit } from 'effector-react';
import { useLocation, useSearch } from 'wouter';
import type { Address } from '@/api/schemas/address.schema';
import { safeNextPath } from '@/app/shell/next-path';
import { addressTitle } from '@/models/addresses/address.lib';
import { toastShown } from '@/models/toast/toast.model';
import { AddressForm } from '@/shared/ui/address-form/AddressForm';
import { ADDRESSES_PATH } from './paths';
import './addresses.css';

/**
 * /account/add-address: the address form (ADR 0022). After saving, the shopper goes back where they came from
 * (`?next=`, made safe: the address book by default, checkout in issue 18), replacing this entry so Back does not
 * reopen an emptied form, and a toast says it is saved.
 */
export default function AddAddressScreen() {
  const [, navigate] = useLocation();
  const next = safeNextPath(new URLSearchParams(useSearch()).get('next'), ADDRESSES_PATH);
  const showToast = useUnit(toastShown);

  const onSaved = (address: Address) => {
    showToast({ message: `${addressTitle(address)} address saved.`, tone: 'success' });
    navigate(next, { replace: true });
  };

  return (
    <section className="screen address-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        Add an address
      </h1>
      <AddressForm onSaved={onSaved} />
    </section>
  );
}
