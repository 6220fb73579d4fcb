/** Answers replayed for retried writes: the one use case other modules call. */
export { runIdempotent, type IdempotentAnswer, type IdempotentRequest } from './idempotency.service.js';
export { idempotencyModule } from './idempotency.module.js';
