import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import type { BankAnswer } from '../../domain/razorpay-bank';
import { handlers } from '../handlers';
import { bankPayPath } from '../handlers/razorpay.handlers';

/**
 * payment-callback-lost: the bank captures the payment and its payment.captured webhook marks the order paid, but
 * its answer tells the stand-in `callback: 'lost'`: the window closes and neither `handler` nor `ondismiss` runs, as
 * when the shopper's page never hears back. get-single-order says `paid`; the storefront must find that out.
 */
export function paymentCallbackLostHandlers(base: readonly RequestHandler[] = handlers): RequestHandler[] {
  return [
    http.post(`*${bankPayPath}`, async ({ request }) => {
      const response = await getResponse([...base], request);
      if (!response || !response.ok) return response;
      const answer = (await response.json()) as BankAnswer;
      return HttpResponse.json(answer.status === 'captured' ? { ...answer, callback: 'lost' } : answer);
    }),
  ];
}
