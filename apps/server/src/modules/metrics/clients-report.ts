/**
 * The clients report (spec core.md §2 `/reports?type=clients`; issue #31 "Clients (new,
 * returning, lapsed; retention by first-visit month)"): distinct clients of completed visits over
 * local days from–to and the previous period of the same length, and the retention of the
 * RETENTION_MONTHS first-visit cohorts ending with the month of `to`. Definitions:
 * FIGURE_DEFINITIONS (visitedClients, newClients, returningClients, lapsedClients, retention).
 */
import {
  ALL_ESTABLISHMENTS,
  LAPSED_CLIENT_DAYS,
  RETENTION_MONTHS,
  performanceRangeDays,
  type ClientsFigures,
  type ClientsList,
  type ClientsListQueryParsed,
  type ClientsReport,
  type ReportPeriodQueryParsed,
  type RetentionCohort,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { reaches, type Actor } from '../../core/actor.js';
import { addDays } from '../../lib/local-dates.js';
import { establishmentsOfTenant, openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import * as repo from './clients-report.repository.js';
import { assertWholeSales } from './sales-report.js';

/** The location asked for (404 out of reach), or every location the actor reaches. */
export async function reportPlaces(
  tx: Tx,
  actor: Actor,
  establishmentId?: string,
): Promise<EstablishmentRow[]> {
  return establishmentId
    ? [await openEstablishment(tx, actor, establishmentId)]
    : (await establishmentsOfTenant(tx)).filter((e) => reaches(actor, e.id));
}

/** The first day of the period before from–to of the same length. */
export const previousFrom = (from: string, to: string): string =>
  addDays(from, -performanceRangeDays(from, to));

/** 'YYYY-MM' of the month `n` months after the month of `day` ('YYYY-MM-DD' or 'YYYY-MM'). */
export function monthAfter(day: string, n: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const NO_CLIENTS: ClientsFigures = { clients: 0, newClients: 0, returningClients: 0, lapsedClients: 0 };

/** The cohort table: one row per month, oldest first, its cells null after the month of `to`. */
function cohortsOf(rows: readonly repo.CohortRow[], to: string): RetentionCohort[] {
  const counts = new Map(rows.map((r) => [`${r.month}/${r.k}`, r.clients]));
  const lastMonth = monthAfter(to, 0);
  return Array.from({ length: RETENTION_MONTHS }, (_, i) => {
    const month = monthAfter(to, i - (RETENTION_MONTHS - 1));
    const clients = counts.get(`${month}/0`) ?? 0;
    const returned = Array.from({ length: RETENTION_MONTHS }, (_, k) =>
      monthAfter(month, k + 1) > lastMonth ? null : (counts.get(`${month}/${k + 1}`) ?? 0),
    );
    const retention = returned.map((n) =>
      n === null || clients === 0 ? null : Math.round((n / clients) * 10_000) / 10_000,
    );
    return { month, clients, returned, retention };
  });
}

/** The report's days and locations for `places` over q.from–q.to. */
function windowOf(places: readonly EstablishmentRow[], q: { from: string; to: string }): repo.ClientsWindow {
  return {
    places,
    first: previousFrom(q.from, q.to),
    split: q.from,
    last: q.to,
    lapsedDays: LAPSED_CLIENT_DAYS,
    cohortsFrom: `${monthAfter(q.to, 1 - RETENTION_MONTHS)}-01`,
  };
}

/**
 * GET /api/admin/reports/clients: the report of the location asked for, or of every location the
 * actor reaches. 404 for a location out of reach; 403 for a role that reads only its own sales.
 */
export function clientsReport(db: Db, actor: Actor, q: ReportPeriodQueryParsed): Promise<ClientsReport> {
  assertWholeSales(actor);
  return withTenant(db, actor, async (tx) => {
    const places = await reportPlaces(tx, actor, q.establishmentId);
    const first = previousFrom(q.from, q.to);
    const base = {
      establishmentId: q.establishmentId ?? ALL_ESTABLISHMENTS,
      from: q.from,
      to: q.to,
      previousFrom: first,
      previousTo: addDays(q.from, -1),
      lapsedDays: LAPSED_CLIENT_DAYS,
    };
    if (places.length === 0)
      return { ...base, totals: NO_CLIENTS, previous: NO_CLIENTS, cohorts: cohortsOf([], q.to) };
    const w = windowOf(places, q);
    const counts = await repo.clientCounts(tx, w);
    const figures = (current: boolean): ClientsFigures => {
      const r = counts.find((c) => c.current === current);
      return r
        ? {
            clients: r.clients,
            newClients: r.new_clients,
            returningClients: r.returning_clients,
            lapsedClients: r.lapsed_clients,
          }
        : NO_CLIENTS;
    };
    return {
      ...base,
      totals: figures(true),
      previous: figures(false),
      cohorts: cohortsOf(await repo.cohortCounts(tx, w), q.to),
    };
  });
}

/** The repository's selection of a valid query (the contract requires cohort and after where used). */
function selectionOf(q: ClientsListQueryParsed): repo.FigureSelection {
  if (q.figure === 'cohort') return { figure: 'cohort', cohort: q.cohort ?? '' };
  if (q.figure === 'retained') return { figure: 'retained', cohort: q.cohort ?? '', after: q.after ?? 0 };
  return { figure: q.figure };
}

/**
 * GET /api/admin/reports/clients/clients (issue #31 "the rows behind a figure one click away"):
 * the clients the report counts in one figure of the period (new, returning or lapsed), a
 * retention cohort or one of its cells (the same conditions as the counts, repository
 * figureCondition and cohortCounts' pieces), by name, a page at a time, with that
 * count as `total`. Reach, 403 and 404 as the report's.
 */
export function clientsOfFigure(db: Db, actor: Actor, q: ClientsListQueryParsed): Promise<ClientsList> {
  assertWholeSales(actor);
  return withTenant(db, actor, async (tx) => {
    const places = await reportPlaces(tx, actor, q.establishmentId);
    const page = { figure: q.figure, page: q.page, pageSize: q.pageSize };
    if (places.length === 0) return { ...page, clients: [], total: 0 };
    const rows = await repo.figureClients(
      tx,
      windowOf(places, q),
      selectionOf(q),
      q.pageSize,
      (q.page - 1) * q.pageSize,
    );
    const clients = rows.flatMap((r) =>
      r.client_id === null
        ? []
        : [
            {
              clientId: r.client_id,
              name: r.name ?? '',
              email: r.email,
              phone: r.phone,
              firstVisit: r.first_day ?? '',
              lastVisit: r.last_day ?? '',
              visitsInRange: r.visits_now ?? 0,
            },
          ],
    );
    return { ...page, clients, total: rows[0]?.total ?? 0 };
  });
}
