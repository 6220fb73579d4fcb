/**
 * The Idempotency-Key request header (modules/idempotency keeps the answers a retry replays).
 */
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES, idempotencyKeySchema } from '@daybook/contracts';
import { AppError } from '../core/app-error.js';

/** The request's Idempotency-Key, or null without one; a malformed key is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) {
    throw new AppError('VALIDATION', IDEMPOTENCY_MESSAGES.key, [
      { path: IDEMPOTENCY_HEADER, message: IDEMPOTENCY_MESSAGES.key },
    ]);
  }
  return parsed.data;
}
