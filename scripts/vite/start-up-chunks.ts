import type { Plugin } from 'vite';

/**
 * The shopper's start-up JavaScript: a small entry and one file per boot step, all downloaded in parallel and each
 * evaluated in a task of its own (ADR 0012).
 *
 * Left to itself, rolldown splits every module that the entry and some lazy chunk both import into a common chunk of
 * its own: react, effector, zod, the API client and two schemas came as seven files, five of them 1-11 KB, each a
 * round trip of its own on a phone. Merged into the entry instead, every start-up module was evaluated in the entry's
 * one task, whatever the boot awaited in between: 60-110 ms unthrottled on the bench machine, four times that on
 * Lighthouse's simulated phone, all of it blocking.
 *
 * So the modules the boot needs are grouped by when the boot runs them. `src/main.tsx` (the boot module) imports its
 * steps dynamically, one per task:
 * - the entry: what index.html loads statically (the boot itself), rolldown's runtime;
 * - `react-dom`: the first step, React with its renderer and scheduler (~65 KB gzip);
 * - `boot-<step>` for each further step: what that step's static imports add to the steps before it (the app's state
 *   in `boot-start-models`, its UI in `boot-start-app`).
 * A step's file imports only the entry and earlier steps' files, which have run already: importing it runs its own
 * modules, and only those. index.html preloads every step's file (`bootChunks`), so none waits for another.
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

/** Every module reached from `from` by static imports. */
function staticClosure(graph: ModuleGraph, from: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const down = [...from];
  for (let id = down.pop(); id !== undefined; id = down.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    down.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** The entries of the graph `anyModuleId` belongs to: the walk climbs to them from wherever it starts. */
function entriesOf(graph: ModuleGraph, anyModuleId: string): string[] {
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
  return entries;
}

export const START_UP_GROUP = 'start-up';
export const RENDERER_GROUP = 'react-dom';
/** The group names of the boot's later steps begin with this. */
export const BOOT_STEP_PREFIX = 'boot-';
const rendererModule = /[\\/]node_modules[\\/]react-dom[\\/]/;

/** rolldown's own helpers (interop with CommonJS, namespaces): a file of their own when several chunks need them. */
const ROLLDOWN_RUNTIME = 'rolldown-runtime';

/** Whether a chunk of this name is one of the boot's steps (and so preloaded, and compiled eagerly). */
export const isBootStepChunk = (name: string) => name === RENDERER_GROUP || name.startsWith(BOOT_STEP_PREFIX);

/** `src/boot/start-app.tsx` -> `boot-start-app`. */
const stepGroupName = (moduleId: string) => `${BOOT_STEP_PREFIX}${(moduleId.split(/[\\/]/).pop() ?? moduleId).replace(/\.[^.]*$/, '')}`;

/**
 * The group of every module the start-up needs, as above: the entries' static closure, then each of the boot module's
 * dynamic imports in the order the boot takes them, each with what its static closure adds. Modules not in the map are
 * lazy. The walk starts anywhere: it climbs to the entries first.
 */
export function bootStages(graph: ModuleGraph, anyModuleId: string, bootModuleId: string): Map<string, string> {
  const groups = new Map<string, string>();
  const entries = entriesOf(graph, anyModuleId);
  const entryModules = staticClosure(graph, entries);
  for (const id of entryModules) groups.set(id, START_UP_GROUP);
  // Only a boot module the entries reach has steps; any other module's dynamic imports are lazy code.
  const steps = entryModules.has(bootModuleId) ? (graph.getModuleInfo(bootModuleId)?.dynamicallyImportedIds ?? []) : [];
  for (const step of steps) {
    const added = [...staticClosure(graph, [step])].filter((id) => !groups.has(id));
    const name = added.some((id) => rendererModule.test(id)) ? RENDERER_GROUP : stepGroupName(step);
    for (const id of added) groups.set(id, name);
  }
  return groups;
}

/**
 * The `output.codeSplitting.groups` entry: names the boot's modules as above and leaves the rest to automatic
 * chunking. The graph is walked once per build (rolldown asks about modules one by one).
 */
export function startUpChunkGroup(bootModuleId: string) {
  let stages: Map<string, string> | null = null;
  return {
    debugName: 'start-up',
    // Each module's group is named above; a group pulling in its dependencies would undo the steps.
    includeDependenciesRecursively: false,
    name: (moduleId: string, graph: ModuleGraph): string | null => {
      stages ??= bootStages(graph, moduleId, bootModuleId);
      return stages.get(moduleId) ?? null;
    },
  };
}

/**
 * Where the screens are reached from: the child routes (ChildRoute.tsx and the route table under it), and the hydration
 * of a server's page (which loads the page's screen). Screens load only on their routes, never on the home page.
 */
const routeTable = /[\\/]src[\\/](app[\\/]shell[\\/]ChildRoute|boot[\\/]hydrate-app)\.tsx$/;

/**
 * What the home page may load: every module reached from the entries by static and dynamic imports without passing
 * through the route table (blocks, plugins, the footer, the options panel, the branch picker, the overlay).
 */
function homeSideModules(graph: ModuleGraph, anyModuleId: string): Set<string> {
  return modulesReached(graph, anyModuleId, (id) => routeTable.test(id));
}

/** Every module reached from the entries by static and dynamic imports, without passing through a module `stop` names. */
function modulesReached(graph: ModuleGraph, anyModuleId: string, stop: (moduleId: string) => boolean): Set<string> {
  const reached = new Set<string>();
  const down = entriesOf(graph, anyModuleId);
  for (let id = down.pop(); id !== undefined; id = down.pop()) {
    if (reached.has(id) || stop(id)) continue;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    down.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
  }
  return reached;
}

/**
 * A shared group's name function that takes either the modules the home page may load (`homeSide: true`) or the
 * others, leaving the rest to the next group. Code the home page needs is so never merged with code only screens use:
 * merged, the home page's banner slider brought the product page's options form and star ratings, and the product
 * blocks and the footer the breadcrumbs' and ratings' stylesheet, which they then waited for (the first stylesheet
 * holds every block's styles: blocks/block-styles.ts). One per build: the graph is walked once.
 */
function sharedGroupName(homeSide: boolean): (moduleId: string, graph: ModuleGraph) => string | null {
  let modules: Set<string> | null = null;
  return (moduleId, graph) => {
    modules ??= homeSideModules(graph, moduleId);
    return modules.has(moduleId) === homeSide ? SHARED_GROUP : null;
  };
}

/** The name the shared groups' chunks start with (`shared~ProductScreen~...`). */
const SHARED_GROUP = 'shared';

/**
 * The lazy code that several chunks share (a product card, prices, the catalogue API), grouped by the set of chunks
 * that use it, with groups under ~20 KB (before minifying) merged into their nearest neighbour. Left to itself,
 * rolldown made a file of every shared module: a product page opened directly fetched 20 files after its route table,
 * 0.5-1.6 KB each, and over HTTP/1.1's six connections per origin that is four round trips on a phone (Lighthouse's
 * simulated LCP 2.8-2.9 s; grouped, 12 files and 2.4-2.5 s). A merged group can bring a few modules a screen does not
 * use: the screens' own-JavaScript figures in `npm run bench` count them. The start-up group above takes its modules
 * first, so the first download is unchanged.
 */
export function lazySharedChunkGroups() {
  const group = (homeSide: boolean) => ({
    name: sharedGroupName(homeSide),
    minShareCount: 2,
    entriesAware: true,
    // Smaller on the home page's side: merged up to 20 KB, its groups brought screens' code to the product page's
    // JavaScript (26.6 KB, over its 25 KB); at 3 KB it is 22.7 KB with the account screens and hearts in (5 KB: 25.7 KB).
    entriesAwareMergeThreshold: homeSide ? 3_000 : 20_000,
    // Only the modules named: a dependency on the other side stays on its side.
    includeDependenciesRecursively: false,
  });
  return [group(true), group(false)];
}

/**
 * The code the account screens share (issue 17, ADR 0020): the form kit, the account calls and session models, the
 * one-time code field (input-otp). Grouped among themselves, by the set of screens using each module as above, so
 * the merging of small groups never puts them in a file a catalogue screen or the route table loads: left to the
 * group above, input-otp and the account calls were merged into a file the route table imports, and every product
 * page fetched them. Screens are chunks of their own and never captured (their `*Screen.tsx` files).
 */
const accountModules =
  /[\\/]src[\\/](app[\\/]shell[\\/]next-path|shared[\\/]ui[\\/](form[\\/]|avatar[\\/])|shared[\\/]lib[\\/]initials|models[\\/](kept-referral[\\/]|session[\\/](auth|sign-in|code-request|countdown)\.model)|api[\\/](calls[\\/](auth|account)\.ts|retry-after|schemas[\\/](password-rules|rate-limit))|screens[\\/](auth|account)[\\/])|[\\/]node_modules[\\/](input-otp|patronum[\\/]interval)[\\/]/;
const screenModule = /Screen\.tsx$/;

export const accountChunkGroup = {
  name: SHARED_GROUP,
  test: (moduleId: string) => accountModules.test(moduleId) && !screenModule.test(moduleId),
  minShareCount: 2,
  entriesAware: true,
  // Smaller than the catalogue's: the one-time code field (input-otp, ~5 KB) stays with the two screens that show it
  // rather than riding along to /register and /account.
  entriesAwareMergeThreshold: 5_000,
  // Only the modules named: a dependency they share with other screens (the screen head, wouter) stays where it is.
  includeDependenciesRecursively: false,
};

/**
 * The code checkout and the order screens share (issue 18, ADR 0026, ADR 0027): their models, the order calls and
 * schemas, ts-pattern. Grouped among themselves like the account code above: left to the catalogue's 20 KB merging,
 * the order screens' status texts and order-again model rode in one 7 KB file with ts-pattern, which checkout loaded
 * too (its own JavaScript 30.9 KB, over its 30 KB). The cart's summary, which the cart and checkout show, is theirs
 * too: merged by size with the breadcrumbs, it brought the wallet's and the account's code to the product page.
 */
const orderModules =
  /[\\/]src[\\/](models[\\/](checkout|orders)[\\/]|screens[\\/](checkout|orders)[\\/]|screens[\\/]cart[\\/]CartSummary\.tsx|api[\\/](calls[\\/]orders\.ts|schemas[\\/]order))|[\\/]node_modules[\\/]ts-pattern[\\/]/;

export const ordersChunkGroup = {
  name: SHARED_GROUP,
  test: (moduleId: string) => orderModules.test(moduleId) && !screenModule.test(moduleId),
  minShareCount: 2,
  entriesAware: true,
  entriesAwareMergeThreshold: 5_000,
  includeDependenciesRecursively: false,
};

/**
 * The address book's calls and model (the address screens, the address form, checkout): grouped among themselves like
 * the code above. Left to the merging, they joined the address rules that the order screens read an order's address
 * with, and every order screen fetched the address book too.
 */
const addressBookModules = /[\\/]src[\\/](api[\\/]calls[\\/]addresses\.ts|models[\\/]addresses[\\/]addresses\.model\.ts|screens[\\/]addresses[\\/](paths\.ts|addresses\.css))/;

export const addressBookChunkGroup = {
  name: SHARED_GROUP,
  test: (moduleId: string) => addressBookModules.test(moduleId),
  minShareCount: 2,
  entriesAware: true,
  entriesAwareMergeThreshold: 5_000,
  includeDependenciesRecursively: false,
};

/**
 * patronum (the debounce of the menu search and of the address form's place search) in a file of its own, loaded by
 * those two screens only. Left to the group above, it was merged into a small group the plugins load (their vendor
 * script loader, the cart's stylesheet): a plugin then downloaded the debounce, and the first download's map of what
 * each lazy file needs grew by a file and a stylesheet (ADR 0022).
 */
export const patronumChunkGroup = {
  name: 'patronum',
  test: /[\\/]node_modules[\\/]patronum[\\/]/,
};

/**
 * The empty and failed states' frame (EmptyState, its pictures' names and its stylesheet) in a file of its own, loaded
 * by the screens that show one. Left to the groups above, it was merged with the cart's summary and the breadcrumbs,
 * and the merging that followed put the wallet's sections in with the product page's code (its own JavaScript 31.7
 * KB, over its 25 KB).
 */
export const emptyStateChunkGroup = {
  name: 'empty-state',
  test: /[\\/]src[\\/]shared[\\/]ui[\\/]empty-state[\\/]/,
};

/**
 * The small pieces the catalogue's pages share among themselves (the breadcrumbs, the stars of a rating, the way
 * between a product and its reviews) in one file. Left to the merging of small groups, whose outcome any change of
 * size elsewhere can turn, the link to the reviews once joined the wallet's sections, and the product page fetched
 * the wallet's, the account's and the orders' code with it (its own JavaScript 31.5 KB, over its 25 KB).
 */
export const catalogueKitChunkGroup = {
  name: 'catalogue-kit',
  test: /[\\/]src[\\/](screens[\\/]reviews[\\/]reviews-link\.ts|shared[\\/]ui[\\/](breadcrumbs|star-rating)[\\/])/,
};

/**
 * The parts of the shell every page loads once it has drawn (the footer, the scroll memory, the head's tags, the
 * site-wide plugins' host), each lazy so that none is in the first download, with all they import that the start-up
 * has not, and the table of screens that a server's page and every child route read: one file. Left to the shared
 * groups they came as ten files of 0.5-2.5 KB, which gzip one by one (each without the others' words to refer to) and
 * are fetched one by one, and the merging of small groups put the cart's summary in with the table of screens, so the
 * home page fetched it. A screen that imports one of these modules loads this file, which every page has loaded.
 */
const shellParts = /[\\/]src[\\/]app[\\/](shell[\\/](Footer\.tsx|ScrollMemory\.tsx|HeadTags\.tsx|handed-load\.ts)|plugins[\\/]SiteWidePlugins\.tsx|screen-modules\.ts)$/;

export function shellChunkGroup(bootModuleId: string) {
  let shell: Set<string> | null = null;
  return {
    name: (moduleId: string, graph: ModuleGraph): string | null => {
      if (!shell) {
        const startUp = bootStages(graph, moduleId, bootModuleId);
        const parts = [...modulesReached(graph, moduleId, () => false)].filter((id) => shellParts.test(id));
        shell = new Set([...staticClosure(graph, parts)].filter((id) => !startUp.has(id)));
      }
      return shell.has(moduleId) ? SHELL_GROUP : null;
    },
    includeDependenciesRecursively: false,
  };
}

/** The chunk `shellChunkGroup` names: every page loads it (the bench counts it with the first download). */
export const SHELL_GROUP = 'shell';

/**
 * The form kit every form uses (its fields, choices, results and error focus) in a file of its own, taken before the
 * account group below. Left to that group's merging, the choices joined the one-time code sign-in's file, and checkout,
 * which offers that sign-in only when asked (loaded then), downloaded it and the code field with its form.
 */
export const formKitChunkGroup = {
  name: 'form-kit',
  test: /[\\/]src[\\/]shared[\\/]ui[\\/]form[\\/](choice-fields\.tsx|fields\.tsx|field-description\.tsx|form-result\.ts|use-focus-first-error\.ts|form\.css)$/,
};

/**
 * The combobox the search screen and the address form's place search share, in a file of its own. Left to the merging
 * of small groups it joined the address form's file, and the search screen downloaded the address form, and through
 * it the sign-in code field, with it (36.5 KB of its own JavaScript, over its 25 KB).
 */
export const comboboxChunkGroup = {
  name: 'combobox',
  test: /[\\/]src[\\/]shared[\\/]ui[\\/]combobox[\\/]/,
};

/**
 * Output file names: `assets/shared-<hash>.js` for the groups above, whose chunk names list every chunk that uses
 * them (`shared~ProductScreen~CategoryScreen~...`, up to 100 characters) and would read as one screen's file;
 * `assets/<name>-<hash>.js`, Vite's default, for every other chunk.
 */
export const lazySharedFileName = (chunk: { name: string }): string =>
  chunk.name.startsWith(`${SHARED_GROUP}~`) ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js';

/** The same for the stylesheets those chunks bring (`assets/shared-<hash>.css`); other assets keep Vite's default. */
export const lazySharedAssetName = (asset: { names: readonly string[] }): string =>
  asset.names.some((name) => name.startsWith(`${SHARED_GROUP}~`)) ? 'assets/shared-[hash][extname]' : 'assets/[name]-[hash][extname]';

/** The part of an output chunk these checks read. */
interface EmittedChunk {
  type: 'chunk';
  name: string;
  isEntry: boolean;
  fileName: string;
  imports: readonly string[];
  dynamicImports?: readonly string[];
  moduleIds: readonly string[];
}
type Emitted = Record<string, EmittedChunk | { type: 'asset' }>;

/**
 * What is wrong with the boot's files: an entry that loads other files first, a renderer not in a file of its own, a
 * boot step in the entry or in the same file as another step (their modules would run in one task), a step's file
 * that imports a later step's file (the later step's modules would run in the earlier step's task), or one that imports
 * any other file but rolldown's runtime (the start-up split into small files again).
 */
export function bootProblems(bundle: Emitted, bootStepIds: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output): output is EmittedChunk => output.type === 'chunk');
  const problems = chunks.flatMap((chunk) => (chunk.isEntry && chunk.imports.length > 0 ? [`${chunk.fileName} imports ${chunk.imports.join(', ')} before it can run`] : []));
  if (!chunks.some((chunk) => !chunk.isEntry && chunk.name === RENDERER_GROUP)) problems.push(`no chunk named ${RENDERER_GROUP}: React's renderer is not in a file of its own`);
  const homes = bootStepIds.map((id) => ({ id, home: chunks.find((chunk) => chunk.moduleIds.includes(id)) }));
  homes.forEach(({ id, home }, index) => {
    if (!home) return;
    if (home.isEntry) problems.push(`the boot step ${id} is in the entry ${home.fileName}: it would run with the entry`);
    const earlier = homes.slice(0, index).find((other) => other.home === home);
    if (earlier && !home.isEntry) problems.push(`the boot steps ${earlier.id} and ${id} share ${home.fileName}: they would run in one task`);
    for (const file of home.imports) {
      const imported = chunks.find((chunk) => chunk.fileName === file);
      if (imported && !imported.isEntry && !isBootStepChunk(imported.name) && imported.name !== ROLLDOWN_RUNTIME) {
        problems.push(`${home.fileName} (boot step ${id}) imports ${file}, a file of its own: the start-up is split into more files`);
      }
    }
    for (const later of homes.slice(index + 1)) {
      if (later.home && !later.home.isEntry && later.home !== home && home.imports.includes(later.home.fileName)) {
        problems.push(`${home.fileName} (boot step ${id}) imports ${later.home.fileName} (the later step ${later.id}): that step would run early`);
      }
    }
  });
  return problems;
}

