import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '@/api/schemas/common.schema';

/** The API's error body: `{ message }`, which the client shows as a toast for 422s (spec section 8). */
export function errorResponse(status: number, message: string): Response {
  return HttpResponse.json({ message } satisfies ApiErrorBody, { status });
}
