/** What other modules may read of training: a person's current certifications (issue #14). */
import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { certifications } from './training.schema.js';

/**
 * Names of each person's active, unexpired certifications (expiry on or after `today`, or none),
 * by user id, in name order; people without one are absent from the map. `today` is a local date
 * 'YYYY-MM-DD' (default: today in UTC). Row-level security limits it to the caller's tenant.
 */
export async function activeCertificationNames(
  tx: Tx,
  userIds: readonly string[],
  today: string = new Date().toISOString().slice(0, 10),
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (userIds.length === 0) return names;
  const rows = await tx
    .select({ userId: certifications.userId, name: certifications.name })
    .from(certifications)
    .where(
      and(
        inArray(certifications.userId, [...userIds]),
        eq(certifications.status, 'active'),
        or(isNull(certifications.expiryDate), gte(certifications.expiryDate, today)),
      ),
    )
    .orderBy(asc(certifications.name));
  for (const row of rows) names.set(row.userId, [...(names.get(row.userId) ?? []), row.name]);
  return names;
}
