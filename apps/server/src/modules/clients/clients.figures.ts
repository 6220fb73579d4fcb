/**
 * The one place a client's visit and spend figures are derived (spec core.md §3 Client:
 * lastVisit, visitCount, totalSpent, averageSpend, lifetimeSpend, loyaltyPoints,
 * favoriteServices). Today they come from completed appointments; when payments exist, the
 * lifetime spend (and with it loyalty) adds them here and nowhere else.
 *
 * Reading appointments from the CRM is a read-only, correlated subquery per client row, as the
 * appointments repository reads users for staff names; no other CRM file reads appointments
 * for figures.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { appointments, clients, establishments } from '../../db/schema.js';
import { FAVORITE_SERVICES_MAX } from '@daybook/contracts';

/** The status whose appointments count as visits and spend. */
const VISIT_STATUS = 'completed';

/** The raw figures one client row carries, before the loyalty rule applies. */
export interface RawFigures {
  visitCount: number;
  /** Integer cents spent on services (completed appointments' prices). */
  serviceCents: number;
  /** 'YYYY-MM-DD' of the latest completed appointment in its establishment's zone, or null. */
  lastVisit: string | null;
  favoriteServices: string[];
}

/** The derived figures on the wire: dollars, whole points. */
export interface Figures {
  lastVisit: string | null;
  visitCount: number;
  totalSpent: number;
  averageSpend: number;
  lifetimeSpend: number;
  loyaltyPoints: number;
}

/**
 * Lateral subqueries to left-join on `clients` (each correlated with clients.id): `totals`
 * (visit count, service spend) and `latest` (the latest visit's local date). A multi-service
 * visit counts once; its appointments share a visit id.
 */
export function figureJoins(tx: Tx) {
  const visitEstablishment = alias(establishments, 'visit_establishment');
  const totals = tx
    .select({
      visitCount: sql<number>`count(DISTINCT coalesce(${appointments.visitId}, ${appointments.id}))::int`
        .mapWith(Number)
        .as('visit_count'),
      serviceCents: sql<number>`coalesce(sum(${appointments.priceCents}), 0)::bigint`
        .mapWith(Number)
        .as('service_cents'),
    })
    .from(appointments)
    .where(and(eq(appointments.clientId, clients.id), eq(appointments.status, VISIT_STATUS)))
    .as('totals');
  const latest = tx
    .select({
      lastVisit:
        sql<string>`to_char(${appointments.startsAt} AT TIME ZONE ${visitEstablishment.timeZone}, 'YYYY-MM-DD')`.as(
          'last_visit',
        ),
    })
    .from(appointments)
    .innerJoin(visitEstablishment, eq(visitEstablishment.id, appointments.establishmentId))
    .where(and(eq(appointments.clientId, clients.id), eq(appointments.status, VISIT_STATUS)))
    .orderBy(desc(appointments.startsAt))
    .limit(1)
    .as('latest');
  return { totals, latest };
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
    FROM ${appointments} fa
    WHERE fa.client_id = ${clients.id} AND fa.status = ${VISIT_STATUS}
    GROUP BY fa.service_id
    ORDER BY n DESC, last DESC
    LIMIT ${FAVORITE_SERVICES_MAX}
  ) fav
), '[]'::json)`;

/**
 * The wire figures from raw ones and the tenant's loyalty rule: points = ⌊lifetime dollars ×
 * points per dollar⌋ + the client's manual adjustment; average = spend ÷ visits, to the cent.
 */
export function toFigures(raw: RawFigures, pointsPerDollar: number, adjustment: number): Figures {
  const lifetimeCents = raw.serviceCents;
  return {
    lastVisit: raw.lastVisit,
    visitCount: raw.visitCount,
    totalSpent: raw.serviceCents / 100,
    averageSpend: raw.visitCount > 0 ? Math.round(raw.serviceCents / raw.visitCount) / 100 : 0,
    lifetimeSpend: lifetimeCents / 100,
    loyaltyPoints: Math.floor((lifetimeCents * pointsPerDollar) / 100) + adjustment,
  };
}
