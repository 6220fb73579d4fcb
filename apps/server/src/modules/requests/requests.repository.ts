/** Queries of the requests module's table, inside the caller's tenant transaction. */
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestPriority, RequestStatus, RequestType } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { internalRequestPeople, internalRequests } from './requests.schema.js';

export type RequestInsert = typeof internalRequests.$inferInsert;

/** A request with the names of its requester and assignee. */
export type RequestRow = typeof internalRequests.$inferSelect & {
  staffName: string | null;
  assignedToName: string | null;
};

export interface RequestFilter {
  establishmentId: string;
  status?: RequestStatus;
  type?: RequestType;
  priority?: RequestPriority;
  /** Only requests raised by or assigned to this person. */
  involving?: string;
}

const requester = alias(internalRequestPeople, 'requester');
const assignee = alias(internalRequestPeople, 'assignee');

function selectRequests(tx: Tx) {
  return tx
    .select({ request: internalRequests, staffName: requester.name, assignedToName: assignee.name })
    .from(internalRequests)
    .leftJoin(requester, eq(requester.userId, internalRequests.staffId))
    .leftJoin(assignee, eq(assignee.userId, internalRequests.assignedTo));
}

const flatten = (r: {
  request: typeof internalRequests.$inferSelect;
  staffName: string | null;
  assignedToName: string | null;
}): RequestRow => ({ ...r.request, staffName: r.staffName, assignedToName: r.assignedToName });

function where(filter: RequestFilter, withStatus: boolean): SQL | undefined {
  const t = internalRequests;
  return and(
    eq(t.establishmentId, filter.establishmentId),
    withStatus && filter.status ? eq(t.status, filter.status) : undefined,
    filter.type ? eq(t.type, filter.type) : undefined,
    filter.priority ? eq(t.priority, filter.priority) : undefined,
    filter.involving ? or(eq(t.staffId, filter.involving), eq(t.assignedTo, filter.involving)) : undefined,
  );
}

/** One page of a location's requests, newest first, and how many match in all. */
export async function listRequests(
  tx: Tx,
  filter: RequestFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: RequestRow[]; total: number }> {
  const rows = await selectRequests(tx)
    .where(where(filter, true))
    .orderBy(desc(internalRequests.createdAt), desc(internalRequests.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await tx.select({ n: count() }).from(internalRequests).where(where(filter, true));
  return { rows: rows.map(flatten), total: totals?.n ?? 0 };
}

/** How many requests match the filter's other fields, per status. */
export async function countByStatus(tx: Tx, filter: RequestFilter): Promise<Map<RequestStatus, number>> {
  const rows = await tx
    .select({ status: internalRequests.status, n: count() })
    .from(internalRequests)
    .where(where(filter, false))
    .groupBy(internalRequests.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** One request; `lock` takes its row lock for a change. */
export async function findRequest(tx: Tx, id: string, lock = false): Promise<RequestRow | undefined> {
  if (lock)
    await tx
      .select({ id: internalRequests.id })
      .from(internalRequests)
      .where(eq(internalRequests.id, id))
      .for('update');
  const [row] = await selectRequests(tx).where(eq(internalRequests.id, id));
  return row ? flatten(row) : undefined;
}

export async function insertRequest(tx: Tx, values: RequestInsert): Promise<string> {
  const [row] = await tx.insert(internalRequests).values(values).returning({ id: internalRequests.id });
  return row!.id;
}

/** Writes the changes and moves updated_at on (clock_timestamp: later than a same-transaction insert). */
export async function updateRequest(tx: Tx, id: string, values: Partial<RequestInsert>): Promise<void> {
  await tx
    .update(internalRequests)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(eq(internalRequests.id, id));
}
