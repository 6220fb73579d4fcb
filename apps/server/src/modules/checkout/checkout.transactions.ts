/**
 * Transaction history (issue #13, spec operations.md §3 Transaction, §7 "Transactions", §9):
 * the filtered list with its summary, one transaction, and the filter the export shares. Dates
 * are the location's local days; amounts are dollars on the wire, cents below. A transaction
 * out of the actor's reach answers 404 as if it did not exist; row-level security hides other
 * tenants'.
 */
import {
  CHECKOUT_MESSAGES,
  type Transaction,
  type TransactionList,
  type TransactionListQueryParsed,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { nextDate, startOfLocalDay, todayIn } from '../../lib/local-dates.js';
import { toCents, toDollars } from '../../lib/money.js';
import { openEstablishment, type EstablishmentRow } from '../establishments/index.js';
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

/**
 * The location of `query` (404 out of reach) and the repository filter its fields make; a
 * missing amount bound filters nothing. 400 on end_date before start_date, on max_amount below
 * min_amount.
 */
export async function transactionFilter(
  tx: Tx,
  actor: Actor,
  query: TransactionFilterQuery,
  now: Date,
): Promise<{ establishment: EstablishmentRow; range: LocalRange; filter: repo.TransactionFilter }> {
  const establishment = await openEstablishment(tx, actor, query.establishmentId);
  const range = localRange(establishment.timeZone, query.start_date, query.end_date, now);
  const { min_amount: min, max_amount: max } = query;
  if (min !== undefined && max !== undefined && max < min)
    throw invalid('max_amount', CHECKOUT_MESSAGES.amountOrder);
  return {
    establishment,
    range,
    filter: {
      tenantId: actor.tenantId,
      establishmentId: establishment.id,
      from: range.from,
      to: range.to,
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
 * newest first, one page, with the count and the summary (sales = totals, refunds, net, tips,
 * tax; dollars) over every match, so the page's figures never depend on paging. Refunds are
 * those of the matching transactions, whenever they were made. 400 on a bad date or amount
 * order; 404 location out of reach. Permission transaction:read.
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
