/** SQL of the employees module: its records and the views of migration 0029. */
import { and, asc, eq, exists, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { overtimeExemptAfter } from './employees.pay-changes.js';
import {
  employeeAppointments,
  employeeAssignments,
  employeePeople,
  employeeRecords,
  employeeServices,
} from './employees.schema.js';

export type RecordRow = typeof employeeRecords.$inferSelect;
export type RecordInsert = typeof employeeRecords.$inferInsert;
const personColumns = {
  id: employeePeople.id,
  tenantId: employeePeople.tenantId,
  firstName: employeePeople.firstName,
  lastName: employeePeople.lastName,
  email: employeePeople.email,
  phone: employeePeople.phone,
  avatarUrl: employeePeople.avatarUrl,
  role: employeePeople.role,
  isActive: employeePeople.isActive,
  jobTitle: employeePeople.jobTitle,
  biography: employeePeople.biography,
};
export type PersonRow = typeof employeePeople.$inferSelect;
export interface PersonWithRecord {
  person: PersonRow;
  record: RecordRow | null;
}

/** Which people a list covers. */
export interface PeopleFilter {
  /** People assigned to one of these establishments; undefined: everyone of the tenant but admins. */
  establishmentIds?: string[];
  userIds?: string[];
  includeInactive: boolean;
}

/** People with their employee record (null when they have none), by last then first name. */
export async function listPeople(tx: Tx, filter: PeopleFilter): Promise<PersonWithRecord[]> {
  const where: SQL[] = [];
  if (filter.establishmentIds) {
    if (filter.establishmentIds.length === 0) return [];
    where.push(
      exists(
        tx
          .select({ one: sql`1` })
          .from(employeeAssignments)
          .where(
            and(
              eq(employeeAssignments.userId, employeePeople.id),
              inArray(employeeAssignments.establishmentId, filter.establishmentIds),
            ),
          ),
      ),
    );
  } else {
    where.push(ne(employeePeople.role, 'admin'));
  }
  if (filter.userIds) {
    if (filter.userIds.length === 0) return [];
    where.push(inArray(employeePeople.id, filter.userIds));
  }
  if (!filter.includeInactive) where.push(eq(employeePeople.isActive, true));
  return tx
    .select({ person: personColumns, record: employeeRecords })
    .from(employeePeople)
    .leftJoin(employeeRecords, eq(employeeRecords.userId, employeePeople.id))
    .where(and(...where))
    .orderBy(asc(employeePeople.lastName), asc(employeePeople.firstName), asc(employeePeople.id));
}

/** The establishments each of `userIds` is assigned to. */
export async function assignmentsOf(tx: Tx, userIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (userIds.length === 0) return out;
  const rows = await tx
    .select()
    .from(employeeAssignments)
    .where(inArray(employeeAssignments.userId, userIds));
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.establishmentId]);
  return out;
}

/** The active services each of `userIds` performs, by name. */
export async function servicesOf(tx: Tx, userIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (userIds.length === 0) return out;
  const rows = await tx
    .select({ userId: employeeServices.userId, serviceId: employeeServices.serviceId })
    .from(employeeServices)
    .where(and(inArray(employeeServices.userId, userIds), eq(employeeServices.isActive, true)))
    .orderBy(asc(employeeServices.serviceName));
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.serviceId]);
  return out;
}

/** The record of `userId`, locked for the rest of the transaction (undefined: none yet). */
export async function lockRecord(tx: Tx, userId: string): Promise<RecordRow | undefined> {
  const rows = await tx
    .select()
    .from(employeeRecords)
    .where(eq(employeeRecords.userId, userId))
    .for('update');
  return rows[0];
}

/**
 * Writes the record of `values.userId`, creating it with the defaults when missing. Without an
 * overtime flag, a new pay type brings that type's flag (issue #28), an unchanged one keeps it,
 * and a new record takes its pay type's: this is the one place the default is applied.
 */
export async function upsertRecord(tx: Tx, values: RecordInsert): Promise<void> {
  if (values.overtimeExempt === undefined) {
    const current = await lockRecord(tx, values.userId);
    values = { ...values, overtimeExempt: overtimeExemptAfter(current, { payType: values.payType }) };
  }
  const { userId, tenantId, ...changes } = values;
  void tenantId;
  await tx
    .insert(employeeRecords)
    .values(values)
    .onConflictDoUpdate({
      target: employeeRecords.userId,
      set: { ...changes, updatedAt: sql`now()` },
      setWhere: eq(employeeRecords.userId, userId),
    });
}

/** Appointments of `staffId` starting after `now` that still hold their time, by start. */
export function futureAppointments(tx: Tx, staffId: string, now: Date) {
  return tx
    .select()
    .from(employeeAppointments)
    .where(
      and(
        eq(employeeAppointments.staffId, staffId),
        gt(employeeAppointments.startsAt, now),
        inArray(employeeAppointments.status, ['booked', 'confirmed']),
      ),
    )
    .orderBy(asc(employeeAppointments.startsAt));
}
