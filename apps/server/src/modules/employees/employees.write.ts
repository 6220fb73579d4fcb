/**
 * Adding and changing employees (issue #14 Employees): adding one creates their account with a
 * role, assigns the location, creates their staff profile (one person, one record: the calendar
 * books the same person) and employee record in one transaction, then emails a single-use link
 * to set a password.
 */
import {
  EMPLOYEE_MESSAGES,
  canAccessAnyEstablishment,
  type Employee,
  type EmployeeCreateParsed,
  type EmployeeUpdateParsed,
  type RawRole,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { SQLSTATE, refusing } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import {
  businessNameOf,
  invitePerson,
  sendInvitation,
  updatePersonDetails,
  type Invitation,
} from '../auth/index.js';
import { assignPerson, openEstablishment } from '../establishments/index.js';
import { commissionTermsOf, setPlanBasePercents } from '../payroll/index.js';
import { guardStaffChange, recordStaffChanges } from '../staff-audit/index.js';
import { ensureStaffProfiles, updateStaffProfile } from '../staff/index.js';
import { openPerson } from './employees.access.js';
import { toRecordChanges } from './employees.mapper.js';
import { payChangesOf } from './employees.pay-changes.js';
import * as repo from './employees.repository.js';
import { employeeIn } from './employees.service.js';

export interface WriteDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
}

/** Writes the staff profile's title and bio (jobTitle, biography) when given. */
async function writeProfile(
  tx: Tx,
  actor: Actor,
  person: { id: string; firstName: string; lastName: string; role: string; avatarUrl: string | null },
  input: Pick<EmployeeUpdateParsed, 'jobTitle' | 'biography'>,
): Promise<void> {
  // The view's role is the users column, whose values are RawRole (its CHECK).
  const role = person.role as RawRole;
  await ensureStaffProfiles(tx, actor.tenantId, [{ ...person, role }]);
  if (input.jobTitle !== undefined || input.biography !== undefined) {
    await updateStaffProfile(tx, person.id, { title: input.jobTitle, bio: input.biography });
  }
}

/** Whether a new person's record names a pay or commission above nothing. */
function setsPay(input: EmployeeCreateParsed): boolean {
  return [input.payRate, input.serviceRate, input.commissionPercent, input.productCommissionPercent].some(
    (v) => typeof v === 'number' && v > 0,
  );
}

/**
 * POST /api/admin/employees (employee:create): adds the person and emails the invitation
 * (SMTP or the outbox) after commit. Without SMTP the mail only reaches the server's outbox,
 * which the new person cannot read, so the inviter also gets the link to hand over
 * (`invitationLink`; null when the mail really went out). 403 when a manager adds a manager, or
 * gives the new person pay while the owner keeps pay to owners; the pay set is the first entry
 * of the person's audit trail (issue #28). 404 when the
 * establishment is out of reach; 409 EMAIL_TAKEN when the email has an account, nothing written.
 */
export async function createEmployee(
  deps: WriteDeps,
  actor: Actor,
  input: EmployeeCreateParsed,
  baseUrl: string,
): Promise<{ employee: Employee; invitationLink: string | null }> {
  if (input.role === 'manager' && !canAccessAnyEstablishment(actor.role)) {
    throw new AppError('FORBIDDEN', EMPLOYEE_MESSAGES.managerByOwner);
  }
  const now = deps.now();
  const { employee, invitation, businessName } = await refusing(
    () =>
      withTenant(deps.db, actor, async (tx) => {
        await openEstablishment(tx, actor, input.establishmentId);
        const invitation: Invitation = await invitePerson(
          tx,
          {
            tenantId: actor.tenantId,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            role: input.role,
            phone: input.phone ?? null,
          },
          now,
        );
        const id = invitation.userId;
        // Pay set at hiring is pay too: a manager sets it only where the owner allows (issue #28).
        if (setsPay(input)) await guardStaffChange(tx, actor, id, 'pay');
        await assignPerson(tx, actor.tenantId, id, input.establishmentId);
        await writeProfile(tx, actor, { ...input, id, avatarUrl: null }, input);
        await repo.upsertRecord(tx, { userId: id, tenantId: actor.tenantId, ...toRecordChanges(input) });
        // The pay a person is hired on opens their trail: what changed from the defaults.
        await recordStaffChanges(tx, actor, id, payChangesOf(null, undefined, input));
        return {
          employee: await employeeIn(tx, actor, id, now),
          invitation,
          businessName: await businessNameOf(tx, actor.tenantId),
        };
      }),
    {
      [SQLSTATE.uniqueViolation]: () =>
        new AppError('EMAIL_TAKEN', EMPLOYEE_MESSAGES.emailTaken, [
          { path: 'email', message: EMPLOYEE_MESSAGES.emailTaken },
        ]),
    },
  );
  const link = await sendInvitation(deps.mailer, invitation, baseUrl, businessName);
  return { employee, invitationLink: deps.mailer.kind === 'outbox' ? link : null };
}

/**
 * PUT /api/admin/employees/{id} (employee:update): the account's name and phone, the staff
 * profile's title and bio, and the HR and pay record; a missing field stays. A new home
 * establishment must be within the actor's reach and is assigned. 404 out of reach; 403 when
 * a manager changes an owner's or another manager's record; 403 (STAFF_AUDIT_MESSAGES) when
 * the pay or commission would change and it is the actor's own, or a manager's while the owner
 * keeps pay to owners, nothing written. Each pay change is in the person's audit trail, and a
 * commission percent moves their saved commission plan too (one figure: issue #28).
 */
export function updateEmployee(
  db: Db,
  actor: Actor,
  id: string,
  input: EmployeeUpdateParsed,
  now: Date,
): Promise<Employee> {
  return withTenant(db, actor, async (tx) => {
    const { person, record } = await openPerson(tx, actor, id, 'employee:update');
    const ranked = person.role === 'owner' || person.role === 'admin' || person.role === 'manager';
    if (!canAccessAnyEstablishment(actor.role) && ranked && person.id !== actor.userId) {
      throw new AppError('FORBIDDEN');
    }
    const pay = payChangesOf(record, (await commissionTermsOf(tx, [id])).get(id), input);
    for (const area of new Set(pay.map((c) => c.area))) await guardStaffChange(tx, actor, id, area);
    if (input.establishmentId !== undefined) {
      await openEstablishment(tx, actor, input.establishmentId);
      await assignPerson(tx, actor.tenantId, id, input.establishmentId);
    }
    await updatePersonDetails(tx, id, {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
    });
    await writeProfile(tx, actor, person, input);
    await repo.lockRecord(tx, id);
    await repo.upsertRecord(tx, { userId: id, tenantId: actor.tenantId, ...toRecordChanges(input) });
    if (pay.some((c) => c.area === 'commission')) {
      await setPlanBasePercents(
        tx,
        id,
        { servicePercent: input.commissionPercent, productPercent: input.productCommissionPercent },
        actor.userId,
      );
    }
    await recordStaffChanges(tx, actor, id, pay);
    return employeeIn(tx, actor, id, now);
  });
}
