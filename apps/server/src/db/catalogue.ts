/**
 * The drizzle model of the database, read for the catalogue tests (issue #30 "The drizzle model
 * equals the database"; "Views and triggers"): every table and view each module declares, with
 * the module that owns it. A module's `*.schema.ts` holds its tables and the views it reads; its
 * `*.published.ts` the views it publishes (schema `published`, db/published.ts), the only part
 * of it other modules' views and triggers may read. Test-only: the app never needs the whole map.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, getViewConfig, PgColumn, PgTable, PgView } from 'drizzle-orm/pg-core';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A table or view as drizzle declares it: its module, columns (name → SQL type) and nullability. */
export interface DeclaredRelation {
  /** The relation's name, with `published.` before it when it is in that schema. */
  name: string;
  kind: 'table' | 'view';
  /** The module folder (modules/<name>, or the shared folder: events, mail). */
  module: string;
  published: boolean;
  /** The file declaring it, relative to src/. */
  file: string;
  columns: Map<string, { type: string; notNull: boolean }>;
}

/** Every file under src/ that declares relations: `*.schema.ts` and `*.published.ts`. */
export function declaringFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(SRC, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.(schema|published)\.ts$/.test(entry.name)) found.push(relative);
    }
  };
  for (const top of ['modules', 'events', 'mail']) walk(top);
  return found.sort();
}

/** The module a file under src/ belongs to: modules/<name>/… → name; events/… → events. */
function moduleOf(file: string): string {
  const parts = file.split(path.sep);
  return parts[0] === 'modules' ? parts[1]! : parts[0]!;
}

/** `name` as the catalogue tests write it: bare in public, `schema.name` elsewhere. */
export const relationName = (name: string, schema: string | undefined) =>
  schema && schema !== 'public' ? `${schema}.${name}` : name;

/** The relations every declaring file exports, with their owners. */
export async function declaredRelations(): Promise<DeclaredRelation[]> {
  const relations: DeclaredRelation[] = [];
  for (const file of declaringFiles()) {
    const exported: Record<string, unknown> = await import(pathToFileURL(path.join(SRC, file)).href);
    const owner = { module: moduleOf(file), published: file.endsWith('.published.ts'), file };
    for (const value of Object.values(exported)) {
      if (is(value, PgTable)) {
        const config = getTableConfig(value);
        relations.push({
          ...owner,
          name: relationName(config.name, config.schema),
          kind: 'table',
          columns: new Map(config.columns.map((c) => [c.name, { type: c.getSQLType(), notNull: c.notNull }])),
        });
      } else if (is(value, PgView)) {
        const config = getViewConfig(value);
        relations.push({
          ...owner,
          name: relationName(config.name, config.schema),
          kind: 'view',
          columns: new Map(
            Object.values(config.selectedFields)
              .filter((field) => is(field, PgColumn))
              .map((c) => [c.name, { type: c.getSQLType(), notNull: c.notNull }]),
          ),
        });
      }
    }
  }
  return relations;
}
