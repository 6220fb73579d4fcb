/** Queries of the time-off module's tables and read models, inside the caller's tenant transaction. */
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TimeOffStatus, TimeOffType } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import {
  leaveAccounts,
  leaveLedger,
  leavePolicies,
  timeOffAppointments,
  timeOffPeople,
  timeOffRequests,
} from './time-off.schema.js';

export type RequestInsert = typeof timeOffRequests.$inferInsert;
export type LedgerInsert = typeof leaveLedger.$inferInsert;
export type LedgerRow = typeof leaveLedger.$inferSelect;
export type PolicyRow = typeof leavePolicies.$inferSelect;
export type PolicyInsert = typeof leavePolicies.$inferInsert;

const employee = alias(timeOffPeople, 'employee');
const approver = alias(timeOffPeople, 'approver');

/** A request with the names of its person and reviewer. */
export type RequestRow = typeof timeOffRequests.$inferSelect & {
  employeeName: string | null;
  reviewerName: string | null;
};

function selectRequests(tx: Tx) {
  return tx
    .select({
      request: timeOffRequests,
      employeeName: employee.name,
      reviewerName: approver.name,
    })
    .from(timeOffRequests)
    .leftJoin(employee, eq(employee.userId, timeOffRequests.userId))
    .leftJoin(approver, eq(approver.userId, timeOffRequests.reviewedBy));
}

const flatten = (r: {
  request: typeof timeOffRequests.$inferSelect;
  employeeName: string | null;
  reviewerName: string | null;
}): RequestRow => ({ ...r.request, employeeName: r.employeeName, reviewerName: r.reviewerName });

/** Requests of the establishments, newest start first, filtered. */
export async function listRequests(
  tx: Tx,
  establishmentIds: readonly string[],
  filter: { status?: TimeOffStatus; type?: TimeOffType; userId?: string },
): Promise<RequestRow[]> {
  const rows = await selectRequests(tx)
    .where(
      and(
        inArray(timeOffRequests.establishmentId, [...establishmentIds]),
        filter.status ? eq(timeOffRequests.status, filter.status) : undefined,
        filter.type ? eq(timeOffRequests.type, filter.type) : undefined,
        filter.userId ? eq(timeOffRequests.userId, filter.userId) : undefined,
      ),
    )
    .orderBy(desc(timeOffRequests.startDate), desc(timeOffRequests.createdAt))
    .limit(1000);
  return rows.map(flatten);
}

/** One request; `lock` takes its row lock for the decision. */
export async function findRequest(tx: Tx, id: string, lock = false): Promise<RequestRow | undefined> {
  if (lock)
    await tx
      .select({ id: timeOffRequests.id })
      .from(timeOffRequests)
      .where(eq(timeOffRequests.id, id))
      .for('update');
  const [row] = await selectRequests(tx).where(eq(timeOffRequests.id, id));
  return row ? flatten(row) : undefined;
}

export async function insertRequest(tx: Tx, values: RequestInsert): Promise<string> {
  const [row] = await tx.insert(timeOffRequests).values(values).returning({ id: timeOffRequests.id });
  return row!.id;
}

export async function updateRequest(tx: Tx, id: string, values: Partial<RequestInsert>): Promise<void> {
  await tx
    .update(timeOffRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(timeOffRequests.id, id));
}

export async function deleteRequest(tx: Tx, id: string): Promise<void> {
  await tx.delete(timeOffRequests).where(eq(timeOffRequests.id, id));
}

/**
 * Takes the person's balance lock (creating the row on first use): every balance change and
 * every approval of theirs runs after the previous one commits.
 */
export async function lockAccount(tx: Tx, tenantId: string, userId: string): Promise<void> {
  await tx.insert(leaveAccounts).values({ tenantId, userId }).onConflictDoNothing();
  await tx.select().from(leaveAccounts).where(eq(leaveAccounts.userId, userId)).for('update');
}

