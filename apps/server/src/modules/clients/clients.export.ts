/**
 * The client list as the CSV export reads it (CRM import/export): the list call's filters and
 * reach, batch after batch in name order, each client as the cells the export writes.
 */
import { CLIENT_MESSAGES, type ClientListQueryParsed } from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { invalid } from '../../core/app-error.js';
import { isCalendarDate } from '../../lib/local-dates.js';
import { toFigures } from './clients.figures.js';
import * as repo from './clients.repository.js';
import { assertOwnTenant, crmReach, listEstablishment } from './clients.scope.js';

/** One client of the export: its cells in CLIENT_EXPORT_COLUMNS order, as the CSV writes them. */
export type ExportRecord = string[];

/** Reads the export's clients a batch at a time, in the list's order (by name). */
export interface ClientExportReader {
  /** The next `size` clients (fewer at the end; none once done). */
  next(tx: Tx, size: number): Promise<ExportRecord[]>;
}

/**
 * A reader of the clients the list call would show `actor` with `query` (paging ignored). The
 * filters are checked here (400, 404 as the list answers them), before any batch is read.
 */
export async function clientExportReader(
  tx: Tx,
  actor: Actor,
  query: ClientListQueryParsed,
): Promise<ClientExportReader> {
  assertOwnTenant(actor, query.tenantId);
  if (query.lastVisitFrom && !isCalendarDate(query.lastVisitFrom))
    throw invalid('lastVisitFrom', CLIENT_MESSAGES.date);
  if (query.lastVisitTo && !isCalendarDate(query.lastVisitTo))
    throw invalid('lastVisitTo', CLIENT_MESSAGES.date);
  const filter = {
    reach: crmReach(actor),
    establishmentId: await listEstablishment(tx, actor, query.establishmentId),
    search: query.search,
    status: query.status,
    preferredStylistId: query.preferredStylistId,
    lastVisitFrom: query.lastVisitFrom,
    lastVisitTo: query.lastVisitTo,
  };
  const rate = await repo.loyaltyRate(tx);
  let cursor: repo.ExportCursor | null = null;
  let done = false;
  return {
    async next(batchTx, size) {
      if (done) return [];
      const rows = await repo.exportBatch(batchTx, filter, cursor, size);
      const last = rows[rows.length - 1];
      if (!last || rows.length < size) done = true;
      if (last) cursor = { name: last.name, id: last.id };
      return rows.map((r) => toRecord(r, rate));
    },
  };
}

/**
 * The cells of one client (CLIENT_EXPORT_COLUMNS): phone as people read it, lifetime spend in
 * dollars to the cent, the figures under the tenant's loyalty rule. Straight from the raw row:
 * an object per client in between cost an eighth of the export.
 */
function toRecord(r: repo.ExportClientRow, pointsPerDollar: number): ExportRecord {
  const f = toFigures(r, pointsPerDollar, r.loyaltyPointsAdjustment);
  return [
    r.name,
    r.email ?? '',
    r.phone ? formatPhone(r.phone) : '',
    r.birthdate ?? '',
    r.status,
    r.preferences ?? '',
    r.allergies ?? '',
    f.lastVisit ?? '',
    String(f.visitCount),
    f.lifetimeSpend.toFixed(2),
    String(f.loyaltyPoints),
  ];
}
