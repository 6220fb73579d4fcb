/**
 * SQL for appointments and their status history. Reads join the staff member's and the
 * changer's current names, the room's name and the service's buffer through the module's read
 * models (appointments.schema.ts, migration 0017), never the other modules' tables.
 */
import { and, asc, eq, gt, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { APPOINTMENT_INACTIVE_STATUSES, type AppointmentStatus } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import {
  appointmentPeople,
  appointmentPaidVisits,
  appointmentRooms,
  appointmentServiceBuffers,
  appointments,
  appointmentStatusChanges,
} from './appointments.schema.js';

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentInsert = typeof appointments.$inferInsert;
/** An appointment with its staff member's name and its room's name (null without a room). */
export type AppointmentView = AppointmentRow & { staffName: string; roomName: string | null; paid: boolean };

export interface StatusChangeView {
  fromStatus: AppointmentStatus | null;
  toStatus: AppointmentStatus;
  changedBy: string | null;
  changedByName: string | null;
  changedAt: Date;
}

const staffName = sql<string>`${appointmentPeople.firstName} || ' ' || ${appointmentPeople.lastName}`;

const paidVisit = (key: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${appointmentPaidVisits} WHERE ${appointmentPaidVisits.visitKey} = ${key})`;

/**
 * Whether the appointment's visit (its visit id, else its own id) was paid at the register.
 * Not `= coalesce(visit_id, id)`: under row-level security a condition holding COALESCE counts
 * as leaky, so it may not drive the paid-visit index and each list read every paid ticket of
 * the tenant (30 ms for one location's day); a plain equality probes the index per row.
 */
const paid = sql<boolean>`CASE WHEN ${appointments.visitId} IS NULL THEN ${paidVisit(sql`${appointments.id}`)}
  ELSE ${paidVisit(sql`${appointments.visitId}`)} END`;

function selectView(tx: Tx) {
  return tx
    .select({ appointment: appointments, staffName, roomName: appointmentRooms.name, paid })
    .from(appointments)
    .innerJoin(appointmentPeople, eq(appointmentPeople.id, appointments.staffId))
    .leftJoin(appointmentRooms, eq(appointmentRooms.id, appointments.resourceId));
}

function toView(r: {
  appointment: AppointmentRow;
  staffName: string;
  roomName: string | null;
  paid: boolean;
}): AppointmentView {
  return { ...r.appointment, staffName: r.staffName, roomName: r.roomName, paid: r.paid };
}

export interface ListFilter {
  establishmentId: string;
  /** Appointments starting in [from, to). */
  from: Date;
  to: Date;
  staffIds?: string[];
  statuses?: AppointmentStatus[];
  clientId?: string;
  limit: number;
}

/** One establishment's appointments starting in the window, by start then id. */
export async function listAppointments(tx: Tx, f: ListFilter): Promise<AppointmentView[]> {
  const rows = await selectView(tx)
    .where(
      and(
        eq(appointments.establishmentId, f.establishmentId),
        gte(appointments.startsAt, f.from),
        lt(appointments.startsAt, f.to),
        f.staffIds ? inArray(appointments.staffId, f.staffIds) : undefined,
        f.statuses ? inArray(appointments.status, f.statuses) : undefined,
        f.clientId ? eq(appointments.clientId, f.clientId) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(f.limit);
  return rows.map(toView);
}

/** A stretch of a staff member's time an active appointment holds, with its service's buffer. */
export interface BusyAppointment {
  staffId: string;
  startsAt: Date;
  endsAt: Date;
  /** The processing window stored when booked, when the staff member is free; null without. */
  processingStartsAt: Date | null;
  processingEndsAt: Date | null;
  /** Minutes the staff member stays busy after `endsAt` (the service's current buffer; 0 without). */
  bufferAfterMinutes: number;
}

/**
 * Active appointments (not cancelled or no-show) of `staffIds` at any establishment that overlap
 * [from, to), with their service's buffer after (through the read model of services' buffers).
 * Any establishment, because the exclusion constraint holds a person's time across all of them.
 * No appointment runs past its local day, so starts before `from` − 2 days cannot reach it; that
 * bound lets the (staff_id, starts_at) index limit the scan.
 */
export async function listBusyAppointments(
  tx: Tx,
  staffIds: string[],
  from: Date,
  to: Date,
): Promise<BusyAppointment[]> {
  if (staffIds.length === 0) return [];
  return tx
    .select({
      staffId: appointments.staffId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      processingStartsAt: appointments.processingStartsAt,
      processingEndsAt: appointments.processingEndsAt,
      bufferAfterMinutes: sql<number>`coalesce(${appointmentServiceBuffers.bufferAfterMinutes}, 0)`.mapWith(
        Number,
      ),
    })
    .from(appointments)
    .leftJoin(appointmentServiceBuffers, eq(appointmentServiceBuffers.id, appointments.serviceId))
    .where(
      and(
        inArray(appointments.staffId, staffIds),
        notInArray(appointments.status, [...APPOINTMENT_INACTIVE_STATUSES]),
        gte(appointments.startsAt, new Date(from.getTime() - 2 * 86_400_000)),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

export async function findAppointment(tx: Tx, id: string): Promise<AppointmentView | undefined> {
  const rows = await selectView(tx).where(eq(appointments.id, id)).limit(1);
  return rows[0] ? toView(rows[0]) : undefined;
}

/** The appointments among `ids`, by start then id (the parts of a visit in order). */
export async function findAppointments(tx: Tx, ids: string[]): Promise<AppointmentView[]> {
  if (ids.length === 0) return [];
  const rows = await selectView(tx)
    .where(inArray(appointments.id, ids))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map(toView);
}

/** Inserts an appointment; an overlap raises SQLSTATE 23P01 (the caller maps it). */
/**
 * Queues this transaction behind any other booking or move of the same staff members (until it
 * ends). Without it, concurrent inserts that meet in the overlap constraint's index wait on each
 * other: PostgreSQL breaks each such deadlock only after a second, and 200 requests for one slot
 * took over 30 s instead of 2. Locks are taken in id order, so two of them cannot deadlock.
 */
export async function queueForStaff(tx: Tx, tenantId: string, staffIds: readonly string[]): Promise<void> {
  for (const staffId of [...new Set(staffIds)].sort()) {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`appointments:${tenantId}:${staffId}`}, 0))`,
    );
  }
}

