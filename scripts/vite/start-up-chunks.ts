import type { Plugin } from 'vite';

/**
 * The shopper's start-up JavaScript as one file (ADR 0012).
 *
 * Left to itself, rolldown splits every module that the entry and some lazy chunk both import into a common chunk of
 * its own: react, effector, zod, the API client and two schemas came as seven files, five of them 1-11 KB. On a phone's
 * connection each small file costs a round trip and shares the bandwidth with the large entry file while it is in
 * flight; Lighthouse's simulation showed the entry finishing last. One group holding every module the entry reaches
 * by static imports lets rolldown's common-chunk merge fold them all into the entry chunk: the lazy chunks then import
 * from it. The bytes are the same (118.7 KB gzip); only the number of requests changes.
 */

/** What rolldown's chunking context tells about a module; the part this file reads. */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
  } | null;
}

/** Every module an entry reaches by static imports. The walk starts anywhere: it climbs to the entries first. */
export function staticallyReachableFromEntries(graph: ModuleGraph, anyModuleId: string): Set<string> {
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
    down.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

export const START_UP_GROUP = 'start-up';

/**
 * The `output.codeSplitting.groups` entry: names every statically reachable module `start-up`, leaves the rest to
 * automatic chunking. The graph is walked once per build (rolldown asks about modules one by one).
 */
export function startUpChunkGroup() {
  let reached: Set<string> | null = null;
  return {
    name: (moduleId: string, graph: ModuleGraph): string | null => {
      reached ??= staticallyReachableFromEntries(graph, moduleId);
      return reached.has(moduleId) ? START_UP_GROUP : null;
    },
  };
}

/** The part of an output chunk the check reads. */
interface EmittedChunk {
  type: 'chunk';
  isEntry: boolean;
  fileName: string;
  imports: readonly string[];
}

/** Entry chunks that load other files before they can run: each is a start-up split into several requests. */
export function splitStartUps(bundle: Record<string, EmittedChunk | { type: 'asset' }>): string[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' && output.isEntry && output.imports.length > 0 ? [`${output.fileName} imports ${output.imports.join(', ')}`] : [],
  );
}

/** Fails the build when the start-up is more than one file again, rather than letting it regress unseen. */
export function oneStartUpFile(): Plugin {
  return {
    name: 'storefront:one-start-up-file',
    apply: 'build',
    generateBundle(_options, bundle) {
      const split = splitStartUps(bundle as unknown as Record<string, EmittedChunk | { type: 'asset' }>);
      if (split.length > 0) {
        this.error(
          `The shopper's start-up JavaScript is split into several files (decisions/0012-home-performance-findings.md):\n  ${split.join('\n  ')}\n` +
            'Top-level await in a start-up module, or a group in build.rolldownOptions.output.codeSplitting, stops rolldown from merging them.',
        );
      }
    },
  };
}
