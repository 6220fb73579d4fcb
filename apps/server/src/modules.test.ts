/** Every module folder is registered, once, under its folder's name (modules.ts). */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES } from './modules.js';

const FOLDERS = readdirSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules'), {
  withFileTypes: true,
})
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

describe('module registry', () => {
  it('registers every module folder exactly once, by its folder name', () => {
    expect(MODULES.map((m) => m.name).sort()).toEqual(FOLDERS);
  });
});
