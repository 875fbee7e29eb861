import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const simulatorOnly = {
  group: ['**/mocks/**', '**/simulator/**', '@faker-js/*', '@msw/*', 'msw', 'msw/*'],
  message: 'The shopper bundle never carries simulator code: only src/main.tsx may load it, dynamically.',
};

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
              message: 'Blocks and plugins import from src/layout, src/shared, src/models and src/api/schemas only.',
            },
          ],
        },
      ],
    },
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
      ],
    },
  },
);
