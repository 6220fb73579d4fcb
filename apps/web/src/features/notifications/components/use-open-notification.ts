/** The click on a notification: mark it read (when unread), then follow it. */
import { useNavigate } from 'react-router';
import type { Notification } from '@daybook/contracts';
import { useMarkRead } from '../api/notifications-api';
import { followOf } from '../lib/follow';

/** Answers the handler; `after` runs once followed (e.g. closes the bell). */
export function useOpenNotification(userId: string, after?: () => void): (n: Notification) => void {
  const navigate = useNavigate();
  const markRead = useMarkRead(userId);
  return (n) => {
    if (!n.read) markRead.mutate(n.id);
    const follow = followOf(n);
    if (follow.kind === 'navigate') void navigate(follow.to);
    else if (follow.kind === 'open') window.open(follow.url, '_blank', 'noopener');
    after?.();
  };
}
