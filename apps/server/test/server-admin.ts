/** Statements the tests run on a PostgreSQL server outside any test database (creating, dropping). */
import pg from 'pg';

/** Runs `sql` on a connection of its own to `base` (the server's `test` database). */
export async function onServer(base: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Waits (up to a second) until no connection uses database `name`: `pool.end()` resolves before
 * its sockets have closed, and a database still in use can neither be a template nor be dropped
 * without terminating them (FORCE), which makes them emit unhandled errors.
 */
export async function untilUnused(base: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (Number(rows[0]?.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await admin.end();
  }
}
