import { parseSync, type Plugin } from 'vite';
import { clientFacts } from '../../src/api/calls/define';

/*
 * The shopper's build keeps of each call definition (src/api/calls/<resource>.ts) only what the client reads when it
 * sends the call: method, path, body media type and the answer's schema (`clientFacts`), as a plain object. The rest
 * (the id, the audience, the query, body and header schemas, the success status) is for the contract, the backend
 * checker and the fake store, which read the source as it is. Left in, every definition on the home page would bring
 * its payload schemas and their zod checks into the first download, which the client never runs: it sends what its
 * caller gives it (ADR 0043).
 */

/** A node of the ESTree the parser gives, as far as this file reads it. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function* nodesIn(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* nodesIn(item);
  else if (isNode(value)) {
    yield value;
    for (const [key, child] of Object.entries(value)) if (key !== 'type' && typeof child === 'object') yield* nodesIn(child);
  }
}

/** The module's syntax tree; code that does not parse stops the build. */
function parsed(fileName: string, code: string): Node {
  const { program, errors } = parseSync(fileName, code) as unknown as { program: Node; errors: readonly { message: string }[] };
  if (errors.length > 0) throw new Error(`${fileName}: ${errors.map((error) => error.message).join('; ')}`);
  return program;
}


function keyName(property: Node): string | null {
  const key = property.key as Node & { name?: string; value?: unknown };
  if (property.computed === true) return null;
  return key.type === 'Identifier' ? (key.name ?? null) : typeof key.value === 'string' ? key.value : null;
}

type Kept = { readonly [name: string]: true | Kept };

/**
 * The spans of an object's properties `kept` does not name, with their commas (a run of them up to the next property
 * kept, or a run at the end from the last property kept), and of those inside the objects it keeps in part.
 */
function droppedIn(facts: Node, kept: Kept): [number, number][] {
  const spans: [number, number][] = [];
  const properties = facts.properties as Node[];
  const keep = properties.map((property) => {
    const name = property.type === 'Property' ? keyName(property) : null;
    if (name === null) throw new Error(`A call definition's facts are written out, one plain key each: found ${property.type} at ${property.start}.`);
    const part = kept[name];
    const value = property.value as Node;
    if (part !== undefined && part !== true) {
      if (value.type !== 'ObjectExpression') throw new Error(`A call definition's ${name} is written out as an object: found ${value.type} at ${value.start}.`);
      spans.push(...droppedIn(value, part));
    }
    return part !== undefined;
  });
  for (let first = 0; first < properties.length; first += 1) {
    if (keep[first]) continue;
    let last = first;
    while (last + 1 < properties.length && !keep[last + 1]) last += 1;
    const next = properties[last + 1];
    const before = properties[first - 1];
    if (next) spans.push([properties[first]!.start, next.start]);
    else spans.push([before ? before.end : properties[first]!.start, properties[last]!.end]);
    first = last;
  }
  return spans;
}

/** The spans to cut from each `defineCall({ … })`: the call itself (the object is the definition) and the facts dropped. */
function droppedFacts(program: Node): [number, number][] {
  const spans: [number, number][] = [];
  for (const node of nodesIn(program)) {
    const callee = node.callee as (Node & { name?: string }) | undefined;
    const facts = (node.arguments as Node[] | undefined)?.[0];
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'defineCall' || facts?.type !== 'ObjectExpression') continue;
    spans.push([callee.start, callee.end], ...droppedIn(facts, clientFacts));
  }
  return spans;
}

/** The code with each span replaced by its text (none: cut out). */
const replaced = (code: string, spans: readonly (readonly [number, number, string?])[]) =>
  [...spans].sort((a, b) => b[0] - a[0]).reduce((text, [start, end, by = '']) => text.slice(0, start) + by + text.slice(end), code);

/** The imports of values the code no longer names, dropped: a schema module imported for a dropped fact is not loaded. */
function withoutUnusedImports(fileName: string, code: string): string {
  const program = parsed(fileName, code);
  const imports = (program.body as Node[]).filter((statement) => statement.type === 'ImportDeclaration' && statement.importKind !== 'type');
  const rest = replaced(code, imports.map((statement) => [statement.start, statement.end] as const));
  const named = (name: string) => new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(rest);
  const spans: [number, number, string][] = [];
  for (const statement of imports) {
    const specifiers = statement.specifiers as (Node & { local: { name: string }; imported?: { name: string } })[];
    // A side-effect import: kept.
    if (specifiers.length === 0) continue;
    const used = specifiers.filter((specifier) => specifier.importKind !== 'type' && named(specifier.local.name));
    if (used.length === specifiers.length) continue;
    // A default or namespace import beside names, some still used: kept as written.
    if (used.length > 0 && specifiers.some((specifier) => specifier.type !== 'ImportSpecifier')) continue;
    const source = statement.source as Node;
    const list = used.map((specifier) => (specifier.imported?.name === specifier.local.name ? specifier.local.name : `${specifier.imported?.name} as ${specifier.local.name}`));
    spans.push([statement.start, statement.end, list.length > 0 ? `import { ${list.join(', ')} } from ${code.slice(source.start, source.end)};` : '']);
  }
  return replaced(code, spans);
}

/** A module of call definitions as the shopper's build takes it: only the client's facts, and only the imports they use. */
export function clientCallFacts(fileName: string, code: string): string {
  const program = parsed(fileName, code);
  const spans = droppedFacts(program);
  return spans.length === 0 ? code : withoutUnusedImports(fileName, replaced(code, spans));
}

const callModule = /[\\/]src[\\/]api[\\/]calls[\\/][^\\/]+\.ts$/;

/** The plugin: production builds of the storefront only; tests, tools and the simulator's dev server read the source. */
export function clientCallFactsOnly(): Plugin {
  return {
    name: 'storefront:client-call-facts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return callModule.test(id) ? { code: clientCallFacts(id, code), map: null } : null;
    },
  };
}