export async function insertAppointment(tx: Tx, values: AppointmentInsert): Promise<AppointmentRow> {
  const [row] = await tx.insert(appointments).values(values).returning();
  if (!row) throw new Error('insert appointments returned nothing');
  return row;
}

/** Updates an appointment; an overlap raises SQLSTATE 23P01 (the caller maps it). */
export async function updateAppointment(
  tx: Tx,
  id: string,
  values: Partial<AppointmentInsert>,
): Promise<void> {
  await tx
    .update(appointments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(appointments.id, id));
}

export async function deleteAppointment(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(appointments)
    .where(eq(appointments.id, id))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/** Records status changes (several at once for the parts of a visit). */
export async function insertStatusChanges(
  tx: Tx,
  values: (typeof appointmentStatusChanges.$inferInsert)[],
): Promise<void> {
  if (values.length === 0) return;
  await tx.insert(appointmentStatusChanges).values(values);
}

/** An appointment's status changes, oldest first, with the changer's name when they still exist. */
export async function listStatusChanges(tx: Tx, appointmentId: string): Promise<StatusChangeView[]> {
  return tx
    .select({
      fromStatus: appointmentStatusChanges.fromStatus,
      toStatus: appointmentStatusChanges.toStatus,
      changedBy: appointmentStatusChanges.changedBy,
      changedByName: sql<
        string | null
      >`${appointmentPeople.firstName} || ' ' || ${appointmentPeople.lastName}`,
      changedAt: appointmentStatusChanges.changedAt,
    })
    .from(appointmentStatusChanges)
    .leftJoin(appointmentPeople, eq(appointmentPeople.id, appointmentStatusChanges.changedBy))
    .where(eq(appointmentStatusChanges.appointmentId, appointmentId))
    .orderBy(asc(appointmentStatusChanges.changedAt), asc(appointmentStatusChanges.id));
}

/** Gives every appointment of client `fromId` to client `toId`; names as booked stay as history. */
export async function reassignClient(tx: Tx, fromId: string, toId: string): Promise<void> {
  await tx
    .update(appointments)
    .set({ clientId: toId, updatedAt: sql`now()` })
    .where(eq(appointments.clientId, fromId));
}

/** Replaces the client name of the appointments of `clientIds` and clears their notes and memo. */
export async function anonymiseClients(tx: Tx, clientIds: string[], name: string): Promise<void> {
  if (clientIds.length === 0) return;
  await tx
    .update(appointments)
    .set({ clientName: name, notes: null, memo: null, updatedAt: sql`now()` })
    .where(inArray(appointments.clientId, clientIds));
}
