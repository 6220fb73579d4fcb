/**
 * Keeps the person's notifications live: notification:new adds (or, for a job, updates) the
 * notification in the list and pops it up when the rules allow (popup-rules.ts), also as a
 * browser notification when permitted; notification:read and notification:cleared bring the
 * other tabs' actions here. Mounted once by the signed-in shell.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { notifications as toasts } from '@mantine/notifications';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  SOCKET_EVENTS,
  type Notification,
  type NotificationClearedPayload,
  type NotificationReadPayload,
} from '@daybook/contracts';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSocketEvent } from '../../../lib/realtime/use-realtime';
import { followOf } from '../lib/follow';
import { mayNotifyBrowser, mayPopUp, popUpDuration } from '../lib/popup-rules';
import {
  markReadInCache,
  removeFromCache,
  upsertNotification,
  useNotificationSettings,
} from './notifications-api';

/** Pop-ups of running jobs now on screen (their later steps update them). */
const shownJobs = new Set<string>();

/** The browser's notification permission, or 'unsupported'. */
export function browserPermission(): NotificationPermission | 'unsupported' {
  return typeof window !== 'undefined' && 'Notification' in window
    ? window.Notification.permission
    : 'unsupported';
}

/** Subscribes the signed-in person's notification events. */
export function useNotificationSync(): void {
  const { user } = useAuth();
  const userId = user?.id ?? 'none';
  const client = useQueryClient();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const settings = useNotificationSettings(user?.id).data ?? DEFAULT_NOTIFICATION_SETTINGS;

  useSocketEvent<Notification>(SOCKET_EVENTS.notificationNew, (n) => {
    upsertNotification(client, userId, n);
    if (n.read) return;
    const now = new Date();
    const follow = followOf(n);
    const go = () => {
      if (follow.kind === 'navigate') void navigate(follow.to);
      else if (follow.kind === 'open') window.open(follow.url, '_blank', 'noopener');
    };
    if (mayPopUp(settings, n, pathname, now)) {
      const toast = {
        // A job's notification moves on in place (same id): its pop-up is updated, not repeated.
        id: `notification-${n.id}`,
        title: n.title,
        message: n.content,
        autoClose: popUpDuration(n),
        loading: n.type === 'job_progress',
        color: n.type === 'job_failed' ? 'red' : undefined,
        onClick: go,
        style: { cursor: follow.kind === 'none' ? undefined : 'pointer' },
      };
      if (shownJobs.has(toast.id)) toasts.update(toast);
      else toasts.show(toast);
      if (n.type === 'job_progress') shownJobs.add(toast.id);
      else shownJobs.delete(toast.id);
    }
    if (mayNotifyBrowser(settings, n, pathname, now, browserPermission())) {
      const shown = new window.Notification(n.title, { body: n.content, tag: n.id });
      shown.onclick = () => {
        window.focus();
        go();
      };
    }
  });
  useSocketEvent<NotificationReadPayload>(SOCKET_EVENTS.notificationRead, (p) =>
    markReadInCache(client, userId, p.ids),
  );
  useSocketEvent<NotificationClearedPayload>(SOCKET_EVENTS.notificationCleared, (p) =>
    removeFromCache(client, userId, p.ids),
  );
}
