/** The trail's read and the owner's rule for managers (STAFF_AUDIT_ENDPOINTS). */
import { STAFF_AUDIT_PAGE, type StaffAuditEntry, type StaffPaySettings } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import * as repo from './staff-audit.repository.js';

/**
 * GET /api/hr/staff-audit/{userId} (tenant:settings: owners and admins): the person's latest
 * STAFF_AUDIT_PAGE changes, newest first; empty for a person of another tenant (RLS).
 */
export function staffTrail(db: Db, actor: Actor, userId: string): Promise<StaffAuditEntry[]> {
  return withTenant(db, actor, async (tx) =>
    (await repo.entriesOf(tx, userId, STAFF_AUDIT_PAGE)).map((r) => ({
      id: r.id,
      userId: r.userId,
      actorId: r.actorId,
      actorName: r.actorName,
      area: r.area,
      field: r.field,
      oldValue: r.oldValue,
      newValue: r.newValue,
      at: r.createdAt.toISOString(),
    })),
  );
}

/** GET /api/hr/pay-settings (employee:read). */
export function paySettings(db: Db, actor: Actor): Promise<StaffPaySettings> {
  return withTenant(db, actor, async (tx) => ({ managersSetPay: await repo.managersSetPay(tx) }));
}

/** PUT /api/hr/pay-settings (tenant:settings: owners and admins). */
export function updatePaySettings(db: Db, actor: Actor, body: StaffPaySettings): Promise<StaffPaySettings> {
  return withTenant(db, actor, async (tx) => {
    await repo.saveManagersSetPay(tx, actor.tenantId, body.managersSetPay);
    return { managersSetPay: await repo.managersSetPay(tx) };
  });
}
