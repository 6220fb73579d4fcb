/**
 * The occasions of the client flows (issue #32), read from the other modules' published views
 * in the caller's tenant transaction: completed visits a rebook nudge, a win-back or a review
 * request may follow, clients whose birthday it is, and whether a client has an appointment to
 * come. A completed visit's instants are timestamptz.
 */
import { sql } from 'drizzle-orm';
import type { AutomationClientFlow } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';

/** A completed appointment a client flow may follow. */
export interface CompletedVisit {
  appointmentId: string;
  clientId: string;
  serviceId: string;
  serviceName: string;
  /** The visit this part belongs to (its own id when alone). */
  visitKey: string;
  startsAt: Date;
  endsAt: Date;
}

interface VisitRow {
  id: string;
  client_id: string;
  service_id: string;
  service_name: string;
  visit_key: string;
  starts_at: Date | string;
  ends_at: Date | string;
}

const toVisit = (r: VisitRow): CompletedVisit => ({
  appointmentId: r.id,
  clientId: r.client_id,
  serviceId: r.service_id,
  serviceName: r.service_name,
  visitKey: r.visit_key,
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
});

/** Which later completed appointment ends a visit's claim to be "the last": same service, or any. */
export type LastOf = 'service' | 'any';

/**
 * The completed appointments at `establishmentId` that started within [from, to), with a client,
 * that are the client's last completed one (of that service, or of any: `lastOf`), and whose
 * client has nothing booked from `now` on.
 */
export async function lastCompletedVisits(
  tx: Tx,
  establishmentId: string,
  from: Date,
  to: Date,
  now: Date,
  lastOf: LastOf,
): Promise<CompletedVisit[]> {
  const sameService = lastOf === 'service' ? sql`AND b.service_id = a.service_id` : sql``;
  const rows = await queryRows<VisitRow>(
    tx,
    sql`SELECT a.id, a.client_id, a.service_id, a.service_name, COALESCE(a.visit_id, a.id)::text AS visit_key,
          a.starts_at, a.ends_at
        FROM published.appointments a
        WHERE a.establishment_id = ${establishmentId} AND a.status = 'completed' AND a.client_id IS NOT NULL
          AND a.starts_at >= ${from.toISOString()} AND a.starts_at < ${to.toISOString()}
          AND NOT EXISTS (SELECT 1 FROM published.appointments b
            WHERE b.client_id = a.client_id AND b.status = 'completed' ${sameService}
              AND (b.starts_at > a.starts_at OR (b.starts_at = a.starts_at AND b.id > a.id)))
          AND NOT EXISTS (${upcomingOf(sql`a.client_id`, now)})
        ORDER BY a.starts_at, a.id`,
  );
  return rows.map(toVisit);
}

/** The completed appointments at `establishmentId` that ended within [from, to), with a client. */
export async function completedVisitsEnded(
  tx: Tx,
  establishmentId: string,
  from: Date,
  to: Date,
): Promise<CompletedVisit[]> {
  const rows = await queryRows<VisitRow>(
    tx,
    sql`SELECT a.id, a.client_id, a.service_id, a.service_name, COALESCE(a.visit_id, a.id)::text AS visit_key,
          a.starts_at, a.ends_at
        FROM published.appointments a
        WHERE a.establishment_id = ${establishmentId} AND a.status = 'completed' AND a.client_id IS NOT NULL
          AND a.ends_at >= ${from.toISOString()} AND a.ends_at < ${to.toISOString()}
        ORDER BY a.starts_at, a.id`,
  );
  return rows.map(toVisit);
}

/** The completed appointment `appointmentId` as it stands (undefined when gone or no longer completed). */
export async function completedVisit(tx: Tx, appointmentId: string): Promise<CompletedVisit | undefined> {
  const [row] = await queryRows<VisitRow>(
    tx,
    sql`SELECT a.id, a.client_id, a.service_id, a.service_name, COALESCE(a.visit_id, a.id)::text AS visit_key,
          a.starts_at, a.ends_at
        FROM published.appointments a
        WHERE a.id = ${appointmentId} AND a.status = 'completed' AND a.client_id IS NOT NULL`,
  );
  return row && toVisit(row);
}

function upcomingOf(clientId: ReturnType<typeof sql>, now: Date) {
  return sql`SELECT 1 FROM published.appointments u
    WHERE u.client_id = ${clientId} AND u.status IN ('booked', 'confirmed') AND u.starts_at >= ${now.toISOString()}`;
}

/** True when client `clientId` has an appointment booked from `now` on. */
export async function hasUpcoming(tx: Tx, clientId: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`SELECT 1 AS one WHERE EXISTS (${upcomingOf(sql`${clientId}::uuid`, now)})`,
  );
  return rows.length > 0;
}

/**
 * The clients of home location `establishmentId` (not merged away, not erased) born on
 * `monthDay` ('MM-DD'); on 'MM-DD' = '02-28' of a year without Feb 29, those born on Feb 29 too.
 */
export async function birthdayClients(
  tx: Tx,
  establishmentId: string,
  monthDay: string,
  leapYear: boolean,
): Promise<string[]> {
  const days = monthDay === '02-28' && !leapYear ? ['02-28', '02-29'] : [monthDay];
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT c.id FROM published.clients c
        WHERE c.establishment_id = ${establishmentId} AND c.birthdate IS NOT NULL
          AND c.merged_into_id IS NULL AND c.erased_at IS NULL
          AND to_char(c.birthdate, 'MM-DD') IN (${sql.join(
            days.map((d) => sql`${d}`),
            sql`, `,
          )})
        ORDER BY c.id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Which of `occasions` of `flow` already have a send record (any status), as
 * 'client|occasion|channel' keys.
 */
export async function recordedOccasions(
  tx: Tx,
  flow: AutomationClientFlow,
  occasions: readonly string[],
): Promise<Set<string>> {
  if (occasions.length === 0) return new Set();
  const rows = await queryRows<{ client_id: string; occasion: string; channel: string }>(
    tx,
    sql`SELECT client_id, occasion, channel FROM automation_sends
        WHERE flow = ${flow} AND occasion IN (${sql.join(
          occasions.map((o) => sql`${o}`),
          sql`, `,
        )})`,
  );
  return new Set(rows.map((r) => `${r.client_id}|${r.occasion}|${r.channel}`));
}
