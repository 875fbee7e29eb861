import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '@/api/schemas/common.schema';

/** The 422 a Laravel validator answers for a query that failed its rules: the message and every field at fault. */
export function queryRefusal(check: { message: string; errors: Record<string, string[]> }): Response {
  return HttpResponse.json({ message: check.message, errors: check.errors } satisfies ApiErrorBody, { status: 422 });
}
