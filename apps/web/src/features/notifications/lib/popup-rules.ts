/**
 * When a notification may pop up (spec core.md §2, §9; issue #11): never on the public pages,
 * never under Do Not Disturb or in quiet hours (storage is never affected), only for kinds the
 * person keeps on; pop-ups last 10 s, job progress until done. Browser notifications follow the
 * same rules and need the browser's permission too.
 */
import {
  POPUP_AUTO_CLOSE_MS,
  POPUP_SUPPRESSED_PATHS,
  type Notification,
  type NotificationSettings,
} from '@daybook/contracts';

/** Minutes since midnight of 'HH:MM'. */
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `now` (the device's local time) falls in the quiet hours, which may span midnight. */
export function inQuietHours(quiet: NotificationSettings['quietHours'], now: Date): boolean {
  if (!quiet.enabled) return false;
  const at = now.getHours() * 60 + now.getMinutes();
  const start = minutes(quiet.startTime);
  const end = minutes(quiet.endTime);
  if (start === end) return false;
  return start < end ? at >= start && at < end : at >= start || at < end;
}

/** Whether the person keeps `n`'s kind on. */
export function kindEnabled(settings: NotificationSettings, n: Pick<Notification, 'type'>): boolean {
  switch (n.type) {
    case 'message':
      return settings.messageNotifications;
    case 'mention':
      return settings.mentionNotifications;
    case 'task':
      return settings.taskNotifications;
    case 'job_progress':
    case 'job_complete':
    case 'job_failed':
      return settings.jobNotifications;
    default:
      return settings.systemNotifications;
  }
}

/** Whether `n` may pop up on `pathname` at `now`. */
export function mayPopUp(
  settings: NotificationSettings,
  n: Pick<Notification, 'type'>,
  pathname: string,
  now: Date,
): boolean {
  if ((POPUP_SUPPRESSED_PATHS as readonly string[]).includes(pathname)) return false;
  if (settings.doNotDisturb || inQuietHours(settings.quietHours, now)) return false;
  return settings.popupNotifications && kindEnabled(settings, n);
}

/** Whether `n` may also show as a browser notification (permission granted, setting on). */
export function mayNotifyBrowser(
  settings: NotificationSettings,
  n: Pick<Notification, 'type'>,
  pathname: string,
  now: Date,
  permission: NotificationPermission | 'unsupported',
): boolean {
  return settings.browserNotifications && permission === 'granted' && mayPopUp(settings, n, pathname, now);
}

/** How long a pop-up stays: job progress until done, the rest 10 s. */
export function popUpDuration(n: Pick<Notification, 'type'>): number | false {
  return n.type === 'job_progress' ? false : POPUP_AUTO_CLOSE_MS;
}
