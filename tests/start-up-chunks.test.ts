// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { splitStartUps, START_UP_GROUP, startUpChunkGroup, staticallyReachableFromEntries, type ModuleGraph } from '../scripts/vite/start-up-chunks';

/**
 * main -> app -> react; main => Cart (lazy) -> react, cart-model; Cart => Drawer (lazy).
 * Reachable by static imports from the entry: main, app, react. Not: Cart, cart-model, Drawer.
 */
const modules: Record<string, { isEntry?: boolean; imports?: string[]; dynamic?: string[] }> = {
  main: { isEntry: true, imports: ['app'], dynamic: ['Cart'] },
  app: { imports: ['react'] },
  react: {},
  Cart: { imports: ['react', 'cart-model'], dynamic: ['Drawer'] },
  'cart-model': {},
  Drawer: {},
};

const graph: ModuleGraph = {
  getModuleInfo(id) {
    const module = modules[id];
    if (!module) return null;
    const importers = Object.keys(modules).filter((other) => modules[other]?.imports?.includes(id));
    const dynamicImporters = Object.keys(modules).filter((other) => modules[other]?.dynamic?.includes(id));
    return { isEntry: module.isEntry ?? false, importers, dynamicImporters, importedIds: module.imports ?? [] };
  },
};

describe('staticallyReachableFromEntries', () => {
  it('finds what the entry imports statically, from whichever module the walk starts at', () => {
    for (const start of Object.keys(modules)) {
      expect([...staticallyReachableFromEntries(graph, start)].sort()).toEqual(['app', 'main', 'react']);
    }
  });

  it('finds nothing when the module is unknown', () => {
    expect(staticallyReachableFromEntries(graph, 'nowhere').size).toBe(0);
  });
});

describe('startUpChunkGroup', () => {
  it('names the start-up modules and leaves lazy ones to automatic chunking', () => {
    const { name } = startUpChunkGroup();
    const names = Object.fromEntries(['Drawer', 'react', 'Cart', 'main', 'cart-model', 'app'].map((id) => [id, name(id, graph)]));
    expect(names).toEqual({ Drawer: null, react: START_UP_GROUP, Cart: null, main: START_UP_GROUP, 'cart-model': null, app: START_UP_GROUP });
  });
});

describe('splitStartUps', () => {
  const chunk = (fileName: string, isEntry: boolean, imports: string[] = []) => ({ type: 'chunk' as const, fileName, isEntry, imports });

  it('passes an entry that imports nothing, whatever the lazy chunks import', () => {
    expect(splitStartUps({ 'index.js': chunk('index.js', true), 'Cart.js': chunk('Cart.js', false, ['index.js']), 'index.css': { type: 'asset' } })).toEqual([]);
  });

  it('names an entry that needs other files before it runs', () => {
    expect(splitStartUps({ 'index.js': chunk('index.js', true, ['react.js', 'zod.js']), 'react.js': chunk('react.js', false) })).toEqual(['index.js imports react.js, zod.js']);
  });
});

describe('the storefront build', () => {
  /** The project's own production build, in memory; `codeSplitting` replaces the config's when given. */
  async function buildStorefront(codeSplitting?: boolean) {
    const output = (await build({
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      mode: 'production',
      logLevel: 'silent',
      build: { write: false, ...(codeSplitting === undefined ? {} : { rolldownOptions: { output: { codeSplitting } } }) },
    })) as Rollup.RollupOutput;
    return output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  }

  it('starts from one file: the entry imports nothing, and the first screen\'s blocks import from it', async () => {
    const chunks = await buildStorefront();
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.imports).toEqual([]);
    expect(entry?.moduleIds.some((id) => /node_modules[\\/]react-dom[\\/]/.test(id))).toBe(true);
    expect(entry?.moduleIds.some((id) => /node_modules[\\/]zod[\\/]/.test(id))).toBe(true);
    const topNav = chunks.find((chunk) => chunk.fileName.startsWith('assets/TopNav-'));
    expect(topNav?.imports).toContain(entry?.fileName);
  }, 60_000);

  it('without the group, rolldown splits the start-up, and the build fails saying so', async () => {
    await expect(buildStorefront(true)).rejects.toThrow(/start-up JavaScript is split into several files/);
  }, 60_000);
});
