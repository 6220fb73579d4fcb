/**
 * Notification endpoints (spec core.md §7 "Notifications", §4 "Notification read"): the
 * signed-in person's own notifications only, newest first, a page at a time; read state; clear
 * one; and their notification settings (stored on the server).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import { notificationSchema, notificationSettingsSchema } from '../entities/notification.js';

export const NOTIFICATION_PAGE_SIZE = 50;
export const NOTIFICATION_PAGE_MAX = 100;

export const notificationUserParamsSchema = z.object({ userId: z.uuid('Not a valid user id.') });
export const notificationParamsSchema = z.object({ id: z.uuid('Not a valid notification id.') });
export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number('limit must be a number.')
    .int('limit must be a whole number.')
    .min(1, 'limit must be between 1 and 100.')
    .max(NOTIFICATION_PAGE_MAX, 'limit must be between 1 and 100.')
    .default(NOTIFICATION_PAGE_SIZE),
  /** The last notification id of the previous page: the next page starts after it. */
  before: z.uuid('before must be a notification id.').optional(),
});
export const markAllReadBodySchema = z.object({ userId: z.uuid('Not a valid user id.') });

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  /** Whether older notifications remain (ask again with `before` = the last id). */
  hasMore: z.boolean(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const NOTIFICATION_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications/:userId',
    access: { signedIn: true },
    summary:
      "The person's notifications, newest first, `limit` (default 50) after `before`; 403 for another's.",
    params: notificationUserParamsSchema,
    query: notificationListQuerySchema,
    response: envelope(notificationListSchema),
  }),
  markRead: endpoint({
    method: 'PUT',
    path: '/api/notifications/:id/mark-read',
    access: { signedIn: true },
    summary: 'Marks one of your notifications read (empty body); 404 for someone else’s.',
    params: notificationParamsSchema,
    response: envelope(notificationSchema),
  }),
  markAllRead: endpoint({
    method: 'PUT',
    path: '/api/notifications/mark-all-read',
    access: { signedIn: true },
    summary: "Marks all of the person's notifications read; 403 for another's userId.",
    body: markAllReadBodySchema,
    response: envelope(z.object({ updated: z.number().int() })),
  }),
  clear: endpoint({
    method: 'DELETE',
    path: '/api/notifications/:id',
    access: { signedIn: true },
    summary: 'Removes one of your notifications (the bell’s per-item clear); 404 for someone else’s.',
    params: notificationParamsSchema,
    response: envelope(z.object({ id: z.string() })),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/notification-settings',
    access: { signedIn: true },
    summary: 'Your notification settings (the spec’s defaults until saved).',
    response: envelope(notificationSettingsSchema),
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/notification-settings',
    access: { signedIn: true },
    summary: 'Saves your notification settings (every field).',
    body: notificationSettingsSchema,
    response: envelope(notificationSettingsSchema),
  }),
} as const;
