/** How training reads on screen: expiry badges, statuses and who manages (issue #14). */
import {
  permissionScope,
  type Certification,
  type Role,
  type TrainingProgressStatus,
} from '@daybook/contracts';

/** True when the role manages training for others (owners, admins, managers). */
export function managesTraining(role: Role): boolean {
  return permissionScope(role, 'training:update') === 'all';
}

export interface Badge {
  label: string;
  color: string;
}

/** The expiry badge of a certification: red once expired, amber within 30 days, else its state. */
export function expiryBadge(cert: Pick<Certification, 'status' | 'expiringSoon' | 'daysUntilExpiry'>): Badge {
  if (cert.status === 'revoked') return { label: 'Revoked', color: 'gray.7' };
  if (cert.status === 'expired') return { label: 'Expired', color: 'red.9' };
  if (cert.expiringSoon && cert.daysUntilExpiry !== null) {
    const days = cert.daysUntilExpiry;
    return {
      label: days === 0 ? 'Expires today' : `Expires in ${days} ${days === 1 ? 'day' : 'days'}`,
      color: 'yellow',
    };
  }
  return { label: cert.daysUntilExpiry === null ? 'No expiry' : 'Valid', color: 'teal.9' };
}

export const PROGRESS_LABELS: Record<TrainingProgressStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
};

export const PROGRESS_COLORS: Record<TrainingProgressStatus, string> = {
  not_started: 'gray.7',
  in_progress: 'blue.8',
  completed: 'teal.9',
};
