import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** How import-x finds a file behind an import: TypeScript's own resolution, per workspace. */
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      noWarnOnMultipleProjects: true,
      project: [
        'apps/api/tsconfig.json',
        'apps/web/tsconfig.json',
        'apps/web/src/sw/tsconfig.json',
        'packages/contract/tsconfig.json',
      ],
    }),
  ],
};

// The benches measure the product from outside (docs/benchmarks.md): no product file imports them.
const benchZone = {
  target: ['./apps', './packages'],
  from: './bench',
  message:
    'Product code never imports the benches: pass what a bench needs as an option (buildApp, openDatabase).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Navigate'],
              message:
                'Use Redirect (@/components/routing/redirect.tsx): a plain Navigate moves only when it mounts.',
            },
          ],
        },
      ],
    },
  },
  { files: ['apps/web/src/components/routing/redirect.tsx'], rules: { 'no-restricted-imports': 'off' } },
  {
    // No import circle between files (docs/decisions/168-api-modules.md): a module imports only modules below it.
    // The rule passes over type-only imports; apps/api/test/module-imports.test.ts counts them between modules.
    files: ['apps/api/**/*.ts', 'packages/**/*.ts', 'apps/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [benchZone] }],
    },
  },
  {
    // A web feature never imports another (docs/architecture.md): what two features share lives in components/,
    // hooks/ or lib/. One zone per feature folder, so a new feature is held to it too.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: readdirSync('apps/web/src/features')
            .map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another: move what both need to components/, hooks/ or lib/.',
            }))
            .concat(benchZone),
        },
      ],
    },
  },
);
