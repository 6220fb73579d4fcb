// Import boundaries of ARCHITECTURE.md ("Module boundaries"), as zones for import-x/no-restricted-paths.
// The zones are generated from the folders on disk, so a new feature or module is covered without
// editing this file.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web/src');
const SERVER = path.join(ROOT, 'apps/server/src');

/** @param {string} dir @returns {string[]} the names of the folders directly inside dir */
function folders(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Web zones: features import shared layers and themselves; shared layers import neither features nor app/. */
export function webZones() {
  const features = path.join(WEB, 'features');
  const app = path.join(WEB, 'app');
  return [
    ...folders(features).map((name) => ({
      target: path.join(features, name),
      from: features,
      except: [`./${name}`],
      message: `Feature "${name}" may import only shared layers (components/, hooks/, lib/) and its own folder; compose features in app/.`,
    })),
    {
      target: features,
      from: app,
      message:
        'Features may not import app/ (router, shell, providers); move the shared piece to components/, hooks/ or lib/.',
    },
    {
      target: ['components', 'hooks', 'lib', 'test'].map((layer) => path.join(WEB, layer)),
      from: [features, app],
      message: 'Shared layers may not import features or app/.',
    },
  ];
}

/** Web zone for code that ships: only tests import the test helpers. */
export const webTestHelperZone = {
  target: WEB,
  from: path.join(WEB, '**/test/**'),
  message: 'Only tests may import test helpers.',
};

/**
 * Server zones: a module imports another module only through its index.ts. One exception: a
 * module's schema file (`<name>.schema.ts`) may name another module's table in a foreign key,
 * so it may import that module's schema file, and nothing else of it.
 */
export function serverZones() {
  const modules = path.join(SERVER, 'modules');
  const names = folders(modules);
  return names.flatMap((name) => {
    const others = names.filter((other) => other !== name);
    const from = path.join(modules, name);
    const message = `Import module "${name}" through its index.ts, never its inner files.`;
    return [
      {
        target: others.map((other) => path.join(modules, other, '**/!(*.schema).ts')),
        from,
        except: ['./index.ts'],
        message,
      },
      {
        target: others.map((other) => path.join(modules, other, '*.schema.ts')),
        from,
        except: ['./index.ts', `./${name}.schema.ts`],
        message: `${message} A schema file may import "${name}.schema.ts" for a foreign key.`,
      },
    ];
  });
}

/**
 * Server zone: a module owns its tables, so no module imports db/schema.ts, which gathers every
 * table for drizzle-kit, the seed and tests.
 */
export const serverSchemaZone = {
  target: path.join(SERVER, 'modules'),
  from: path.join(SERVER, 'db/schema.ts'),
  message:
    "A module owns its tables: declare them in the module, and reach another module's through its index.ts.",
};
