import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { serverSchemaZone, serverZones, webTestHelperZone, webZones } from './lint/boundary-zones.js';

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Import boundaries (ARCHITECTURE.md "Module boundaries"). The rule judges the file an import
  // resolves to, so the server's '.js' specifiers are followed to their '.ts' files.
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // Absolute: the fixture tests run ESLint from a workspace folder, not the repository root.
          project: ['apps/web', 'apps/server'].map((app) =>
            path.join(import.meta.dirname, app, 'tsconfig.json'),
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones() }] },
  },
  {
    // Code that ships: the same zones, and the test helpers are for tests only.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...webZones(), webTestHelperZone] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones() }] },
  },
  {
    // The same rule a second time, under its own name: tests may set up data through db/schema.ts
    // (writing as another instance would); shipped module code may not.
    files: ['apps/server/src/**/*.ts'],
    ignores: TEST_FILES,
    plugins: { 'module-schema': importX },
    rules: { 'module-schema/no-restricted-paths': ['error', { zones: [serverSchemaZone] }] },
  },
);
