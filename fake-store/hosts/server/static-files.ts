/**
 * The two builds the simulator serves as files: the storefront's (dist/, its pages through the page server) and
 * the merchant preview studio's (dist-studio/, under /__studio/).
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { encodeBody, immutableCache, revalidateCache } from './headers';
import { HttpError } from './node-fetch';
import type { ServePage } from './pages';

/** Where the studio is served; its build is made with `base: '/__studio/'` (studio/vite.config.ts). */
export const studioBasePath = '/__studio';

export const isStudioPath = (url: URL) => url.pathname === studioBasePath || url.pathname.startsWith(`${studioBasePath}/`);

export class MissingBuildError extends Error {
  constructor(distDir: string) {
    super(`No production build at ${path.join(distDir, 'index.html')}. Run \`npm run build\` first, then start the simulator again.`);
    this.name = 'MissingBuildError';
  }
}

/** The studio's build is missing: say how to make it rather than answer a bare 404. */
export const missingStudioBuildHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Storefront studio is not built</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>The studio is not built</h1>
<p>The simulator serves the merchant preview studio from <code>dist-studio/</code>, which does not exist yet.</p>
<p>Run <code>npm run build:studio</code>, then reload this page (<code>npm run simulator</code> builds it for you).</p>
</body></html>
`;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

function decodedPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    throw new HttpError(400, 'The path is not valid.');
  }
}

function isInside(dir: string, filePath: string): boolean {
  return filePath === dir || filePath.startsWith(dir + path.sep);
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/** A file of a build, compressed; `fingerprinted` files (under assets/) never change under their name. */
async function sendFile(req: IncomingMessage, res: ServerResponse, filePath: string, fingerprinted: boolean): Promise<void> {
  const contentType = contentTypes[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
  const body = encodeBody(req, res, await readFile(filePath), contentType, fingerprinted ? filePath : undefined);
  res.writeHead(200, {
    'Content-Type': contentType,
    'Content-Length': body.length,
    'Cache-Control': fingerprinted ? immutableCache : revalidateCache,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string): void {
  const body = encodeBody(req, res, Buffer.from(html), 'text/html');
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': revalidateCache });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendNotFound(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': revalidateCache });
  res.end(req.method === 'HEAD' ? undefined : 'Not found');
}

type ServeFiles = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

/** The storefront's build: its files, and the app shell for every other path (client-side routes). */
export function storefrontFiles(distDir: string, servePage: ServePage): ServeFiles {
  const indexPath = path.join(distDir, 'index.html');
  return async (req, res, url) => {
    const pathname = decodedPath(url);
    const filePath = path.join(distDir, pathname);
    if (isInside(distDir, filePath) && pathname !== '/' && (await isFile(filePath))) {
      if (path.extname(filePath).toLowerCase() === '.html') return servePage(req, res, url, filePath);
      return sendFile(req, res, filePath, pathname.startsWith('/assets/'));
    }
    // A missing fingerprinted file is a stale tab asking for an old chunk: the HTML fallback would only
    // turn that into a confusing MIME error, so it gets a plain 404.
    if (pathname.startsWith('/assets/')) return sendNotFound(req, res);
    // Client-side routes (/product/x, /cart, ...) all load the app shell.
    return servePage(req, res, url, indexPath);
  };
}

/**
 * The merchant preview studio's build under /__studio/ (built with that base, so its pages refer to
 * /__studio/assets/...). Its page is served as built: no badge, no vendor proxy, no cookies; it is not the storefront.
 */
export function studioFiles(studioDir: string): ServeFiles {
  const studioIndex = path.join(studioDir, 'index.html');
  return async (req, res, url) => {
    const pathname = decodedPath(url);
    if (!(await isFile(studioIndex))) return sendHtml(req, res, 503, missingStudioBuildHtml);
    const rest = pathname.slice(studioBasePath.length) || '/';
    const filePath = path.join(studioDir, rest);
    if (isInside(studioDir, filePath) && rest !== '/' && path.extname(filePath).toLowerCase() !== '.html' && (await isFile(filePath))) {
      return sendFile(req, res, filePath, rest.startsWith('/assets/'));
    }
    if (rest.startsWith('/assets/')) return sendNotFound(req, res);
    // /__studio, /__studio/ and anything else under it: the studio keeps its state in the query and hash.
    return sendHtml(req, res, 200, await readFile(studioIndex, 'utf8'));
  };
}
