/**
 * Starting a walk-in's service (issue #15, #28): an appointment now, booked through the
 * appointments module's bookAppointment as every booking is, so it shows on the calendar and the
 * register checks it out. Who is free now is availability's answer (openingsToday): the same
 * hours, time off, appointments and buffers as a booking, so the list the desk picks from, the
 * first available and the booking never disagree. Runs in the status change's transaction.
 */
import { WALK_IN_MESSAGES as M, type WalkInStaffOption } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { wallDateTime } from '../../lib/local-dates.js';
import { SlotTaken, bookAppointment } from '../appointments/index.js';
import { isFreeNow, nextOpening, openingsToday, type ServiceOpenings } from '../availability/index.js';
import { addClient, clientsByContact } from '../clients/index.js';
import type { EstablishmentRow } from '../establishments/index.js';
import type { WalkInRow } from './walk-ins.schema.js';

const busy = () => new AppError('CONFLICT', M.staffBusy, [{ path: 'staffId', message: M.staffBusy }]);

/** Today's openings of the walk-in's service; 400 when it is no longer an active service here. */
async function openingsOf(tx: Tx, actor: Actor, place: EstablishmentRow, visit: WalkInRow, now: Date) {
  const openings = (await openingsToday(tx, actor, place, [visit.serviceId], now)).get(visit.serviceId);
  if (!openings) throw invalid('serviceId', M.service);
  return openings;
}

/**
 * Who serves: `staffId` when named and free now (else 409 staffBusy; 400 staff when they do not
 * perform the service here); with nobody named, the one the client asked for if free now, else
 * the first free now in calendar order (409 noStaffFree when nobody is).
 */
function chooseStaff(
  openings: ServiceOpenings,
  visit: WalkInRow,
  staffId: string | undefined,
  now: Date,
): string {
  const free = (id: string) => isFreeNow(openings, id, now);
  if (staffId) {
    if (!openings.staffOrder.includes(staffId)) throw invalid('staffId', M.staff);
    if (!free(staffId)) throw busy();
    return staffId;
  }
  const asked = openings.staffOrder.find((id) => id === visit.requestedStaffId && free(id));
  const first = asked ?? openings.staffOrder.find(free);
  if (!first) throw new AppError('CONFLICT', M.noStaffFree);
  return first;
}

/**
 * Each staff member who performs the walk-in's service at `place`, in calendar order, whether
 * they are free now, and their next opening today (HH:MM in the location's zone, or null).
 */
export async function staffOptions(
  tx: Tx,
  actor: Actor,
  place: EstablishmentRow,
  visit: WalkInRow,
  names: Map<string, string>,
  now: Date,
): Promise<WalkInStaffOption[]> {
  const openings = await openingsOf(tx, actor, place, visit, now);
  return openings.staffOrder.map((staffId) => {
    const next = nextOpening(openings, staffId);
    return {
      staffId,
      name: names.get(staffId) ?? '',
      freeNow: isFreeNow(openings, staffId, now),
      nextOpening: next === null ? null : wallDateTime(new Date(next), place.timeZone).time,
    };
  });
}

/**
 * The walk-in's CRM client, so the register and receipt name them: the one linked, else the live
 * client with the same email, or the same phone and name (families share phones), else a new
 * client. Null for a walk-in who left no phone or email (the appointment carries the name).
 */
async function clientFor(tx: Tx, actor: Actor, place: EstablishmentRow, visit: WalkInRow) {
  if (visit.clientId) return visit.clientId;
  if (!visit.email && !visit.phone) return null;
  const found = await clientsByContact(tx, { email: visit.email, phone: visit.phone });
  const name = visit.clientName.toLocaleLowerCase('en');
  const same =
    found.find((c) => visit.email && c.email === visit.email) ??
    found.find((c) => visit.phone && c.phone === visit.phone && c.name.toLocaleLowerCase('en') === name);
  if (same) return same.id;
  const added = await addClient(tx, {
    tenantId: place.tenantId,
    establishmentId: place.id,
    name: visit.clientName,
    email: visit.email,
    phone: visit.phone,
    source: 'manual',
    createdBy: actor.userId,
  });
  return added.id;
}

/**
 * Books the walk-in's service now with `staffId`, or whoever is free now (chooseStaff), as in
 * service, a request when it is the one the client asked for, for the walk-in's CRM client (see
 * clientFor). It starts at the staff member's opening: availability's grid puts it within five
 * minutes of now, on the minute the calendar offers. 400 for a staff member who does not perform
 * the service there; 409 when that person is busy now or nobody is free. The appointment id,
 * who serves and the client, for the walk-in's row.
 */
export async function startService(
  tx: Tx,
  actor: Actor,
  place: EstablishmentRow,
  visit: WalkInRow,
  staffId: string | undefined,
  now: Date,
): Promise<{ appointmentId: string; servingStaffId: string; clientId: string | null }> {
  const openings = await openingsOf(tx, actor, place, visit, now);
  const who = chooseStaff(openings, visit, staffId, now);
  const clientId = await clientFor(tx, actor, place, visit);
  const at = wallDateTime(new Date(nextOpening(openings, who) ?? now.getTime()), place.timeZone);
  try {
    const booked = await bookAppointment(
      tx,
      { actor },
      {
        establishmentId: place.id,
        clientId,
        clientName: visit.clientName,
        serviceId: visit.serviceId,
        staffId: who,
        date: at.date,
        startTime: at.time,
        status: 'in_service',
        notes: visit.notes ?? undefined,
        isRequest: who === visit.requestedStaffId,
      },
    );
    return { appointmentId: booked.id, servingStaffId: who, clientId };
  } catch (err) {
    if (err instanceof SlotTaken) throw busy();
    throw err;
  }
}
