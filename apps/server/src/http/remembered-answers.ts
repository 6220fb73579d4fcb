/**
 * Remembered answers (lib/tenant-answer-cache.ts) kept fresh: a module that remembers answers
 * names the entities they read, and every domain event about one of them (from any instance,
 * after commit) forgets that tenant's answers it may alter (a booking: those about its staff and
 * hours); while the change feed is down nothing is remembered. A state-changing request through
 * this instance waits, before replying, until the feed has brought its own changes (a marker
 * sent after the write comes back), so a writer reads its own write; if the marker is late, the
 * tenant's answers are all forgotten instead.
 */
import type { FastifyInstance } from 'fastify';
import type { DomainEntity } from '@daybook/contracts';
import type { Db } from '../db/client.js';
import { syncWithFeed } from '../events/change-feed.js';
import type { DomainEvents } from '../events/domain-events.js';
import { TenantAnswerCache } from '../lib/tenant-answer-cache.js';

/**
 * A safety net only: every input of a remembered answer is announced (the catalogue test checks
 * it), so an entry outlives a change only if an announcement is lost while the feed stays up.
 */
const TTL_MS = 30_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long a write's reply waits for its own changes to come back on the feed. */
const SYNC_TIMEOUT_MS = 1000;

/** The app's caches of remembered reads, kept fresh together. */
export interface RememberedAnswers {
  /** Remembered JSON answers of hot read calls (modules name their reads: `answerReads`). */
  answers: TenantAnswerCache;
  /**
   * A further cache of what a module reads to answer (not answers), kept fresh as the answers
   * are: forgotten as `reads` change in a tenant (each value saying which staff time it holds),
   * nothing kept while the feed is down, and a write's tenant forgotten when its changes come
   * back late. `max`: values kept at once across tenants.
   */
  cacheOf<T>(reads: readonly DomainEntity[], max: number): TenantAnswerCache<T>;
}

/**
 * The app's remembered answers, wired to `events` and to `app`'s writes; with `remember` false
 * the answers never listen, so that none is remembered (the further caches still are).
 */
export function rememberAnswers(
  app: FastifyInstance,
  events: DomainEvents,
  db: Db,
  now: () => Date,
  remember: boolean,
): RememberedAnswers {
  const answers = new TenantAnswerCache(TTL_MS, now);
  const caches = new Set<Pick<TenantAnswerCache, 'setListening' | 'changed'>>(remember ? [answers] : []);
  const unwatch = events.watchFeed((live) => caches.forEach((cache) => cache.setListening(live)));
  app.addHook('onClose', async () => unwatch());
  app.addHook('onSend', async (request, reply, payload) => {
    const actor = request.actor;
    // A refused write changed nothing of its own to read back (writes are transactional); any
    // side effect it had (a sign-in counter) still reaches every instance through the feed.
    if (SAFE_METHODS.has(request.method) || !actor || reply.statusCode >= 400) return payload;
    const synced = events.isLive && (await syncWithFeed(db, events, SYNC_TIMEOUT_MS).catch(() => false));
    if (!synced) caches.forEach((cache) => cache.changed(actor.tenantId));
    return payload;
  });
  const cacheOf = <T>(reads: readonly DomainEntity[], max: number) => {
    const cache = new TenantAnswerCache<T>(TTL_MS, now, max);
    cache.setListening(events.isLive);
    caches.add(cache);
    // As the modules' answers: the events live and end with the app.
    forgetOnChange(events, cache, reads);
    return cache;
  };
  return { answers, cacheOf };
}

/** Forgets a tenant's remembered answers whenever one of `reads` changes in it. */
export function forgetOnChange<T>(
  events: DomainEvents,
  cache: TenantAnswerCache<T>,
  reads: readonly DomainEntity[],
): () => void {
  return events.subscribe(reads, (event) =>
    cache.changed(event.tenantId, { entity: event.entity, scope: event.scope }),
  );
}
