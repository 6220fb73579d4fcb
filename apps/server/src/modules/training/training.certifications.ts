/**
 * Certifications (spec operations.md §3 Training; issue #14): a person's licences and
 * certificates with issue and expiry dates, added and edited by managers (their locations'
 * people) and owners; revoked by status. Expiry is read from the date (training.view.ts).
 */
import { TRAINING_MESSAGES, type Certification, type CertificationStatus } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { guardStaffChange, recordStaffChanges } from '../staff-audit/index.js';
import { personInReach, requireManager, todayForPerson } from './training.access.js';
import * as repo from './training.repository.js';
import { toCertification } from './training.view.js';

export interface CertificationFields {
  name: string;
  issuer?: string | null;
  credentialId?: string | null;
  issueDate: string;
  expiryDate?: string | null;
}

/**
 * Adds a certification to `employeeId`, and to their audit trail. 403 for employees and for
 * one's own (issue #28); 404 for a person out of reach.
 */
export function createCertification(
  db: Db,
  actor: Actor,
  input: CertificationFields & { employeeId: string },
  now: Date,
): Promise<Certification> {
  requireManager(actor);
  return withTenant(db, actor, async (tx) => {
    const person = await personInReach(tx, actor, input.employeeId);
    await guardStaffChange(tx, actor, input.employeeId, 'certification');
    const row = await repo.insertCertification(tx, {
      tenantId: actor.tenantId,
      userId: input.employeeId,
      name: input.name,
      issuer: input.issuer ?? null,
      credentialId: input.credentialId ?? null,
      issueDate: input.issueDate,
      expiryDate: input.expiryDate ?? null,
      status: 'active',
      createdBy: actor.userId,
    });
    await recordStaffChanges(tx, actor, input.employeeId, [
      { area: 'certification', field: `Certification ${row.name}`, from: null, to: certificationText(row) },
    ]);
    return toCertification(row, person.name, await todayForPerson(tx, person.establishmentIds, now));
  });
}

/** A certification as an audit value: "Colorist (State Board), 2026-01-05 to 2027-01-05, active". */
function certificationText(c: repo.CertificationRow): string {
  const issuer = c.issuer ? ` (${c.issuer})` : '';
  return `${c.name}${issuer}, ${c.issueDate} to ${c.expiryDate ?? 'no expiry'}, ${c.status}`;
}

export type CertificationPatch = Partial<CertificationFields> & { status?: CertificationStatus };

/**
 * Changes a certification's fields, and records the change in its person's audit trail. 403 for
 * employees and for one's own (issue #28); 404 when unknown or its person is out of reach; 400 on
 * expiryDate when the result would expire before it was issued.
 */
export function updateCertification(
  db: Db,
  actor: Actor,
  id: string,
  patch: CertificationPatch,
  now: Date,
): Promise<Certification> {
  requireManager(actor);
  return withTenant(db, actor, async (tx) => {
    const current = await repo.lockCertification(tx, id);
    if (!current) throw new AppError('NOT_FOUND', TRAINING_MESSAGES.certificationNotFound);
    const person = await personInReach(tx, actor, current.userId).catch((err: unknown) => {
      throw err instanceof AppError
        ? new AppError('NOT_FOUND', TRAINING_MESSAGES.certificationNotFound)
        : err;
    });
    await guardStaffChange(tx, actor, current.userId, 'certification');
    const issueDate = patch.issueDate ?? current.issueDate;
    const expiryDate = patch.expiryDate === undefined ? current.expiryDate : patch.expiryDate;
    if (expiryDate !== null && expiryDate < issueDate)
      throw invalid('expiryDate', TRAINING_MESSAGES.expiryBeforeIssue);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const row = await repo.updateCertification(tx, id, { ...changes, updatedAt: now });
    await recordStaffChanges(tx, actor, current.userId, [
      {
        area: 'certification',
        field: `Certification ${current.name}`,
        from: certificationText(current),
        to: certificationText(row),
      },
    ]);
    return toCertification(row, person.name, await todayForPerson(tx, person.establishmentIds, now));
  });
}
