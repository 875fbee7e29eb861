import { http, HttpResponse, type RequestHandler } from 'msw';
import { anyApiCall } from '../paths';

/**
 * offline: the shopper's connection is gone. Every /api call, every image, every vendor script and the
 * connectivity check fail as a dropped connection does (a network error, never an HTTP status), so the
 * storefront's own offline detection (src/models/connectivity) is what puts up the offline screen. The
 * app's own files still load: the page was open when the connection went.
 */
export const offlinePaths = [anyApiCall, '*/sim-images/*', '*/sim-avatars/*', '*/sim-vendor/*', '*/sim-razorpay/*', '*/connectivity-check.txt'] as const;

export function offlineHandlers(): RequestHandler[] {
  return offlinePaths.map((path) => http.all(path, () => HttpResponse.error()));
}
