import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../scripts/scaffold/copy-project';

/**
 * The issue's proof: "a scaffolded block passes the contract test untouched". The project is copied to a temporary
 * folder, `new:block` and `new:plugin` run there, and then the real contract tests, the new folders' own tests and
 * every other test that walks the registries (each for the new entries), the type checker (on what was written and
 * what it imports) and the linter run inside the copy. Nothing of the
 * scaffolded code is touched in between, so a template that produced an invalid fixture, a view without its root
 * marks, an axe violation, a type error or a broken registry edit fails here.
 */

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
// Names no real block or plugin will take, so the test keeps working as the storefront grows.
const blockCode = 'scaffold_probe_tiles';
const pluginId = 'scaffold_probe_notice';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
}

/** Runs a command in the copy without blocking this worker, with the outer vitest's own variables removed. */
function run(command: string, args: readonly string[], cwd: string): Promise<Run> {
  // A nested vitest that inherits VITEST_* (pool, worker ids) would take itself for a worker of this run.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST'));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...env, FORCE_COLOR: '0', NO_COLOR: '1', CI: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 }));
  });
}

/** Test files (outside the scaffold's own tests) that walk the block or plugin registry or the seeded layout. */
function registryTests(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(path.join(dir, folder))) {
      const relative = path.posix.join(folder, name);
      if (statSync(path.join(dir, relative)).isDirectory()) walk(relative);
      else if (/\.test\.tsx?$/.test(name) && !/^tests\/scaffold/.test(relative) && /\b(blockRegistry|pluginRegistry|layoutRegistry)\b|seed-layout/.test(readFileSync(path.join(dir, relative), 'utf8'))) found.push(relative);
    }
  };
  for (const folder of ['src', 'blocks', 'plugins', 'studio', 'fake-store', 'tests']) if (existsSync(path.join(dir, folder))) walk(folder);
  return found.sort();
}

