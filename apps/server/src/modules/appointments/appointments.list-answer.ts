/**
 * The list call's JSON answer (`{ success, data }`, spec core.md §7 Appointments), served from
 * the calendar's TenantAnswerCache when a fresh one is remembered. Only calls that name their dates are
 * remembered: "today" moves with the clock and the establishment's zone.
 */
import { APPOINTMENT_LIST_READS, type AppointmentListQueryParsed } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import type { TenantAnswerCache } from '../../lib/tenant-answer-cache.js';
import { reaches } from '../../core/actor.js';
import { ownOnly } from './appointments.access.js';
import { listAppointments } from './appointments.service.js';

/** Everything that can change a list's answer for this actor, as one key. */
function cacheKey(actor: Actor, establishmentId: string, q: AppointmentListQueryParsed): string {
  return JSON.stringify([
    'list',
    establishmentId,
    q.startDate,
    q.endDate ?? null,
    q.staffIds ?? null,
    q.status ?? null,
    q.clientId ?? null,
    q.limit,
    // An employee's answer holds only their own appointments.
    ownOnly(actor) ? actor.userId : null,
  ]);
}

/** The JSON answer (UTF-8 bytes) of GET /api/appointments/{establishmentId}; errors as listAppointments. */
export async function listAnswer(
  db: Db,
  actor: Actor,
  establishmentId: string,
  query: AppointmentListQueryParsed,
  now: Date,
  cache: TenantAnswerCache,
): Promise<Buffer> {
  // Bytes, not text: a remembered answer is then written out without encoding it again.
  const answer = async () =>
    Buffer.from(
      JSON.stringify({ success: true, data: await listAppointments(db, actor, establishmentId, query, now) }),
    );
  // The actor's reach is checked on every call: an answer is shared by everyone who may see it
  // (out of reach, listAppointments answers 404).
  if (!query.startDate || !reaches(actor, establishmentId)) return answer();
  return cache.remember(
    cacheKey(actor, establishmentId, query),
    actor.tenantId,
    async () => ({ body: await answer() }),
    APPOINTMENT_LIST_READS,
  );
}
