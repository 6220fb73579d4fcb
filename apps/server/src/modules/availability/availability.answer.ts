/**
 * The availability call's JSON answer (`{ success, data }`, spec core.md §7 GET
 * /api/appointments/availability/{establishmentId}), served from the calendar's
 * TenantAnswerCache while fresh: until a change to what it reads is announced for the tenant (a
 * booking or a move only when it touches the answer's people and days), or the clock moves a
 * start below the minimum advance, or the local date turns (findAvailability's validUntil).
 */
import { AVAILABILITY_READS, type AvailabilityQueryParsed } from '@daybook/contracts';
import { reaches, type Actor } from '../../core/actor.js';
import type { TenantAnswerCache } from '../../lib/tenant-answer-cache.js';
import { ownOnly } from '../appointments/index.js';
import { findAvailability, type AvailabilityDeps } from './availability.service.js';

/** Everything that can change an answer for this actor, as one key. */
function cacheKey(actor: Actor, establishmentId: string, q: AvailabilityQueryParsed): string {
  return JSON.stringify([
    'availability',
    establishmentId,
    q.date ?? null,
    q.days,
    q.serviceId ?? null,
    q.serviceDuration,
    q.interval,
    q.staffIds ?? null,
    // An employee's answer holds only their own column.
    ownOnly(actor) ? actor.userId : null,
  ]);
}

/** The JSON answer (UTF-8 bytes) of the availability call; errors as getAvailability. */
export async function availabilityAnswer(
  deps: AvailabilityDeps,
  actor: Actor,
  establishmentId: string,
  query: AvailabilityQueryParsed,
  cache: TenantAnswerCache,
): Promise<Buffer> {
  const read = async () => {
    const { data, validUntil, scope } = await findAvailability(deps, actor, establishmentId, query);
    return { body: Buffer.from(JSON.stringify({ success: true, data })), expiresAt: validUntil, scope };
  };
  // The actor's reach is checked on every call: an answer is shared by everyone who may see it
  // (out of reach, findAvailability answers 404).
  if (!reaches(actor, establishmentId)) return (await read()).body;
  return cache.remember(cacheKey(actor, establishmentId, query), actor.tenantId, read, AVAILABILITY_READS);
}
