/** SQL for stored idempotent answers. */
import { and, eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_TTL_HOURS } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { idempotencyKeys } from './idempotency.schema.js';

/** A key of a tenant. */
interface KeyOf {
  tenantId: string;
  key: string;
}

const whereKey = (k: KeyOf) => and(eq(idempotencyKeys.tenantId, k.tenantId), eq(idempotencyKeys.key, k.key));

/**
 * Reserves the key for this request; false when it is taken (after waiting for a transaction
 * that holds it, so its row is committed by then).
 */
export async function reserve(
  tx: Tx,
  r: KeyOf & { userId: string; endpoint: string; requestHash: string },
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({
      tenantId: r.tenantId,
      key: r.key,
      userId: r.userId,
      endpoint: r.endpoint,
      requestHash: r.requestHash,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Stores the answer of the work a reserved key stood for. */
export async function answer(tx: Tx, k: KeyOf, status: number, body: unknown): Promise<void> {
  await tx.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(whereKey(k));
}

/** The stored request and answer under a key, and whether it is older than IDEMPOTENCY_TTL_HOURS. */
export async function find(tx: Tx, k: KeyOf) {
  const [row] = await tx
    .select({
      userId: idempotencyKeys.userId,
      endpoint: idempotencyKeys.endpoint,
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
      expired: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
    })
    .from(idempotencyKeys)
    .where(whereKey(k));
  return row;
}

/** Frees a key (its answer expired). */
export async function release(tx: Tx, k: KeyOf): Promise<void> {
  await tx.delete(idempotencyKeys).where(whereKey(k));
}
