import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadFailureBoundary } from '@/shared/ui/LoadFailureBoundary';

/*
 * Parts of checkout that not every shopper needs load on their own (ADR 0026): the address form (a customer with
 * saved addresses never sees it) and the one-time-code sign-in (only a guest who asks). Checkout's own JavaScript
 * stays small; a failed load is tried once more, then again when the browser is back online.
 */

const retryOnce = <Module,>(load: () => Promise<Module>) => () => load().catch(() => load());

const AddressFormPart = lazy(retryOnce(() => import('@/shared/ui/address-form/AddressForm').then((module) => ({ default: module.AddressForm }))));
const CodeSignInPart = lazy(retryOnce(() => import('@/screens/auth/CodeSignIn').then((module) => ({ default: module.CodeSignIn }))));

function Loading({ what }: { what: string }) {
  return (
    <p className="checkout-busy" role="status">
      <span className="spinner" aria-hidden="true" /> Loading {what}…
    </p>
  );
}

export function LazyAddressForm(props: ComponentProps<typeof AddressFormPart>) {
  return (
    <LoadFailureBoundary failureMessage="The address form could not load.">
      <Suspense fallback={<Loading what="the address form" />}>
        <AddressFormPart {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}

export function LazyCodeSignIn() {
  return (
    <LoadFailureBoundary failureMessage="The sign-in form could not load.">
      <Suspense fallback={<Loading what="sign-in" />}>
        <CodeSignInPart />
      </Suspense>
    </LoadFailureBoundary>
  );
}
