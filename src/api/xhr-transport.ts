/*
 * A fetch-shaped transport over XMLHttpRequest, for the one call that shows upload progress (ADR 0021). ky's own
 * `onUploadProgress` streams the body, and Chromium sends a streamed body over HTTP/2 or HTTP/3 only: over HTTP/1.1
 * (the simulator, many shops' hosting) the call fails with "Failed to fetch" before a byte is sent. XMLHttpRequest
 * reports upload progress over any protocol. It is handed to ky as its `fetch` option (`fetch` in a request's input), so the call
 * still goes through the one client: its headers, branch_id, time-out, typed errors and 401 handling.
 */

/** Bytes of the request body sent so far, of `total`. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** How the transport makes its request object: a seam, so tests can drive one by hand. */
type XhrFactory = () => XMLHttpRequest;

type Fetch = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

/** Statuses whose response cannot carry a body (the Response constructor refuses one). */
const bodilessStatuses = new Set([101, 204, 205, 304]);

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** What fetch rejects with when the signal ends the request: the signal's reason, an AbortError by default. */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The request was cancelled.', 'AbortError');
}

/**
 * A fetch that sends through XMLHttpRequest and reports the body's upload progress. It honours the request's method,
 * URL, headers, credentials and signal (a cancel or ky's time-out aborts the upload), and answers a Response as fetch
 * does: any HTTP status resolves, no answer at all rejects with fetch's TypeError.
 */
export function xhrTransport(onUploadProgress: (progress: UploadProgress) => void, createXhr: XhrFactory = () => new XMLHttpRequest()): Fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    const { signal } = request;
    if (signal.aborted) throw abortReason(signal);

    return new Promise<Response>((resolve, reject) => {
      const xhr = createXhr();
      const cancel = () => xhr.abort();
      signal.addEventListener('abort', cancel, { once: true });
      const settle = (finish: () => void) => {
        signal.removeEventListener('abort', cancel);
        finish();
      };

      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      xhr.responseType = 'blob';
      // Content-Type comes with the body's multipart boundary; the client's identity headers come with the rest.
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));

      const total = body?.size ?? 0;
      xhr.upload.addEventListener('progress', (event) => onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : total }));
      // Some browsers send no progress event for a small body: the end of the upload is reported all the same.
      xhr.upload.addEventListener('load', () => onUploadProgress({ loaded: total, total }));

      xhr.addEventListener('load', () =>
        settle(() => {
          const answer = bodilessStatuses.has(xhr.status) ? null : (xhr.response as Blob | null);
          resolve(new Response(answer, { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr) }));
        }),
      );
      xhr.addEventListener('error', () => settle(() => reject(new TypeError('Failed to fetch'))));
      xhr.addEventListener('abort', () => settle(() => reject(abortReason(signal))));
      xhr.send(body);
    });
  };
}
