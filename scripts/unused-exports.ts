/**
 * Exports nobody needs: for every export of the storefront's own modules (src/, blocks/, plugins/, studio/; tests
 * aside), who imports it anywhere in the repository, tests included.
 *
 *   tsx scripts/unused-exports.ts    prints what it finds; exit 1 when it finds anything
 *
 * A finding is one of:
 * - `unused`: no file imports it and its own module does not use it: delete it;
 * - `local-only`: only its own module uses it: drop the `export`;
 * - `test-only`: only tests import it and its own module does not use it: it is test support, so it moves to a test
 *   support module (`test-*.ts`, `*testing*.ts`) or into the test. An export its module uses and tests also read (a
 *   constant, an effect a test replaces) is the module's own and is not a finding.
 *
 * A module imported as a namespace (`import * as`), by `import()` or `typeof import()` counts as used in full. Each
 * file is parsed on its own with the TypeScript parser (no type checking), which keeps the scan to a few seconds.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { globSync } from 'tinyglobby';
import ts from 'typescript';

export type FindingKind = 'unused' | 'local-only' | 'test-only';

export interface Finding {
  /** Repository-relative path with forward slashes. */
  file: string;
  name: string;
  line: number;
  kind: FindingKind;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Folders whose modules are scanned; every file of the repository counts as an importer. */
const SCANNED_FOLDERS = ['src/', 'blocks/', 'plugins/', 'studio/'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'dist-studio', 'test-results', 'playwright-report', '.git', '.bench']);
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;
/** `import { a, type B } from '@/x'` or `export { a } from '@/x'` inside a string. */
const GENERATED_IMPORT = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"](@\/[^'"]+)['"]/g;
const RESOLVED_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** `import.meta.glob(...)`: Vite imports every file its patterns match. */
function isImportMetaGlob(callee: ts.Expression): boolean {
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 'glob' && ts.isMetaProperty(callee.expression) && callee.expression.name.text === 'meta';
}

/** The files an `import.meta.glob` pattern (or list of patterns, `!` ones excluding) matches, repository-relative. */
function globTargets(root: string, importer: string, argument: ts.Expression): string[] {
  const literals = ts.isArrayLiteralExpression(argument) ? [...argument.elements] : [argument];
  const patterns = literals.flatMap((literal) => (ts.isStringLiteralLike(literal) ? [literal.text] : []));
  const relative = (pattern: string) => {
    const negated = pattern.startsWith('!');
    const bare = negated ? pattern.slice(1) : pattern;
    const fromRoot = bare.startsWith('/') ? bare.slice(1) : path.posix.join(path.posix.dirname(importer), bare);
    return `${negated ? '!' : ''}${fromRoot}`;
  };
  return globSync(patterns.map(relative), { cwd: root });
}

/** A test, or a module that exists for tests (`test-products.ts`, `testing.tsx`, `tolerance-testing.ts`, `shared/testing/`). */
function isTestFile(file: string): boolean {
  if (/\.(?:test|spec)\.[cm]?[jt]sx?$/.test(file) || file.startsWith('tests/') || file.startsWith('e2e/')) return true;
  return isTestSupport(file);
}

function isTestSupport(file: string): boolean {
  const base = path.posix.basename(file);
  return base.startsWith('test-') || base.includes('testing') || file.includes('/testing/');
}

function isScanned(file: string): boolean {
  return (
    SCANNED_FOLDERS.some((folder) => file.startsWith(folder)) &&
    /\.tsx?$/.test(file) &&
    !/\.d\.ts$/.test(file) &&
    !/\.(?:test|spec)\.tsx?$/.test(file)
  );
}

function listSourceFiles(root: string, folder = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...listSourceFiles(root, relative));
    } else if (SOURCE_FILE.test(entry.name)) {
      files.push(relative);
    }
  }
  return files;
}

/** An export of a scanned module: its name outside, the name it has inside, and where. */
interface OwnExport {
  name: string;
  local: string | null;
  line: number;
}

/** `export { inner as outer } from './x'` (inner `*` for `export * from`). */
interface ReExport {
  from: string;
  inner: string;
  outer: string;
}

interface ParsedModule {
  exports: OwnExport[];
  reExports: ReExport[];
  /** Identifier names the module reads, with how often each is read. */
  identifierCounts: Map<string, number>;
}

/** Who uses a module's exports: by name, or the whole module (namespace, `import()`). */
interface Uses {
  byName: Map<string, Set<string>>;
  whole: Set<string>;
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)));
}

/**
 * Whether an identifier is not a read of a binding: a property's name (`a.name`, `{ name: 1 }`, a member), the name a
 * declaration gives, or a name in `export { name }`.
 */
