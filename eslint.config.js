import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import localRules from './scripts/eslint/import-cycles.js';

const simulatorOnly = {
  group: ['**/fake-store/**', '@faker-js/*', '@msw/*', 'msw', 'msw/*'],
  message: 'The shopper bundle never carries the fake store: only src/main.tsx may load it, dynamically.',
};

/*
 * The storefront sends a call through its resource's own module (`@/api/calls/cart`). The gathered list imports every
 * definition (the start-up's chunks follow static imports), and the contract's words are the tools' alone
 * (decisions/0043-each-call-defined-once.md).
 */
const callToolsOnly = {
  regex: '(^|/)calls(/(index|docs|describe))?$|\\.docs$',
  message: "Send a call through its resource's module (@/api/calls/<resource>); the list of every call and the contract's words are for the tools.",
};

/*
 * The fake store's layers (fake-store/README.md, decisions/0043-each-call-defined-once.md): hosts → http → domain, each
 * importing only the layers below it and the parts of src/ they may. Relative imports are matched by what they name
 * after their `../` steps. Its tests may cross its layers (an HTTP test runs the Node host), never leave the store.
 */
const fakeStoreStandsAlone = {
  regex: '^(@/(models|screens|app|shared|layout|boot)(/|$)|(\\.\\./)+(src/(models|screens|app|shared|layout|boot)|blocks|plugins|e2e|studio|tests)(/|$))',
  message: 'The fake store imports no storefront models, screens, app, shared or layout code, no blocks, plugins, studio, tests or e2e support: shared rules live in src/domain.',
};
const fakeStoreLayer = (layer, { above, src, outside, msw }) => [
  fakeStoreStandsAlone,
  ...(above.length ? [{ regex: `^(\\.\\./)+(${above.join('|')})(/|$)`, message: `fake-store/${layer} imports only the layers below it (hosts → http → domain).` }] : []),
  { regex: `^@/(?!${src.join('|')})`, message: `fake-store/${layer} imports from src/ only ${src.map((path) => `src/${path}`).join(' and ')}.` },
  { regex: `^(\\.\\./)+(?!${[...src.map((path) => `src/${path}`), ...outside].join('|')})(src|contract|scripts)/`, message: `fake-store/${layer} imports from outside the fake store only ${[...src.map((path) => `src/${path}`), ...outside].join(', ')}.` },
  ...(msw ? [] : [{ regex: '^msw(/|$)', message: 'fake-store/domain has no HTTP: MSW belongs to fake-store/http and fake-store/hosts.' }]),
];
const fakeStoreLayers = {
  domain: fakeStoreLayer('domain', { above: ['http', 'hosts'], src: ['domain/', 'api/schemas/'], outside: [], msw: false }),
  http: fakeStoreLayer('http', { above: ['hosts'], src: ['domain/', 'api/'], outside: ['contract/build-contract$'], msw: true }),
  hosts: fakeStoreLayer('hosts', { above: [], src: ['domain/', 'api/'], outside: ['scripts/vite/security-headers$'], msw: true }),
};

/*
 * Every money text goes through the one formatter, src/domain/money.ts (spec section 5: decimals only when the
 * amount has a fraction). These catch a second formatter being born: a number's toFixed, Intl's currency style, a
 * currency symbol pasted before a number, and a written-out sum with empty decimals ("$5.00"). Checked by
 * tests/money-formatter-lint.test.ts.
 */
const currencySymbols = '$€£₹¥';
const oneMoneyFormatter = [
  {
    selector: "CallExpression[callee.property.name='toFixed']",
    message: 'Money is written by formatMoney (src/domain/money.ts); a number that is not money says why in an eslint-disable comment.',
  },
  {
    selector: "NewExpression[callee.property.name='NumberFormat'] Property[key.name='style'][value.value='currency'], CallExpression[callee.property.name='toLocaleString'] Property[key.name='style'][value.value='currency']",
    message: 'Money is written by formatMoney (src/domain/money.ts), not by Intl directly.',
  },
  {
    selector: `TemplateElement[tail=false][value.cooked=/[${currencySymbols}]$/], BinaryExpression[operator='+'] > Literal[value=/[${currencySymbols}]$/], JSXText[value=/[${currencySymbols}]$/]`,
    message: 'A currency symbol before a number is a second money formatter: use formatMoney or <Money> (src/domain/money.ts).',
  },
  {
    selector: `Literal[value=/[${currencySymbols}]\\d[\\d,]*\\.0+(?!\\d)/], TemplateElement[value.cooked=/[${currencySymbols}]\\d[\\d,]*\\.0+(?!\\d)/], JSXText[value=/[${currencySymbols}]\\d[\\d,]*\\.0+(?!\\d)/]`,
    message: 'Money shows its decimals only when it has a fraction (spec section 5): "$5", not "$5.00".',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'dist-studio', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', '.bench'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import circle between files of different folders (scripts/eslint/import-cycles.js).
    plugins: { local: localRules },
    rules: { 'local/no-cross-folder-cycle': ['error', { aliases: { '@/': 'src/' } }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [simulatorOnly, callToolsOnly] }],
    },
  },
  {
    // The call list and the docs themselves: read by the tools only, so they gather what they describe.
    files: ['src/api/calls/index.ts', 'src/api/calls/docs.ts', 'src/api/calls/*.docs.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [simulatorOnly] }],
    },
  },
  {
    files: ['blocks/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            simulatorOnly,
            {
              group: ['@/app/*', '@/screens/*', '@/api/*', '!@/api/schemas', '!@/api/schemas/*'],
              message: 'Blocks and plugins import from src/layout, src/shared, src/models, src/domain and src/api/schemas only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'fake-store/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/domain/money.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneMoneyFormatter] },
  },
  {
    files: ['fake-store/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [fakeStoreStandsAlone] }] },
  },
  ...Object.entries(fakeStoreLayers).map(([layer, patterns]) => ({
    files: [`fake-store/${layer}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  {
    // Every list of every answer is read item by item (decisions/0015-tolerant-api-boundary.md): a schema file
    // takes its lists from common.schema.ts (tolerantArray, optionalList; requestList for what the storefront sends).
    files: ['src/api/schemas/**/*.ts'],
    ignores: ['src/api/schemas/common.schema.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name=/^(array|tuple|set)$/]",
          message: 'Lists in answers use tolerantArray or optionalList, lists in requests requestList (common.schema.ts).',
        },
        ...oneMoneyFormatter,
      ],
    },
  },
  {
    // End-to-end specs wait for the event that proves a state, never for a fixed time: a sleep before asserting that
    // nothing happened passes when the thing is merely slow, and one before asserting that it did makes the suite slow.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait for the event that proves the state: expect.poll, a locator assertion, page.clock, waitForRequest.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // A sleep in a promise, in the test or in the page; a zero delay only waits for the tasks already queued.
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.length=2]:not([arguments.1.value=0])",
          message: 'A fixed sleep: wait for the event that proves the state (a page event, a flag the page sets, page.clock).',
        },
      ],
    },
  },
);
