// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUnusedExports, formatFindings, type Finding } from '../scripts/unused-exports';

const answerType = "an answer's type named beside its schema in the contract's files; the storefront reads it through its call, tests name it";

/** Exports the scan finds and the repository keeps, by `file#name`, each with why. */
const kept: Record<string, string> = {
  'src/api/schemas/address.schema.ts#AddressList': answerType,
  'src/api/schemas/address.schema.ts#AddressAdded': answerType,
  'src/api/schemas/place.schema.ts#PlacePredictions': answerType,
  'src/api/schemas/place.schema.ts#PlaceDetailsAnswer': answerType,
  'src/api/schemas/wishlist.schema.ts#Wishlist': answerType,
  'src/api/schemas/wishlist.schema.ts#WishlistToggleAnswer': answerType,
  'src/layout/report.ts#resetLayoutReports': 'clears the once-per-session report memory between tests; it must sit beside that memory',
  'src/domain/product-options.ts#findCombination': "an options-engine rule as the engine's table tests read it; the panel reads it through optionsPanelState",
  'src/domain/product-options.ts#attributeValueDisabledReason': "an options-engine rule as the engine's table tests read it; the panel reads it through optionsPanelState",
  'src/shared/lib/use-sync-external-store-native.ts#useSyncExternalStore': "stands in for use-sync-external-store's shim through the Vite alias: packages import it",
  'src/shared/lib/use-sync-external-store-native.ts#default': "stands in for use-sync-external-store's shim through the Vite alias: packages import it",
  'studio/vite.config.ts#default': "Vite reads the studio's build config by its path",
};

const keyOf = (finding: Finding) => `${finding.file}#${finding.name}`;

describe('the storefront’s exports', () => {
  let findings: Finding[];
  // About 2 s of CPU; the limit leaves room for a machine busy with other test files.
  beforeAll(() => {
    findings = findUnusedExports();
  }, 60_000);

  it('are each imported somewhere, and by more than tests unless their module uses them too', () => {
    const unexpected = findings.filter((finding) => !(keyOf(finding) in kept));
    expect(formatFindings(unexpected), 'delete an unused export, drop `export` from a local-only one, move a test-only one to test support').toBe('');
  });

  it('keep only exceptions that still apply', () => {
    const found = new Set(findings.map(keyOf));
    expect(Object.keys(kept).filter((key) => !found.has(key))).toEqual([]);
  });
});

describe('the unused-exports scan', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'unused-exports-'));
    write(
      'src/lib.ts',
      'export const used = 1;\nexport const unused = 2;\nexport const inside = 3;\nexport const localOnly = 4;\nexport const doubled = (inside + localOnly) * 2;\nexport const forTests = 5;\nexport type Shape = { a: number };\n',
    );
    write('src/app.ts', "import { used, doubled } from '@/lib';\nimport type { Shape } from './lib';\nexport default function app(shape: Shape) { return used + doubled + shape.a; }\n");
    write('src/lib.test.ts', "import { forTests, inside } from './lib';\nexpect(forTests + inside).toBe(8);\n");
    write('src/whole.ts', 'export const a = 1;\nexport const b = 2;\n');
    write('src/lazy.ts', 'export default function View() {}\nexport const alsoLoaded = 1;\n');
    write('src/typed.ts', 'export interface Typed { a: number }\nexport interface Other { b: number }\n');
    write('src/inner.ts', 'export const viaBarrel = 1;\nexport const notReExported = 2;\n');
    write('src/barrel.ts', "export { viaBarrel as renamed } from './inner';\n");
    write('src/screens.ts', "import * as whole from './whole';\nimport { renamed } from './barrel';\nexport const screens = [whole, renamed, () => import('./lazy')];\nexport type T = import('./typed').Typed;\n");
    write('src/main.ts', "import app from './app';\nimport { screens } from './screens';\nimport type { T } from './screens';\nconst template = `import { notReExported } from '@/inner';`;\nexport {};\nvoid [app, screens, template] satisfies T[] | unknown[];\n");
    write('src/test-things.ts', 'export const onlyForTests = 1;\nexport const nobody = 2;\n');
    write('tests/things.test.ts', "import { onlyForTests } from '../src/test-things';\nvoid onlyForTests;\n");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('says which exports nobody imports, which only their module uses, and which only tests import', () => {
    const found = findUnusedExports(root).map((finding) => `${finding.kind} ${keyOf(finding)}`);
    expect(found).toEqual([
      'unused src/lib.ts#unused',
      'local-only src/lib.ts#localOnly',
      'test-only src/lib.ts#forTests',
      'unused src/test-things.ts#nobody',
      'unused src/typed.ts#Other',
    ]);
  });
});
