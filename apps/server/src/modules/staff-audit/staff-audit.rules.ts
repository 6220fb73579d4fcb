/**
 * Who may change a person's pay and HR figures, and the trail each change leaves (issue #28
 * "Nobody sets their own pay"). Other modules call these inside the transaction of the change:
 * the guard before writing, the record after, so the change and its entry stand or fall together.
 */
import {
  STAFF_AUDIT_MESSAGES as M,
  canAccessAnyEstablishment,
  type StaffAuditArea,
} from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import * as repo from './staff-audit.repository.js';

/** One field of a person's record before and after, as people read it (null: none). */
export interface StaffChange {
  area: StaffAuditArea;
  field: string;
  from: string | null;
  to: string | null;
}

/**
 * Refuses a change of `personId`'s figures in `area` by themself (403, ownPay), whatever their
 * role; for pay and commission also by a manager when the owner has turned managersSetPay off
 * (403, managersMayNot). Owners and admins change anyone's but their own.
 */
export async function guardStaffChange(
  tx: Tx,
  actor: Actor,
  personId: string,
  area: StaffAuditArea,
): Promise<void> {
  if (personId === actor.userId) throw new AppError('FORBIDDEN', M.ownPay);
  const pay = area === 'pay' || area === 'commission';
  if (pay && !canAccessAnyEstablishment(actor.role) && !(await repo.managersSetPay(tx))) {
    throw new AppError('FORBIDDEN', M.managersMayNot);
  }
}

/** Appends the changes that changed something to `personId`'s trail, as made by the actor. */
export async function recordStaffChanges(
  tx: Tx,
  actor: Actor,
  personId: string,
  changes: readonly StaffChange[],
): Promise<void> {
  await repo.appendEntries(
    tx,
    changes
      .filter((c) => c.from !== c.to)
      .map((c) => ({
        tenantId: actor.tenantId,
        userId: personId,
        actorId: actor.userId,
        area: c.area,
        field: c.field,
        oldValue: c.from,
        newValue: c.to,
      })),
  );
}

/** Cents as an audit value: "$25.00"; null stays null. */
export function centsText(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return null;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** A percent as an audit value: "40%"; null stays null. */
export function percentText(percent: number | null | undefined): string | null {
  return percent === null || percent === undefined ? null : `${percent}%`;
}
