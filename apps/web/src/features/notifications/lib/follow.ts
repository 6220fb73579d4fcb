/**
 * Where a notification click goes (spec core.md §2 navigation rules): its action URL; a message
 * without one goes to /messaging; a job without one opens its download in a new tab.
 */
import type { Notification } from '@daybook/contracts';

export type Follow = { kind: 'navigate'; to: string } | { kind: 'open'; url: string } | { kind: 'none' };

/** The click's destination for `n`. */
export function followOf(n: Pick<Notification, 'type' | 'actionUrl' | 'downloadUrl'>): Follow {
  if (n.actionUrl) {
    return n.actionUrl.startsWith('/')
      ? { kind: 'navigate', to: n.actionUrl }
      : { kind: 'open', url: n.actionUrl };
  }
  if (n.type.startsWith('job_') && n.downloadUrl) return { kind: 'open', url: n.downloadUrl };
  if (n.type === 'message' || n.type === 'mention') return { kind: 'navigate', to: '/messaging' };
  return { kind: 'none' };
}
