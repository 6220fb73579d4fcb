/**
 * The server's module boundaries are lint rules, not prose: ESLint, with the repository's own
 * eslint.config.js, reads code placed at a path inside the tree (nothing is written to disk) and
 * must refuse a module reaching into another module's inner files or tables, http/ and seed/
 * reaching into a module, a module importing the composition root, a module cycle, and the web
 * app or contracts importing server code; and accept a module's index.ts.
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
const CYCLE_RULE = 'import-x/no-cycle';
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
    "fails a module or its schema file that imports another module's schema (a foreign key is SQL)",
    LINT_TIMEOUT,
    async () => {
      const fromService = await lintImports('modules/clients/probe.ts', ['modules/auth/auth.schema.ts']);
      expect(byRule(fromService, RULE)).toHaveLength(1);
      const fromSchema = await lintImports('modules/clients/clients.schema.ts', [
        'modules/auth/auth.schema.ts',
      ]);
      expect(byRule(fromSchema, RULE).map((m) => m.message)).toEqual([
        expect.stringContaining('A schema file imports nothing of module "auth"'),
      ]);
      // Nor anything else of another module, its index.ts included: the tables stay the module's.
      for (const target of ['modules/auth/auth.repository.ts', 'modules/auth/index.ts']) {
        const beyond = await lintImports('modules/clients/clients.schema.ts', [target]);
        expect(byRule(beyond, RULE), target).toHaveLength(1);
      }
      // Its own module's files stay open to it.
      const own = await lintImports('modules/payroll/payroll.schema.ts', [
        'modules/payroll/payroll.overtime.ts',
      ]);
      expect(byRule(own, RULE)).toEqual([]);
    },
  );

  it(
    'fails http/ and seed/ (tests too) reaching into a module; its index.ts passes',
    LINT_TIMEOUT,
    async () => {
      for (const file of ['http/probe.ts', 'seed/probe.ts', 'seed/probe.test.ts']) {
        const inner = await lintImports(file, [
          'modules/clients/clients.repository.ts',
          'modules/staff/staff.schema.ts',
        ]);
        expect(
          byRule(inner, RULE).map((m) => m.message),
          file,
        ).toEqual([
          expect.stringContaining('http/ and seed/ use module "clients" through its index.ts'),
          expect.stringContaining('http/ and seed/ use module "staff" through its index.ts'),
        ]);
        const open = await lintImports(file, [
          'modules/clients/index.ts',
          'db/schema.ts',
          'lib/local-dates.ts',
        ]);
        expect(byRule(open, RULE), file).toEqual([]);
      }
    },
  );

  it('fails a module that imports the composition root (modules.ts, app.ts)', LINT_TIMEOUT, async () => {
    for (const root of ['modules.ts', 'app.ts']) {
      const messages = await lintImports('modules/clients/probe.ts', [root]);
      expect(
        byRule(messages, RULE).map((m) => m.message),
        root,
      ).toEqual([expect.stringContaining('A module may not import the composition root')]);
    }
    // The registration type is the modules' own contract, below them.
    expect(byRule(await lintImports('modules/clients/probe.ts', ['app-module.ts']), RULE)).toEqual([]);
  });

  it(
    'fails an import that closes a cycle (clients calling appointments back); a type-only import passes',
    LINT_TIMEOUT,
    async () => {
      // appointments.checks.ts asks clients whether a client is bookable, and clients' index leads
      // to records.service.ts: importing appointments there again is the cycle modules.ts broke.
      const file = 'modules/clients/records.service.ts';
      const cycle = await lintImports(file, ['modules/appointments/index.ts']);
      expect(byRule(cycle, CYCLE_RULE).map((m) => m.message)).toEqual([
        expect.stringContaining('Dependency cycle via'),
      ]);
      const [typeOnly] = await eslint.lintText(
        `import type { BookingLookup } from '${specifier(file, 'modules/appointments/index.ts')}';\n` +
          'export type Probe = BookingLookup;\n',
        { filePath: path.join(SRC, file) },
      );
      expect(byRule(typeOnly?.messages ?? [], CYCLE_RULE)).toEqual([]);
      // The same import from a file nothing in appointments reaches is no cycle.
      expect(
        byRule(await lintImports('modules/clients/probe.ts', ['modules/appointments/index.ts']), CYCLE_RULE),
      ).toEqual([]);
    },
  );
});

describe('no workspace imports the server (eslint.config.js)', () => {
  /** The boundary errors for a file at `file` (from the repository root) importing `source`. */
  async function boundaryErrors(file: string, source: string): Promise<string[]> {
    const [result] = await eslint.lintText(
      `import * as probe from '${source}';\nexport const probes = [probe];\n`,
      {
        filePath: path.join(ROOT, file),
      },
    );
    return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
  }
  const SERVER_FILE = 'apps/server/src/core/app-error.ts';

  it(
    'fails the web app or the contracts importing server code, by path or by package name',
    LINT_TIMEOUT,
    async () => {
      expect(existsSync(path.join(ROOT, SERVER_FILE))).toBe(true);
      for (const file of [
        'apps/web/src/lib/probe.ts',
        'apps/web/src/features/crm/probe.test.ts',
        'packages/contracts/src/probe.ts',
      ]) {
        const relative = path.relative(path.dirname(path.join(ROOT, file)), path.join(ROOT, SERVER_FILE));
        for (const source of [relative.replace(/\.ts$/, '.js'), '@daybook/server/src/core/app-error.js']) {
          expect(await boundaryErrors(file, source), `${file} importing ${source}`).toEqual([
            expect.stringContaining('Server code stays in the server'),
          ]);
        }
      }
      // What they share goes through the contracts package.
      expect(await boundaryErrors('apps/web/src/lib/probe.ts', '@daybook/contracts')).toEqual([]);
    },
  );
});
