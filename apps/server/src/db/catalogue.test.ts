/**
 * Catalogue tests of the module boundaries in the database (issue #30 "Boundaries that hold as
 * modules grow"; ARCHITECTURE.md "Module boundaries", example 3):
 * - the drizzle model equals the database: every table and view of the migrated database is
 *   declared by one module, column for column (type; nullability for tables), and db/schema.ts
 *   gathers every declaration;
 * - a module's views and triggers read only its own tables and what other modules publish
 *   (`*.published.ts`), never another module's base tables: pg_depend for views, the function's
 *   body and those of the functions it calls for triggers (PL/pgSQL bodies are not in
 *   pg_depend). A planted view proves the check bites.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { is } from 'drizzle-orm';
import { PgTable, PgView, getTableConfig, getViewConfig } from 'drizzle-orm/pg-core';
import { createDatabase } from '../../test/context.js';
import { queryRows, type Database, type Db } from './client.js';
import { declaredRelations, relationName, type DeclaredRelation } from './catalogue.js';
import * as schema from './schema.js';

let database: Database;
let drop: () => Promise<void>;
let declared: DeclaredRelation[];

beforeAll(async () => {
  ({ database, drop } = await createDatabase());
  declared = await declaredRelations();
});
afterAll(async () => {
  await database.close();
  await drop();
});

interface CatalogueColumn {
  relation: string;
  kind: 'r' | 'v';
  column: string;
  type: string;
  not_null: boolean;
}

/** The schemas of the app's relations: its tables and views, and what modules publish. */
const IN_SCHEMAS = (alias: string) =>
  sql.raw(`${alias}.relnamespace IN ('public'::regnamespace, 'published'::regnamespace)`);

/** pg_class row `alias`'s name as DeclaredRelation.name writes it. */
const QUALIFIED = (alias: string) =>
  sql.raw(
    `CASE WHEN ${alias}.relnamespace = 'public'::regnamespace THEN ${alias}.relname ` +
      `ELSE ${alias}.relnamespace::regnamespace::text || '.' || ${alias}.relname END`,
  );

/** format_type writes numeric(12,2) where drizzle writes numeric(12, 2). */
const normalType = (type: string) => type.replace(/,\s+/g, ',');

/** The views and triggers of `db` that read another module's unpublished base tables. */
async function crossings(db: Db, owners: Map<string, DeclaredRelation>): Promise<string[]> {
  const found = new Set<string>();
  const crosses = (reader: string, read: string) => {
    const own = owners.get(reader);
    const other = owners.get(read);
    return !!own && !!other && !other.published && other.module !== own.module;
  };
  const views = await queryRows<{ view: string; reads: string }>(
    db,
    sql`SELECT DISTINCT ${QUALIFIED('v')} AS view, ${QUALIFIED('t')} AS reads
        FROM pg_rewrite r
        JOIN pg_class v ON v.oid = r.ev_class
        JOIN pg_depend d ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid
        JOIN pg_class t ON t.oid = d.refobjid AND d.refclassid = 'pg_class'::regclass
        WHERE v.relkind = 'v' AND ${IN_SCHEMAS('v')} AND t.oid <> v.oid`,
  );
  for (const { view, reads } of views) if (crosses(view, reads)) found.add(`view ${view} -> ${reads}`);
  const functions = await queryRows<{ name: string; body: string }>(
    db,
    sql`SELECT proname AS name, prosrc AS body FROM pg_proc WHERE pronamespace = 'public'::regnamespace`,
  );
  const bodies = new Map(functions.map((f) => [f.name, f.body]));
  /** The words of function `name`'s body and of the functions it calls, however deep. */
  const wordsOf = (name: string, seen = new Set<string>()): Set<string> => {
    seen.add(name);
    const words = new Set(
      (bodies.get(name) ?? '').toLowerCase().match(/(?:published\.)?[a-z_][a-z0-9_]*/g) ?? [],
    );
    for (const word of [...words])
      if (bodies.has(word) && !seen.has(word)) for (const w of wordsOf(word, seen)) words.add(w);
    return words;
  };
  const triggers = await queryRows<{ trigger: string; on: string; fn: string }>(
    db,
    sql`SELECT t.tgname AS trigger, c.relname AS on, p.proname AS fn
        FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace`,
  );
  for (const { trigger, on, fn } of triggers) {
    const words = wordsOf(fn);
    for (const name of owners.keys())
      if (words.has(name) && crosses(on, name)) found.add(`trigger ${trigger} on ${on} -> ${name}`);
  }
  return [...found].sort();
}

