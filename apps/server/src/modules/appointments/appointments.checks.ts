/**
 * What a booking's ids must name (spec core.md §3 Appointment): active, bookable staff of the
 * establishment who perform the service, an active service and an active room of the
 * establishment, a client of the business. Each check reads all the ids of one request in one
 * query (a visit names up to five of each) and answers 400 on the first failing field, `path`
 * naming it in the request ('staffId', 'additionalServices.2.room'…).
 */
import { APPOINTMENT_MESSAGES } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { invalid } from '../../core/app-error.js';
import { performersOf, servicesByIds, type ServiceRow } from '../services/index.js';
import { isBookableClient } from '../clients/index.js';
import { activeRoomIds } from '../resources/index.js';
import { bookableStaffAt, timeOffOf } from '../staff/index.js';
import { StaffOnTimeOff } from './appointments.db-errors.js';

/** An id from the request and the field it came from. */
export interface FieldId {
  id: string;
  path: string;
}

/**
 * 400 staffElsewhere unless every one is an active member of staff at the establishment, then
 * 400 staffNotBookable for someone who does not take bookings (the calendar offers no column to
 * book them in; their existing appointments stay where they are).
 */
export async function assertStaff(tx: Tx, establishmentId: string, staff: FieldId[]): Promise<void> {
  const bookable = await bookableStaffAt(
    tx,
    establishmentId,
    staff.map((s) => s.id),
  );
  const missing = staff.find((s) => !bookable.has(s.id));
  if (missing) throw invalid(missing.path, APPOINTMENT_MESSAGES.staffElsewhere);
  const resting = staff.find((s) => !bookable.get(s.id));
  if (resting) throw invalid(resting.path, APPOINTMENT_MESSAGES.staffNotBookable);
}

/** The services by id; 400 serviceUnavailable unless each is an active service of the establishment. */
export async function activeServices(
  tx: Tx,
  establishmentId: string,
  wanted: FieldId[],
): Promise<Map<string, ServiceRow>> {
  const rows = await servicesByIds(tx, [...new Set(wanted.map((w) => w.id))]);
  const byId = new Map(
    rows.filter((r) => r.establishmentId === establishmentId && r.isActive).map((r) => [r.id, r]),
  );
  const missing = wanted.find((w) => !byId.has(w.id));
  if (missing) throw invalid(missing.path, APPOINTMENT_MESSAGES.serviceUnavailable);
  return byId;
}

/** A staff member booked for a service; `path` is the staff field of that booking. */
export interface Performance {
  serviceId: string;
  staffId: string;
  path: string;
}

/**
 * 400 staffCannotPerform when a service lists who performs it (service_staff) and the staff
 * member is not among them; a service with nobody listed may be performed by anyone, as
 * availability assumes.
 */
export async function assertPerformers(tx: Tx, performances: Performance[]): Promise<void> {
  const listed = await performersOf(tx, [...new Set(performances.map((p) => p.serviceId))]);
  const refused = performances.find((p) => {
    const performers = listed.get(p.serviceId);
    return performers !== undefined && !performers.includes(p.staffId);
  });
  if (refused) throw invalid(refused.path, APPOINTMENT_MESSAGES.staffCannotPerform);
}

/** 400 roomUnavailable unless each is an active room (not equipment) of the establishment. */
export async function assertRooms(tx: Tx, establishmentId: string, rooms: FieldId[]): Promise<void> {
  if (rooms.length === 0) return;
  const active = await activeRoomIds(tx, establishmentId, [...new Set(rooms.map((r) => r.id))]);
  const missing = rooms.find((r) => !active.has(r.id));
  if (missing) throw invalid(missing.path, APPOINTMENT_MESSAGES.roomUnavailable);
}

/** 400 on 'clientId' unless it names a (not merged) client of the business. */
export async function assertClient(tx: Tx, clientId: string): Promise<void> {
  if (!(await isBookableClient(tx, clientId)))
    throw invalid('clientId', APPOINTMENT_MESSAGES.clientUnavailable);
}

/** A staff member's part of a booking: the span they are busy and the request field naming them. */
export interface StaffSpan {
  staffId: string;
  startsAt: Date;
  endsAt: Date;
  path: string;
}

/**
 * 409 staffOnTimeOff (a SlotTaken, so 'anyone' tries the next person) when a span meets the
 * staff member's time off: approved leave and blocked time are not bookable (issue #28), as
 * availability already says.
 */
export async function assertNotOnTimeOff(tx: Tx, spans: StaffSpan[]): Promise<void> {
  if (spans.length === 0) return;
  const from = new Date(Math.min(...spans.map((s) => s.startsAt.getTime())));
  const to = new Date(Math.max(...spans.map((s) => s.endsAt.getTime())));
  const blocks = await timeOffOf(tx, [...new Set(spans.map((s) => s.staffId))], from, to);
  const away = spans.find((s) =>
    blocks.some((b) => b.userId === s.staffId && b.startsAt < s.endsAt && s.startsAt < b.endsAt),
  );
  if (away) throw new StaffOnTimeOff(away.path);
}
