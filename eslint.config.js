import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import {
  noServerZone,
  serverLayerZones,
  serverSchemaZone,
  serverZones,
  webTestHelperZone,
  webZones,
} from './lint/boundary-zones.js';

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
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // Absolute: the fixture tests run ESLint from a workspace folder, not the repository root.
          project: ['apps/web', 'apps/server', 'packages/contracts'].map((workspace) =>
            path.join(import.meta.dirname, workspace, 'tsconfig.json'),
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webZones(), noServerZone('apps/web')] }],
    },
  },
  {
    // Code that ships: the same zones, and the test helpers are for tests only.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...webZones(), noServerZone('apps/web'), webTestHelperZone] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // no-cycle reads the imported files themselves: without these it reads only '.js' files,
    // and with the TypeScript parser it can tell a type-only import (which makes no cycle).
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...serverZones(), ...serverLayerZones()] }],
      // A cycle between modules means neither is the lower one; type-only imports do not count.
      // Packages cannot import back into this code, so their type files are not read (faster).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [noServerZone('packages/contracts')] }] },
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
