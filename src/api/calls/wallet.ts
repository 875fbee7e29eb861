import { walletAnswerSchema } from '../schemas/wallet.schema';
import { defineCall } from './define';

/** The signed-in customer's wallet (ADR 0028): checkout offers its balance, the wallet screen shows its ledger. */
export const wallet = {
  get: defineCall({
    id: 'checkWallet',
    method: 'get',
    path: '/api/check-wallet',
    audience: 'customer',
    answer: { status: 200, schema: walletAnswerSchema },
  }),
};
