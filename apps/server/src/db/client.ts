/**
 * Opens the database: PGlite persisted in a folder (embedded default) or a PostgreSQL server
 * through a pool. Both speak the PostgreSQL dialect through the same drizzle API.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';

/**
 * No schema is registered with drizzle: queries name their tables (each module its own), and
 * the relational query API, which would need every table here, is not used.
 */
type NoSchema = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel` (delivered after the sender commits), and
   * `onListening(false)` when notifications may be missed from then on (the listening
   * connection ended; it reconnects by itself and then calls `onListening(true)`). Resolves
   * once listening; the answer stops it.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListening: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /**
   * One statement with parameters, or a script of several without (pg-boss's way in: the job
   * queue runs on the app's own database, jobs/job-queue.ts). Answers the last statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /** Embedded only: the whole data directory as a tarball, to open copies of it from (`from`). */
  dump?(): Promise<Blob>;
}

/**
 * A server URL, a PGlite folder, or an in-memory PGlite: empty, or a copy of a `dump()` (the
 * tests open each file's database from one migrated dump rather than running initdb again).
 */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

export interface DatabaseOptions {
  /** Called with the text of every query drizzle sends: for tests that check what a use case reads. */
  logQuery?: (query: string) => void;
}

function drizzleLogger(options: DatabaseOptions) {
  const log = options.logQuery;
  return log ? { logQuery: (query: string) => log(query) } : undefined;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
/** Arbitrary constant: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 7_402_133;

/** Opens a database for `target`: a server URL, a PGlite folder, or an in-memory PGlite. */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  if ('url' in target) return openPostgres(target.url, options);
  if ('dataDir' in target) fs.mkdirSync(target.dataDir, { recursive: true });
  // btree_gist backs the exclusion constraints (staff hours, time off, appointments, rooms);
  // pg_trgm the partial-text search on clients and leads.
  const extensions = { btree_gist, pg_trgm };
  const client =
    'dataDir' in target
      ? new PGlite(target.dataDir, { extensions })
      : new PGlite({ extensions, ...(target.from ? { loadDataDir: target.from } : {}) });
  await client.waitReady;
  const db = drizzlePglite({ client, logger: drizzleLogger(options) });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db, { migrationsFolder });
    },
    // One process holds the embedded database: nothing to lose between sender and listener.
    async listen(channel, onPayload, onListening) {
      const stop = await client.listen(channel, onPayload);
      onListening(true);
      return () => stop();
    },
    // PGlite's query() takes one statement; exec() a parameterless script (pg's simple protocol).
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  // No parallel workers: a request's statements are small, and starting two workers costs more
  // than they save (about 10 ms of a 15 ms sales statement on two cores; issue #31's dashboard).
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    options: '-c max_parallel_workers_per_gather=0',
  });
  // Every transaction sets its own role and tenant; a pooled connection must never carry them.
  const db = drizzlePg({ client: pool, logger: drizzleLogger(options) });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async migrate() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        await migrate(drizzlePg({ client }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        await client.end();
      }
    },
    listen: (channel, onPayload, onListening) => listenPostgres(url, channel, onPayload, onListening),
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

/** Milliseconds between attempts to restore a lost listening connection. */
const RELISTEN_DELAY_MS = 1000;

/** LISTEN on a connection of its own (a pooled one would be handed to other work). */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onListening: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const retry = (): void => {
    if (!stopped) setTimeout(() => void connect().catch(retry), RELISTEN_DELAY_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    next.on('error', () => undefined);
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    // Only a connection that was listening can lose notifications by ending.
    next.on('end', () => {
      if (stopped) return;
      onListening(false);
      retry();
    });
    client = next;
    onListening(true);
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). For catalogue queries and tests. */
export async function queryRows<T>(runner: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await runner.execute(query)) as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * As queryRows, as a named prepared statement on PostgreSQL (named by a hash of its text): each
 * pooled connection parses the text once, and after five runs PostgreSQL may keep one generic
 * plan instead of planning each call. For statements that cost more to plan than to run (the
 * sales days' roll-ups and computation: 9 ms of planning for 5 of work, issue #31's dashboard),
 * and only for texts of a few shapes: a connection keeps each statement for its life. PGlite
 * runs it as queryRows.
 */
export async function queryPrepared<T>(runner: Db | Tx, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `q${createHash('sha1').update(built.sql).digest('hex').slice(0, 30)}`;
  const result = (await runner._.session.prepareQuery(built, undefined, name, false).execute()) as {
    rows: T[];
  };
  return result.rows;
}

/** The database the configuration names: DATABASE_URL, else PGlite in DATA_DIR ('memory': in memory). */
export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  if (config.databaseUrl) return { url: config.databaseUrl };
  return config.dataDir === 'memory' ? { memory: true } : { dataDir: config.dataDir };
}
