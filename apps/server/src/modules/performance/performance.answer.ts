/**
 * The performance calls' JSON answers (issue #14 "Performance"; the dashboard's figures),
 * remembered per tenant in the app's TenantAnswerCache until a change to something they read is
 * announced: a month's figures cost a handful of aggregate queries over every sale and
 * appointment of two periods, while managers reopen and refilter the same report many times
 * between sales, and every open dashboard asks again.
 */
import {
  PERFORMANCE_ALL,
  PERFORMANCE_ANCHOR_TODAY,
  PERFORMANCE_READS,
  PERFORMANCE_UNTIL_NOW,
  permissionScope,
  type PerformanceFiguresQuery,
  type performanceQuerySchema,
} from '@daybook/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { reaches, type Actor } from '../../core/actor.js';
import type { TenantAnswerCache } from '../../lib/tenant-answer-cache.js';
import { performanceFigures } from './performance.dashboard.js';
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

/** The JSON answer of `compute`, remembered under `key` when `id` is 'all' or a location the actor reaches. */
async function remembered<T>(
  cache: TenantAnswerCache,
  actor: Actor,
  id: string,
  key: string,
  compute: () => Promise<T>,
): Promise<Buffer> {
  const answer = async () => Buffer.from(JSON.stringify({ success: true, data: await compute() }));
  // Out of reach, the computation answers its 404 without touching what others remember.
  if (id !== PERFORMANCE_ALL && !reaches(actor, id)) return answer();
  return cache.remember(key, actor.tenantId, async () => ({ body: await answer() }), PERFORMANCE_READS);
}

/**
 * The JSON answer (UTF-8 bytes) of GET /api/admin/establishments/{id}/performance; errors as
 * staffPerformance (404 out of reach). Reach is checked on every call: a remembered answer is
 * shared by everyone whose key matches. `now`: the server's clock (`until=now`).
 */
export function performanceAnswer(
  db: Db,
  actor: Actor,
  id: string,
  query: PerformanceQuery,
  cache: TenantAnswerCache,
  now: Date,
): Promise<Buffer> {
  return remembered(cache, actor, id, cacheKey(actor, id, query, now), () =>
    staffPerformance(db, actor, id, query, now),
  );
}

/**
 * The JSON answer of GET /api/admin/establishments/{id}/performance/figures; errors as
 * performanceFigures. Remembered as the report asked for today so far with `anchor=today`.
 */
export function figuresAnswer(
  db: Db,
  actor: Actor,
  id: string,
  query: PerformanceFiguresQuery,
  cache: TenantAnswerCache,
  now: Date,
): Promise<Buffer> {
  const asReport = {
    from: query.date,
    to: query.date,
    until: PERFORMANCE_UNTIL_NOW,
    anchor: PERFORMANCE_ANCHOR_TODAY,
  };
  const key = `figures ${cacheKey(actor, id, asReport, now)}`;
  return remembered(cache, actor, id, key, () => performanceFigures(db, actor, id, query, now));
}
