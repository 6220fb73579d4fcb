/**
 * A person's staff profile taken away for one test and given back after it: for the tests that a
 * read treats someone without a profile as its defaults (and writes none), or that a migration
 * backfills it. The other tests of the file read the seeded profile, so it is put back as it was.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type Db } from '../src/db/client.js';

/**
 * Runs `body` with `userId`'s `staff_profiles` row deleted, then replaces whatever row `body` left
 * with the saved one, also when `body` throws. Answers what `body` answers.
 */
export async function withStaffProfileRemoved<T>(db: Db, userId: string, body: () => Promise<T>): Promise<T> {
  const [saved] = await queryRows<{ row: object }>(
    db,
    sql`SELECT to_jsonb(p) AS row FROM staff_profiles p WHERE user_id = ${userId}`,
  );
  if (!saved) throw new Error(`${userId} has no staff profile to take away`);
  await db.execute(sql`DELETE FROM staff_profiles WHERE user_id = ${userId}`);
  try {
    return await body();
  } finally {
    await db.execute(sql`DELETE FROM staff_profiles WHERE user_id = ${userId}`);
    await db.execute(
      sql`INSERT INTO staff_profiles SELECT * FROM jsonb_populate_record(null::staff_profiles, ${JSON.stringify(saved.row)}::jsonb)`,
    );
  }
}

/**
 * Runs `read` while `userId` has no staff profile, and fails when `read` created one (reads
 * never write, issue #29). Answers what `read` answers.
 */
export function withoutStaffProfile<T>(db: Db, userId: string, read: () => Promise<T>): Promise<T> {
  return withStaffProfileRemoved(db, userId, async () => {
    const answer = await read();
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM staff_profiles WHERE user_id = ${userId}`,
    );
    expect(left?.n).toBe(0);
    return answer;
  });
}
