import { lazy, Suspense, type ComponentProps } from 'react';
import type { EmptyState } from '@/shared/ui/empty-state/EmptyState';

/*
 * The empty state for screens whose empty view is rare (checkout with nothing to order, no discounts): its frame and
 * picture load when it shows. Imported at once by those screens, it turned the chunk merging so that checkout
 * downloaded the address form and the sign-in's code field up front.
 */

type EmptyStateProps = ComponentProps<typeof EmptyState>;

/** The empty state's words and next step without its picture: while the picture's code loads, or if it cannot. */
function WithoutPicture({ className, role, children }: EmptyStateProps) {
  return (
    <div className={className} role={role}>
      {children}
    </div>
  );
}

const EmptyStatePart = lazy(() =>
  import('@/shared/ui/empty-state/EmptyState').catch(() => import('@/shared/ui/empty-state/EmptyState')).then(
    (module) => ({ default: module.EmptyState }),
    () => ({ default: WithoutPicture }),
  ),
);

/** The empty state with its picture; until its code is here (or if it cannot come), its words and link alone. */
export function LazyEmptyState(props: EmptyStateProps) {
  return (
    <Suspense fallback={<WithoutPicture {...props} />}>
      <EmptyStatePart {...props} />
    </Suspense>
  );
}