/**
 * A `<link rel="modulepreload">` for each boot step's file, in the order the boot takes them, and for every file those
 * import (rolldown's runtime helpers, for one): all of them download beside the entry, none waits to be discovered.
 */
export function bootPreloadTags(bundle: Emitted, base: string) {
  const chunks = Object.values(bundle).filter((output): output is EmittedChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const steps = chunks.filter((chunk) => !chunk.isEntry && isBootStepChunk(chunk.name));
  const inBootOrder = (chunk: EmittedChunk) => entry?.dynamicImports?.indexOf(chunk.fileName) ?? -1;
  steps.sort((a, b) => inBootOrder(a) - inBootOrder(b));
  const files = new Set<string>();
  const add = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || chunk.isEntry || files.has(file)) return;
    files.add(file);
    chunk.imports.forEach(add);
  };
  steps.forEach((step) => add(step.fileName));
  return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const }));
}

/**
 * Preloads the boot's steps from index.html, and fails the build when the boot's files are not as above (a top-level
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
      handler: (_html, context) => (context.bundle ? bootPreloadTags(context.bundle as unknown as Emitted, base) : []),
    },
    generateBundle(_options, bundle) {
      const problems = bootProblems(bundle as unknown as Emitted, this.getModuleInfo(bootModuleId)?.dynamicallyImportedIds ?? []);
      if (problems.length > 0) {
        this.error(`The shopper's start-up JavaScript is not as scripts/vite/start-up-chunks.ts arranges it (ADR 0012):\n  ${problems.join('\n  ')}`);
      }
    },
  };
}
