/**
 * Leave balances (spec operations.md §3 "Leave balances", §9: vacation, sick and personal, each
 * zero by default) as a ledger: a balance is the sum of a person's entries of one type. Managers
 * grant hours and adjust balances under the person's balance lock.
 */
import {
  TIME_OFF_TYPES,
  TIME_OFF_TYPE_LABEL,
  type LeaveAdjustmentParsed,
  type LeaveBalance,
  type LeaveEntry,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { todayIn } from '../../lib/local-dates.js';
import { openEstablishment, staffAt, type StaffMember } from '../establishments/index.js';
import { guardStaffChange, recordStaffChanges } from '../staff-audit/index.js';
import { ownOnly, placeFor } from './time-off.access.js';
import { toHours, toMinutes } from './time-off.hours.js';
import { toEntry } from './time-off.mapper.js';
import * as repo from './time-off.repository.js';

const nameOf = (p: StaffMember) => `${p.firstName} ${p.lastName}`.trim();

/** The people of the location the actor may see the balances of (employees: themself). */
async function peopleFor(tx: Tx, actor: Actor, establishmentId: string): Promise<StaffMember[]> {
  await openEstablishment(tx, actor, establishmentId);
  const people = await staffAt(tx, establishmentId);
  return ownOnly(actor, 'time_off:read') ? people.filter((p) => p.id === actor.userId) : people;
}

/** Balances in hours per person of a location, with pending hours per type (time_off:read). */
export function listBalances(db: Db, actor: Actor, establishmentId: string): Promise<LeaveBalance[]> {
  return withTenant(db, actor, async (tx) => {
    const people = await peopleFor(tx, actor, establishmentId);
    const ids = people.map((p) => p.id);
    const [balances, pending] = await Promise.all([repo.balancesOf(tx, ids), repo.pendingOf(tx, ids)]);
    const of = (map: Map<string, number>, id: string) =>
      Object.fromEntries(TIME_OFF_TYPES.map((t) => [t, toHours(map.get(`${id}:${t}`) ?? 0)])) as Record<
        (typeof TIME_OFF_TYPES)[number],
        number
      >;
    return people.map((p) => ({
      employeeId: p.id,
      employeeName: nameOf(p),
      ...of(balances, p.id),
      pending: of(pending, p.id),
    }));
  });
}

/** Ledger entries of a location's people, or one person's (time_off:read; employees their own). */
export function listLedger(
  db: Db,
  actor: Actor,
  establishmentId: string,
  employeeId: string | undefined,
): Promise<LeaveEntry[]> {
  return withTenant(db, actor, async (tx) => {
    const people = await peopleFor(tx, actor, establishmentId);
    const ids = people.map((p) => p.id).filter((id) => !employeeId || id === employeeId);
    return (await repo.listEntries(tx, ids)).map(toEntry);
  });
}

/**
 * A grant or adjustment of a person's balance (time_off:approve), dated today at the location
 * where the actor reaches them, and the change in their audit trail. 404 when the person works at
 * none of the actor's locations; 403 for one's own balance (issue #28: nobody sets their own).
 */
export function adjustBalance(
  db: Db,
  actor: Actor,
  body: LeaveAdjustmentParsed,
  now: Date,
): Promise<LeaveEntry> {
  return withTenant(db, actor, async (tx) => {
    const place = await placeFor(tx, actor, body.employee_id, body.establishment_id);
    await guardStaffChange(tx, actor, body.employee_id, 'leave');
    await repo.lockAccount(tx, actor.tenantId, body.employee_id);
    const before = await repo.balanceMinutes(tx, body.employee_id, body.type);
    const entry = await repo.insertEntry(tx, {
      tenantId: actor.tenantId,
      userId: body.employee_id,
      type: body.type,
      kind: body.kind,
      minutes: toMinutes(body.hours),
      effectiveDate: todayIn(place.timeZone, now),
      note: body.note ?? null,
      createdBy: actor.userId,
    });
    await recordStaffChanges(tx, actor, body.employee_id, [
      {
        area: 'leave',
        field: `${TIME_OFF_TYPE_LABEL[body.type]} balance`,
        from: `${toHours(before)} h`,
        to: `${toHours(before + entry!.minutes)} h`,
      },
    ]);
    return toEntry(entry!);
  });
}
