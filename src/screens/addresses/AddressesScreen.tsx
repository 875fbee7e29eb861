import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { Address } from '@/api/schemas/address.schema';
import { addressLines, addressTitle } from '@/models/addresses/address.lib';
import {
  $addressesNotice,
  $addressesStatus,
  $defaultPending,
  $savedId,
  $undoable,
  $undoStatus,
  $visibleAddresses,
  addressDeleteRequested,
  addressesLeft,
  addressesOpened,
  addressesRetried,
  addressTexts,
  defaultAddressChosen,
  deleteUndone,
  undoDismissed,
} from '@/models/addresses/addresses.model';
import { ADD_ADDRESS_PATH } from './paths';
import './addresses.css';
import { EmptyState } from '@/shared/ui/empty-state/EmptyState';
import '@/shared/ui/product-card/skeleton.css';

const headingId = (address: Pick<Address, 'id'>) => `address-${String(address.id)}-title`;
const focusHeading = (addressId: string) => document.getElementById(`address-${addressId}-title`)?.focus();

/** One address: its label (and whether it is the default), its lines, who receives it, and what can be done with it. */
function AddressCard({ address, defaultPending, onMakeDefault, onDelete }: { address: Address; defaultPending: string | null; onMakeDefault: () => void; onDelete: () => void }) {
  const title = addressTitle(address);
  // Said after each button's visible words, so two "Home" addresses are told apart by their street.
  const which = ` (${title}, ${address.line1})`;
  const pendingHere = defaultPending === String(address.id);
  return (
    <li className={address.is_default ? 'address-card address-card--default' : 'address-card'} data-testid="address-card">
      <h2 id={headingId(address)} className="address-card__title" tabIndex={-1}>
        {title}
        {address.is_default ? <span className="address-card__badge">Default</span> : null}
      </h2>
      <p className="address-card__lines">
        {addressLines(address).map((line) => (
          <span key={line} className="address-card__line">
            {line}
          </span>
        ))}
      </p>
      {address.name || address.phone ? <p className="address-card__contact">{[address.name, address.phone].filter(Boolean).join(' · ')}</p> : null}
      <div className="address-card__actions">
        {address.is_default ? null : (
          <button type="button" className="button" disabled={defaultPending !== null} onClick={onMakeDefault}>
            {pendingHere ? 'Making it the default…' : 'Make default'}
            <span className="visually-hidden">{which}</span>
          </button>
        )}
        <button type="button" className="button address-card__delete" onClick={onDelete}>
          Delete
          <span className="visually-hidden">{which}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * /account/addresses: the customer's addresses, the default first and marked; make another the default; delete, with
 * an Undo that stays until the shopper leaves (ADR 0022: the delete is sent at once, Undo saves the address again, so
 * there is no time limit to meet and nothing is lost if the page closes).
 */
export default function AddressesScreen() {
  const [addresses, status, defaultPending, undoable, undoStatus, notice, savedId, opened, left, retry, makeDefault, remove, undo, dismiss] = useUnit([
    $visibleAddresses,
    $addressesStatus,
    $defaultPending,
    $undoable,
    $undoStatus,
    $addressesNotice,
    $savedId,
    addressesOpened,
    addressesLeft,
    addressesRetried,
    defaultAddressChosen,
    addressDeleteRequested,
    deleteUndone,
    undoDismissed,
  ]);
  const noticeRef = useRef<HTMLDivElement>(null);

  // When the screen opens, ask for the list; when it goes, an Undo still on offer goes with it.
  useEffect(() => {
    opened();
    return () => left();
  }, [opened, left]);

  // After a change, focus goes where the shopper's next step is, since the button they pressed may be gone: the
  // notice (with its Undo) after a delete, the address after it became the default or came back.
  useEffect(() => {
    if (!notice) return;
    if (notice.kind === 'deleted' || notice.kind === 'delete-failed') noticeRef.current?.focus();
    else if ((notice.kind === 'default-set' || notice.kind === 'restored') && notice.addressId) focusHeading(notice.addressId);
  }, [notice]);

  // Back from the address form: the address just saved gets focus, once it is on show.
  const savedShown = savedId !== null && addresses.some((address) => String(address.id) === savedId);
  useEffect(() => {
    if (savedShown && savedId) focusHeading(savedId);
  }, [savedShown, savedId]);

  return (
    <section className="screen addresses-screen" aria-labelledby="screen-title" data-status={status}>
      <div className="addresses-screen__head">
        <h1 id="screen-title" className="screen__title">
          Addresses
        </h1>
        {addresses.length > 0 ? (
          <Link href={ADD_ADDRESS_PATH} className="button button--primary">
            Add an address
          </Link>
        ) : null}
      </div>

      <div ref={noticeRef} className={notice?.tone === 'error' ? 'addresses-notice addresses-notice--error' : 'addresses-notice'} tabIndex={-1} data-testid="addresses-notice" data-empty={notice ? undefined : ''}>
        <p className="addresses-notice__text" role="status">
          {notice?.text ?? ''}
        </p>
        {undoable && (notice?.kind === 'deleted' || notice?.kind === 'restore-failed') ? (
          <div className="addresses-notice__actions">
            <button type="button" className="button" disabled={undoStatus === 'restoring'} onClick={() => undo()}>
              {undoStatus === 'restoring' ? 'Bringing it back…' : 'Undo'}
              <span className="visually-hidden"> deleting {addressTitle(undoable)}</span>
            </button>
            <button type="button" className="button" onClick={() => dismiss()}>
              Dismiss
            </button>
          </div>
        ) : null}
      </div>

      {status === 'loading' || status === 'idle' ? (
        <div className="addresses-loading" role="status" aria-busy="true">
          <p>Loading your addresses…</p>
          <div className="addresses-loading__card skeleton-block" aria-hidden="true" />
          <div className="addresses-loading__card skeleton-block" aria-hidden="true" />
        </div>
      ) : status === 'failed' ? (
        <EmptyState picture="failed" className="addresses-empty" role="alert">
          <h2 className="addresses-empty__title">{addressTexts.loadFailed}</h2>
          <p>Check your connection and try again.</p>
          <button type="button" className="button button--primary" onClick={() => retry()}>
            Try again
          </button>
        </EmptyState>
      ) : addresses.length === 0 ? (
        <EmptyState picture="addresses" className="addresses-empty">
          <h2 className="addresses-empty__title">You have no saved addresses</h2>
          <p>Save one and checkout fills it in for you.</p>
          <Link href={ADD_ADDRESS_PATH} className="button button--primary">
            Add an address
          </Link>
        </EmptyState>
      ) : (
        <ul className="address-list" aria-label="Your addresses">
          {addresses.map((address) => (
            <AddressCard
              key={String(address.id)}
              address={address}
              defaultPending={defaultPending}
              onMakeDefault={() => makeDefault(address.id)}
              onDelete={() => remove(address)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
