import type { Plugin } from 'vite';

/**
 * The shopper's start-up JavaScript as two files, loaded in parallel and run in separate tasks (ADR 0012).
 *
 * Left to itself, rolldown splits every module that the entry and some lazy chunk both import into a common chunk of
 * its own: react, effector, zod, the API client and two schemas came as seven files, five of them 1-11 KB. On a phone's
 * connection each small file costs a round trip and shares the bandwidth with the large entry file while it is in
 * flight. And all of it was evaluated in one task, which with the first render was the longest of the start-up
 * (165-175 ms unthrottled on the bench machine, four times that on Lighthouse's simulated phone).
 *
 * So every module the boot needs is named by one group function:
 * - `react-dom`: React's renderer (react-dom and its scheduler, ~65 KB gzip), which src/main.tsx imports dynamically.
 *   index.html preloads it (`bootChunks`), so it downloads beside the entry and runs in a task of its own.
 * - `start-up`: everything else the entry reaches, by static imports or by the boot's own dynamic imports. rolldown
 *   merges this group into the entry chunk; the lazy chunks import from it.
 */

/** What rolldown's chunking context tells about a module; the part this file reads. */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/**
 * Every module an entry reaches by static imports, and by the dynamic imports of `bootModuleId` (the boot's steps).
 * The walk starts anywhere: it climbs to the entries first.
 */
export function reachableAtStartUp(graph: ModuleGraph, anyModuleId: string, bootModuleId: string): Set<string> {
  const climbed = new Set<string>();
  const entries: string[] = [];
  const up = [anyModuleId];
  for (let id = up.pop(); id !== undefined; id = up.pop()) {
    if (climbed.has(id)) continue;
    climbed.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    if (info.isEntry) entries.push(id);
    up.push(...info.importers, ...info.dynamicImporters);
  }
  const reached = new Set<string>();
  const down = [...entries];
  for (let id = down.pop(); id !== undefined; id = down.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    down.push(...(info?.importedIds ?? []));
    if (id === bootModuleId) down.push(...(info?.dynamicallyImportedIds ?? []));
  }
  return reached;
}

export const START_UP_GROUP = 'start-up';
export const RENDERER_GROUP = 'react-dom';
const rendererModule = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

/**
 * The `output.codeSplitting.groups` entry: names the boot's modules as above and leaves the rest to automatic
 * chunking. The graph is walked once per build (rolldown asks about modules one by one).
 */
export function startUpChunkGroup(bootModuleId: string) {
  let reached: Set<string> | null = null;
  return {
    debugName: 'start-up',
    // react-dom needs react, which the app's own modules use too: react stays with them, in the entry.
    includeDependenciesRecursively: false,
    name: (moduleId: string, graph: ModuleGraph): string | null => {
      reached ??= reachableAtStartUp(graph, moduleId, bootModuleId);
      if (!reached.has(moduleId)) return null;
      return rendererModule.test(moduleId) ? RENDERER_GROUP : START_UP_GROUP;
    },
  };
}

/** The part of an output chunk these checks read. */
interface EmittedChunk {
  type: 'chunk';
  name: string;
  isEntry: boolean;
  fileName: string;
  imports: readonly string[];
  moduleIds: readonly string[];
}
type Emitted = Record<string, EmittedChunk | { type: 'asset' }>;

/**
 * What is wrong with the boot's files: an entry that loads other files first, a renderer not in a file of its own,
 * or a boot step (a module the boot imports dynamically) in any other file, which would cost a request of its own.
 */
export function bootProblems(bundle: Emitted, bootStepIds: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output): output is EmittedChunk => output.type === 'chunk');
  const problems = chunks.flatMap((chunk) => (chunk.isEntry && chunk.imports.length > 0 ? [`${chunk.fileName} imports ${chunk.imports.join(', ')} before it can run`] : []));
  const renderer = chunks.find((chunk) => !chunk.isEntry && chunk.name === RENDERER_GROUP);
  if (!renderer) problems.push(`no chunk named ${RENDERER_GROUP}: React's renderer is not in a file of its own`);
  for (const id of bootStepIds) {
    const home = chunks.find((chunk) => chunk.moduleIds.includes(id));
    if (home && !home.isEntry && home !== renderer) problems.push(`the boot step ${id} is in ${home.fileName}, a file of its own`);
  }
  return problems;
}

/** The `<link rel="modulepreload">` for the renderer's chunk, so it downloads beside the entry. */
export function rendererPreloadTag(bundle: Emitted, base: string) {
  const renderer = Object.values(bundle).find((output): output is EmittedChunk => output.type === 'chunk' && !output.isEntry && output.name === RENDERER_GROUP);
  return renderer ? [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${renderer.fileName}` }, injectTo: 'head' as const }] : [];
}

/**
 * Preloads the renderer from index.html, and fails the build when the boot's files are not as above (a top-level
 * await in a start-up module stops rolldown from merging, for one), rather than letting it regress unseen.
 */
export function bootChunks(bootModuleId: string): Plugin {
  let base = '/';
  return {
    name: 'storefront:boot-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => (context.bundle ? rendererPreloadTag(context.bundle as unknown as Emitted, base) : []),
    },
    generateBundle(_options, bundle) {
      const problems = bootProblems(bundle as unknown as Emitted, this.getModuleInfo(bootModuleId)?.dynamicallyImportedIds ?? []);
      if (problems.length > 0) {
        this.error(`The shopper's start-up JavaScript is not as scripts/vite/start-up-chunks.ts arranges it (ADR 0012):\n  ${problems.join('\n  ')}`);
      }
    },
  };
}
