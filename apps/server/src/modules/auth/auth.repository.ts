/** SQL for sessions, reset tokens, sign-in throttling and account lookups. */
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { authThrottle, passwordResetTokens, sessions, tenants, users } from './auth.schema.js';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const rows = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('insert users returned nothing');
  return row;
}

export async function insertTenant(tx: Tx, values: typeof tenants.$inferInsert): Promise<string> {
  const [row] = await tx.insert(tenants).values(values).returning({ id: tenants.id });
  if (!row) throw new Error('insert tenants returned nothing');
  return row.id;
}

export async function insertSession(tx: Tx, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await tx.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert sessions returned nothing');
  return row;
}

export async function findSessionWithUser(
  tx: Tx,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const rows = await tx
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/** Slides the idle expiry forward; called at most once a minute per session. */
export async function touchSession(tx: Tx, id: string, now: Date, idleExpiresAt: Date): Promise<void> {
  await tx.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.id, id));
}

export async function revokeSession(tx: Tx, id: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(tx: Tx, userId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Ends every live session of the user but `keepId`; answers the ids it ended. */
export async function revokeOtherSessions(
  tx: Tx,
  userId: string,
  keepId: string,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Drops sessions that ended more than a day ago, so the table does not grow without end. */
export async function deleteStaleSessions(tx: Tx, before: Date): Promise<void> {
  await tx.delete(sessions).where(lt(sessions.absoluteExpiresAt, before));
}

/** Current failure counts of `keys` within their windows (keys with no row count zero). */
export async function throttleFailures(
  tx: Tx,
  keys: string[],
  windowStart: Date,
): Promise<Map<string, number>> {
  const rows = await tx
    .select()
    .from(authThrottle)
    .where(and(inArray(authThrottle.key, keys), gt(authThrottle.windowStartedAt, windowStart)));
  return new Map(rows.map((r) => [r.key, r.failures]));
}

/** Counts one failure for each key, starting a new window where the old one has passed. */
export async function recordThrottleFailure(
  tx: Tx,
  keys: string[],
  now: Date,
  windowStart: Date,
): Promise<void> {
  for (const key of keys) {
    await tx
      .insert(authThrottle)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`CASE WHEN ${authThrottle.windowStartedAt} > ${windowStart.toISOString()}::timestamptz THEN ${authThrottle.failures} + 1 ELSE 1 END`,
          windowStartedAt: sql`CASE WHEN ${authThrottle.windowStartedAt} > ${windowStart.toISOString()}::timestamptz THEN ${authThrottle.windowStartedAt} ELSE ${now.toISOString()}::timestamptz END`,
        },
      });
  }
}

export async function clearThrottle(tx: Tx, key: string): Promise<void> {
  await tx.delete(authThrottle).where(eq(authThrottle.key, key));
}

export async function insertResetToken(
  tx: Tx,
  values: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await tx.insert(passwordResetTokens).values(values);
}

/** Marks an unused, unexpired reset token used and returns its user id; undefined if none. */
export async function consumeResetToken(tx: Tx, tokenHash: string, now: Date): Promise<string | undefined> {
  const rows = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return rows[0]?.userId;
}

export async function updatePassword(tx: Tx, userId: string, passwordHash: string, now: Date): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export type TenantRow = typeof tenants.$inferSelect;

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const rows = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function findTenant(tx: Tx, id: string): Promise<TenantRow | undefined> {
  const rows = await tx.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return rows[0];
}

/**
 * Sets the business's name, email, phone and address; `undefined` leaves a field as it is.
 * Undefined when no tenant row is visible under the transaction's tenant.
 */
export async function updateTenant(
  tx: Tx,
  id: string,
  values: Pick<typeof tenants.$inferInsert, 'name' | 'email' | 'phone' | 'address'>,
): Promise<TenantRow | undefined> {
  const [row] = await tx
    .update(tenants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tenants.id, id))
    .returning();
  return row;
}

/** Sets the person's own name, phone and picture; `undefined` leaves a field as it is. */
export async function updateUserProfile(
  tx: Tx,
  userId: string,
  values: Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'phone' | 'avatarUrl'>,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function setLastEstablishment(tx: Tx, userId: string, establishmentId: string): Promise<void> {
  await tx.update(users).set({ lastEstablishmentId: establishmentId }).where(eq(users.id, userId));
}
