/**
 * Idempotency-Key for writes a retry could repeat (bookings now; payments later). The key is
 * reserved, the work done and its answer stored in the caller's one transaction, so a crash
 * leaves neither or both. The table's primary key (tenant, key) serialises concurrent retries:
 * a second INSERT of the same key waits for the first transaction, then finds its row and
 * replays the answer instead of doing the work again.
 */
import crypto from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../core/app-error.js';
import * as repo from './idempotency.repository.js';

export interface IdempotentRequest {
  key: string;
  tenantId: string;
  userId: string;
  /** 'POST /api/appointments': the same key on another endpoint is a different request. */
  endpoint: string;
  /** The parsed body; its canonical JSON is hashed to recognise a repeat. */
  payload: unknown;
}

export interface IdempotentAnswer<T, S extends number = number> {
  status: S;
  body: T;
  /** True when this is a stored answer to an earlier request with the same key. */
  replayed: boolean;
}

/** JSON with object keys sorted, so the same content always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs `work` once per key inside the open tenant transaction `tx` and stores `{status, body}`
 * with the key; a repeat of the same request (same user, endpoint and body) within
 * IDEMPOTENCY_TTL_HOURS gets the stored answer back. The same key with a different request is
 * a 409 CONFLICT. When `work` throws, the transaction rolls back and the key stays free, so a
 * refused request (a 409 overlap, say) runs again when retried. `body` must be plain JSON.
 */
export async function runIdempotent<T, S extends number>(
  tx: Tx,
  request: IdempotentRequest,
  status: S,
  work: () => Promise<T>,
): Promise<IdempotentAnswer<T, S>> {
  const requestHash = crypto.createHash('sha256').update(canonicalJson(request.payload)).digest('hex');
  // Two rounds at most: the second follows deleting an expired answer under the same key.
  for (let round = 0; round < 2; round++) {
    const reserved = await repo.reserve(tx, { ...request, requestHash });
    if (reserved) {
      const body = await work();
      await repo.answer(tx, request, status, body);
      return { status, body, replayed: false };
    }
    // The insert waited for any transaction holding the key; its row is committed by now.
    const existing = await repo.find(tx, request);
    if (!existing || existing.expired) {
      await repo.release(tx, request);
      continue;
    }
    if (
      existing.userId !== request.userId ||
      existing.endpoint !== request.endpoint ||
      existing.requestHash !== requestHash ||
      existing.responseStatus === null
    ) {
      throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.reused);
    }
    // Both were written by this function, for this endpoint, from `status` and a value of type T.
    return { status: existing.responseStatus as S, body: existing.responseBody as T, replayed: true };
  }
  throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.reused);
}
