/**
 * Planner statistics where nothing else keeps them (issue #28 "All locations"): PGlite has no
 * autovacuum, and a server's comes too late after a bulk load. A table without statistics made
 * the planner expect one row where there were thousands: the all-locations reports went from a
 * tenth of a second to twenty. Run as the connecting role, which owns the tables (ANALYZE in a
 * tenant's transaction, under its restricted role, would skip them with a warning).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client.js';

/**
 * Autovacuum's own default rule, which PGlite lacks: a table is stale once more than this many
 * rows plus ANALYZE_SCALE of its rows changed since it was last analyzed.
 */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

/** ANALYZE `tables` (names in the current schema), after a bulk write to them. */
export async function analyzeTables(db: Db, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  await db.execute(
    sql`ANALYZE ${sql.join(
      tables.map((t) => sql.identifier(t)),
      sql`, `,
    )}`,
  );
}

/**
 * At startup: ANALYZE every table of the current schema that was never analyzed (reltuples is
 * -1 until then, in the catalogue, so this survives restarts) or that changed by more than
 * autovacuum's rule since. Returns the tables analyzed.
 */
export async function analyzeStaleTables(db: Db): Promise<string[]> {
  const stale = await queryRows<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
        AND pg_has_role(c.relowner, 'USAGE')
        AND (c.reltuples < 0
          OR coalesce(s.n_mod_since_analyze, 0) > ${ANALYZE_THRESHOLD} + ${ANALYZE_SCALE} * c.reltuples)
      ORDER BY c.relname`,
  );
  const names = stale.map((r) => r.name);
  await analyzeTables(db, names);
  return names;
}
