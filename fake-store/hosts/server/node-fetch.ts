/** Between Node's http server and msw: the Node request as a Fetch Request (its answer: server/hosts/node-http.ts). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fetchHeadersOf } from '../../../server/hosts/node-http';

/** A refusal the server itself answers (a body too large, a path it cannot read), with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const maxBodyBytes = 1024 * 1024;
/**
 * An avatar upload may carry up to its limit (AVATAR_UPLOAD_MAX_BYTES, 1 MiB) plus its multipart framing; room above
 * that, so a picture over the limit gets the handler's 422 on `avatar` rather than this server's 413.
 */
const maxUploadBodyBytes = 2 * 1024 * 1024;
const bodyLimitFor = (url: URL) => (url.pathname === '/api/user/change-avatar' ? maxUploadBodyBytes : maxBodyBytes);

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) throw new HttpError(413, 'The request body is too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The Node request as a Fetch Request, which is what msw handlers take. */
export async function toFetchRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const headers = fetchHeadersOf(req);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req, bodyLimitFor(url)) : null;
  return new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : null });
}