function isNotARead(node: ts.Identifier, parent: ts.Node | undefined): boolean {
  if (!parent) return false;
  if (ts.isExportSpecifier(parent)) return true;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isFunctionDeclaration(parent) ||
    ts.isClassDeclaration(parent) ||
    ts.isInterfaceDeclaration(parent) ||
    ts.isTypeAliasDeclaration(parent) ||
    ts.isEnumDeclaration(parent) ||
    ts.isModuleDeclaration(parent) ||
    ts.isBindingElement(parent)
  ) {
    return parent.name === node;
  }
  if (ts.isPropertyAccessExpression(parent) || ts.isQualifiedName(parent)) return (ts.isPropertyAccessExpression(parent) ? parent.name : parent.right) === node;
  if (
    ts.isPropertyAssignment(parent) ||
    ts.isPropertySignature(parent) ||
    ts.isPropertyDeclaration(parent) ||
    ts.isMethodDeclaration(parent) ||
    ts.isMethodSignature(parent) ||
    ts.isGetAccessorDeclaration(parent) ||
    ts.isSetAccessorDeclaration(parent) ||
    ts.isEnumMember(parent) ||
    ts.isJsxAttribute(parent)
  ) {
    return parent.name === node;
  }
  return false;
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.ts')) return ts.ScriptKind.TS;
  return file.endsWith('.jsx') ? ts.ScriptKind.JSX : ts.ScriptKind.JS;
}

function createResolver(root: string, files: ReadonlySet<string>) {
  const cache = new Map<string, string | null>();
  return (from: string, specifier: string): string | null => {
    const bare = specifier.replace(/\?.*$/, '');
    let base: string;
    if (bare.startsWith('@/')) base = `src/${bare.slice(2)}`;
    else if (bare.startsWith('.')) base = path.posix.join(path.posix.dirname(from), bare);
    else if (bare.startsWith('/src/')) base = bare.slice(1);
    else return null;
    const cached = cache.get(base);
    if (cached !== undefined) return cached;
    const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), ...RESOLVED_EXTENSIONS.map((extension) => base + extension)];
    const found = candidates.find((candidate) => files.has(candidate)) ?? (existsSync(path.join(root, base)) && statSync(path.join(root, base)).isFile() ? base : null);
    cache.set(base, found);
    return found;
  };
}

