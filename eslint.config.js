// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './eslint-rules/feature-boundaries.js';

/**
 * Import boundaries keep the layers honest: the engine is pure and knows no app; the contracts
 * build only on the engine; the web never reaches into the server; and the report model reads the
 * engine's numbers instead of redoing its arithmetic.
 */
const noApps = ['**/apps/**', '@damages/server', '@damages/web'];
/** The web reaches the engine through its package, never its files or the server's. */
const THROUGH_ENGINE_PACKAGE = {
  group: ['**/apps/server/**', '**/packages/engine/**'],
  message: 'Import the engine through @damages/engine.',
};
/**
 * The engine's rule functions the report model and the exports must not call: they read the engine's
 * answers and schedule facts instead of redoing its dates, periods, growth and discounting.
 */
const ENGINE_RULES = [
  'roundHalfEven',
  'addYears',
  'yearOf',
  'calendarRows',
  'periodSide',
  'overlapDays',
  'valuedRows',
  'rateApplied',
  'discountFactor',
  'midPeriodYears',
  'grownAmount',
  'grownByEras',
  'growthFactor',
  'growthSteps',
  'yearFraction',
  'daysBetween',
  'expectedDateOfDeath',
  'retirementDate',
  'lossOfEarnings',
  'lossOfSupport',
  'lossOfHouseholdServices',
  'futureMedicalExpenses',
  'medicalCareBeforeTrial',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'artifacts/**', 'coverage/**', '.data/**', 'packages/engine/src/reference/data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Each file is checked against its nearest tsconfig.json (root, apps/web, e2e).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'warn',
    },
  },
  {
    // Every TypeScript file is named in kebab-case (a test or spec keeps its middle extension: calc.test.ts).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }] },
  },
  {
    // The JavaScript files (this config, the worker entry points) are in no tsconfig.json.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests compare whole JSON documents of the contract.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A test double stands in for an async function: written `async`, it answers and fails as the real one does
    // (what it throws is a rejection), with or without an await inside.
    files: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Fastify waits for the promise an async plugin returns (a plain function must call done instead), so a
    // route plugin stays async even when it registers everything synchronously.
    files: ['apps/server/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // These tests break a contract example field by field into what no type allows (a number for a date, a
    // list for a rate), so the body they change is untyped JSON.
    files: ['apps/server/src/routes/api/create-table/validation.test.ts', 'apps/server/src/routes/api/create-table/loss-medical.test.ts'],
    rules: { '@typescript-eslint/no-unsafe-member-access': 'off' },
  },
  {
    // The export benchmark loads the web modules by path, untyped: the scripts' type check has no DOM types,
    // and the web project checks those modules itself.
    files: ['scripts/bench/export-worker.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...noApps, '@damages/contracts', '**/contracts/**', 'node:*', 'react', 'fastify'],
              message: 'The engine is pure: it imports no app, no contract and no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [...noApps, 'react', 'fastify', 'node:*'], message: 'Contracts import only the engine (and zod).' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@damages/server', '@damages/server/**', 'fastify', 'better-sqlite3'],
              message: 'The web app never imports the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature shows the rest of the web app only its index.ts, and tests its testing/index.ts
    // (eslint-rules/feature-boundaries.js).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: {
      'feature-boundaries/public-faces': [
        'error',
        {
          root: 'apps/web/src',
        },
      ],
    },
  },
  {
    // The report's export files write formulas from the engine's schedule facts (TableFacts); the rules of
    // dates, periods, growth and discounting stay in the engine (docs/architecture.md).
    files: ['apps/web/src/features/report/export/**/*.ts', 'apps/web/src/features/report/export/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@damages/engine',
              // The workbook's ROUND nudges compare with the engine's own rounding (formula.ts); a child's
              // 18th birthday is the engine's fact in the exports, where the report model may name it.
              importNames: [...ENGINE_RULES.filter((name) => name !== 'roundHalfEven'), 'adulthoodDate'],
              message:
                'The exports write formulas from the engine’s answers and schedule facts (earningsSchedule, …); they do not redo the engine’s rules.',
            },
          ],
          patterns: [THROUGH_ENGINE_PACKAGE],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/report/model/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@damages/engine',
              importNames: ENGINE_RULES,
              message: 'The report model reads the engine’s numbers (case_info, rows, total_pv); it does not redo the engine’s arithmetic.',
            },
          ],
          patterns: [THROUGH_ENGINE_PACKAGE],
        },
      ],
    },
  },
  prettier,
);
