/**
 * SQL for appointments and their status history. Reads join users for the staff member's and
 * the changer's current display names and resources for the room's name (read-only joins, as
 * establishments' listEmployees does); the rooms and clients a booking names are checked here
 * too, read-only, so booking does not depend on the modules that manage them.
 */
import { and, asc, eq, gt, gte, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { APPOINTMENT_INACTIVE_STATUSES, type AppointmentStatus } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import {
  appointments,
  appointmentStatusChanges,
  clients,
  resources,
  services,
  staffProfiles,
  userEstablishments,
  users,
} from '../../db/schema.js';

/**
 * Of `userIds`, the active members of staff at the establishment, with whether they take
 * bookings: their profile's flag, or before they have a profile, anyone but the front desk (as
 * the profile will start).
 */
export async function staffBookability(
  tx: Tx,
  establishmentId: string,
  userIds: string[],
): Promise<Map<string, boolean>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: users.id,
      bookable: sql<boolean>`coalesce(${staffProfiles.bookable}, ${users.role} <> 'frontdesk')`,
    })
    .from(userEstablishments)
    .innerJoin(users, eq(users.id, userEstablishments.userId))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(
      and(
        eq(userEstablishments.establishmentId, establishmentId),
        inArray(userEstablishments.userId, userIds),
        eq(users.isActive, true),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.bookable]));
}

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentInsert = typeof appointments.$inferInsert;
/** An appointment with its staff member's name and its room's name (null without a room). */
export type AppointmentView = AppointmentRow & { staffName: string; roomName: string | null };

export interface StatusChangeView {
  fromStatus: AppointmentStatus | null;
  toStatus: AppointmentStatus;
  changedBy: string | null;
  changedByName: string | null;
  changedAt: Date;
}

const staffName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

function selectView(tx: Tx) {
  return tx
    .select({ appointment: appointments, staffName, roomName: resources.name })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.staffId))
    .leftJoin(resources, eq(resources.id, appointments.resourceId));
}

function toView(r: {
  appointment: AppointmentRow;
  staffName: string;
  roomName: string | null;
}): AppointmentView {
  return { ...r.appointment, staffName: r.staffName, roomName: r.roomName };
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
 * [from, to), with their service's buffer after (a read-only join, as the users join above).
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
      bufferAfterMinutes: sql<number>`coalesce(${services.bufferAfterMinutes}, 0)`.mapWith(Number),
    })
    .from(appointments)
    .leftJoin(services, eq(services.id, appointments.serviceId))
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

/** Which of `ids` are active rooms (kind 'room') of the establishment, in one query. */
export async function activeRoomIds(tx: Tx, establishmentId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: resources.id })
    .from(resources)
    .where(
      and(
        inArray(resources.id, ids),
        eq(resources.establishmentId, establishmentId),
        eq(resources.kind, 'room'),
        eq(resources.isActive, true),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * True when `id` is a client of the tenant (row-level security hides others) that was not
 * merged into another record. Checked because a foreign key ignores row-level security: it
 * would accept another tenant's client id.
 */
export async function isBookableClient(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, id), isNull(clients.mergedIntoId)))
    .limit(1);
  return rows.length > 0;
}

/** Inserts an appointment; an overlap raises SQLSTATE 23P01 (the caller maps it). */
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
      changedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      changedAt: appointmentStatusChanges.changedAt,
    })
    .from(appointmentStatusChanges)
    .leftJoin(users, eq(users.id, appointmentStatusChanges.changedBy))
    .where(eq(appointmentStatusChanges.appointmentId, appointmentId))
    .orderBy(asc(appointmentStatusChanges.changedAt), asc(appointmentStatusChanges.id));
}
