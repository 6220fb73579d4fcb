/**
 * Waitlist use cases (spec operations.md §3, §4, §7; issue #15): the queue of a location, adding,
 * editing, removing, and calling the next client. Every write checks its references (service,
 * staff, client of this location and tenant) and writes nothing when one fails (400).
 */
import {
  WAITLIST_MESSAGES,
  type WaitlistCreateParsed,
  type WaitlistEntry,
  type WaitlistPending,
  type WaitlistUpdateParsed,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { addDays, todayIn } from '../../lib/local-dates.js';
import { activeStaffAt, openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import { toEntries, toEntry } from './waitlist.mapper.js';
import * as repo from './waitlist.repository.js';

/** The entry, in a location the actor reaches, locked for the write; 404 otherwise. */
export async function openEntry(
  tx: Tx,
  actor: Actor,
  id: string,
): Promise<{ entry: repo.EntryRow; place: EstablishmentRow }> {
  const entry = await repo.findEntry(tx, id, true);
  if (!entry) throw new AppError('NOT_FOUND', WAITLIST_MESSAGES.notFound);
  const place = await openEstablishment(tx, actor, entry.establishmentId, WAITLIST_MESSAGES.notFound);
  return { entry, place };
}

/** GET list: the location's waiting and offered entries in queue order. 404 out of reach. */
export function listWaitlist(
  db: Db,
  actor: Actor,
  establishmentId: string,
  now: Date,
): Promise<WaitlistEntry[]> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    const queue = await repo.queueOf(tx, place.id);
    return toEntries(tx, actor, queue, queue, place, now);
  });
}

type References = Pick<WaitlistUpdateParsed, 'client_id' | 'staff_id'> & { service_id?: string };

/** Checks the service, staff and client a write names; answers the service's name. */
async function checkReferences(
  tx: Tx,
  place: EstablishmentRow,
  refs: References,
): Promise<string | undefined> {
  let serviceName: string | undefined;
  if (refs.service_id) {
    const service = await repo.serviceAt(tx, place.id, refs.service_id);
    if (!service) throw invalid('service_id', WAITLIST_MESSAGES.service);
    serviceName = service.name;
  }
  if (refs.staff_id && (await activeStaffAt(tx, place.id, [refs.staff_id])).length === 0) {
    throw invalid('staff_id', WAITLIST_MESSAGES.staff);
  }
  if (refs.client_id && !(await repo.clientOf(tx, refs.client_id))) {
    throw invalid('client_id', WAITLIST_MESSAGES.client);
  }
  return serviceName;
}

/**
 * The wanted window of a new entry: the one given, else from today (the location's local date)
 * to the last day it books ahead (settings.booking.maxAdvanceTime days), never before the start;
 * 400 when a given end falls before the start.
 */
function windowOf(place: EstablishmentRow, input: WaitlistCreateParsed, now: Date) {
  const today = todayIn(place.timeZone, now);
  const earliest = input.earliest_date ?? today;
  const horizon = addDays(today, place.settings.booking.maxAdvanceTime);
  const latest = input.latest_date ?? (horizon < earliest ? earliest : horizon);
  if (latest < earliest) throw invalid('latest_date', WAITLIST_MESSAGES.window);
  return { earliestDate: earliest, latestDate: latest };
}

/**
 * POST: adds a client to the location's queue, status waiting; the window of days is optional
 * (windowOf). 400 on a bad reference.
 */
export function addToWaitlist(
  db: Db,
  actor: Actor,
  establishmentId: string,
  input: WaitlistCreateParsed,
  now: Date,
): Promise<WaitlistEntry> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    const serviceName = await checkReferences(tx, place, input);
    const row = await repo.insertEntry(tx, {
      tenantId: place.tenantId,
      establishmentId: place.id,
      clientId: input.client_id ?? null,
      clientName: input.client_name,
      phone: input.phone ?? null,
      email: input.email ?? null,
      serviceId: input.service_id,
      serviceName: serviceName ?? '',
      staffId: input.staff_id ?? null,
      ...windowOf(place, input, now),
      daysOfWeek: input.days_of_week ?? null,
      timeFrom: input.time_from ?? null,
      timeTo: input.time_to ?? null,
      priority: input.priority ?? 'normal',
      notes: input.notes ?? null,
    });
    return toEntry(tx, actor, row, place, now);
  });
}

/** PATCH: changes fields of an entry; a window made inconsistent with its stored half is a 400. */
export function updateWaitlistEntry(
  db: Db,
  actor: Actor,
  id: string,
  input: WaitlistUpdateParsed,
  now: Date,
): Promise<WaitlistEntry> {
  return withTenant(db, actor, async (tx) => {
    const { entry, place } = await openEntry(tx, actor, id);
    await checkReferences(tx, place, { client_id: input.client_id, staff_id: input.staff_id });
    const earliest = input.earliest_date ?? entry.earliestDate;
    const latest = input.latest_date ?? entry.latestDate;
    if (latest < earliest) throw invalid('latest_date', WAITLIST_MESSAGES.window);
    const from = input.time_from === undefined ? entry.timeFrom : input.time_from;
    const to = input.time_to === undefined ? entry.timeTo : input.time_to;
    if (from && to && to <= from) throw invalid('time_to', WAITLIST_MESSAGES.timeWindow);
    const seating = input.status === 'seated' && entry.status !== 'seated';
    const row = await repo.updateEntry(tx, id, {
      clientId: input.client_id,
      clientName: input.client_name,
      phone: input.phone,
      email: input.email,
      staffId: input.staff_id,
      earliestDate: input.earliest_date,
      latestDate: input.latest_date,
      daysOfWeek: input.days_of_week,
      timeFrom: input.time_from,
      timeTo: input.time_to,
      priority: input.priority,
      status: input.status,
      notes: input.notes,
      ...(seating ? { seatedAt: now } : {}),
    });
    return toEntry(tx, actor, row, place, now);
  });
}

/** DELETE: takes an entry off the queue; it stays, status removed. */
export function removeWaitlistEntry(db: Db, actor: Actor, id: string, now: Date): Promise<WaitlistEntry> {
  return withTenant(db, actor, async (tx) => {
    const { place } = await openEntry(tx, actor, id);
    const row = await repo.updateEntry(tx, id, { status: 'removed' });
    return toEntry(tx, actor, row, place, now);
  });
}

/**
 * POST call-next (spec §4): seats the next client: highest priority, then the oldest. Entries
 * another desk is calling at this moment are skipped, so two desks never seat the same one;
 * 404 "Nobody is waiting." when nobody is left.
 */
export function callNext(db: Db, actor: Actor, establishmentId: string, now: Date): Promise<WaitlistEntry> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    const next = await repo.lockNext(tx, place.id);
    if (!next) throw new AppError('NOT_FOUND', WAITLIST_MESSAGES.nobodyWaiting);
    const row = await repo.updateEntry(tx, next.id, { status: 'seated', seatedAt: now });
    return toEntry(tx, actor, row, place, now);
  });
}

/** GET offers/pending: how many entries of the location hold an offer. */
export function pendingOffers(
  db: Db,
  actor: Actor,
  establishmentId: string,
  smsConfigured: boolean,
): Promise<WaitlistPending> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    return { offered: await repo.offeredCount(tx, place.id), sms_configured: smsConfigured };
  });
}
