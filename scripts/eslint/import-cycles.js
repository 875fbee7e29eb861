import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { initSync, parse } from 'es-module-lexer';
import ts from 'typescript';

/*
 * A local ESLint rule: no import circle between files of different folders (decisions/0043-each-call-defined-once.md).
 * A plugin's no-cycle follows the imports from every file it lints; this reads the project's import graph once per
 * run instead (es-module-lexer, about 60 ms for the whole tree) and finds its circles once (Tarjan's strongly
 * connected components). A circle counts when its files sit in more than one folder. Type-only imports vanish from
 * the built code, so they close no circle; `import()` does, as it names a module the other depends on.
 */

/** Folders never read, at any depth: installed packages, build output, history, test leftovers. */
const defaultSkippedFolders = ['node_modules', 'dist', 'dist-server', 'dist-studio', '.git', 'test-results', 'playwright-report', '.bench'];
const sourceFile = /\.(ts|tsx|js|mjs|cjs)$/;
const resolvable = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js'];
const typeOnly = /^(import|export)\s+type[\s{*]/;

/** Every source file under `root`, as a posix path relative to it. */
function sourceFiles(root, skipped) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      if (skipped.includes(entry.name)) continue;
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(relative);
      else if (sourceFile.test(entry.name)) files.push(relative);
    }
  };
  walk('');
  return files;
}

/**
 * The modules a file's code loads: `{ specifier, dynamic }` for each static value import, re-export and `import()`
 * with a literal specifier. es-module-lexer reads plain TypeScript; what it cannot read (JSX, a few generic calls) goes
 * to TypeScript's own import scanner, which typescript-eslint has loaded already.
 */
function importsOf(source, name = 'file') {
  try {
    const [imports] = parse(source, name);
    return imports
      .filter((entry) => entry.n !== undefined && (entry.t === 1 || entry.t === 2))
      .filter((entry) => entry.t === 2 || !typeOnly.test(source.slice(entry.ss, entry.se)))
      .map((entry) => ({ specifier: entry.n, dynamic: entry.t === 2 }));
  } catch {
    return ts.preProcessFile(source, true, true).importedFiles.flatMap((reference) => {
      const statement = source.slice(Math.max(source.lastIndexOf('import', reference.pos), source.lastIndexOf('export', reference.pos)), reference.pos);
      if (typeOnly.test(statement)) return [];
      return [{ specifier: reference.fileName, dynamic: /^import\s*\(\s*['"`]?$/.test(statement) }];
    });
  }
}

/** The project file a specifier names, or null for a package or anything outside the graph. */
function resolveIn(files, aliases, importer, specifier) {
  const bare = specifier.split('?')[0];
  let base = null;
  if (bare.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(importer), bare));
  for (const [alias, target] of Object.entries(aliases)) if (bare.startsWith(alias)) base = target + bare.slice(alias.length);
  if (base === null) return null;
  for (const ending of resolvable) if (files.has(base + ending)) return base + ending;
  return null;
}

/** Tarjan's strongly connected components of more than one file: each a set of files that import one another round. */
function circles(edges) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.add(member);
    } while (member !== file);
    if (component.size > 1) found.push(component);
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** The shortest way from `from` to `to` through the files of one circle, both ends included. */
function pathWithin(edges, circle, from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === to) break;
    for (const target of edges.get(file) ?? []) {
      if (circle.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  const steps = [];
  for (let file = to; file !== null && file !== undefined; file = cameFrom.get(file)) steps.unshift(file);
  return steps;
}

/** One graph per project root and process: built on the first file linted, then kept for the run. */
const graphs = new Map();

function graphOf(root, aliases, skipped) {
  const key = JSON.stringify([root, aliases, skipped]);
  let graph = graphs.get(key);
  if (!graph) {
    const files = new Set(sourceFiles(root, skipped));
    const edges = new Map();
    for (const file of files) {
      const targets = importsOf(readFileSync(path.join(root, file), 'utf8'), file).map(({ specifier }) => resolveIn(files, aliases, file, specifier));
      edges.set(file, new Set(targets.filter((target) => target !== null)));
    }
    graph = { files, edges, circles: null };
    graphs.set(key, graph);
  }
  return graph;
}

const folderOf = (file) => path.posix.dirname(file);

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFolderCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle between files of different folders' },
    schema: [
      {
        type: 'object',
        properties: {
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
          skippedFolders: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'Import circle across folders: {{circle}}. Move what both sides need into a module that imports neither.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (file.startsWith('..') || !sourceFile.test(file)) return {};
    const { aliases = {}, skippedFolders = defaultSkippedFolders } = context.options[0] ?? {};
    initSync();
    const graph = graphOf(root, aliases, skippedFolders);
    const sources = [];
    const collect = (node) => {
      if (node.source?.type === 'Literal' && typeof node.source.value === 'string') sources.push(node.source);
    };
    return {
      ImportDeclaration: (node) => node.importKind !== 'type' && collect(node),
      ExportNamedDeclaration: (node) => node.exportKind !== 'type' && collect(node),
      ExportAllDeclaration: (node) => node.exportKind !== 'type' && collect(node),
      ImportExpression: collect,
      'Program:exit'() {
        // The file as it is being linted, which may differ from the copy on disk the graph was read from.
        graph.files.add(file);
        const targets = new Map(sources.map((source) => [source, resolveIn(graph.files, aliases, file, source.value)]));
        const current = new Set([...targets.values()].filter((target) => target !== null));
        const known = graph.edges.get(file);
        if (!known || known.size !== current.size || [...current].some((target) => !known.has(target))) {
          graph.edges.set(file, current);
          graph.circles = null;
        }
        graph.circles ??= circles(graph.edges).filter((circle) => new Set([...circle].map(folderOf)).size > 1);
        const circle = graph.circles.find((candidate) => candidate.has(file));
        if (!circle) return;
        for (const [source, target] of targets) {
          if (target === null || !circle.has(target) || folderOf(target) === folderOf(file)) continue;
          const way = [file, ...pathWithin(graph.edges, circle, target, file)];
          context.report({ node: source, messageId: 'cycle', data: { circle: way.join(' → ') } });
        }
      },
    };
  },
};

export default {
  meta: { name: 'storefront-local' },
  rules: { 'no-cross-folder-cycle': noCrossFolderCycle },
};
