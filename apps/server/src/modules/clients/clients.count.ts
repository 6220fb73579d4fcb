/**
 * How many clients the business has, for another module's summary (issue #33: the onboarding
 * checklist's "clients" step), inside the caller's tenant transaction.
 */
import { and, count, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { clients } from './clients.schema.js';

/** The live clients of the tenant in scope: neither merged into another nor erased. */
export async function liveClientCount(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(clients)
    .where(and(isNull(clients.mergedIntoId), isNull(clients.erasedAt)));
  return row?.n ?? 0;
}
