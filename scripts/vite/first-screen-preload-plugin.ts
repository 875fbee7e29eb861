import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { preloadFirstScreenBlocks, type BlockChunkMap, type BlockRegionName } from '../../src/boot/first-screen-preload';
import { isBootStepChunk } from './start-up-chunks';

/** A block's view module: blocks/<code>/<View>.tsx, the dynamic import its definition's `load` names. */
const blockViewModule = /[\\/]blocks[\\/]([a-z][a-z0-9_]*)[\\/][^\\/]+\.tsx$/;

/**
 * The region a block declares, read from its definition's source: the build config cannot import the
 * registry (it runs before Vite resolves the app's aliases). A test checks this against the registry.
 */
export function declaredRegion(definitionSource: string): BlockRegionName {
  const match = /\bregion:\s*['"](header|main|fixed)['"]/.exec(definitionSource);
  return (match?.[1] as BlockRegionName | undefined) ?? 'main';
}

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

function isChunk(output: OutputBundle[string]): output is OutputChunk {
  return output.type === 'chunk';
}

/** Every file a chunk statically imports, transitively. */
export function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk && isChunk(chunk)) for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/** The map of block codes to the scripts their first render needs beyond what start-up already loads. */
export function blockChunkMap(bundle: OutputBundle, blocksDir: string, base: string): BlockChunkMap {
  const chunks = Object.values(bundle).filter(isChunk);
  const startUp = new Set<string>();
  // The entry, and the boot's steps with what they import: index.html preloads those already (start-up-chunks.ts).
  for (const chunk of chunks.filter((chunk) => chunk.isEntry || isBootStepChunk(chunk.name))) staticClosure(bundle, chunk.fileName, startUp);
  const map: BlockChunkMap = {};
  for (const chunk of chunks) {
    const code = chunk.isDynamicEntry ? blockViewModule.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
    if (!code) continue;
    const files = [...staticClosure(bundle, chunk.fileName)].filter((file) => !startUp.has(file));
    const definition = path.join(blocksDir, code, `${code}.block.ts`);
    map[code] = {
      region: existsSync(definition) ? declaredRegion(readFileSync(definition, 'utf8')) : 'main',
      scripts: files.map((file) => `${base}${file}`),
    };
  }
  return map;
}

/**
 * Production builds: index.html preloads the first screen's block chunks as soon as the prefetched
 * get-data answers (src/boot/first-screen-preload.ts). Must come after the site data prefetch script.
 */
export function firstScreenPreload(options: { blocksDir: string; eagerCount: number }): Plugin {
  let base = '/';
  return {
    name: 'storefront:first-screen-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const map = blockChunkMap(context.bundle, options.blocksDir, base);
        // `<` is escaped so no file name could ever close the script element.
        const json = JSON.stringify(map).replace(/</g, '\\u003c');
        return [{ tag: 'script', children: `(${preloadFirstScreenBlocks.toString()})(window, ${json}, ${options.eagerCount});`, injectTo: 'head' }];
      },
    },
  };
}
