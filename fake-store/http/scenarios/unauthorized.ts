import { http, type RequestHandler } from 'msw';
import { unauthenticatedMessage } from '../client-contract';
import { errorResponse } from '../http-errors';
import { anyApiCall } from '../paths';

export function unauthorizedHandlers(): RequestHandler[] {
  return [http.all(anyApiCall, () => errorResponse(401, unauthenticatedMessage))];
}
