import { cpSync, existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/** Top-level folders a copy leaves out: installed packages, build output, history and test leftovers. */
export const notCopied = ['node_modules', 'dist', 'dist-studio', '.git', 'test-results', 'playwright-report', '.bench'];

/**
 * Copies the project at `root` into `target` so a scaffolder run (and the checks after it) can change registries
 * without touching the real checkout. node_modules is linked, not copied: it is large and only read.
 */
export function copyProject(root: string, target: string) {
  cpSync(root, target, {
    recursive: true,
    filter: (source) => !notCopied.includes(path.relative(root, source).split(path.sep)[0] ?? ''),
  });
  const modules = path.join(root, 'node_modules');
  if (existsSync(modules)) symlinkSync(modules, path.join(target, 'node_modules'), 'dir');
}
