/**
 * Keeps the remembered calendar lists fresh: listens to the database's announcements of
 * appointment changes, and forgets a tenant's lists before replying to any state-changing
 * request of that tenant through this instance (read-your-writes without waiting for NOTIFY).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { CalendarListCache } from './appointments.list-cache.js';

/** The channel migration 0013's trigger announces on; the payload is the tenant id. */
const CHANNEL = 'appointments_changed';
/** Longest a remembered list may show names (staff, room) changed on another instance. */
const TTL_MS = 30_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The cache for `app`, listening through `listen` (none: the cache never remembers). */
export async function rememberCalendarLists(
  app: FastifyInstance,
  listen: Database['listen'] | undefined,
  now: () => Date,
): Promise<CalendarListCache> {
  const cache = new CalendarListCache(TTL_MS, now);
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
