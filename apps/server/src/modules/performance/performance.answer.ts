/**
 * The performance call's JSON answer (issue #14 "Performance"), remembered per tenant in the
 * app's TenantAnswerCache until a change to something it reads is announced: a month's figures
 * cost a handful of aggregate queries over every sale and appointment of two periods, while
 * managers reopen and refilter the same report many times between sales.
 */
import {
  PERFORMANCE_ALL,
  PERFORMANCE_READS,
  PERFORMANCE_UNTIL_NOW,
  permissionScope,
  type performanceQuerySchema,
} from '@daybook/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { reaches, type Actor } from '../../core/actor.js';
import type { TenantAnswerCache } from '../../lib/tenant-answer-cache.js';
import { staffPerformance } from './performance.service.js';

type PerformanceQuery = z.output<typeof performanceQuerySchema>;

const QUARTER_HOUR_MS = 15 * 60_000;

/** Everything that can change a report's answer for this actor, as one key. */
function cacheKey(actor: Actor, id: string, q: PerformanceQuery, now: Date): string {
  const own = permissionScope(actor.role, 'performance:read') === 'own';
  return JSON.stringify([
    'performance',
    id,
    q.from,
    q.to,
    // 'now' is every location's current minute, which one UTC minute fixes in every zone.
    q.until === PERFORMANCE_UNTIL_NOW ? Math.floor(now.getTime() / 60_000) : (q.until ?? null),
    // Each location's today, for `anchor`: every zone's offset is whole quarter hours, so no
    // local day turns within one UTC quarter hour.
    q.anchor ? [q.anchor, Math.floor(now.getTime() / QUARTER_HOUR_MS)] : null,
    own ? null : (q.role ?? null),
    own ? actor.userId : (q.staffId ?? null),
    q.detail ?? null,
    // 'all' is every location the actor reaches.
    id === PERFORMANCE_ALL ? [actor.role, [...actor.establishmentIds].sort()] : null,
  ]);
}

/**
 * The JSON answer (UTF-8 bytes) of GET /api/admin/establishments/{id}/performance; errors as
 * staffPerformance (404 out of reach). Reach is checked on every call: a remembered answer is
 * shared by everyone whose key matches. `now`: the server's clock (`until=now`).
 */
export async function performanceAnswer(
  db: Db,
  actor: Actor,
  id: string,
  query: PerformanceQuery,
  cache: TenantAnswerCache,
  now: Date,
): Promise<Buffer> {
  const answer = async () =>
    Buffer.from(JSON.stringify({ success: true, data: await staffPerformance(db, actor, id, query, now) }));
  if (id !== PERFORMANCE_ALL && !reaches(actor, id)) return answer();
  return cache.remember(
    cacheKey(actor, id, query, now),
    actor.tenantId,
    async () => ({ body: await answer() }),
    PERFORMANCE_READS,
  );
}
