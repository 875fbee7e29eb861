import type { DroppedPart } from '@/api/schemas/tolerance';
import { isMainModule } from '../../server/hosts/node-process';
import type { CoercedPart } from '@/api/tolerance-audit';
import { checkBackend, defaultBranchId, defaultTimeoutMs, exitCodeOf, type CheckOptions, type CheckReport } from './check';

/*
 * npm run check-backend -- <origin> [--branch <id>] [--token <bearer>] [--with-writes] [--timeout <ms>]
 * Points the storefront's own schemas at a backend before it goes live (README, "Checking a backend").
 */

export const usage = `Usage: npm run check-backend -- <origin> [--branch <id>] [--token <bearer>] [--with-writes] [--timeout <ms>]

  <origin>         the backend's base URL; a path prefix and a query are kept on every call
  --branch <id>    the branch_id sent with every call (default ${defaultBranchId})
  --token <bearer> read as this customer, and check the customer-only reads too (default: as a guest)
  --with-writes    also add a cart line and remove it again, on a throwaway guest id
  --timeout <ms>   per call (default ${defaultTimeoutMs})`;

/** Cap of the lines listed under one call: a big catalogue would otherwise bury the other calls. */
export const maxLinesPerCall = 20;

export type ParsedArgs = { kind: 'check'; options: Omit<CheckOptions, 'fetch'> } | { kind: 'help' } | { kind: 'error'; message: string };

export function parseArgs(argv: readonly string[]): ParsedArgs {
  let origin: string | null = null;
  let branchId = defaultBranchId;
  let token: string | null = null;
  let withWrites = false;
  let timeoutMs = defaultTimeoutMs;
  const args = [...argv];
  while (args.length > 0) {
    const arg = args.shift() ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? args.shift();
    switch (flag) {
      case '-h':
      case '--help':
        return { kind: 'help' };
      case '--with-writes':
        withWrites = true;
        break;
      case '--branch': {
        const branch = value()?.trim();
        if (!branch) return { kind: 'error', message: '--branch needs a branch id.' };
        branchId = branch;
        break;
      }
      case '--token': {
        // A token pasted with its scheme is the same token.
        const bearer = value()?.trim().replace(/^Bearer\s+/i, '');
        if (!bearer) return { kind: 'error', message: '--token needs a bearer token.' };
        token = bearer;
        break;
      }
      case '--timeout': {
        const text = value()?.trim() ?? '';
        if (!/^\d+$/.test(text) || Number(text) < 1) return { kind: 'error', message: `--timeout needs a whole number of milliseconds, got "${text}".` };
        timeoutMs = Number(text);
        break;
      }
      default:
        if (flag.startsWith('-')) return { kind: 'error', message: `Unknown option ${flag}.` };
        if (origin !== null) return { kind: 'error', message: `One origin only: got "${origin}" and "${arg}".` };
        origin = arg;
    }
  }
  if (origin === null) return { kind: 'error', message: 'Name the backend to check, e.g. https://api.example.com.' };
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return { kind: 'error', message: `The origin must be an http(s) URL such as https://api.example.com, got "${origin}".` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'error', message: `The origin must be an http(s) URL, got "${origin}".` };
  return { kind: 'check', options: { origin, branchId, token, withWrites, timeoutMs } };
}

/** A value as a line can hold it: strings cut short (placeholder images are long data URLs), containers by size. */
function shown(value: unknown): string {
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.length} item${value.length === 1 ? '' : 's'}]`;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length === 0 ? '{}' : '{…}';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 38)}…"` : text;
}

function coercion(part: CoercedPart): string {
  switch (part.kind) {
    case 'value':
      return `coerced: ${shown(part.raw)} → ${shown(part.read)}`;
    case 'default':
      return `missing, read as ${shown(part.read)}`;
    case 'indexed-object-as-list':
      return 'coerced: an object keyed "0", "1", … read as a list';
    case 'list-as-map':
      return Array.isArray(part.raw) && part.raw.length === 0 ? 'coerced: [] read as {}' : 'coerced: a list read as a map';
    default:
      return part.kind satisfies never;
  }
}

