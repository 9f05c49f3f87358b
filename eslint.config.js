import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Every folder of web/src/features is a feature: none may import another. */
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * core's layers, lowest first: a folder imports only from the layers below its own (its tests
 * excepted). The data's shapes sit under the rules that use them, the forms and the operations on top.
 */
const coreLayers = [
  ['port'],
  ['local', 'firestore'],
  ['model'],
  ['domain'],
  ['forms', 'published'],
  ['visitor-writes'],
  ['operations'],
  ['seed', 'testing'],
];
const coreZones = coreLayers.flatMap((layer, index) =>
  layer.map((folder) => ({
    target: `./core/src/${folder}`,
    from: coreLayers
      .slice(index)
      .flat()
      .filter((other) => other !== folder)
      .map((other) => `./core/src/${other}`),
    message: `core/src/${folder} imports only from the layers below it (eslint.config.js, coreLayers).`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-sandbox/**',
      'web/dist-emulators/**',
      'functions/dist/**',
      'coverage/**',
      '**/*.d.ts',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['web/tsconfig.json', 'core/tsconfig.json', 'functions/tsconfig.json', 'tests/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/refs': 'off',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dependencies flow one way: core <- web/lib <- web/features <- web/app (docs/architecture.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './web/src/lib',
              from: ['./web/src/features', './web/src/app'],
              message: 'lib must not depend on features or app.',
            },
            {
              target: './web/src/components',
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared components must not depend on features or app.',
            },
            {
              target: './web/src/hooks',
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared hooks must not depend on features or app.',
            },
            { target: './web/src/features', from: './web/src/app', message: 'Features must not depend on app.' },
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'No imports between features: move shared pieces to components/, hooks/ or core/.',
            })),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message:
                'Firebase SDK only inside web/src/lib/firebase: the rest talks to the ports (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/lib/firebase/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                '@comptoir/web',
                '@comptoir/functions',
              ],
              message: 'core is plain TypeScript shared by web and functions.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['core/src/**/*.ts'],
    // Tests and their fixtures sit on top of everything.
    ignores: ['core/src/**/*.test.ts', 'core/src/*/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: coreZones }] },
  },
  {
    files: ['scripts/**', '**/*.config.{js,ts}', 'functions/*.mjs', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
