// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The fake store's layers run one way, hosts → http → domain, and the store imports nothing of the storefront but
 * src/domain and src/api (fake-store/README.md). These feed the project's lint each kind of import and check that it
 * refuses the wrong ones and lets the right ones through.
 */

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() });
  // Loading the project's config is most of the cost: once, outside the cases' time limit.
  await eslint.lintText('export {};\n', { filePath: 'fake-store/domain/example.ts' });
}, 30_000);

async function importProblems(specifier: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the fake store’s import arrows', () => {
  it.each([
    ['domain', 'fake-store/domain/example.ts', '../http/payloads'],
    ['domain', 'fake-store/domain/db/example.ts', '../../hosts/node'],
    ['domain', 'fake-store/domain/example.ts', 'msw'],
    ['domain', 'fake-store/domain/example.ts', '@/api/client'],
    ['domain', 'fake-store/domain/example.ts', '../../contract/build-contract'],
    ['http', 'fake-store/http/example.ts', '../hosts/node'],
    ['http', 'fake-store/http/handlers/example.ts', '../../../scripts/vite/security-headers'],
    ['hosts', 'fake-store/hosts/example.ts', '../../contract/build-contract'],
    ['any layer', 'fake-store/hosts/example.ts', '@/models/cart/cart.model'],
    ['any layer', 'fake-store/http/example.ts', '@/screens/home/HomeScreen'],
    ['any layer', 'fake-store/domain/example.ts', '../../blocks/registry'],
    ['any layer', 'fake-store/domain/example.ts', '../../plugins/registry'],
    ['any layer', 'fake-store/domain/example.ts', '../../e2e/support/fixtures'],
    ['a test', 'fake-store/http/example.test.ts', '@/models/cart/cart.model'],
    ['a test', 'fake-store/domain/example.test.ts', '../../e2e/support/fixtures'],
  ])('refuses in %s (%s): %s', async (_, filePath, specifier) => {
    expect(await importProblems(specifier, filePath)).not.toEqual([]);
  });

  it.each([
    ['fake-store/domain/example.ts', '@/domain/money'],
    ['fake-store/domain/example.ts', '@/api/schemas/cart.schema'],
    ['fake-store/domain/db/example.ts', '../../../src/domain/money'],
    ['fake-store/domain/example.ts', './db'],
    ['fake-store/http/handlers/example.ts', '../../domain/cart'],
    ['fake-store/http/example.ts', '@/api/calls'],
    ['fake-store/http/example.ts', 'msw'],
    ['fake-store/http/handlers/example.ts', '../../../contract/build-contract'],
    ['fake-store/hosts/example.ts', '../http/handlers'],
    ['fake-store/hosts/example.ts', '../domain/seed'],
    ['fake-store/hosts/example.ts', '../../scripts/vite/security-headers'],
    ['fake-store/hosts/example.ts', '../../src/domain/vendor-proxy'],
    ['fake-store/http/example.test.ts', '../hosts/node'],
  ])('lets %s import %s', async (filePath, specifier) => {
    expect(await importProblems(specifier, filePath)).toEqual([]);
  });
});
