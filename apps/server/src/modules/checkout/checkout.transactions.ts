/**
 * Transaction history (issue #13, spec operations.md §3 Transaction, §7 "Transactions", §9):
 * the filtered list with its summary, one transaction, and the filter the export shares, for one
 * location or every location reached (ALL_ESTABLISHMENTS, issue #31). Dates are each location's
 * local days; amounts are dollars on the wire, cents below. A transaction
 * out of the actor's reach answers 404 as if it did not exist; row-level security hides other
 * tenants'.
 */
import {
  ALL_ESTABLISHMENTS,
  CHECKOUT_MESSAGES,
  type Transaction,
  type TransactionList,
  type TransactionListQueryParsed,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { reaches, type Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { nextDate, startOfLocalDay, todayIn } from '../../lib/local-dates.js';
import { toCents, toDollars } from '../../lib/money.js';
import { establishmentsOfTenant, openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import { readTransaction, readTransactions } from './checkout.reader.js';
import * as repo from './checkout.transactions.repository.js';

/** The filters shared by the list and the export (the export has no paging). */
export type TransactionFilterQuery = Omit<TransactionListQueryParsed, 'page' | 'page_size'>;

/** A local-day range: the dates as asked (defaults filled in) and the instants [from, to). */
export interface LocalRange {
  startDate: string;
  endDate: string;
  from: Date;
  to: Date;
}

/**
 * The local days `start`…`end` (inclusive) of `zone`; both default to today there, a lone start
 * runs to today (or itself when later), a lone end starts on itself when before today. 400 on
 * end_date when the end is before the start.
 */
export function localRange(
  zone: string,
  start: string | undefined,
  end: string | undefined,
  now: Date,
): LocalRange {
  const today = todayIn(zone, now);
  const startDate = start ?? (end !== undefined && end < today ? end : today);
  const endDate = end ?? (startDate > today ? startDate : today);
  if (endDate < startDate) throw invalid('end_date', CHECKOUT_MESSAGES.dateOrder);
  return {
    startDate,
    endDate,
    from: new Date(startOfLocalDay(startDate, zone)),
    to: new Date(startOfLocalDay(nextDate(endDate), zone)),
  };
}

/** A location of the filter with its range of local days in its own zone. */
export interface FilterPlace {
  establishment: EstablishmentRow;
  range: LocalRange;
}

/**
 * The locations of `query`: the one asked for (404 out of reach), or with ALL_ESTABLISHMENTS
 * every location of the tenant the actor reaches (owners all, others those they work at), by
 * name; each with `start_date`…`end_date` read in its own zone, so a day D is D wherever the
 * sale was. 400 on end_date before start_date.
 */
async function filterPlaces(
  tx: Tx,
  actor: Actor,
  query: TransactionFilterQuery,
  now: Date,
): Promise<FilterPlace[]> {
  const places =
    query.establishmentId === ALL_ESTABLISHMENTS
      ? (await establishmentsOfTenant(tx)).filter((e) => reaches(actor, e.id))
      : [await openEstablishment(tx, actor, query.establishmentId)];
  return places.map((establishment) => ({
    establishment,
    range: localRange(establishment.timeZone, query.start_date, query.end_date, now),
  }));
}

/**
 * The locations of `query` (see filterPlaces), the local days the filter spans (the earliest
 * start and latest end over its locations: 'today' differs by zone) and the repository filter
 * its fields make; a missing amount bound filters nothing. 400 on end_date before start_date, on
 * max_amount below min_amount; 404 location out of reach.
 */
export async function transactionFilter(
  tx: Tx,
  actor: Actor,
  query: TransactionFilterQuery,
  now: Date,
): Promise<{ places: FilterPlace[]; startDate: string; endDate: string; filter: repo.TransactionFilter }> {
  const places = await filterPlaces(tx, actor, query, now);
  const { min_amount: min, max_amount: max } = query;
  if (min !== undefined && max !== undefined && max < min)
    throw invalid('max_amount', CHECKOUT_MESSAGES.amountOrder);
  // Checks the dates even when no location is reached, so bad input answers alike.
  const fallback = localRange('UTC', query.start_date, query.end_date, now);
  const starts = places.map((p) => p.range.startDate).sort();
  const ends = places.map((p) => p.range.endDate).sort();
  return {
    places,
    startDate: starts[0] ?? fallback.startDate,
    endDate: ends.at(-1) ?? fallback.endDate,
    filter: {
      tenantId: actor.tenantId,
      places: places.map((p) => ({
        establishmentId: p.establishment.id,
        from: p.range.from,
        to: p.range.to,
      })),
      cashierId: query.cashier_id,
      status: query.status,
      minCents: min === undefined ? undefined : toCents(min),
      maxCents: max === undefined ? undefined : toCents(max),
      search: query.search?.trim() || undefined,
    },
  };
}

/**
 * GET /api/admin/transactions/: the location's transactions over local days (default today),
 * or with ALL_ESTABLISHMENTS those of every location the actor reaches, each over the days in its
 * own zone; newest first, one page, with the count and the summary (sales = totals, refunds,
 * net, tips, tax; dollars) over every match, so the page's figures never depend on paging (the
 * all-locations summary is the sum of the locations'). Refunds are those of the matching
 * transactions, whenever they were made. 400 on a bad date or amount order; 404 location out of
 * reach. Permission transaction:read.
 */
export function listTransactions(
  db: Db,
  actor: Actor,
  query: TransactionListQueryParsed,
  now: Date,
): Promise<TransactionList> {
  return withTenant(db, actor, async (tx) => {
    const { filter } = await transactionFilter(tx, actor, query, now);
    const { ids, sums } = await repo.listTransactionIds(tx, filter, {
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    return {
      results: await readTransactions(tx, ids),
      count: sums.count,
      page: query.page,
      pageSize: query.page_size,
      summary: {
        sales: toDollars(sums.salesCents),
        refunds: toDollars(sums.refundsCents),
        net: toDollars(sums.salesCents - sums.refundsCents),
        tips: toDollars(sums.tipsCents),
        tax: toDollars(sums.taxCents),
      },
    };
  });
}

/** The transaction `id` and its location; 404 transactionUnknown when missing or out of reach. */
export async function transactionIn(
  tx: Tx,
  actor: Actor,
  id: string,
): Promise<{ transaction: Transaction; establishment: EstablishmentRow }> {
  const transaction = await readTransaction(tx, id);
  if (!transaction) throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.transactionUnknown);
  const establishment = await openEstablishment(
    tx,
    actor,
    transaction.establishmentId,
    CHECKOUT_MESSAGES.transactionUnknown,
  );
  return { transaction, establishment };
}

/** GET /api/admin/transactions/:id/: one transaction; 404 missing or out of reach. Permission transaction:read. */
export function getTransaction(db: Db, actor: Actor, id: string): Promise<Transaction> {
  return withTenant(db, actor, async (tx) => (await transactionIn(tx, actor, id)).transaction);
}
