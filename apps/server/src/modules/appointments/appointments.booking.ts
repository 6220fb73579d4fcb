/**
 * Booking (spec core.md §7 POST /api/appointments, §3 draft "additionalServices"): one
 * appointment, or a visit of up to APPOINTMENT_VISIT_MAX_SERVICES services back to back, booked
 * in one transaction or not at all. Every booking of any source (the calendar, online booking,
 * later the register and imports) goes through bookAppointment, so each rule is enforced once.
 * Overlaps are the database's to refuse (appointments.db-errors.ts).
 */
import crypto from 'node:crypto';
import {
  APPOINTMENT_MESSAGES,
  type AppointmentCreateParsed,
  type BookedAppointment,
  type AppointmentStatus,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { invalid } from '../../core/app-error.js';
import { runIdempotent, type IdempotentAnswer } from '../idempotency/index.js';
import type { ServiceRow } from '../services/index.js';
import { openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import {
  activeServices,
  assertClient,
  assertNotOnTimeOff,
  assertPerformers,
  assertRooms,
  assertStaff,
} from './appointments.checks.js';
import { retryingTransient } from '../../db/sql-errors.js';
import { refusingOverlap, type OverlapPaths } from './appointments.db-errors.js';
import { toAppointment, toCents } from './appointments.mapper.js';
import { recordBooked } from './appointments.events.js';
import * as repo from './appointments.repository.js';
import { addMinutes, endOfDay, processingWindow, resolveSlot, type Span } from './appointments.slot.js';

/**
 * Who books: a signed-in actor (their reach applies; they are recorded as the creator), or the
 * public booking page of an establishment that takes online bookings, which the caller has
 * opened (nobody is recorded as the creator).
 */
export type Booker = { actor: Actor } | { onlineAt: EstablishmentRow };

/**
 * Books an appointment, or with `additionalServices` a visit (see bookVisit). Names come from
 * the database, not the body. With `idempotencyKey`, a repeat of the same request replays the
 * first answer (http/idempotency.ts) and books nothing more. Errors: 404 establishment out of
 * reach; 400 staff, service, performer, room, client or time (the field in `details`); 409
 * staff overlap (`overlap`), time off (`staffOnTimeOff`) or room overlap (`roomOverlap`). Permission appointment:create.
 */
export function createAppointment(
  db: Db,
  actor: Actor,
  input: AppointmentCreateParsed,
  idempotencyKey: string | null,
): Promise<IdempotentAnswer<BookedAppointment, 201>> {
  return retryingTransient(() =>
    withTenant(db, actor, async (tx) => {
      const book = () => bookAppointment(tx, { actor }, input);
      if (!idempotencyKey) return { status: 201 as const, body: await book(), replayed: false };
      const request = {
        key: idempotencyKey,
        tenantId: actor.tenantId,
        userId: actor.userId,
        endpoint: 'POST /api/appointments',
        payload: input,
      };
      return runIdempotent(tx, request, 201 as const, book);
    }),
  );
}

/** One service of the request with its staff member, room and the fields they came from. */
interface Requested {
  serviceId: string;
  staffId: string;
  roomId: string | null;
  paths: OverlapPaths & { serviceId: string };
}

/**
 * 400 unless the establishment's settings (spec §3 settings.services) allow what the visit asks:
 * more than one service, and more than one staff member across its services.
 */
function assertVisitAllowed(
  allowed: { allowMultipleServices: boolean; allowMultipleStylists: boolean },
  requested: Requested[],
): void {
  const [first, ...more] = requested;
  if (more.length > 0 && !allowed.allowMultipleServices) {
    throw invalid('additionalServices', APPOINTMENT_MESSAGES.multipleServicesOff);
  }
  const other = more.find((r) => r.staffId !== first?.staffId);
  if (other && !allowed.allowMultipleStylists) {
    throw invalid(other.paths.staff, APPOINTMENT_MESSAGES.multipleStylistsOff);
  }
}

/** The services the request asks for, in order; an additional one defaults to the first's staff. */
function requestedServices(input: AppointmentCreateParsed): Requested[] {
  const first: Requested = {
    serviceId: input.serviceId,
    staffId: input.staffId,
    roomId: input.room ?? null,
    paths: { serviceId: 'serviceId', staff: 'staffId', room: 'room' },
  };
  const more = (input.additionalServices ?? []).map((x, i): Requested => {
    const at = `additionalServices.${i}`;
    return {
      serviceId: x.serviceId,
      staffId: x.staffId ?? input.staffId,
      roomId: x.room ?? null,
      paths: { serviceId: `${at}.serviceId`, staff: `${at}.staffId`, room: `${at}.room` },
    };
  });
  return [first, ...more];
}

/**
 * The spans of the parts: the first from the request's date and times (end omitted → its
 * service's duration), each next one starting when the previous ends and lasting its service's
 * duration. 400 visitEndsAfterDay when a part would end after the first's local day.
 */
function visitSpans(
  input: AppointmentCreateParsed,
  parts: { service: ServiceRow; paths: Requested['paths'] }[],
  timeZone: string,
): Span[] {
  const [head, ...rest] = parts;
  if (!head) throw new Error('a visit has at least one service');
  const spans = [
    resolveSlot(input.date, input.startTime, input.endTime, head.service.durationMinutes, timeZone),
  ];
  const midnight = endOfDay(input.date, timeZone);
  for (const part of rest) {
    const startsAt = spans[spans.length - 1]!.endsAt;
    const endsAt = addMinutes(startsAt, part.service.durationMinutes);
    if (midnight && endsAt > midnight)
      throw invalid(part.paths.serviceId, APPOINTMENT_MESSAGES.visitEndsAfterDay);
    spans.push({ startsAt, endsAt });
  }
  return spans;
}

/** The establishment a booking is made at: opened for the actor's reach, or the online page's. */
async function bookingEstablishment(
  tx: Tx,
  booker: Booker,
  establishmentId: string,
): Promise<EstablishmentRow> {
  if ('actor' in booker) return openEstablishment(tx, booker.actor, establishmentId);
  if (booker.onlineAt.id !== establishmentId) throw new Error('online booking for another establishment');
  return booker.onlineAt;
}

/**
 * Books the draft's appointments into the open tenant transaction `tx`: the first at the given
 * time, staff, room and price (omitted → the service's), each additional service right after
 * the previous one at its service's duration and price, with its own staff member (omitted →
 * the first's) and room (omitted → none). Every part copies its service's processing window,
 * shares the client, status, notes, memo and flags, records its initial status, and with more
 * than one part gets one new visit id. Checks, each a 400 on its field: the establishment's
 * visit settings, active bookable staff of the establishment who perform the service, active
 * services and rooms of the establishment, a live client of the business, a time that exists
 * and ends by local midnight. Overlaps: 409 SlotTaken. The first refusal throws, and the
 * caller's transaction must write nothing more (it is aborted on an overlap).
 */
export async function bookAppointment(
  tx: Tx,
  booker: Booker,
  input: AppointmentCreateParsed,
): Promise<BookedAppointment> {
  const establishment = await bookingEstablishment(tx, booker, input.establishmentId);
  const tenantId = establishment.tenantId;
  const createdBy = 'actor' in booker ? booker.actor.userId : null;
  const zone = establishment.timeZone;
  const requested = requestedServices(input);
  assertVisitAllowed(establishment.settings.services, requested);
  await assertStaff(
    tx,
    establishment.id,
    requested.map((r) => ({ id: r.staffId, path: r.paths.staff })),
  );
  const services = await activeServices(
    tx,
    establishment.id,
    requested.map((r) => ({ id: r.serviceId, path: r.paths.serviceId })),
  );
  await assertPerformers(
    tx,
    requested.map((r) => ({ serviceId: r.serviceId, staffId: r.staffId, path: r.paths.staff })),
  );
  await assertRooms(
    tx,
    establishment.id,
    requested.flatMap((r) => (r.roomId ? [{ id: r.roomId, path: r.paths.room }] : [])),
  );
  if (input.clientId) await assertClient(tx, input.clientId);

  const parts = requested.map((r) => ({ ...r, service: services.get(r.serviceId)! }));
  const spans = visitSpans(input, parts, zone);
  await assertNotOnTimeOff(
    tx,
    parts.map((p, i) => ({ staffId: p.staffId, ...spans[i]!, path: p.paths.staff })),
  );
  const visitId = parts.length > 1 ? crypto.randomUUID() : null;
  const status: AppointmentStatus = input.status ?? 'booked';
  await repo.queueForStaff(
    tx,
    tenantId,
    parts.map((p) => p.staffId),
  );
  const ids: string[] = [];
  for (const [i, part] of parts.entries()) {
    const span = spans[i]!;
    const price = i === 0 && input.price !== undefined ? toCents(input.price) : part.service.priceCents;
    const row = await refusingOverlap(
      () =>
        repo.insertAppointment(tx, {
          tenantId,
          establishmentId: establishment.id,
          staffId: part.staffId,
          serviceId: part.service.id,
          clientId: input.clientId ?? null,
          clientName: input.clientName,
          serviceName: part.service.name,
          ...span,
          ...processingWindow(part.service, span),
          status,
          notes: input.notes ?? null,
          memo: input.memo ?? null,
          priceCents: price,
          resourceId: part.roomId,
          visitId,
          isRequest: input.isRequest ?? false,
          isPrebook: input.isPrebook ?? false,
          createdBy,
        }),
      part.paths,
    );
    ids.push(row.id);
  }
  await repo.insertStatusChanges(
    tx,
    ids.map((appointmentId) => ({
      tenantId,
      appointmentId,
      fromStatus: null,
      toStatus: status,
      changedBy: createdBy,
    })),
  );
  const views = new Map((await repo.findAppointments(tx, ids)).map((v) => [v.id, v]));
  await recordBooked(tx, tenantId, [...views.values()]);
  const booked = ids.map((id) => {
    const view = views.get(id);
    if (!view) throw new Error('booked appointment not found');
    return toAppointment(view, zone);
  });
  const [first] = booked;
  if (!first) throw new Error('a visit has at least one service');
  return visitId ? { ...first, visit: booked } : first;
}
