import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { planBlock, planPlugin, type ProjectView, type ScaffoldPlan } from './plan';
import { ScaffoldError } from './registry-edit';

export type ScaffoldKind = 'block' | 'plugin';

export interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}

const usage: Record<ScaffoldKind, string> = {
  block: 'Usage: npm run new:block <code> [--dry-run]\n  <code>: the layout code in lower snake_case, e.g. promo_tiles',
  plugin: 'Usage: npm run new:plugin <uniqueId> [--dry-run]\n  <uniqueId>: the plugin uniqueId in lower snake_case, e.g. promo_notice',
};

/**
 * The command's arguments. `npm run new:block promo_tiles --dry-run` (without `--`) hands `--dry-run` to npm, not to
 * the script, and npm only says so in `npm_config_dry_run`: read it too, so a dry run never writes by accident.
 */
export function scaffoldArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): string[] {
  const args = argv.slice(2);
  return env.npm_config_dry_run === 'true' && !args.includes('--dry-run') ? [...args, '--dry-run'] : args;
}

/** The project on disk under `root`, read-only: planning never writes. */
export function projectOnDisk(root: string): ProjectView {
  const at = (file: string) => path.join(root, file);
  return {
    read: (file) => (existsSync(at(file)) ? readFileSync(at(file), 'utf8') : null),
    exists: (file) => existsSync(at(file)),
    list: (folder) => {
      try {
        return readdirSync(at(folder));
      } catch {
        return [];
      }
    },
  };
}

/** Writes a plan: new files first with `wx`, so a file that appeared since planning is never overwritten. */
export function applyPlan(root: string, plan: ScaffoldPlan) {
  for (const write of plan.writes) {
    const target = path.join(root, write.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, write.content, { flag: write.action === 'create' ? 'wx' : 'w' });
  }
}

function parseArgs(args: readonly string[]) {
  const flags = args.filter((arg) => arg.startsWith('-'));
  const positional = args.filter((arg) => !arg.startsWith('-'));
  const unknown = flags.filter((flag) => !['--dry-run', '--help', '-h'].includes(flag));
  return { dryRun: flags.includes('--dry-run'), help: flags.includes('--help') || flags.includes('-h'), positional, unknown };
}

/** The lines of `after` that are not in `before`, by longest common subsequence (the files are a few hundred lines). */
export function addedLines(before: readonly string[], after: readonly string[]): string[] {
  // table[i][j] (flattened): the length of the longest common subsequence of before[i..] and after[j..].
  const width = after.length + 1;
  const table = new Int32Array((before.length + 1) * width);
  const cell = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      table[i * width + j] = before[i] === after[j] ? cell(i + 1, j + 1) + 1 : Math.max(cell(i + 1, j), cell(i, j + 1));
    }
  }
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (j < after.length) {
    const line = after[j] ?? '';
    if (i < before.length && before[i] === line) {
      i += 1;
      j += 1;
    } else if (i < before.length && cell(i + 1, j) >= cell(i, j + 1)) {
      i += 1;
    } else {
      added.push(line);
      j += 1;
    }
  }
  return added;
}

/** Lines a reviewer reads: each file with what happens to it, and for updates the lines the edit adds. */
function summarize(plan: ScaffoldPlan, project: ProjectView, dryRun: boolean): string[] {
  const lines: string[] = [];
  for (const write of plan.writes) {
    const size = `${write.content.split('\n').length} lines`;
    lines.push(`  ${write.action} ${write.path} (${write.action === 'create' ? size : write.note ?? 'edited'})`);
    if (dryRun && write.action === 'update') {
      const added = addedLines((project.read(write.path) ?? '').split('\n'), write.content.split('\n'));
      for (const line of added.filter((text) => text.trim() !== '')) lines.push(`      + ${line}`);
    }
  }
  return lines;
}

/** `new:block` / `new:plugin`: 0 when written (or, with --dry-run, planned), 1 when refused; nothing written then. */
export function runScaffold(kind: ScaffoldKind, args: readonly string[], root: string, output: Output): number {
  const { dryRun, help, positional, unknown } = parseArgs(args);
  if (help) {
    output.log(usage[kind]);
    return 0;
  }
  if (unknown.length > 0 || positional.length !== 1) {
    output.error(unknown.length > 0 ? `Unknown option ${unknown.join(' ')}.` : `Give exactly one ${kind === 'block' ? 'code' : 'uniqueId'}.`);
    output.error(usage[kind]);
    return 1;
  }
  const code = positional[0] ?? '';
  const project = projectOnDisk(root);
  let plan: ScaffoldPlan;
  try {
    plan = kind === 'block' ? planBlock(project, code) : planPlugin(project, code);
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    output.error(`new:${kind}: ${error.message} Nothing was written.`);
    return 1;
  }

  if (dryRun) {
    output.log(`Dry run: new:${kind} ${code} would write:`);
    for (const line of summarize(plan, project, true)) output.log(line);
    return 0;
  }
  applyPlan(root, plan);
  output.log(`Created the ${kind} ${code}:`);
  for (const line of summarize(plan, project, false)) output.log(line);
  output.log('');
  output.log('Next steps:');
  plan.nextSteps.forEach((step, index) => output.log(`  ${index + 1}. ${step}`));
  return 0;
}
