/**
 * The server's module boundaries are lint rules, not prose: ESLint, with the repository's own
 * eslint.config.js, reads code placed at a path inside the tree (nothing is written to disk) and
 * must refuse a module reaching into another module's inner files or tables, and accept its
 * index.ts.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SRC = path.join(ROOT, 'apps/server/src');
const MODULES = path.join(SRC, 'modules');
const RULE = 'import-x/no-restricted-paths';
/** The "modules may not import db/schema.ts" zone (tests excepted). */
const SCHEMA_RULE = 'module-schema/no-restricted-paths';
const eslint = new ESLint({ cwd: ROOT });

/** The '.js' specifier `from` (a file under src/) would write to import `target` (a real file under src/). */
function specifier(from: string, target: string): string {
  const absolute = path.join(SRC, target);
  // A missing file leaves the import unresolved, and the rule passes what it cannot resolve.
  expect(existsSync(absolute), `${target} exists`).toBe(true);
  const relative = path.relative(path.dirname(path.join(SRC, from)), absolute).replace(/\.ts$/, '.js');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** What ESLint reports, by rule, for a file at `file` (under src/) that imports `targets`. */
async function lintImports(file: string, targets: string[], linter = eslint): Promise<Linter.LintMessage[]> {
  const sources = targets.map((t) => specifier(file, t));
  const code = sources.map((s, i) => `import * as probe${i} from '${s}';\n`).join('');
  const exports = `export const probes = [${sources.map((_s, i) => `probe${i}`).join(', ')}];\n`;
  const [result] = await linter.lintText(code + exports, { filePath: path.join(SRC, file) });
  return result?.messages ?? [];
}

const byRule = (messages: Linter.LintMessage[], rule: string) => messages.filter((m) => m.ruleId === rule);

/** A file of module `name` other than its index.ts. */
function innerFileOf(name: string): string {
  const file = readdirSync(path.join(MODULES, name))
    .sort()
    .find((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'));
  if (!file) throw new Error(`module ${name} has no inner file`);
  return path.join('modules', name, file);
}

const LINT_TIMEOUT = { timeout: 120_000 };

describe('server module boundaries (eslint.config.js)', () => {
  it("fails a module that imports another module's repository", LINT_TIMEOUT, async () => {
    const messages = await lintImports('modules/availability/probe.ts', [
      'modules/clients/clients.repository.ts',
    ]);
    expect(byRule(messages, RULE).map((m) => m.message)).toEqual([
      expect.stringContaining('Import module "clients" through its index.ts'),
    ]);
  });

  it(
    "passes the same module's index.ts, the module's own files and the shared layers",
    LINT_TIMEOUT,
    async () => {
      const messages = await lintImports('modules/availability/probe.ts', [
        'modules/clients/index.ts',
        'modules/availability/availability.zone.ts',
        'lib/local-dates.ts',
        'db/tenant.ts',
      ]);
      expect(byRule(messages, RULE)).toEqual([]);
    },
  );

  it('covers every module folder, so a new module needs no config change', LINT_TIMEOUT, async () => {
    const modules = readdirSync(MODULES).sort();
    for (const [i, name] of modules.entries()) {
      const other = modules[(i + 1) % modules.length]!;
      const messages = await lintImports(`modules/${name}/probe.ts`, [innerFileOf(other)]);
      expect(byRule(messages, RULE), `${name} importing ${other}`).toHaveLength(1);
    }
  });

  it(
    "fails a module that imports the tables of db/schema.ts, but not a module's test",
    LINT_TIMEOUT,
    async () => {
      const refused = byRule(await lintImports('modules/staff/probe.ts', ['db/schema.ts']), SCHEMA_RULE);
      expect(refused.map((m) => m.message)).toEqual([expect.stringContaining('A module owns its tables')]);
      expect(byRule(await lintImports('modules/staff/probe.test.ts', ['db/schema.ts']), SCHEMA_RULE)).toEqual(
        [],
      );
    },
  );

  it(
    "fails a module that imports another module's schema; a schema file may, for a foreign key",
    LINT_TIMEOUT,
    async () => {
      const fromService = await lintImports('modules/clients/probe.ts', ['modules/auth/auth.schema.ts']);
      expect(byRule(fromService, RULE)).toHaveLength(1);
      const fromSchema = await lintImports('modules/clients/clients.schema.ts', [
        'modules/auth/auth.schema.ts',
      ]);
      expect(byRule(fromSchema, RULE)).toEqual([]);
      // Even a schema file reaches nothing else of another module.
      const beyond = await lintImports('modules/clients/clients.schema.ts', [
        'modules/auth/auth.repository.ts',
      ]);
      expect(byRule(beyond, RULE)).toHaveLength(1);
    },
  );
});