interface VitestJson {
  success: boolean;
  numTotalTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

let copy = '';
const timings: Record<string, number> = {};
let testedFiles: string[] = [];

describe('a scaffolded block and plugin, untouched', () => {
  beforeAll(async () => {
    const started = performance.now();
    copy = mkdtempSync(path.join(tmpdir(), 'storefront-scaffold-'));
    copyProject(root, copy);
    timings.copy = (performance.now() - started) / 1000;
    const block = await run(bin('tsx'), ['scripts/new-block.ts', blockCode], copy);
    const plugin = await run(bin('tsx'), ['scripts/new-plugin.ts', pluginId], copy);
    timings.scaffold = block.seconds + plugin.seconds;
    expect(block, block.stderr).toMatchObject({ code: 0 });
    expect(plugin, plugin.stderr).toMatchObject({ code: 0 });
    expect(block.stdout).toContain(`Created the block ${blockCode}:`);
    expect(plugin.stdout).toContain(`Created the plugin ${pluginId}:`);
  }, 120_000);

  afterAll(() => {
    if (copy !== '') rmSync(copy, { recursive: true, force: true });
    // Printed so the cost of this test stays visible in the test log.
    console.info(`[scaffold.integration] seconds: ${JSON.stringify(Object.fromEntries(Object.entries(timings).map(([step, seconds]) => [step, Math.round(seconds * 10) / 10])))}`);
    console.info(`[scaffold.integration] tests run in the copy: ${testedFiles.join(' ')}`);
  });

  it('leaves the real checkout alone', () => {
    expect(existsSync(path.join(root, 'blocks', blockCode))).toBe(false);
    expect(existsSync(path.join(root, 'plugins', pluginId))).toBe(false);
    expect(readFileSync(path.join(root, 'blocks/registry.ts'), 'utf8')).not.toContain(blockCode);
    expect(existsSync(path.join(copy, 'blocks', blockCode, `${blockCode}.block.ts`))).toBe(true);
  });

  it('refuses to scaffold the same block twice, with exit code 1, changing nothing', async () => {
    const registry = () => readFileSync(path.join(copy, 'blocks/registry.ts'), 'utf8');
    const before = registry();
    const again = await run(bin('tsx'), ['scripts/new-block.ts', blockCode], copy);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`The block ${blockCode} already exists`);
    expect(registry()).toBe(before);
  }, 60_000);

  it('passes the contract tests, its own tests and every registry test, untouched', async () => {
    const files = [...new Set(['tests/block-contract.test.tsx', 'tests/plugin-contract.test.ts', ...registryTests(copy), `blocks/${blockCode}`, `plugins/${pluginId}`])];
    testedFiles = files;
    const report = path.join(copy, 'scaffold-vitest.json');
    // Only the tests that name the new block or plugin: each registry-walking check runs for them, not again for the
    // rest of the registry, which the main run covers.
    const result = await run(bin('vitest'), ['run', ...files, '-t', `${blockCode}|${pluginId}`, '--reporter=json', `--outputFile=${report}`], copy);
    timings.vitest = result.seconds;
    expect(existsSync(report), result.stderr.slice(-4000)).toBe(true);
    const json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
    const assertions = json.testResults.flatMap((file) => file.assertionResults);
    const failed = assertions.filter((test) => test.status !== 'passed' && test.status !== 'skipped');
    const brokenFiles = json.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0);
    expect(failed.map((test) => `${test.fullName}: ${test.failureMessages.join(' ').slice(0, 600)}`)).toEqual([]);
    expect(brokenFiles.map((file) => `${file.name}: ${file.message ?? ''}`)).toEqual([]);
    expect(result.code).toBe(0);

    // The contract covered the new block and plugin: each of its checks ran for them and passed.
    const passed = (pattern: string) => assertions.filter((test) => test.status === 'passed' && test.fullName.includes(pattern)).length;
    expect(passed(`the block registry contract ${blockCode} `)).toBeGreaterThanOrEqual(5);
    expect(passed(`${pluginId}: lives in its own folder, is documented`)).toBe(1);
    expect(passed(`the ${blockCode} block `)).toBeGreaterThanOrEqual(8);
    expect(passed(`the ${pluginId} plugin `)).toBeGreaterThanOrEqual(6);
  }, 300_000);

  it('type-checks and lints clean where the scaffolder wrote', async () => {
    const written = [`blocks/${blockCode}/`, `plugins/${pluginId}/`, 'blocks/registry.ts', 'plugins/registry.ts', 'fake-store/domain/plugin-settings.ts'];
    // The written files and what they import, not the whole project: a tsconfig that extends the project's own.
    const writtenFiles = written.flatMap((file) => (file.endsWith('/') ? readdirSync(path.join(copy, file)).filter((name) => /\.tsx?$/.test(name)).map((name) => `${file}${name}`) : [file]));
    writeFileSync(path.join(copy, 'tsconfig.scaffold.json'), JSON.stringify({ extends: './tsconfig.json', include: [], files: writtenFiles }));
    const tsc = await run(bin('tsc'), ['-p', 'tsconfig.scaffold.json', '--noEmit', '--listFiles'], copy);
    timings.tsc = tsc.seconds;
    const lines = tsc.stdout.split('\n');
    // tsc read the new files at all (it lists each file it checked).
    expect(lines.filter((line) => line.includes(`/blocks/${blockCode}/`) || line.includes(`/plugins/${pluginId}/`)).length).toBe(7);
    // Only errors in what the scaffolder wrote count: files other work has in progress are not this test's subject.
    const errors = lines.filter((line) => /\(\d+,\d+\): error TS/.test(line));
    expect(errors.filter((line) => written.some((file) => line.startsWith(file)))).toEqual([]);
    expect(errors.every((line) => !line.includes(blockCode) && !line.includes(pluginId))).toBe(true);

    const eslint = await run(bin('eslint'), ['--max-warnings=0', ...written], copy);
    timings.eslint = eslint.seconds;
    expect(eslint.stdout + eslint.stderr).toBe('');
    expect(eslint.code).toBe(0);
  }, 300_000);
});