/** Scans the repository at `root` and answers what it finds, by file and line. */
export function findUnusedExports(root: string = ROOT): Finding[] {
  const files = listSourceFiles(root);
  const fileSet = new Set(files);
  const resolve = createResolver(root, fileSet);
  const modules = new Map<string, ParsedModule>();
  const uses = new Map<string, Uses>();
  const usesOf = (file: string): Uses => {
    let entry = uses.get(file);
    if (!entry) uses.set(file, (entry = { byName: new Map(), whole: new Set() }));
    return entry;
  };
  const recordNamedUse = (importer: string, specifier: string, name: string) => {
    const target = resolve(importer, specifier);
    if (!target) return;
    const byName = usesOf(target).byName;
    let importers = byName.get(name);
    if (!importers) byName.set(name, (importers = new Set()));
    importers.add(importer);
  };
  const recordWholeUse = (importer: string, specifier: string) => {
    const target = resolve(importer, specifier);
    if (target) usesOf(target).whole.add(importer);
  };

  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
    const scanned = isScanned(file);
    const parsed: ParsedModule = { exports: [], reExports: [], identifierCounts: new Map() };
    const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const specifier = statement.moduleSpecifier.text;
        const clause = statement.importClause;
        if (clause?.name) recordNamedUse(file, specifier, 'default');
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) recordWholeUse(file, specifier);
        if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) recordNamedUse(file, specifier, (element.propertyName ?? element.name).text);
      } else if (ts.isExportDeclaration(statement)) {
        const specifier = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
        const clause = statement.exportClause;
        if (specifier) {
          const from = resolve(file, specifier);
          if (!clause) {
            if (from) parsed.reExports.push({ from, inner: '*', outer: '*' });
          } else if (ts.isNamespaceExport(clause)) {
            recordWholeUse(file, specifier);
            parsed.exports.push({ name: clause.name.text, local: null, line: lineOf(statement) });
          } else {
            for (const element of clause.elements) {
              const inner = (element.propertyName ?? element.name).text;
              parsed.exports.push({ name: element.name.text, local: null, line: lineOf(element) });
              if (from) parsed.reExports.push({ from, inner, outer: element.name.text });
            }
          }
        } else if (clause && ts.isNamedExports(clause)) {
          for (const element of clause.elements) parsed.exports.push({ name: element.name.text, local: (element.propertyName ?? element.name).text, line: lineOf(element) });
        }
      } else if (ts.isExportAssignment(statement)) {
        parsed.exports.push({ name: 'default', local: null, line: lineOf(statement) });
      } else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
        const isDefault = hasModifier(statement, ts.SyntaxKind.DefaultKeyword);
        if (ts.isVariableStatement(statement)) {
          for (const declaration of statement.declarationList.declarations) {
            for (const name of bindingNames(declaration.name)) parsed.exports.push({ name, local: name, line: lineOf(declaration) });
          }
        } else if (
          ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement) ||
          ts.isModuleDeclaration(statement)
        ) {
          const local = statement.name && ts.isIdentifier(statement.name) ? statement.name.text : null;
          // An overload's signatures and its body are one export.
          if (!parsed.exports.some((own) => own.local === local && local !== null)) parsed.exports.push({ name: isDefault ? 'default' : (local ?? 'default'), local, line: lineOf(statement) });
        }
      }
    }

    // Deep: `import()`, `typeof import()`, `vi.importActual()`, `require()`; and, for a scanned module, what it reads.
    const visit = (node: ts.Node, parent: ts.Node | undefined): void => {
      if (ts.isCallExpression(node)) {
        const [first] = node.arguments;
        const callee = node.expression;
        const takesModule =
          callee.kind === ts.SyntaxKind.ImportKeyword ||
          (ts.isIdentifier(callee) && callee.text === 'require') ||
          (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'vi' && /^import(Actual|Mock)$/.test(callee.name.text));
        if (takesModule && first && ts.isStringLiteralLike(first)) recordWholeUse(file, first.text);
        if (isImportMetaGlob(callee) && first) for (const target of globTargets(root, file, first)) usesOf(target).whole.add(file);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
        const specifier = node.argument.literal.text;
        const qualifier = node.qualifier;
        if (!qualifier) recordWholeUse(file, specifier);
        else recordNamedUse(file, specifier, ts.isIdentifier(qualifier) ? qualifier.text : leftmost(qualifier));
      } else if ((ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isStringLiteral(node)) && node.text.includes('@/')) {
        // Code written as text (the scaffolder's templates) imports as a file would, by the `@/` alias.
        for (const [, names = '', specifier = ''] of node.text.matchAll(GENERATED_IMPORT)) {
          for (const name of names.split(',')) {
            const imported = name.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]?.trim();
            if (imported) recordNamedUse(file, specifier, imported);
          }
        }
      } else if (scanned && ts.isIdentifier(node) && !isNotARead(node, parent)) {
        parsed.identifierCounts.set(node.text, (parsed.identifierCounts.get(node.text) ?? 0) + 1);
      }
      ts.forEachChild(node, (child) => visit(child, node));
    };
    visit(source, undefined);
    modules.set(file, parsed);
  }

  // Who uses `name` of `file`: its importers by name or in full, and, through a module that re-exports it, that
  // module's users of the name it gives it.
  const reExportsOf = new Map<string, { by: string; reExport: ReExport }[]>();
  for (const [by, parsed] of modules) {
    for (const reExport of parsed.reExports) reExportsOf.set(reExport.from, [...(reExportsOf.get(reExport.from) ?? []), { by, reExport }]);
  }
  const memo = new Map<string, Set<string>>();
  const usersOf = (file: string, name: string, seen: Set<string> = new Set()): Set<string> => {
    const key = `${file}#${name}`;
    const known = memo.get(key);
    if (known) return known;
    if (seen.has(key)) return new Set();
    seen.add(key);
    const users = new Set<string>([...(uses.get(file)?.whole ?? []), ...(uses.get(file)?.byName.get(name) ?? [])]);
    for (const { by, reExport } of reExportsOf.get(file) ?? []) {
      if (reExport.inner === name) for (const user of usersOf(by, reExport.outer, seen)) users.add(user);
      if (reExport.inner === '*' && name !== 'default') for (const user of usersOf(by, name, seen)) users.add(user);
    }
    memo.set(key, users);
    return users;
  };

  const findings: Finding[] = [];
  for (const [file, parsed] of modules) {
    if (!isScanned(file)) continue;
    for (const own of parsed.exports) {
      const users = usersOf(file, own.name);
      const usedInside = own.local !== null && (parsed.identifierCounts.get(own.local) ?? 0) > 0;
      const kind: FindingKind | null =
        users.size === 0 ? (usedInside ? 'local-only' : 'unused') : !usedInside && !isTestSupport(file) && [...users].every(isTestFile) ? 'test-only' : null;
      if (kind) findings.push({ file, name: own.name, line: own.line, kind });
    }
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

function leftmost(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : leftmost(name.left);
}

export function formatFindings(findings: readonly Finding[]): string {
  return findings.map((finding) => `${finding.kind.padEnd(10)} ${finding.file}:${finding.line} ${finding.name}`).join('\n');
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const started = performance.now();
  const findings = findUnusedExports();
  console.log(formatFindings(findings) || 'No unused exports.');
  console.log(`${findings.length} finding(s) in ${Math.round(performance.now() - started)} ms`);
  process.exitCode = findings.length > 0 ? 1 : 0;
}
