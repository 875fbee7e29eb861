/** Between Node's http server and a Fetch handler: the request's headers as Fetch Headers, a Fetch Response written back. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compress } from './node-compression';

/** Hop-by-hop headers describe the Node connection, not the request; a Fetch Request must not carry them. */
const hopByHopHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

/** The Node request's end-to-end headers as Fetch Headers. */
export function fetchHeadersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || hopByHopHeaders.has(name)) continue;
    for (const entry of Array.isArray(value) ? value : [value]) headers.append(name, entry);
  }
  return headers;
}

/**
 * A Fetch Response written to Node's: its status, headers and cookies, its text body compressed for the client
 * (`Vary` then names Accept-Encoding beside what the response varies on). A network failure (`Response.error()`)
 * drops the connection, as a browser must see it.
 */
export async function writeFetchResponse(req: IncomingMessage, res: ServerResponse, response: Response, method: string): Promise<void> {
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  const raw = Buffer.from(await response.arrayBuffer());
  const encoded = compress(String(req.headers['accept-encoding'] ?? ''), raw, response.headers.get('content-type') ?? '');
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding' && name !== 'vary') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.setHeader('Vary', [response.headers.get('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (encoded.encoding) res.setHeader('Content-Encoding', encoded.encoding);
  res.setHeader('Content-Length', encoded.body.length);
  res.end(method === 'HEAD' ? undefined : encoded.body);
}
