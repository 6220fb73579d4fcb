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
 * Server zones: a module imports another module only through its index.ts, and its schema file
 * (`<name>.schema.ts`) imports nothing of another module, not even the index.ts: a module owns
 * its tables, and a foreign key to another module's table is written in the migration's SQL
 * (as every cross-module foreign key is today).
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
        message: `A schema file imports nothing of module "${name}": a module owns its tables, and a foreign key to another module's table belongs in the migration's SQL.`,
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

/**
 * Server zones for the layers around the modules: http/ and seed/ reach a module only through
 * its index.ts (the seed reads tables through db/schema.ts), and no module imports the
 * composition root (modules.ts, app.ts, main.ts), which imports every module.
 */
export function serverLayerZones() {
  const modules = path.join(SERVER, 'modules');
  return [
    ...folders(modules).map((name) => ({
      target: ['http', 'seed'].map((layer) => path.join(SERVER, layer)),
      from: path.join(modules, name),
      except: ['./index.ts'],
      message: `http/ and seed/ use module "${name}" through its index.ts, never its inner files.`,
    })),
    {
      target: modules,
      from: ['modules.ts', 'app.ts', 'main.ts'].map((file) => path.join(SERVER, file)),
      message:
        'A module may not import the composition root (modules.ts, app.ts, main.ts): it imports every module. Take what you need from ModuleDeps.',
    },
  ];
}

/**
 * Zone for the web app and the contracts package: neither imports server code.
 * @param {string} target the importing workspace's folder, from the repository root
 */
export function noServerZone(target) {
  return {
    target: path.join(ROOT, target),
    from: path.join(ROOT, 'apps/server'),
    message:
      'Server code stays in the server: share a type or schema through packages/contracts, and reach the server over HTTP.',
  };
}
