/**
 * The web app's import boundaries are lint rules, not prose: ESLint, with the repository's own
 * eslint.config.js, reads code placed at a path inside the tree (nothing is written to disk) and
 * must refuse a feature reaching into another feature or into app/, and accept shared layers.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SRC = path.join(ROOT, 'apps/web/src');
const RULE = 'import-x/no-restricted-paths';
const eslint = new ESLint({ cwd: ROOT });

/** The module specifier `from` (a file under src/) would write to import `target` (a real file under src/). */
function specifier(from: string, target: string): string {
  const absolute = path.join(SRC, target);
  // A missing file leaves the import unresolved, and the rule passes what it cannot resolve.
  expect(existsSync(absolute), `${target} exists`).toBe(true);
  const relative = path.relative(path.dirname(path.join(SRC, from)), absolute).replace(/\.tsx?$/, '');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The boundary errors ESLint reports for a file at `file` (under src/) that imports `targets`. */
async function boundaryErrors(file: string, targets: string[], packages: string[] = []): Promise<string[]> {
  const sources = [...targets.map((t) => specifier(file, t)), ...packages];
  const code = sources.map((s, i) => `import * as probe${i} from '${s}';\n`).join('');
  const exports = `export const probes = [${sources.map((_s, i) => `probe${i}`).join(', ')}];\n`;
  const [result] = await eslint.lintText(code + exports, { filePath: path.join(SRC, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

/** One file of a feature that is not its index, for a feature-to-feature import. */
function innerFileOf(feature: string): string {
  const folder = path.join(SRC, 'features', feature);
  const file = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .sort()
    .find((f) => /\.tsx?$/.test(f) && !/(^|\/)index\.ts$/.test(f) && !f.includes('.test.'));
  if (!file) throw new Error(`feature ${feature} has no source file`);
  return path.join('features', feature, file);
}

const LINT_TIMEOUT = { timeout: 120_000 };

describe('web import boundaries (eslint.config.js)', () => {
  it('fails a feature that imports another feature', LINT_TIMEOUT, async () => {
    const errors = await boundaryErrors('features/calendar/pages/probe.tsx', [
      'features/crm/lib/crm-access.ts',
    ]);
    expect(errors).toEqual([expect.stringContaining('Feature "calendar" may import only shared layers')]);
  });

  it('fails a feature that imports app/', LINT_TIMEOUT, async () => {
    const errors = await boundaryErrors('features/crm/pages/probe.tsx', ['app/module-routes.ts']);
    expect(errors).toEqual([expect.stringContaining('Features may not import app/')]);
  });

  it('fails a shared layer that imports a feature or app/', LINT_TIMEOUT, async () => {
    expect(await boundaryErrors('components/probe.tsx', ['features/crm/lib/crm-access.ts'])).toHaveLength(1);
    expect(await boundaryErrors('lib/probe.ts', ['app/module-routes.ts'])).toHaveLength(1);
  });

  it('lets only tests import the test helpers', LINT_TIMEOUT, async () => {
    expect(await boundaryErrors('features/calendar/lib/probe.ts', ['test/render.tsx'])).toEqual([
      expect.stringContaining('Only tests may import test helpers'),
    ]);
    expect(await boundaryErrors('features/calendar/lib/probe.test.ts', ['test/render.tsx'])).toEqual([]);
  });

  it('passes a feature that imports shared layers, packages and its own folder', LINT_TIMEOUT, async () => {
    const errors = await boundaryErrors(
      'features/calendar/pages/probe.tsx',
      [
        'components/page-header.tsx',
        'lib/format.ts',
        'lib/workspace/workspace-context.tsx',
        'lib/catalog/api/services-api.ts',
        'features/calendar/lib/calendar-events.ts',
      ],
      ['@daybook/contracts', 'react'],
    );
    expect(errors).toEqual([]);
  });

  it('lets app/ compose features', LINT_TIMEOUT, async () => {
    const errors = await boundaryErrors('app/routes/probe.tsx', [
      'features/establishments/pages/establishments-page.tsx',
      'features/resources/components/rooms-section.tsx',
    ]);
    expect(errors).toEqual([]);
  });

  it('covers every feature folder, so a new feature needs no config change', LINT_TIMEOUT, async () => {
    const features = readdirSync(path.join(SRC, 'features')).sort();
    for (const [i, feature] of features.entries()) {
      const other = features[(i + 1) % features.length]!;
      const errors = await boundaryErrors(`features/${feature}/probe.ts`, [innerFileOf(other)]);
      expect(errors, `${feature} importing ${other}`).toHaveLength(1);
    }
  });
});