/** Balance in minutes of one person and type; `before` limits to entries effective before that date. */
export async function balanceMinutes(
  tx: Tx,
  userId: string,
  type: TimeOffType,
  before?: string,
): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${leaveLedger.minutes}), 0)`.mapWith(Number) })
    .from(leaveLedger)
    .where(
      and(
        eq(leaveLedger.userId, userId),
        eq(leaveLedger.type, type),
        before ? lt(leaveLedger.effectiveDate, before) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/** Whether a person has entries of a type effective before `date`. */
export async function hasEntriesBefore(
  tx: Tx,
  userId: string,
  type: TimeOffType,
  date: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: leaveLedger.id })
    .from(leaveLedger)
    .where(
      and(eq(leaveLedger.userId, userId), eq(leaveLedger.type, type), lt(leaveLedger.effectiveDate, date)),
    )
    .limit(1);
  return row !== undefined;
}

/** Balance minutes of `userIds` per type, keyed `${userId}:${type}`. */
export async function balancesOf(tx: Tx, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({
      userId: leaveLedger.userId,
      type: leaveLedger.type,
      total: sql<number>`sum(${leaveLedger.minutes})`.mapWith(Number),
    })
    .from(leaveLedger)
    .where(inArray(leaveLedger.userId, userIds))
    .groupBy(leaveLedger.userId, leaveLedger.type);
  return new Map(rows.map((r) => [`${r.userId}:${r.type}`, r.total]));
}

/** Pending minutes of `userIds` per type, keyed `${userId}:${type}`. */
export async function pendingOf(tx: Tx, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({
      userId: timeOffRequests.userId,
      type: timeOffRequests.type,
      total: sql<number>`sum(${timeOffRequests.minutes})`.mapWith(Number),
    })
    .from(timeOffRequests)
    .where(and(inArray(timeOffRequests.userId, userIds), eq(timeOffRequests.status, 'pending')))
    .groupBy(timeOffRequests.userId, timeOffRequests.type);
  return new Map(rows.map((r) => [`${r.userId}:${r.type}`, r.total]));
}

/** Inserts a ledger entry; answers it, or undefined when its period key was already written. */
export async function insertEntry(tx: Tx, values: LedgerInsert): Promise<LedgerRow | undefined> {
  const [row] = await tx.insert(leaveLedger).values(values).onConflictDoNothing().returning();
  return row;
}

/** Ledger entries of `userIds`, newest first. */
export function listEntries(tx: Tx, userIds: string[]): Promise<LedgerRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(leaveLedger)
    .where(inArray(leaveLedger.userId, userIds))
    .orderBy(desc(leaveLedger.effectiveDate), desc(leaveLedger.createdAt))
    .limit(1000);
}

/** Active appointments of a person (at every establishment) overlapping [from, to), by start. */
export function clashesOf(tx: Tx, userId: string, from: Date, to: Date) {
  return tx
    .select()
    .from(timeOffAppointments)
    .where(
      and(
        eq(timeOffAppointments.staffId, userId),
        lt(timeOffAppointments.startsAt, to),
        gt(timeOffAppointments.endsAt, from),
      ),
    )
    .orderBy(asc(timeOffAppointments.startsAt))
    .limit(200);
}

/** The tenant's accrual policy rows, by type. */
export function listPolicies(tx: Tx): Promise<PolicyRow[]> {
  return tx.select().from(leavePolicies).orderBy(asc(leavePolicies.type));
}

/** Replaces the tenant's policy with `rows`. */
export async function replacePolicies(tx: Tx, tenantId: string, rows: PolicyInsert[]): Promise<void> {
  await tx.delete(leavePolicies).where(eq(leavePolicies.tenantId, tenantId));
  if (rows.length > 0) await tx.insert(leavePolicies).values(rows);
}

/** Approved requests of `userIds` overlapping the local dates [from, to] (inclusive), by start. */
export function approvedBetween(tx: Tx, userIds: string[], from: string, to: string) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: timeOffRequests.id,
      userId: timeOffRequests.userId,
      type: timeOffRequests.type,
      startDate: timeOffRequests.startDate,
      endDate: timeOffRequests.endDate,
    })
    .from(timeOffRequests)
    .where(
      and(
        eq(timeOffRequests.status, 'approved'),
        inArray(timeOffRequests.userId, userIds),
        sql`${timeOffRequests.startDate} <= ${to}`,
        sql`${timeOffRequests.endDate} >= ${from}`,
      ),
    )
    .orderBy(asc(timeOffRequests.startDate));
}
