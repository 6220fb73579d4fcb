/**
 * What the CRM reads of appointments, through its read models (migration 0017: client_visits,
 * client_places, client_people): the derived figures of a client row (spec core.md §3 Client:
 * lastVisit, visitCount, spend, favoriteServices), the client page's upcoming and past lists,
 * and who served whom (an employee's 'My Clients'). Nothing here writes appointments: a merge
 * or erasure asks the appointments module.
 */
import { APPOINTMENT_INACTIVE_STATUSES, FAVORITE_SERVICES_MAX } from '@daybook/contracts';
import { and, asc, desc, eq, exists, gte, inArray, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { clientPayments, clientPeople, clientPlaces, clientVisits, clients } from './clients.schema.js';
import type { CrmReach } from './clients.scope.js';

/** The status whose appointments count as visits and spend. */
const VISIT_STATUS = 'completed';

/**
 * Lateral subqueries to left-join on `clients` (each correlated with clients.id): `totals`
 * (visit count, spend on completed appointments never checked out), `latest` (the latest
 * visit's local date) and `paid` (what the client's transactions brought, issue #13). A multi-service
 * visit counts once; its appointments share a visit id.
 */
export function figureJoins(tx: Tx) {
  const visitPlace = alias(clientPlaces, 'visit_place');
  const totals = tx
    .select({
      visitCount: sql<number>`count(DISTINCT coalesce(${clientVisits.visitId}, ${clientVisits.id}))::int`
        .mapWith(Number)
        .as('visit_count'),
      // A checked-out appointment counts through its transaction (`paid` below), not its price.
      serviceCents:
        sql<number>`coalesce(sum(${clientVisits.priceCents}) FILTER (WHERE NOT ${clientVisits.paid}), 0)::bigint`
          .mapWith(Number)
          .as('service_cents'),
    })
    .from(clientVisits)
    .where(and(eq(clientVisits.clientId, clients.id), eq(clientVisits.status, VISIT_STATUS)))
    .as('totals');
  const latest = tx
    .select({
      lastVisit:
        sql<string>`to_char(${clientVisits.startsAt} AT TIME ZONE ${visitPlace.timeZone}, 'YYYY-MM-DD')`.as(
          'last_visit',
        ),
    })
    .from(clientVisits)
    .innerJoin(visitPlace, eq(visitPlace.id, clientVisits.establishmentId))
    .where(and(eq(clientVisits.clientId, clients.id), eq(clientVisits.status, VISIT_STATUS)))
    .orderBy(desc(clientVisits.startsAt))
    .limit(1)
    .as('latest');
  const paid = tx
    .select({
      paidCents: sql<number>`coalesce(sum(${clientPayments.spendCents}), 0)::bigint`
        .mapWith(Number)
        .as('paid_cents'),
    })
    .from(clientPayments)
    .where(eq(clientPayments.clientId, clients.id))
    .as('paid');
  return { totals, latest, paid };
}

/**
 * Names of the client's most booked completed services, most first (ties: the more recent),
 * each under the name it was last booked with. A correlated scalar subquery on clients.id.
 */
export const favoriteServicesField = sql<string[]>`coalesce((
  SELECT json_agg(fav.name ORDER BY fav.n DESC, fav.last DESC)
  FROM (
    SELECT (array_agg(fa.service_name ORDER BY fa.starts_at DESC))[1] AS name,
           count(*) AS n, max(fa.starts_at) AS last
    FROM ${clientVisits} fa
    WHERE fa.client_id = ${clients.id} AND fa.status = ${VISIT_STATUS}
    GROUP BY fa.service_id
    ORDER BY n DESC, last DESC
    LIMIT ${FAVORITE_SERVICES_MAX}
  ) fav
), '[]'::json)`;

/**
 * Condition on `clients`: the employee `userId` has served the client (an appointment of theirs
 * with the client that was not cancelled), at `establishmentId` when given.
 */
export function servedBy(userId: string, establishmentId?: string): SQL {
  return exists(
    sql`(SELECT 1 FROM ${clientVisits} WHERE ${and(
      eq(clientVisits.clientId, clients.id),
      eq(clientVisits.staffId, userId),
      ne(clientVisits.status, 'cancelled'),
      establishmentId ? eq(clientVisits.establishmentId, establishmentId) : undefined,
    )})`,
  );
}

/**
 * Condition on `clients`: the client has an appointment (not cancelled) at one of
 * `establishmentIds`, i.e. visits there though at home elsewhere.
 */
export function visitsAt(establishmentIds: readonly string[]): SQL {
  return exists(
    sql`(SELECT 1 FROM ${clientVisits} WHERE ${and(
      eq(clientVisits.clientId, clients.id),
      inArray(clientVisits.establishmentId, [...establishmentIds]),
      ne(clientVisits.status, 'cancelled'),
    )})`,
  );
}

export interface ClientAppointmentView {
  id: string;
  establishmentId: string;
  establishmentName: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  serviceId: string;
  serviceName: string;
  staffId: string;
  staffName: string;
  status: string;
  priceCents: number;
  visitId: string | null;
}

/** Which of the client's appointments the actor sees: own (employee) or at reached establishments. */
function visibleVisits(reach: CrmReach): SQL | undefined {
  switch (reach.kind) {
    case 'tenant':
      return undefined;
    case 'establishments':
      return reach.establishmentIds.length > 0
        ? inArray(clientVisits.establishmentId, reach.establishmentIds)
        : sql`false`;
    case 'served':
      return eq(clientVisits.staffId, reach.userId);
  }
}

/**
 * The client's next appointments from `now` (not cancelled or no-show), soonest first, or the
 * ones that started before `now` (any status), latest first: `limit` of them after skipping
 * `offset`, and how many there are in all. One statement, off the appointments' (client_id,
 * starts_at) index.
 */
export async function listClientAppointments(
  tx: Tx,
  clientId: string,
  reach: CrmReach,
  when: 'upcoming' | 'past',
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: ClientAppointmentView[]; total: number }> {
  const upcoming = when === 'upcoming';
  const where = and(
    eq(clientVisits.clientId, clientId),
    visibleVisits(reach),
    upcoming
      ? and(
          gte(clientVisits.startsAt, now),
          notInArray(clientVisits.status, [...APPOINTMENT_INACTIVE_STATUSES]),
        )
      : lt(clientVisits.startsAt, now),
  );
  const rows = await tx
    .select({
      id: clientVisits.id,
      establishmentId: clientVisits.establishmentId,
      establishmentName: clientPlaces.name,
      timeZone: clientPlaces.timeZone,
      startsAt: clientVisits.startsAt,
      endsAt: clientVisits.endsAt,
      serviceId: clientVisits.serviceId,
      serviceName: clientVisits.serviceName,
      staffId: clientVisits.staffId,
      staffName: sql<string>`${clientPeople.firstName} || ' ' || ${clientPeople.lastName}`,
      status: clientVisits.status,
      priceCents: clientVisits.priceCents,
      visitId: clientVisits.visitId,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(clientVisits)
    .innerJoin(clientPlaces, eq(clientPlaces.id, clientVisits.establishmentId))
    .innerJoin(clientPeople, eq(clientPeople.id, clientVisits.staffId))
    .where(where)
    .orderBy(
      upcoming ? asc(clientVisits.startsAt) : desc(clientVisits.startsAt),
      upcoming ? asc(clientVisits.id) : desc(clientVisits.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  if (rows[0]) return { rows, total: rows[0].total };
  if (page.offset === 0) return { rows: [], total: 0 };
  // A page past the end has no row to carry the window count.
  const [counted] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(clientVisits)
    .where(where);
  return { rows: [], total: counted?.total ?? 0 };
}
