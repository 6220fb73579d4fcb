/**
 * Remembered answers (lib/tenant-answer-cache.ts) kept fresh: a module that remembers answers
 * names the entities they read, and every domain event about one of them (from any instance,
 * after commit) forgets that tenant's answers; while the change feed is down nothing is
 * remembered. A state-changing request through this instance also forgets its tenant's answers
 * before replying, so a writer reads its own write without waiting for the feed.
 */
import type { FastifyInstance } from 'fastify';
import type { DomainEntity } from '@daybook/contracts';
import type { DomainEvents } from '../events/domain-events.js';
import { TenantAnswerCache } from '../lib/tenant-answer-cache.js';

/**
 * A safety net only: every input of a remembered answer is announced (the catalogue test checks
 * it), so an entry outlives a change only if an announcement is lost while the feed stays up.
 */
const TTL_MS = 30_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The app's remembered answers, wired to `events` and to `app`'s writes. */
export function rememberAnswers(
  app: FastifyInstance,
  events: DomainEvents,
  now: () => Date,
): TenantAnswerCache {
  const cache = new TenantAnswerCache(TTL_MS, now);
  const unwatch = events.watchFeed((live) => cache.setListening(live));
  app.addHook('onClose', async () => unwatch());
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && request.actor) cache.changed(request.actor.tenantId);
    return payload;
  });
  return cache;
}

/** Forgets a tenant's remembered answers whenever one of `reads` changes in it. */
export function forgetOnChange(
  events: DomainEvents,
  cache: TenantAnswerCache,
  reads: readonly DomainEntity[],
): () => void {
  return events.subscribe(reads, (event) => cache.changed(event.tenantId));
}
