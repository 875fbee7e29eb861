import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Id } from '@/api/schemas/common.schema';
import { groupByMonth } from '@/models/wallet/wallet.lib';
import { useScreenHead } from '@/shared/lib/use-screen-head';
import { useMoneyFormat } from '@/shared/ui/Money';
import { orderPlacedPath } from '@/screens/orders/paths';
import './loyalty.css';

/*
 * What the wallet and rewards screens show alike: the screen's frame with its loading, failed and stale states, dates
 * in the store's locale, and the link from a ledger line to its order.
 */

/** One read of a loyalty screen's data, as its model keeps it: the data shown so far stays while a later read runs or fails. */
interface LoyaltyRead<Data> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: Data | null;
  message: string | null;
}

/**
 * A loyalty screen: its heading, the data read afresh each time it opens (`onOpen`), a placeholder until the first
 * answer, Retry after a failed first read, and a note that what is shown may be out of date after a failed later one.
 */
export function LoyaltyScreenFrame<Data>({
  title,
  testId,
  loadingLabel,
  read,
  onOpen,
  onRetry,
  children,
}: {
  title: string;
  testId: string;
  loadingLabel: string;
  read: LoyaltyRead<Data>;
  onOpen: () => void;
  onRetry: () => void;
  children: (data: Data) => ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const retried = useRef(false);
  useScreenHead({ title });

  useEffect(() => {
    onOpen();
  }, [onOpen]);

  // After Retry brought the data, focus goes to the screen's heading: the button that had it is gone.
  useEffect(() => {
    if (read.status !== 'ready' || !retried.current) return;
    retried.current = false;
    heading.current?.focus();
  }, [read.status]);

  const failed = read.status === 'failed';
  return (
    <section className="screen loyalty-screen" aria-labelledby="screen-title" data-testid={testId}>
      <h1 id="screen-title" ref={heading} tabIndex={-1} className="screen__title">
        {title}
      </h1>
      {read.data === null && failed ? (
        <LoyaltyLoadFailed
          message={read.message ?? ''}
          onRetry={() => {
            retried.current = true;
            onRetry();
          }}
        />
      ) : null}
      {read.data === null && !failed ? <LoyaltySkeleton label={loadingLabel} /> : null}
      {read.data !== null && failed ? (
        <p className="loyalty-stale" role="status">
          {read.message} What you see may be out of date.
        </p>
      ) : null}
      {read.data !== null ? children(read.data) : null}
    </section>
  );
}

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

/** A loading placeholder that says what it waits for. */
function LoyaltySkeleton({ label }: { label: string }) {
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
function LoyaltyLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="loyalty-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** What a wallet ledger line and a points history line have alike. */
interface HistoryLine {
  id: Id;
  reason: string;
  created_at: string;
  order_id: Id | null;
  order_number: string | null;
}

/**
 * A history by month, newest first: each line's reason, date, order link and signed figure (shown, and spoken in
 * words). `figures` adds what else a line shows beside it (the wallet's running balance); `note` stands above the
 * months (why there are none).
 */
export function LoyaltyHistory<Line extends HistoryLine>({
  lines,
  idPrefix,
  lineTestId,
  amountOf,
  directionOf,
  figures,
  note,
}: {
  lines: readonly Line[];
  idPrefix: string;
  lineTestId: string;
  amountOf: (line: Line) => { shown: string; spoken: string };
  directionOf?: (line: Line) => string;
  figures?: (line: Line) => ReactNode;
  note?: ReactNode;
}) {
  const dates = useLoyaltyDates();
  return (
    <section className="loyalty-section" aria-labelledby={`${idPrefix}-history`}>
      <h2 id={`${idPrefix}-history`} className="loyalty-section__title">
        History
      </h2>
      {note}
      {groupByMonth(lines, dates.locale).map((group) => (
        <section key={group.key} aria-labelledby={`${idPrefix}-month-${group.key}`}>
          <h3 id={`${idPrefix}-month-${group.key}`} className="loyalty-month">
            {group.label}
          </h3>
          <ul className="loyalty-list">
            {group.entries.map((line) => {
              const amount = amountOf(line);
              const day = dates.day(line.created_at);
              return (
                <li key={String(line.id)} className="loyalty-row" data-direction={directionOf?.(line)} data-testid={lineTestId}>
                  <div className="loyalty-row__main">
                    <span className="loyalty-row__title">{line.reason || amount.spoken}</span>
                    {day ? (
                      <time className="loyalty-row__meta" dateTime={line.created_at}>
                        {day}
                      </time>
                    ) : null}
                    {line.order_id === null ? null : (
                      <Link href={orderPlacedPath(line.order_id)} className="loyalty-row__link">
                        View order {line.order_number || String(line.order_id)}
                      </Link>
                    )}
                  </div>
                  <div className="loyalty-row__figures">
                    <span className="loyalty-row__amount">
                      <span aria-hidden="true">{amount.shown}</span>
                      <span className="visually-hidden">{amount.spoken}</span>
                    </span>
                    {figures?.(line)}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
