/**
 * Notifications (spec core.md §2 bell, §3, §4 "Notification read", §7 "Notifications"):
 * - notify(tx, draft), called by every module's use case, stores notifications inside that
 *   use case's transaction; nothing is sent before it commits. Delivery rides the change feed: every instance hears of
 *   the new rows after commit and sends notification:new to its own sockets of the recipient.
 * - the person's list, read state and clear; each read or clear is told to every tab of that
 *   person (notification:read / notification:cleared, across instances through the adapter).
 * - notification settings, stored per person, the spec's defaults until saved.
 */
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  SOCKET_EVENTS,
  type Notification,
  type NotificationClearedPayload,
  type NotificationList,
  type NotificationReadPayload,
  type NotificationSettings,
  type NotificationType,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import type { Realtime } from '../../realtime/realtime-server.js';
import { rooms } from '../../realtime/rooms.js';
import * as repo from './notifications.repository.js';
import type { StoredSender } from './notifications.schema.js';

/** What a module asks to be told to people. */
export interface NotificationDraft {
  tenantId: string;
  /** Recipients by id. */
  userIds?: readonly (string | null | undefined)[];
  /** Also every front-desk person of this establishment. */
  frontDeskOf?: string;
  /** Also the managers of this establishment and the tenant's owners. */
  managersOf?: string;
  /** Never this person (the one who did the thing). */
  except?: string | null;
  type: NotificationType;
  title: string;
  content?: string;
  actionUrl?: string | null;
  downloadUrl?: string | null;
  progress?: number | null;
  sender?: StoredSender | null;
  channelId?: string | null;
  /** When it happened (default: now); the demo data dates its history. */
  at?: Date;
}

/** Stores one notification per recipient inside `tx`; answers their ids (none: nobody to tell). */
export async function notify(tx: Tx, draft: NotificationDraft): Promise<string[]> {
  const people = new Set<string>();
  for (const id of draft.userIds ?? []) if (id) people.add(id);
  if (draft.frontDeskOf) for (const id of await repo.deskPeople(tx, draft.frontDeskOf)) people.add(id);
  if (draft.managersOf) for (const id of await repo.managerPeople(tx, draft.managersOf)) people.add(id);
  if (draft.except) people.delete(draft.except);
  if (people.size === 0) return [];
  return repo.insertNotifications(
    tx,
    [...people].map((userId) => ({
      tenantId: draft.tenantId,
      userId,
      type: draft.type,
      title: draft.title,
      content: draft.content ?? '',
      actionUrl: draft.actionUrl ?? null,
      downloadUrl: draft.downloadUrl ?? null,
      progress: draft.progress ?? null,
      sender: draft.sender ?? null,
      channelId: draft.channelId ?? null,
      ...(draft.at ? { createdAt: draft.at } : {}),
    })),
  );
}

/** Moves a job's notification on (progress, then complete or failed), inside `tx`. */
export function updateJobNotification(
  tx: Tx,
  id: string,
  change: Parameters<typeof repo.updateJobNotification>[2],
): Promise<void> {
  return repo.updateJobNotification(tx, id, change);
}

/** The wire shape of a stored notification. */
export function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    actionUrl: row.actionUrl,
    downloadUrl: row.downloadUrl,
    progress: row.progress,
    sender: row.sender,
    channelId: row.channelId,
  };
}

export interface NotificationDeps {
  db: Db;
  now: () => Date;
  realtime: Realtime;
}

function ownOnly(actor: Actor, userId: string): void {
  if (userId !== actor.userId) throw new AppError('FORBIDDEN');
}

/** GET /api/notifications/{userId}: a page of the actor's own notifications and the unread count. */
export function listNotifications(
  deps: NotificationDeps,
  actor: Actor,
  userId: string,
  page: { limit: number; before?: string },
): Promise<NotificationList> {
  ownOnly(actor, userId);
  return withTenant(deps.db, actor, async (tx) => {
    const rows = await repo.listNotifications(tx, userId, page.limit + 1, page.before);
    const unreadCount = await repo.countUnread(tx, userId);
    return {
      notifications: rows.slice(0, page.limit).map(toNotification),
      unreadCount,
      hasMore: rows.length > page.limit,
    };
  });
}

function tellTabs(deps: NotificationDeps, actor: Actor, event: string, payload: object): void {
  deps.realtime.emit(rooms.user(actor.userId), event, payload);
}

/** PUT …/{id}/mark-read: 404 unless it is the actor's; every tab of theirs hears of it. */
export async function markRead(deps: NotificationDeps, actor: Actor, id: string): Promise<Notification> {
  const row = await withTenant(deps.db, actor, (tx) => repo.markRead(tx, actor.userId, id, deps.now()));
  if (!row) throw new AppError('NOT_FOUND', 'Notification not found.');
  tellTabs(deps, actor, SOCKET_EVENTS.notificationRead, { ids: [id] } satisfies NotificationReadPayload);
  return toNotification(row);
}

/** PUT /api/notifications/mark-all-read: all of the actor's (403 for another userId). */
export async function markAllRead(
  deps: NotificationDeps,
  actor: Actor,
  userId: string,
): Promise<{ updated: number }> {
  ownOnly(actor, userId);
  const updated = await withTenant(deps.db, actor, (tx) => repo.markAllRead(tx, userId, deps.now()));
  tellTabs(deps, actor, SOCKET_EVENTS.notificationRead, { ids: null } satisfies NotificationReadPayload);
  return { updated };
}

/** DELETE /api/notifications/{id}: the bell's per-item clear; 404 unless it is the actor's. */
export async function clearNotification(
  deps: NotificationDeps,
  actor: Actor,
  id: string,
): Promise<{ id: string }> {
  const gone = await withTenant(deps.db, actor, (tx) => repo.deleteNotification(tx, actor.userId, id));
  if (!gone) throw new AppError('NOT_FOUND', 'Notification not found.');
  tellTabs(deps, actor, SOCKET_EVENTS.notificationCleared, {
    ids: [id],
  } satisfies NotificationClearedPayload);
  return { id };
}

/** The actor's notification settings (the defaults until saved). */
export async function getSettings(deps: NotificationDeps, actor: Actor): Promise<NotificationSettings> {
  const stored = await withTenant(deps.db, actor, (tx) => repo.findSettings(tx, actor.userId));
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...stored };
}

/** Saves the actor's notification settings whole. */
export async function saveSettings(
  deps: NotificationDeps,
  actor: Actor,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await withTenant(deps.db, actor, (tx) =>
    repo.saveSettings(tx, actor.tenantId, actor.userId, settings, deps.now()),
  );
  return settings;
}

/**
 * Delivers new notifications (and job notifications that moved on) to their recipients'
 * sockets on this instance, after commit: the change feed tells every instance. Answers the
 * unsubscribe.
 */
export function deliverFromChangeFeed(
  deps: NotificationDeps & { events: DomainEvents; onError: (err: unknown) => void },
): () => void {
  return deps.events.subscribe(['notification'], (event) => {
    if (event.change === 'deleted' || !event.ids?.length) return;
    const ids = event.ids;
    withTenant(deps.db, { tenantId: event.tenantId }, (tx) => repo.notificationsByIds(tx, ids))
      .then((rows) => {
        for (const row of rows) {
          // A read is told by the request that made it (notification:read), not again here.
          if (event.change === 'updated' && row.readAt) continue;
          deps.realtime.emitLocal(rooms.user(row.userId), SOCKET_EVENTS.notificationNew, toNotification(row));
        }
      })
      .catch(deps.onError);
  });
}