/** `data.12.attributes.0.values.1009` → `data.*.attributes.*.values.*`: the same field of every row. */
const patternOf = (path: string) => path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');

/**
 * The lines under a tolerated call: drops first (a row the shopper will not see), then coercions. The same field
 * of many rows is one line, naming the first path and how many more there are; at most `maxLinesPerCall` lines.
 */
function toleranceLines(dropped: readonly DroppedPart[], coerced: readonly CoercedPart[]): string[] {
  const groups = new Map<string, { line: string; pattern: string; count: number }>();
  const add = (key: string, path: string, words: string) => {
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { line: `${path || '(answer)'}: ${words}`, pattern: patternOf(path), count: 1 });
  };
  for (const part of dropped) add(`dropped ${patternOf(part.path)} ${part.message}`, part.path, part.message);
  for (const part of coerced) add(`coerced ${patternOf(part.path)} ${part.kind}`, part.path, coercion(part));
  const all = [...groups.values()];
  const lines = all.slice(0, maxLinesPerCall).map(({ line, pattern, count }) => (count > 1 ? `${line}  (and ${count - 1} more like ${pattern})` : line));
  const rest = all.slice(maxLinesPerCall).reduce((sum, group) => sum + group.count, 0);
  if (rest > 0) lines.push(`… and ${rest} more`);
  return lines;
}

/** The whole printout of a check: one verdict per call with its details, then the summary line. */
export function formatReport(report: CheckReport, options: Omit<CheckOptions, 'fetch'>): string {
  if (report.kind === 'unreachable') return `check-backend: ${report.reason}`;
  const who = options.token ? 'as a customer (bearer token)' : 'as a guest';
  const what = options.withWrites ? 'reads, then a cart line added and removed on a throwaway guest id' : 'reads only';
  const lines = [`Checking ${options.origin} ${who}, branch ${options.branchId}: ${what}.`, ''];
  const detail = (text: string) => `             ${text}`;
  const counts = { ok: 0, tolerated: 0, failed: 0 };
  for (const { call, outcome } of report.results) {
    switch (outcome.verdict) {
      case 'ok':
        counts.ok += 1;
        lines.push(`ok           ${call}`);
        break;
      case 'tolerated':
        counts.tolerated += 1;
        lines.push(`tolerated    ${call}`, ...toleranceLines(outcome.dropped, outcome.coerced).map(detail));
        break;
      case 'failed':
        counts.failed += 1;
        lines.push(
          `failed       ${call}  (${outcome.status === null ? 'no answer' : `HTTP ${outcome.status}`})`,
          ...outcome.problems.map((problem) => detail(`${problem.path || '(answer)'}: ${problem.message}`)),
        );
        break;
      case 'skipped':
        lines.push(`skipped      ${call}  (${outcome.reason})`);
        break;
      default:
        return outcome satisfies never;
    }
  }
  lines.push('', `${counts.ok} passed, ${counts.tolerated} tolerated, ${counts.failed} failed`);
  return lines.join('\n');
}

export interface CliIo {
  fetch: typeof fetch;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** Runs the checker as the command line does; answers the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(argv);
  if (parsed.kind === 'help') {
    io.stdout(usage);
    return 0;
  }
  if (parsed.kind === 'error') {
    io.stderr(`check-backend: ${parsed.message}\n\n${usage}`);
    return 2;
  }
  const report = await checkBackend({ ...parsed.options, fetch: io.fetch });
  const text = formatReport(report, parsed.options);
  if (report.kind === 'unreachable') io.stderr(text);
  else io.stdout(text);
  return exitCodeOf(report);
}

if (isMainModule(import.meta.url)) {
  runCli(process.argv.slice(2), {
    fetch: globalThis.fetch,
    stdout: (text) => console.log(text),
    stderr: (text) => console.error(text),
  })
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      console.error(`check-backend: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 2;
    });
}
