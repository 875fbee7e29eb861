import { getResponse, http, type RequestHandler } from 'msw';
import type { BankAttempt, BankResult } from '../../domain/razorpay-bank';
import { handlers } from '../handlers';
import { bankPayPath, bankResponse, readBankAttempt } from '../handlers/razorpay.handlers';
import { errorResponse } from '../http-errors';

/**
 * The simulated bank's pay call (`POST /sim-razorpay/pay`, the Razorpay stand-in's window), with `attempt` answering
 * in place of the bank when it returns a result; otherwise the bank as usual. Razorpay's side, so no client contract.
 */
export function bankOverride(attempt: (bankAttempt: BankAttempt) => Promise<BankResult | undefined>, base: readonly RequestHandler[] = handlers): RequestHandler {
  return http.post(`*${bankPayPath}`, async ({ request }) => {
    const read = await readBankAttempt(request.clone());
    if (!read.ok) return read.response;
    const result = await attempt(read.attempt);
    if (result) return bankResponse(result);
    return (await getResponse([...base], request)) ?? errorResponse(404, `Nothing answers POST ${bankPayPath}.`);
  });
}
