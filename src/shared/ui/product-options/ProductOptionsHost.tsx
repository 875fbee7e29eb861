import { lazy, Suspense, useState } from 'react';
import { useHashId } from '@/shared/lib/use-hash-state';
import { LoadFailureBoundary } from '../LoadFailureBoundary';
import { loadProductOptionsPanel, PRODUCT_OPTIONS_DRAWER_ID } from './product-options-entry';

const ProductOptionsPanel = lazy(loadProductOptionsPanel);

/**
 * The one place the product options panel is mounted (the app shell). It renders and loads nothing until the
 * panel's URL hash first appears, then keeps the panel mounted so later openings are instant.
 */
export function ProductOptionsHost() {
  const open = useHashId() === PRODUCT_OPTIONS_DRAWER_ID;
  const [needed, setNeeded] = useState(open);
  // Derived once-true state, set while rendering (React's pattern for state that follows a prop).
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    // A panel whose code could not load (offline) shows nothing rather than taking the shell down with it.
    <LoadFailureBoundary failureMessage="The product options panel could not load">
      <Suspense fallback={null}>
        <ProductOptionsPanel />
      </Suspense>
    </LoadFailureBoundary>
  );
}
