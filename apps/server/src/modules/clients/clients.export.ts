/**
 * The client list as the CSV export reads it (CRM import/export): the list call's filters and
 * reach, batch after batch in name order, each client with the figures the export writes.
 */
import { CLIENT_MESSAGES, type ClientListQueryParsed, type ClientStatus } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { invalid } from '../../http/app-error.js';
import { isCalendarDate } from '../../lib/local-dates.js';
import { toFigures, type Figures } from './clients.figures.js';
import * as repo from './clients.repository.js';
import { assertOwnTenant, crmReach, listEstablishment } from './clients.scope.js';

/** One client of the export: the typed fields and the derived figures. */
export interface ExportedClient extends Figures {
  name: string;
  email: string | null;
  phone: string | null;
  birthdate: string | null;
  status: ClientStatus;
  preferences: string | null;
  allergies: string | null;
}

/** Reads the export's clients a batch at a time, in the list's order (by name). */
export interface ClientExportReader {
  /** The next `size` clients (fewer at the end; none once done). */
  next(tx: Tx, size: number): Promise<ExportedClient[]>;
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
      if (last) cursor = { sortName: last.sortName, name: last.name, id: last.id };
      return rows.map((r) => ({
        name: r.name,
        email: r.email,
        phone: r.phone,
        birthdate: r.birthdate,
        status: r.status as ClientStatus,
        preferences: r.preferences,
        allergies: r.allergies,
        ...toFigures(r, rate, r.loyaltyPointsAdjustment),
      }));
    },
  };
}
