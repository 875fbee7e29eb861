// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import localRules from '../scripts/eslint/import-cycles.js';

/*
 * The cycle rule (scripts/eslint/import-cycles.js) on a tiny project of its own, written to a temporary folder: an
 * import circle between two folders is refused, in either file, whether it closes through a relative path, the `@/`
 * alias or an `import()`; a circle inside one folder, and one that only types close, are let through.
 */

const fixture: Record<string, string> = {
  'src/cart/cart.ts': "import { price } from '../pricing/price';\nexport const cart = () => price();\n",
  'src/pricing/price.ts': "import { cart } from '@/cart/cart';\nexport const price = () => typeof cart;\n",
  'src/routes/table.ts': "export const load = () => import('../screens/home');\n",
  'src/screens/home.ts': "import { load } from '../routes/table';\nexport const home = load;\n",
  'src/same/one.ts': "import { two } from './two';\nexport const one = () => two;\n",
  'src/same/two.ts': "import { one } from './one';\nexport const two = () => one;\n",
  'src/types/a.ts': "import type { B } from '../typed/b';\nexport interface A { b?: B }\n",
  'src/typed/b.ts': "import { type A } from '../types/a';\nexport type B = A;\n",
};

let root: string;
let eslint: ESLint;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  for (const [file, text] of Object.entries(fixture)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: localRules },
        rules: { 'local/no-cross-folder-cycle': ['error', { aliases: { '@/': 'src/' } }] },
      },
    ],
  });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

async function circlesIn(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(root, file)]);
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('no import circle between files of different folders', () => {
  it('refuses a circle between two folders, at the import that leaves each file’s folder', async () => {
    expect(await circlesIn('src/cart/cart.ts')).toEqual([
      'local/no-cross-folder-cycle: Import circle across folders: src/cart/cart.ts → src/pricing/price.ts → src/cart/cart.ts. Move what both sides need into a module that imports neither.',
    ]);
    expect(await circlesIn('src/pricing/price.ts')).toHaveLength(1);
  });

  it('counts an import() as part of a circle', async () => {
    expect(await circlesIn('src/routes/table.ts')).toHaveLength(1);
    expect(await circlesIn('src/screens/home.ts')).toHaveLength(1);
  });

  it('lets a circle inside one folder through', async () => {
    expect(await circlesIn('src/same/one.ts')).toEqual([]);
  });

  it('lets a circle that only an `import type` closes through', async () => {
    expect(await circlesIn('src/types/a.ts')).toEqual([]);
    expect(await circlesIn('src/typed/b.ts')).toEqual([]);
  });
});
