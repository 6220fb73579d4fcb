/**
 * Certifications (spec operations.md §3 Training; issue #14): a person's licences and
 * certificates with issue and expiry dates, added and edited by managers (their locations'
 * people) and owners; revoked by status. Expiry is read from the date (training.view.ts).
 */
import { TRAINING_MESSAGES, type Certification, type CertificationStatus } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../http/actor.js';
import { AppError, invalid } from '../../http/app-error.js';
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

/** Adds a certification to `employeeId`. 403 for employees; 404 for a person out of reach. */
export function createCertification(
  db: Db,
  actor: Actor,
  input: CertificationFields & { employeeId: string },
  now: Date,
): Promise<Certification> {
  requireManager(actor);
  return withTenant(db, actor, async (tx) => {
    const person = await personInReach(tx, actor, input.employeeId);
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
    return toCertification(row, person.name, await todayForPerson(tx, person.establishmentIds, now));
  });
}

export type CertificationPatch = Partial<CertificationFields> & { status?: CertificationStatus };

/**
 * Changes a certification's fields. 403 for employees; 404 when unknown or its person is out of
 * reach; 400 on expiryDate when the result would expire before it was issued.
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
    const issueDate = patch.issueDate ?? current.issueDate;
    const expiryDate = patch.expiryDate === undefined ? current.expiryDate : patch.expiryDate;
    if (expiryDate !== null && expiryDate < issueDate)
      throw invalid('expiryDate', TRAINING_MESSAGES.expiryBeforeIssue);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const row = await repo.updateCertification(tx, id, { ...changes, updatedAt: now });
    return toCertification(row, person.name, await todayForPerson(tx, person.establishmentIds, now));
  });
}
