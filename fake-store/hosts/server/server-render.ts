/**
 * The storefront's server render (ADR 0044) inside the simulator: the built server bundle's handler, calling the
 * simulator's own API, for pages a shopper opens on the seeded store. A page under a scenario, a studio draft or a
 * plugin switch keeps the client shell: those choices live in the browser's cookies, which the server's calls never
 * carry (nothing personal reaches a server render).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { createHandler as CreateHandler } from '../../../server/handler';
import type { readBuildFiles as ReadBuildFiles } from '../../../server/hosts/node';

export interface ServerRender {
  /** The handler's answer to a page (or a discovery file) of the store. */
  answer(request: Request): Promise<Response>;
  /** The same with the page's head alone: its body drawn by the browser, as from the static build. */
  answerHead(request: Request): Promise<Response>;
  /** Whether the server answers this path itself, before a build file of the same name (robots.txt). */
  owns(pathname: string): boolean;
}

interface ServerBundle {
  createHandler: typeof CreateHandler;
  isDiscoveryPath(pathname: string): boolean;
  readBuildFiles: typeof ReadBuildFiles;
}

/** The render over `dist-server/node.js` (`npm run build`), or null when there is no server build: the client shell then. */
export async function loadServerRender(serverDir: string, distDir: string, template: string, apiOrigin: string): Promise<ServerRender | null> {
  const bundle = path.join(serverDir, 'node.js');
  if (!existsSync(bundle)) {
    console.warn(`[simulator] no server build at ${bundle}: pages are the client shell (npm run build makes it).`);
    return null;
  }
  const { createHandler, isDiscoveryPath, readBuildFiles } = (await import(pathToFileURL(bundle).href)) as ServerBundle;
  const options = { template, apiOrigin: apiOrigin.replace(/\/$/, ''), ...readBuildFiles(distDir) };
  return { answer: createHandler(options), answerHead: createHandler({ ...options, renderBodies: false }), owns: isDiscoveryPath };
}
