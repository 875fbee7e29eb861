import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { loginCode } from '@/models/session/sign-in.model';
import { LazyCodeSignIn } from './lazy-checkout-forms';

/**
 * A guest signs in with a one-time code without leaving checkout (ADR 0026): the backend merges the guest's cart into
 * the account's, and the page then offers the saved addresses, the profile's details and the wallet.
 */
export function CheckoutSignIn() {
  const [open, setOpen] = useState(false);
  const opened = useUnit(loginCode.opened);
  useEffect(() => {
    if (open) opened();
  }, [open, opened]);
  return (
    <div className="checkout-sign-in">
      <p className="checkout-sign-in__intro">
        Checking out as a guest.{' '}
        <button type="button" className="link-button" aria-expanded={open} aria-controls="checkout-sign-in-panel" onClick={() => setOpen((now) => !now)}>
          {open ? 'Continue as a guest' : 'Have an account? Sign in with a code'}
        </button>
      </p>
      <div id="checkout-sign-in-panel" hidden={!open}>
        {open ? <LazyCodeSignIn /> : null}
      </div>
    </div>
  );
}
