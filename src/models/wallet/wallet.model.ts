import { createEvent, createStore, sample } from 'effector';
import { shopperMessage } from '@/api/api-error';
import { wallet } from '@/api/calls/wallet';
import { request } from '@/api/client';
import type { WalletAnswer } from '@/api/schemas/wallet.schema';
import { createRequestFx } from '@/models/request/request.model';
import { loggedOut, sessionStarted } from '@/models/session/session.model';

/*
 * The wallet screen's data (ADR 0028, 0030): check-wallet's balance, credits and ledger. Read afresh each time the
 * screen opens, since checkout, a scratch card or redeemed points change it elsewhere. Loaded only with the screen.
 */

type WalletState =
  | { status: 'idle' }
  | { status: 'loading'; wallet: WalletAnswer | null }
  | { status: 'ready'; wallet: WalletAnswer }
  | { status: 'failed'; message: string; wallet: WalletAnswer | null };

export const WALLET_LOAD_ERROR = 'We couldn’t load your wallet.';

/** The wallet screen opened: read the wallet as the server has it now. */
export const walletOpened = createEvent();
/** Retry after a failed read. */
export const walletRetried = createEvent();

export const fetchWalletFx = createRequestFx((context, _: void) => request(context, wallet.get));

export const $wallet = createStore<WalletState>({ status: 'idle' });

const shown = (state: WalletState): WalletAnswer | null => ('wallet' in state ? state.wallet : null);

// When the screen opens or Retry is pressed, read the wallet, unless a read is already on its way.
sample({ clock: [walletOpened, walletRetried], source: $wallet, filter: (state) => state.status !== 'loading', fn: () => undefined, target: fetchWalletFx });

// While it loads, what was shown stays (coming back to the screen does not blank it).
$wallet.on(fetchWalletFx, (state) => ({ status: 'loading', wallet: shown(state) }));
$wallet.on(fetchWalletFx.doneData, (_, wallet) => ({ status: 'ready', wallet }));
$wallet.on(fetchWalletFx.failData, (state, error) => ({ status: 'failed', message: shopperMessage(error, WALLET_LOAD_ERROR), wallet: shown(state) }));

// When the session changes hands, the wallet was someone else's.
$wallet.reset(loggedOut, sessionStarted);
