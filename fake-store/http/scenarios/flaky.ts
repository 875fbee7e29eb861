import { http, type RequestHandler } from 'msw';
import { errorResponse } from '../http-errors';
import { anyApiCall } from '../paths';

export const flakyFailureRate = 1 / 3;
export const flakyMessage = 'The store is temporarily unavailable. Please try again.';

export function flakyHandlers(random: () => number): RequestHandler[] {
  return [
    http.all(anyApiCall, () => (random() < flakyFailureRate ? errorResponse(503, flakyMessage) : undefined)),
  ];
}
