/**
 * A proxy in front of the test server that can stall chosen API calls the way a bad network or a broken server does:
 *
 *   const proxy = await startStallingProxy('http://127.0.0.1:4310');
 *   proxy.stall({ path: '/api/get-data', mode: 'no-answer' });       // the request is held: no status, no bytes
 *   proxy.stall({ path: '/api/place-order', mode: 'partial-body' });  // the server answers; the page gets the status,
 *                                                                     // the headers and `{"data":`, then nothing
 *   await expect.poll(() => proxy.stalledCount('/api/get-data')).toBe(1);
 *   proxy.clear();                                                    // what follows goes through untouched
 *
 * Everything else is passed through unchanged. Held connections are dropped when the rules are cleared or the proxy
 * closes, so a stalled test leaves nothing behind.
 */
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface StallRule {
  /** The path the call is made to, without its query (`/api/get-data`). */
  path: string;
  mode: 'no-answer' | 'partial-body';
}

export interface StallingProxy {
  /** The origin to open pages at, e.g. `http://127.0.0.1:40123`. */
  origin: string;
  stall(rule: StallRule): void;
  /** How many calls to `path` were stalled so far. */
  stalledCount(path: string): number;
  /** Drops every rule and every held connection. */
  clear(): void;
  close(): Promise<void>;
}

/** The first bytes of an answer the page gets before it stops: valid so far, never complete. */
const PARTIAL_BODY = '{"data":';

export async function startStallingProxy(target: string): Promise<StallingProxy> {
  const upstream = new URL(target);
  let rules: StallRule[] = [];
  const stalled = new Map<string, number>();
  const held = new Set<Socket>();

  const pass = (incoming: IncomingMessage, outgoing: ServerResponse, onAnswer: (answer: IncomingMessage) => void) => {
    const proxied = forward(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: upstream.host } },
      onAnswer,
    );
    proxied.on('error', () => outgoing.destroy());
    incoming.pipe(proxied);
  };

  const server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '/').split('?')[0] ?? '/';
    const rule = rules.find((candidate) => candidate.path === path);
    if (!rule) {
      pass(incoming, outgoing, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      return;
    }
    stalled.set(path, (stalled.get(path) ?? 0) + 1);
    held.add(incoming.socket);
    incoming.socket.once('close', () => held.delete(incoming.socket));
    if (rule.mode === 'no-answer') {
      incoming.resume();
      return;
    }
    // The server does its work (an order is made); the page hears only the start of its answer.
    pass(incoming, outgoing, (answer) => {
      answer.resume();
      // The first bytes go out as they are: no length to wait for, no compression to undo.
      const headers = { ...answer.headers };
      delete headers['content-length'];
      delete headers['content-encoding'];
      outgoing.writeHead(answer.statusCode ?? 200, headers);
      outgoing.write(PARTIAL_BODY);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const dropHeld = () => {
    for (const socket of held) socket.destroy();
    held.clear();
  };

  return {
    origin: `http://127.0.0.1:${port}`,
    stall: (rule) => {
      rules = [...rules, rule];
    },
    stalledCount: (path) => stalled.get(path) ?? 0,
    clear: () => {
      rules = [];
      stalled.clear();
      dropHeld();
    },
    close: () => {
      dropHeld();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
