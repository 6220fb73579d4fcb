/** Rows of the training tables as the wire shows them (contracts entities/training.ts). */
import {
  CERTIFICATION_EXPIRING_DAYS,
  type Certification,
  type TrainingModule,
  type TrainingProgress,
} from '@daybook/contracts';
import type { CertificationRow, ModuleRow, ProgressRow } from './training.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whole days from `from` to `to` ('YYYY-MM-DD'; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function toModule(row: ModuleRow): TrainingModule {
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    title: row.title,
    description: row.description,
    category: row.category,
    durationMinutes: row.durationMinutes,
    required: row.required,
    status: row.status,
    archivedAt: iso(row.archivedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toProgress(row: ProgressRow): TrainingProgress {
  return {
    id: row.id,
    employeeId: row.userId,
    moduleId: row.moduleId,
    status: row.status,
    percent: row.percent,
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A certification read on local day `today`: 'expired' once its expiry date is past (an expiry
 * today is still valid), flagged expiringSoon when active and expiring within
 * CERTIFICATION_EXPIRING_DAYS days.
 */
export function toCertification(row: CertificationRow, employeeName: string, today: string): Certification {
  const days = row.expiryDate ? daysBetween(today, row.expiryDate) : null;
  const expired = days !== null && days < 0;
  const status = row.status === 'revoked' ? 'revoked' : expired ? 'expired' : 'active';
  return {
    id: row.id,
    employeeId: row.userId,
    employeeName,
    name: row.name,
    issuer: row.issuer,
    credentialId: row.credentialId,
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    status,
    daysUntilExpiry: days,
    expiringSoon: status === 'active' && days !== null && days <= CERTIFICATION_EXPIRING_DAYS,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
