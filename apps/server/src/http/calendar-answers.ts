/**
 * Keeps remembered calendar answers (the day list, availability) fresh: listens to the
 * database's announcements of changes to whatever they read (NOTIFY 'calendar_changed',
 * migration 0015), and forgets a tenant's answers before replying to any state-changing request
 * of that tenant through this instance (read-your-writes without waiting for NOTIFY).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { TenantAnswerCache } from '../lib/tenant-answer-cache.js';

/** The channel migration 0015's triggers announce on; the payload is the tenant id. */
const CHANNEL = 'calendar_changed';
/**
 * A safety net only: every input of the answers is announced, so an entry outlives a change
 * only if its announcement is lost without the listening connection dropping.
 */
const TTL_MS = 30_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The cache for `app`, listening through `listen` (none: the cache never remembers). */
export async function rememberCalendarAnswers(
  app: FastifyInstance,
  listen: Database['listen'] | undefined,
  now: () => Date,
): Promise<TenantAnswerCache> {
  const cache = new TenantAnswerCache(TTL_MS, now);
  if (!listen) return cache;
  const stop = await listen(
    CHANNEL,
    (tenantId) => cache.changed(tenantId),
    (on) => cache.setListening(on),
  );
  app.addHook('onClose', async () => {
    cache.setListening(false);
    await stop();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && request.actor) cache.changed(request.actor.tenantId);
    return payload;
  });
  return cache;
}
