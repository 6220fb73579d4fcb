/**
 * Starting a walk-in's service (issue #15): an appointment now, booked through the appointments
 * module's bookAppointment as every booking is, so it shows on the calendar and the register
 * checks it out. Runs in the status change's transaction: the link and the booking land together.
 */
import { WALK_IN_MESSAGES as M } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { AppError, invalid } from '../../http/app-error.js';
import { todayIn, wallDateTime } from '../../lib/local-dates.js';
import { SlotTaken, bookAppointment } from '../appointments/index.js';
import { addClient, clientsByContact } from '../clients/index.js';
import type { EstablishmentRow } from '../establishments/index.js';
import { serviceById } from '../services/index.js';
import { openingsToday } from './walk-ins.openings.js';
import type { WalkInRow } from './walk-ins.schema.js';

/** Openings this close after now count as free now (availability's grid step, ms). */
const FREE_NOW_MS = 5 * 60_000;

/**
 * Who serves when the desk names nobody: the staff member the client asked for if free now,
 * else the first suitable one free now in calendar order (the desk left the choice empty, so
 * the client takes whoever is free rather than wait); 409 noStaffFree when nobody is.
 */
async function freeStaff(tx: Tx, actor: Actor, place: EstablishmentRow, visit: WalkInRow, now: Date) {
  const service = await serviceById(tx, visit.serviceId);
  if (!service) throw invalid('serviceId', M.service);
  const openings = (await openingsToday(tx, actor, place, [service], todayIn(place.timeZone, now), now)).get(
    service.id,
  );
  const freeNow = (id: string) => {
    const first = openings?.startsByStaff.get(id)?.[0];
    return first !== undefined && first < now.getTime() + FREE_NOW_MS;
  };
  const staffOrder = openings?.staffOrder ?? [];
  const requested = staffOrder.find((id) => id === visit.requestedStaffId && freeNow(id));
  const free = requested ?? staffOrder.find(freeNow);
  if (!free) throw new AppError('CONFLICT', M.noStaffFree);
  return free;
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
 * Books the walk-in's service now (the current local minute) with `staffId`, or whoever is
 * free now (freeStaff), as in service, a request when it is the one the client asked for, for the walk-in's CRM client (see clientFor).
 * 400 for a staff member who does not perform the service there; 409 when that person is busy
 * now or nobody is free. The appointment id, who serves and the client, for the walk-in's row.
 */
export async function startService(
  tx: Tx,
  actor: Actor,
  place: EstablishmentRow,
  visit: WalkInRow,
  staffId: string | undefined,
  now: Date,
): Promise<{ appointmentId: string; servingStaffId: string; clientId: string | null }> {
  const who = staffId ?? (await freeStaff(tx, actor, place, visit, now));
  const clientId = await clientFor(tx, actor, place, visit);
  const at = wallDateTime(now, place.timeZone);
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
    if (err instanceof SlotTaken)
      throw new AppError('CONFLICT', M.staffBusy, [{ path: 'staffId', message: M.staffBusy }]);
    throw err;
  }
}
