/**
 * Helpers for tests that talk to the simulated API through msw/node (or the Node simulator): they build
 * requests that follow the client contract, so a test only spells out what it is about.
 */

export const testOrigin = 'http://localhost';
export const testGuestId = '3b241101-e2bb-4255-8caf-4136c566a962';
export const otherGuestId = '9f4c7c1e-8d2a-4f7b-a3f6-2d9b1c0e5a77';

export interface ApiCallOptions {
  method?: string;
  body?: unknown;
  branchId?: string | number | null;
  guestId?: string | null;
  token?: string | null;
  /** Leave out the X-Requested-With header, as a client that forgot it would. */
  withoutAjaxHeader?: boolean;
  origin?: string;
  headers?: Record<string, string>;
}

export function apiRequest(path: string, options: ApiCallOptions = {}): Request {
  const url = new URL(path, options.origin ?? testOrigin);
  const branchId = options.branchId === undefined ? 1 : options.branchId;
  if (branchId !== null) url.searchParams.set('branch_id', String(branchId));
  const headers = new Headers(options.headers);
  if (!options.withoutAjaxHeader) headers.set('X-Requested-With', 'XMLHttpRequest');
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  const guestId = options.guestId === undefined && !options.token ? testGuestId : options.guestId;
  if (guestId) headers.set('guest-id', guestId);
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }
  return new Request(url, init);
}

/** Calls the simulated API and returns the status and the parsed JSON body. */
export async function callApi(path: string, options: ApiCallOptions = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(apiRequest(path, options));
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}