describe('the drizzle model equals the database', () => {
  it('declares every table and view, column for column, and nothing the database lacks', async () => {
    const rows = await queryRows<CatalogueColumn>(
      database.db,
      sql`SELECT ${QUALIFIED('c')} AS relation, c.relkind::text AS kind, a.attname AS column,
            format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
          FROM pg_class c
          JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          WHERE ${IN_SCHEMAS('c')} AND c.relkind IN ('r', 'v')`,
    );
    const describe = (kind: string, nullable: boolean, type: string) =>
      `${kind} ${normalType(type)}${nullable ? '' : ' not null'}`;
    const inDatabase = rows.map(
      (r) =>
        `${r.relation}.${r.column}: ${describe(r.kind === 'r' ? 'table' : 'view', r.kind === 'v' || !r.not_null, r.type)}`,
    );
    const inModel = declared.flatMap((d) =>
      [...d.columns].map(
        ([column, c]) => `${d.name}.${column}: ${describe(d.kind, d.kind === 'view' || !c.notNull, c.type)}`,
      ),
    );
    expect(inModel.sort()).toEqual(inDatabase.sort());
  });

  it('declares each relation once, and db/schema.ts gathers every declaration', () => {
    const names = declared.map((d) => d.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const gathered = Object.values(schema).flatMap((value): string[] => {
      if (is(value, PgTable)) return [relationName(getTableConfig(value).name, getTableConfig(value).schema)];
      if (is(value, PgView)) return [relationName(getViewConfig(value).name, getViewConfig(value).schema)];
      return [];
    });
    expect(gathered.sort()).toEqual([...names].sort());
  });
});

describe("modules read each other's data only through what they publish", () => {
  it('finds no view or trigger reading another module’s base tables', async () => {
    const owners = new Map(declared.map((d) => [d.name, d]));
    expect(await crossings(database.db, owners)).toEqual([]);
  });

  it('reads sales only through checkout’s published views', async () => {
    const owners = new Map(declared.map((d) => [d.name, d]));
    const checkoutTables = declared.filter((d) => d.module === 'checkout' && d.kind === 'table');
    const found = await crossings(database.db, owners);
    expect(found.filter((c) => checkoutTables.some((t) => c.endsWith(`-> ${t.name}`)))).toEqual([]);
    expect(declared.filter((d) => d.published).map((d) => `${d.module}.${d.name}`)).toEqual(
      expect.arrayContaining([
        'checkout.published.sales',
        'checkout.published.sale_lines',
        'checkout.published.sale_tips',
        'checkout.published.sale_refund_lines',
      ]),
    );
  });

  it('fails on a planted view of one module reading another module’s table', async () => {
    const planted = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`CREATE VIEW performance_planted AS SELECT id, total_cents FROM transactions`);
        await tx.execute(
          sql`CREATE VIEW performance_published_reader AS SELECT id, total_cents FROM published.sales`,
        );
        const owners = new Map(declared.map((d) => [d.name, d]));
        const performance = declared.find((d) => d.module === 'performance')!;
        owners.set('performance_planted', { ...performance, name: 'performance_planted' });
        owners.set('performance_published_reader', { ...performance, name: 'performance_published_reader' });
        throw new Planted(await crossings(tx, owners));
      })
      .catch((err: unknown) => (err instanceof Planted ? err.found : Promise.reject(err)));
    expect(planted.filter((c) => /^view performance_(planted|published_reader) /.test(c))).toEqual([
      'view performance_planted -> transactions',
    ]);
  });
});

/** Carries what the planted catalogue showed out of the transaction that rolls it back. */
class Planted extends Error {
  constructor(readonly found: string[]) {
    super('planted');
  }
}
