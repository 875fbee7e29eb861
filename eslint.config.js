import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  { ignores: ['dist', 'dist-studio', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', '.bench'] },
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
);
