import { http } from 'msw';
import { withClientContract } from '../client-contract';
import { errorResponse } from '../http-errors';
import { anyApiCall } from '../paths';

/**
 * Any other /api call gets a JSON 404 naming it. Without this, the browser worker would let the call
 * through to the dev server, whose HTML answer would surface as a confusing JSON parse error.
 */
export const fallbackHandlers = [
  http.all(
    anyApiCall,
    withClientContract(({ request }) =>
      errorResponse(404, `The simulator does not answer ${request.method} ${new URL(request.url).pathname} yet.`),
    ),
  ),
];
