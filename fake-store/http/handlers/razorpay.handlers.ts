import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { payAtBank, type BankAttempt, type BankResult } from '../../domain/razorpay-bank';

/*
 * The simulated bank behind the Razorpay stand-in (fake-store/http/vendors/razorpay.ts, ADR 0025): not the store's API but
 * Razorpay's side, so no client contract. The stand-in posts the shopper's choice in the test-mode window here.
 */

export const bankAttemptSchema = z.object({
  key_id: z.string(),
  order_id: z.string().check(z.minLength(1)),
  choice: z.enum(['success', 'failure']),
});

/** Reads the stand-in's attempt; null (and the 400 to answer) when it is not one. */
export async function readBankAttempt(request: Request): Promise<{ ok: true; attempt: BankAttempt } | { ok: false; response: Response }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  const parsed = bankAttemptSchema.safeParse(body);
  if (parsed.success) return { ok: true, attempt: parsed.data };
  return {
    ok: false,
    response: HttpResponse.json(
      { error: { code: 'BAD_REQUEST_ERROR', description: 'Send { key_id, order_id, choice: "success" | "failure" }.', source: 'business', step: 'payment_initiation', reason: 'input_validation_failed' } },
      { status: 400 },
    ),
  };
}

/** The bank's result as HTTP: the answer (200), or Razorpay's `{ error }` with its status. */
export function bankResponse(result: BankResult): Response {
  return result.ok ? HttpResponse.json(result.answer, { headers: { 'Cache-Control': 'no-store' } }) : HttpResponse.json({ error: result.error }, { status: result.status });
}

/** The path the stand-in posts to. */
export const bankPayPath = '/sim-razorpay/pay';

export const razorpayHandlers = [
  http.post(`*${bankPayPath}`, async ({ request }) => {
    const read = await readBankAttempt(request);
    if (!read.ok) return read.response;
    return bankResponse(await payAtBank(read.attempt));
  }),
];
