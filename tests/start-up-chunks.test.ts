import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { bootPreloadTags, bootProblems, bootStages, isBootStepChunk, RENDERER_GROUP, SHELL_GROUP, START_UP_GROUP, startUpChunkGroup, type ModuleGraph } from '../scripts/vite/start-up-chunks';

/**
 * index.html -> main; main => react-dom, models, start (the boot's steps, in that order);
 * react-dom -> react; models -> cart-model -> schema; start -> app -> react, cart-model, ui;
 * app => Cart (lazy) -> react, cart-model; Cart => Drawer (lazy).
 */
const REACT_DOM = '/p/node_modules/react-dom/client.js';
const MODELS = '/p/src/boot/models.ts';
const START = '/p/src/boot/start.tsx';
const modules: Record<string, { isEntry?: boolean; imports?: string[]; dynamic?: string[] }> = {
  'index.html': { isEntry: true, imports: ['main'] },
  main: { dynamic: [REACT_DOM, MODELS, START] },
  [REACT_DOM]: { imports: ['react'] },
  [MODELS]: { imports: ['cart-model'] },
  'cart-model': { imports: ['schema'] },
  schema: {},
  [START]: { imports: ['app'] },
  app: { imports: ['react', 'cart-model', 'ui'], dynamic: ['Cart'] },
  ui: {},
  react: {},
  Cart: { imports: ['react', 'cart-model'], dynamic: ['Drawer'] },
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

describe('bootStages', () => {
  const expected = {
    'index.html': START_UP_GROUP,
    main: START_UP_GROUP,
    [REACT_DOM]: RENDERER_GROUP,
    react: RENDERER_GROUP,
    [MODELS]: 'boot-models',
    'cart-model': 'boot-models',
    schema: 'boot-models',
    // cart-model ran in the step before: the last step holds only what it adds.
    [START]: 'boot-start',
    app: 'boot-start',
    ui: 'boot-start',
  };

  it('gives the entry its static imports and each boot step what it adds to the steps before it, from wherever the walk starts', () => {
    for (const start of Object.keys(modules)) {
      expect(Object.fromEntries(bootStages(graph, start, 'main'))).toEqual(expected);
    }
  });

  it("follows no other module's dynamic imports: lazy code stays lazy", () => {
    expect(Object.fromEntries(bootStages(graph, 'main', 'app'))).toEqual({ 'index.html': START_UP_GROUP, main: START_UP_GROUP });
  });

  it('finds nothing when the module is unknown', () => {
    expect(bootStages(graph, 'nowhere', 'main').size).toBe(0);
  });
});

describe('startUpChunkGroup', () => {
  it('names the boot stages and leaves lazy modules to automatic chunking', () => {
    const { name } = startUpChunkGroup('main');
    expect(['Drawer', 'Cart', 'react', MODELS, 'app', 'main'].map((id) => name(id, graph))).toEqual([null, null, RENDERER_GROUP, 'boot-models', 'boot-start', START_UP_GROUP]);
  });

  it('tells which chunk names are boot steps', () => {
    expect(['react-dom', 'boot-start-app', 'index', 'Cart', 'start-up'].map(isBootStepChunk)).toEqual([true, true, false, false, false]);
  });
});

describe('bootProblems and bootPreloadTags', () => {
  const chunk = (fileName: string, name: string, isEntry: boolean, imports: string[] = [], moduleIds: string[] = []) => ({ type: 'chunk' as const, fileName, name, isEntry, imports, moduleIds });
  const good = {
    'assets/index.js': chunk('assets/index.js', 'index', true, [], ['main']),
    'assets/react-dom.js': chunk('assets/react-dom.js', RENDERER_GROUP, false, ['assets/index.js'], [REACT_DOM, 'react']),
    'assets/boot-models.js': chunk('assets/boot-models.js', 'boot-models', false, ['assets/index.js'], [MODELS, 'cart-model', 'schema']),
    'assets/boot-start.js': chunk('assets/boot-start.js', 'boot-start', false, ['assets/index.js', 'assets/react-dom.js', 'assets/boot-models.js'], [START, 'app', 'ui']),
    'assets/Cart.js': chunk('assets/Cart.js', 'Cart', false, ['assets/react-dom.js', 'assets/boot-models.js'], ['Cart']),
    'assets/index.css': { type: 'asset' as const },
  };
  const steps = [REACT_DOM, MODELS, START];

  it("passes an entry that imports nothing and one file per step, and preloads every step's file under the base", () => {
    expect(bootProblems(good, steps)).toEqual([]);
    expect(bootPreloadTags(good, '/shop/').map((tag) => tag.attrs.href)).toEqual(['/shop/assets/react-dom.js', '/shop/assets/boot-models.js', '/shop/assets/boot-start.js']);
    expect(bootPreloadTags(good, '/')[0]).toEqual({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/react-dom.js' }, injectTo: 'head' });
  });

  it('names an entry that needs other files before it runs, and a missing renderer chunk', () => {
    const bad = { 'assets/index.js': chunk('assets/index.js', 'index', true, ['assets/react.js', 'assets/zod.js']), 'assets/react.js': chunk('assets/react.js', 'react', false) };
    expect(bootProblems(bad, [])).toEqual(['assets/index.js imports assets/react.js, assets/zod.js before it can run', "no chunk named react-dom: React's renderer is not in a file of its own"]);
    expect(bootPreloadTags(bad, '/')).toEqual([]);
  });

  it('names a step merged into the entry, two steps in one file, and a step whose file imports a later step', () => {
    const merged = { ...good, 'assets/index.js': chunk('assets/index.js', 'index', true, [], ['main', START, 'app']) };
    expect(bootProblems(merged, [REACT_DOM, START])).toEqual([`the boot step ${START} is in the entry assets/index.js: it would run with the entry`]);
    const shared = { ...good, 'assets/boot-models.js': chunk('assets/boot-models.js', 'boot-models', false, ['assets/index.js'], [MODELS, 'cart-model', START, 'app']) };
    expect(bootProblems(shared, steps)).toEqual([`the boot steps ${MODELS} and ${START} share assets/boot-models.js: they would run in one task`]);
    const early = { ...good, 'assets/boot-models.js': chunk('assets/boot-models.js', 'boot-models', false, ['assets/index.js', 'assets/boot-start.js'], [MODELS]) };
    expect(bootProblems(early, steps)).toEqual([`assets/boot-models.js (boot step ${MODELS}) imports assets/boot-start.js (the later step ${START}): that step would run early`]);
    const scattered = { ...good, 'assets/zod.js': chunk('assets/zod.js', 'zod', false), 'assets/boot-models.js': chunk('assets/boot-models.js', 'boot-models', false, ['assets/index.js', 'assets/zod.js'], [MODELS]) };
    expect(bootProblems(scattered, steps)).toEqual([`assets/boot-models.js (boot step ${MODELS}) imports assets/zod.js, a file of its own: the start-up is split into more files`]);
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

  it("starts from a tiny entry that imports nothing and one file per boot step: React's renderer, the app's state, its UI", async () => {
    const chunks = await buildStorefront();
    const entry = chunks.find((chunk) => chunk.isEntry);
    const named = (name: string) => chunks.find((chunk) => chunk.name === name);
    const [renderer, state, ui] = [named(RENDERER_GROUP), named('boot-start-models'), named('boot-start-app')];
    const holds = (chunk: Rollup.OutputChunk | undefined, pattern: RegExp) => chunk?.moduleIds.some((id) => pattern.test(id));
    expect(entry?.imports).toEqual([]);
    expect(entry?.dynamicImports).toEqual(expect.arrayContaining([renderer?.fileName, state?.fileName, ui?.fileName]));
    expect(holds(entry, /node_modules[\\/](react|react-dom|effector|zod)[\\/]/)).toBe(false);
    expect(holds(renderer, /node_modules[\\/]react-dom[\\/]/)).toBe(true);
    expect(holds(renderer, /node_modules[\\/]react[\\/]/)).toBe(true);
    expect(holds(state, /node_modules[\\/]effector[\\/]/)).toBe(true);
    expect(holds(state, /src[\\/]models[\\/]cart[\\/]cart\.model\.ts$/)).toBe(true);
    expect(holds(state, /src[\\/]app[\\/]/)).toBe(false);
    expect(holds(ui, /src[\\/]app[\\/]App\.tsx$/)).toBe(true);
    // Each step's file imports only what ran before it (and rolldown's runtime helpers).
    const runtime = chunks.find((chunk) => chunk.name === 'rolldown-runtime');
    expect(renderer?.imports.every((file) => [entry?.fileName, runtime?.fileName].includes(file))).toBe(true);
    expect(state?.imports.every((file) => [entry?.fileName, runtime?.fileName, renderer?.fileName].includes(file))).toBe(true);
    // The first screen's blocks take what they share with the start-up from the boot's files, not from files of their own.
    const topNav = chunks.find((chunk) => chunk.fileName.startsWith('assets/TopNav-'));
    const bootFiles = [entry, runtime, renderer, state, ui].map((chunk) => chunk?.fileName);
    expect(topNav?.imports.every((file) => bootFiles.includes(file))).toBe(true);
    // The shell's lazy parts and the table of screens in one file, not the boot's: none of them is in the first download.
    const shell = named(SHELL_GROUP);
    for (const part of [/shell[\\/]Footer\.tsx$/, /shell[\\/]ScrollMemory\.tsx$/, /shell[\\/]HeadTags\.tsx$/, /plugins[\\/]SiteWidePlugins\.tsx$/, /app[\\/]screen-modules\.ts$/]) {
      expect(holds(shell, part)).toBe(true);
      expect(chunks.filter((chunk) => holds(chunk, part))).toHaveLength(1);
    }
    expect(bootFiles).not.toContain(shell?.fileName);
    expect(holds(shell, /src[\\/]screens[\\/]cart[\\/]/)).toBe(false);
    // A screen brings with it only what it uses: the search screen no address form, checkout no one-time code field
    // (loaded when the shopper asks to sign in with a code).
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const brought = (screen: RegExp) => {
      const files = new Set<string>();
      const down = chunks.filter((chunk) => chunk.facadeModuleId !== null && screen.test(chunk.facadeModuleId)).map((chunk) => chunk.fileName);
      for (let file = down.pop(); file !== undefined; file = down.pop()) {
        if (files.has(file)) continue;
        files.add(file);
        down.push(...(byFile.get(file)?.imports ?? []));
      }
      return [...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []);
    };
    const search = brought(/SearchScreen\.tsx$/);
    expect(search.some((id) => /address-form[\\/]AddressForm\.tsx$/.test(id))).toBe(false);
    expect(search.some((id) => /combobox[\\/]ComboboxInput\.tsx$/.test(id))).toBe(true);
    const checkout = brought(/CheckoutScreen\.tsx$/);
    expect(checkout.some((id) => /node_modules[\\/]input-otp[\\/]/.test(id))).toBe(false);
    expect(checkout.some((id) => /form[\\/]choice-fields\.tsx$/.test(id))).toBe(true);
  }, 60_000);

  it('without the group, rolldown splits the start-up, and the build fails saying so', async () => {
    await expect(buildStorefront(true)).rejects.toThrow(/start-up JavaScript is not as scripts\/vite\/start-up-chunks.ts arranges it/);
  }, 60_000);
});
