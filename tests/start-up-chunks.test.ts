// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { bootProblems, reachableAtStartUp, RENDERER_GROUP, rendererPreloadTag, START_UP_GROUP, startUpChunkGroup, type ModuleGraph } from '../scripts/vite/start-up-chunks';

/**
 * index.html -> main; main => react-dom (a boot step) -> react; main => start (a boot step) -> app -> react;
 * app => Cart (lazy) -> react, cart-model; Cart => Drawer (lazy).
 * At start-up, with main as the boot module: index.html, main, react-dom, react, start, app. Not: Cart, cart-model, Drawer.
 */
const REACT_DOM = '/p/node_modules/react-dom/client.js';
const modules: Record<string, { isEntry?: boolean; imports?: string[]; dynamic?: string[] }> = {
  'index.html': { isEntry: true, imports: ['main'] },
  main: { dynamic: [REACT_DOM, 'start'] },
  [REACT_DOM]: { imports: ['react'] },
  start: { imports: ['app'] },
  app: { imports: ['react'], dynamic: ['Cart'] },
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
    return { isEntry: module.isEntry ?? false, importers, dynamicImporters, importedIds: module.imports ?? [], dynamicallyImportedIds: module.dynamic ?? [] };
  },
};

describe('reachableAtStartUp', () => {
  const atStartUp = ['app', 'index.html', 'main', 'react', REACT_DOM, 'start'].sort();

  it("finds what the entry imports statically and the boot module's steps, from whichever module the walk starts at", () => {
    for (const start of Object.keys(modules)) {
      expect([...reachableAtStartUp(graph, start, 'main')].sort()).toEqual(atStartUp);
    }
  });

  it("follows no other module's dynamic imports: lazy code stays lazy", () => {
    expect([...reachableAtStartUp(graph, 'main', 'app')].sort()).toEqual(['index.html', 'main']);
  });

  it('finds nothing when the module is unknown', () => {
    expect(reachableAtStartUp(graph, 'nowhere', 'main').size).toBe(0);
  });
});

describe('startUpChunkGroup', () => {
  it("names React's renderer and the rest of the start-up apart, and leaves lazy modules to automatic chunking", () => {
    const { name } = startUpChunkGroup('main');
    const names = Object.fromEntries(['Drawer', 'react', 'Cart', REACT_DOM, 'main', 'cart-model', 'app'].map((id) => [id, name(id, graph)]));
    expect(names).toEqual({ Drawer: null, react: START_UP_GROUP, Cart: null, [REACT_DOM]: RENDERER_GROUP, main: START_UP_GROUP, 'cart-model': null, app: START_UP_GROUP });
  });
});

describe('bootProblems and rendererPreloadTag', () => {
  const chunk = (fileName: string, name: string, isEntry: boolean, imports: string[] = [], moduleIds: string[] = []) => ({ type: 'chunk' as const, fileName, name, isEntry, imports, moduleIds });
  const good = {
    'assets/index.js': chunk('assets/index.js', 'index', true, [], ['main', 'start', 'app', 'react']),
    'assets/react-dom.js': chunk('assets/react-dom.js', RENDERER_GROUP, false, ['assets/index.js'], [REACT_DOM]),
    'assets/Cart.js': chunk('assets/Cart.js', 'Cart', false, ['assets/index.js'], ['Cart']),
    'assets/index.css': { type: 'asset' as const },
  };

  it('passes an entry that imports nothing beside a renderer chunk, and preloads that chunk under the base', () => {
    expect(bootProblems(good, [REACT_DOM, 'start'])).toEqual([]);
    expect(rendererPreloadTag(good, '/shop/')).toEqual([{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/shop/assets/react-dom.js' }, injectTo: 'head' }]);
  });

  it('names an entry that needs other files before it runs, and a missing renderer chunk', () => {
    const bad = { 'assets/index.js': chunk('assets/index.js', 'index', true, ['assets/react.js', 'assets/zod.js']), 'assets/react.js': chunk('assets/react.js', 'react', false) };
    expect(bootProblems(bad, [])).toEqual(['assets/index.js imports assets/react.js, assets/zod.js before it can run', "no chunk named react-dom: React's renderer is not in a file of its own"]);
    expect(rendererPreloadTag(bad, '/')).toEqual([]);
  });

  it('names a boot step that landed in a file of its own', () => {
    const split = {
      ...good,
      'assets/index.js': chunk('assets/index.js', 'index', true, [], ['main', 'react']),
      'assets/start.js': chunk('assets/start.js', 'start', false, ['assets/index.js'], ['start', 'app']),
    };
    expect(bootProblems(split, [REACT_DOM, 'start'])).toEqual(['the boot step start is in assets/start.js, a file of its own']);
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

  it("starts from two files: an entry that imports nothing, and React's renderer, which the entry imports when it boots", async () => {
    const chunks = await buildStorefront();
    const entry = chunks.find((chunk) => chunk.isEntry);
    const renderer = chunks.find((chunk) => chunk.name === RENDERER_GROUP);
    const holds = (chunk: Rollup.OutputChunk | undefined, pattern: RegExp) => chunk?.moduleIds.some((id) => pattern.test(id));
    expect(entry?.imports).toEqual([]);
    expect(entry?.dynamicImports).toContain(renderer?.fileName);
    expect(holds(renderer, /node_modules[\\/]react-dom[\\/]/)).toBe(true);
    expect(holds(entry, /node_modules[\\/]react-dom[\\/]/)).toBe(false);
    expect(holds(entry, /node_modules[\\/]react[\\/]/)).toBe(true);
    expect(holds(entry, /node_modules[\\/]zod[\\/]/)).toBe(true);
    expect(holds(entry, /src[\\/]app[\\/]App\.tsx$/)).toBe(true);
    // The first screen's blocks take what they share with the start-up from the entry, not from files of their own.
    const topNav = chunks.find((chunk) => chunk.fileName.startsWith('assets/TopNav-'));
    expect(topNav?.imports).toEqual([entry?.fileName]);
  }, 60_000);

  it('without the group, rolldown splits the start-up, and the build fails saying so', async () => {
    await expect(buildStorefront(true)).rejects.toThrow(/start-up JavaScript is not as scripts\/vite\/start-up-chunks.ts arranges it/);
  }, 60_000);
});
