import { useUnit } from 'effector-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { WalletAnswer, WalletCredit, WalletEntry } from '@/api/schemas/wallet.schema';
import { creditSourceLabel, entryDirection, expiryNoteOf, expiryText, signedAmount } from '@/models/wallet/wallet.lib';
import { $wallet, walletOpened, walletRetried } from '@/models/wallet/wallet.model';
import { Money, useMoneyFormat } from '@/shared/ui/Money';
import { LoyaltyHistory, LoyaltyScreenFrame, useLoyaltyDates } from './loyalty-sections';
import '@/shared/ui/product-card/skeleton.css';

export const walletTexts = {
  spendingOrder: 'When you pay from your wallet, the credit that expires soonest is used first.',
  noHistory: 'This store doesn’t show your wallet’s history, only its balance.',
  empty: 'There’s no money in your wallet yet.',
};

/**
 * /account/wallet (ADR 0028, 0030): the balance, the credits that still hold money with their expiry (a close one
 * stands out, in words), and the ledger by month with running balances; a debit links to its order. Read afresh
 * each time the screen opens: checkout, a scratch card or redeemed points change the wallet elsewhere.
 */
export default function WalletScreen() {
  const [state, opened, retry] = useUnit([$wallet, walletOpened, walletRetried]);
  const read = {
    status: state.status,
    data: 'wallet' in state ? state.wallet : null,
    message: state.status === 'failed' ? state.message : null,
  };
  return (
    <LoyaltyScreenFrame title="Wallet" testId="wallet-screen" loadingLabel="Loading your wallet…" read={read} onOpen={opened} onRetry={retry}>
      {(wallet) => <WalletContent wallet={wallet} />}
    </LoyaltyScreenFrame>
  );
}

function WalletContent({ wallet }: { wallet: WalletAnswer }) {
  const noLedger = wallet.ledger.length === 0;
  return (
    <>
      <p className="loyalty-balance" data-testid="wallet-balance">
        <span className="loyalty-balance__label">Balance</span>
        <Money amount={wallet.balance} className="loyalty-balance__figure" />
        <span className="loyalty-muted">{wallet.balance > 0 ? 'You can use it at checkout, for part or all of an order.' : 'Nothing to spend yet.'}</span>
      </p>
      {wallet.balance <= 0 && noLedger ? <EmptyWallet /> : null}
      {wallet.credits.length > 0 ? <Credits credits={wallet.credits} /> : null}
      {noLedger && wallet.balance > 0 ? (
        <section className="loyalty-section" aria-labelledby="wallet-history">
          <h2 id="wallet-history" className="loyalty-section__title">
            History
          </h2>
          <p className="loyalty-muted">{walletTexts.noHistory}</p>
        </section>
      ) : null}
      {noLedger ? null : <Ledger ledger={wallet.ledger} />}
    </>
  );
}

/** No money yet: the ways this store gives some. */
function EmptyWallet() {
  return (
    <div className="loyalty-empty" data-testid="wallet-empty">
      <p>
        <strong>{walletTexts.empty}</strong> Here is how to get some:
      </p>
      <ul className="loyalty-ways">
        <li>
          <Link href="/refer-a-friend">Refer a friend</Link>: you get wallet credit when their first order is paid.
        </li>
        <li>
          <Link href="/account/scratch-cards">Scratch your cards</Link>: each paid order earns one, and some hold wallet credit.
        </li>
        <li>
          <Link href="/account/rewards">Turn your points into credit</Link>: every paid order earns points.
        </li>
      </ul>
    </div>
  );
}

function Credits({ credits }: { credits: readonly WalletCredit[] }) {
  const dates = useLoyaltyDates();
  const [now] = useState(() => new Date());
  return (
    <section className="loyalty-section" aria-labelledby="wallet-credits">
      <h2 id="wallet-credits" className="loyalty-section__title">
        Your credits
      </h2>
      <p>{walletTexts.spendingOrder}</p>
      <ul className="loyalty-list">
        {credits.map((credit) => {
          const note = expiryNoteOf(credit.expires_at, now);
          const soon = note.kind === 'soon';
          return (
            <li key={String(credit.id)} className="loyalty-row" data-soon={soon ? '' : undefined} data-testid="wallet-credit">
              <div className="loyalty-row__main">
                <span className="loyalty-row__title">{creditSourceLabel[credit.source] ?? credit.reason}</span>
                {creditSourceLabel[credit.source] && credit.reason ? <span className="loyalty-row__meta">{credit.reason}</span> : null}
                <span className="loyalty-expiry" data-soon={soon ? '' : undefined}>
                  {credit.expires_at ? <time dateTime={credit.expires_at}>{expiryText(note, dates.day(credit.expires_at))}</time> : expiryText(note, null)}
                  {soon && dates.day(credit.expires_at) ? <span className="loyalty-muted"> ({dates.day(credit.expires_at)})</span> : null}
                </span>
              </div>
              <div className="loyalty-row__figures">
                <Money amount={credit.remaining} className="loyalty-row__amount" />
                {credit.remaining < credit.amount ? (
                  <span className="loyalty-row__meta">
                    left of <Money amount={credit.amount} />
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Ledger({ ledger }: { ledger: readonly WalletEntry[] }) {
  const format = useMoneyFormat();
  return (
    <LoyaltyHistory
      lines={ledger}
      idPrefix="wallet"
      lineTestId="wallet-entry"
      amountOf={(entry) => signedAmount(entry.kind, entry.amount, format)}
      directionOf={(entry) => entryDirection(entry.kind)}
      figures={(entry) => (
        <span className="loyalty-row__meta">
          Balance <Money amount={entry.balance_after} />
        </span>
      )}
    />
  );
}
