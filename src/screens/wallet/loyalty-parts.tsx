import { useMemo } from 'react';
import type { Id } from '@/api/schemas/common.schema';
import { useMoneyFormat } from '@/shared/ui/Money';
import './loyalty.css';

/*
 * What the wallet and rewards screens show alike: dates in the store's locale, the loading and failed states, and
 * the link from a ledger line to its order.
 */

/** Dates in the store's locale (the one its prices use); null for '' or a date that cannot be read. */
export function useLoyaltyDates() {
  const { locale } = useMoneyFormat();
  return useMemo(() => {
    const formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const day = (iso: string) => {
      const date = iso === '' ? null : new Date(iso);
      return date === null || Number.isNaN(date.getTime()) ? null : formatter.format(date);
    };
    return { locale, day };
  }, [locale]);
}

/**
 * Where a ledger line's order opens: the order's own page (its lines and figures, "Paid from your wallet" among them),
 * the one screen that opens a single order by address (ADR 0030).
 */
export const orderPath = (orderId: Id) => `/order-placed/${encodeURIComponent(String(orderId))}`;

/** A loading placeholder that says what it waits for. */
export function LoyaltySkeleton({ label }: { label: string }) {
  return (
    <div className="loyalty-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <span className="skeleton-block loyalty-skeleton__block" aria-hidden="true" />
      {[0, 1, 2].map((line) => (
        <span key={line} className="skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A failed read, its reason and a Retry. */
export function LoyaltyLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="loyalty-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
