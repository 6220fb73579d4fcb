/** A person's progress on a module and a certification's expiry, as badges (issue #14). */
import { Badge } from '@mantine/core';
import type { Certification, TrainingProgress } from '@daybook/contracts';
import { PROGRESS_COLORS, PROGRESS_LABELS, expiryBadge } from './training-display';

/** 'Not started', the percent while in progress, or 'Completed'. */
export function ProgressBadge({
  progress,
}: {
  progress: Pick<TrainingProgress, 'status' | 'percent'> | undefined;
}) {
  const status = progress?.status ?? 'not_started';
  return (
    <Badge color={PROGRESS_COLORS[status]} variant="filled">
      {status === 'in_progress' ? `${progress?.percent ?? 0}%` : PROGRESS_LABELS[status]}
    </Badge>
  );
}

/** Valid, expiring (amber, dark words), expired or revoked. */
export function CertificationBadge({
  certification,
}: {
  certification: Pick<Certification, 'status' | 'expiringSoon' | 'daysUntilExpiry'>;
}) {
  const badge = expiryBadge(certification);
  return (
    <Badge color={badge.color} variant="filled" autoContrast>
      {badge.label}
    </Badge>
  );
}
