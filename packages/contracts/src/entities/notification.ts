/**
 * Notifications and their settings (spec core.md §3 "Notification", "Notification settings";
 * operations.md job notification types; §9 defaults).
 */
import { z } from 'zod';

/** Kinds of notification: the spec's message, mention, other/system, and the job kinds. */
export const NOTIFICATION_TYPES = [
  'message',
  'mention',
  'system',
  'task',
  'job_progress',
  'job_complete',
  'job_failed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSenderSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  /** Where a click goes (an app path), or null. */
  actionUrl: z.string().nullable(),
  /** A job's result to download (opened in a new tab), or null. */
  downloadUrl: z.string().nullable(),
  /** A running job's progress in percent, or null. */
  progress: z.number().int().min(0).max(100).nullable(),
  sender: notificationSenderSchema.nullable(),
  channelId: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:MM, 24-hour.');

export const notificationSettingsSchema = z.object({
  popupNotifications: z.boolean(),
  messageNotifications: z.boolean(),
  mentionNotifications: z.boolean(),
  systemNotifications: z.boolean(),
  taskNotifications: z.boolean(),
  jobNotifications: z.boolean(),
  toastNotifications: z.boolean(),
  browserNotifications: z.boolean(),
  doNotDisturb: z.boolean(),
  quietHours: z.object({ enabled: z.boolean(), startTime: time, endTime: time }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Spec §9: browser notifications off, every other kind on; quiet hours 22:00–08:00 but off. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  popupNotifications: true,
  messageNotifications: true,
  mentionNotifications: true,
  systemNotifications: true,
  taskNotifications: true,
  jobNotifications: true,
  toastNotifications: true,
  browserNotifications: false,
  doNotDisturb: false,
  quietHours: { enabled: false, startTime: '22:00', endTime: '08:00' },
};

/** Payload of `notification:read` (every tab of the user): these ids, or all when null. */
export interface NotificationReadPayload {
  ids: string[] | null;
}

/** Payload of `notification:cleared`: these notifications were removed. */
export interface NotificationClearedPayload {
  ids: string[];
}
