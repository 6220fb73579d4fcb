/**
 * Notifications on the server (spec core.md §7 "Notifications") in TanStack Query: one infinite
 * list per person (the bell shows its first page, /notifications pages on), read state, clear,
 * and the person's notification settings. Socket events update the same cache
 * (use-notification-sync.ts), so every tab agrees without reading again.
 */
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { notifications as toasts } from '@mantine/notifications';
import {
  NOTIFICATION_ENDPOINTS,
  type DomainEntity,
  type Notification,
  type NotificationList,
  type NotificationSettings,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';

/** Notifications fetched per page. */
export const NOTIFICATION_PAGE = 20;

/**
 * Keys of the person's own data: an infinite list and the settings, edited in place by socket
 * events and writes, outside any location (a location switch leaves them: query-keys.ts
 * LOCATION_INDEPENDENT_ROOTS). Personal entities are never announced to screens, so their
 * reads (below) matter to writes only.
 */
export const notificationKeys = {
  list: (userId: string) => ['notifications', userId] as const,
  settings: (userId: string) => ['notification-settings', userId] as const,
};

/** The list answer: the person's notifications alone. */
const NOTIFICATION_READS: readonly DomainEntity[] = ['notification'];

/** The settings answer: the person's notification_settings row (defaults without one). */
const NOTIFICATION_SETTINGS_READS: readonly DomainEntity[] = ['notification_settings'];

type Pages = InfiniteData<NotificationList, string | undefined>;

/** The person's notifications, newest first, a page at a time. */
export function useNotificationList(userId: string | undefined) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId ?? 'none'),
    enabled: Boolean(userId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      (
        await callEndpoint(NOTIFICATION_ENDPOINTS.list, {
          params: { userId: userId! },
          query: { limit: String(NOTIFICATION_PAGE), ...(pageParam ? { before: pageParam } : {}) },
          signal,
        })
      ).data,
    getNextPageParam: (last) => (last.hasMore ? last.notifications.at(-1)?.id : undefined),
    meta: { reads: NOTIFICATION_READS },
  });
}

/** Every notification loaded, and the unread count the server last gave (kept up to date). */
export function flatten(data: InfiniteData<NotificationList, unknown> | undefined): {
  items: Notification[];
  unread: number;
} {
  return {
    items: data?.pages.flatMap((p) => p.notifications) ?? [],
    unread: data?.pages[0]?.unreadCount ?? 0,
  };
}

function edit(client: QueryClient, userId: string, change: (data: Pages) => Pages): void {
  client.setQueryData<Pages>(notificationKeys.list(userId), (data) => (data ? change(data) : data));
}

/** The unread count after `was` became `now`. */
function countUnread(before: number, was: Notification[], now: Notification[]): number {
  const unreadOf = (list: Notification[]) => list.filter((n) => !n.read).length;
  return Math.max(0, before - unreadOf(was) + unreadOf(now));
}

/** A new or changed notification (notification:new): first in the list, or updated in place. */
export function upsertNotification(client: QueryClient, userId: string, n: Notification): void {
  edit(client, userId, (data) => {
    const existing = data.pages.flatMap((p) => p.notifications).find((x) => x.id === n.id);
    const pages = data.pages.map((page, i) => {
      const kept = page.notifications.filter((x) => x.id !== n.id);
      return { ...page, notifications: i === 0 ? [n, ...kept] : kept };
    });
    const first = pages[0]!;
    pages[0] = {
      ...first,
      unreadCount: countUnread(first.unreadCount, existing ? [existing] : [], [n]),
    };
    return { ...data, pages };
  });
}

/** Marks `ids` read in the cache (null: all). */
export function markReadInCache(client: QueryClient, userId: string, ids: string[] | null): void {
  edit(client, userId, (data) => {
    const hit = (n: Notification) => !n.read && (ids === null || ids.includes(n.id));
    const newlyRead = data.pages.flatMap((p) => p.notifications).filter(hit).length;
    const pages = data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((n) => (hit(n) ? { ...n, read: true } : n)),
    }));
    const first = pages[0]!;
    pages[0] = { ...first, unreadCount: ids === null ? 0 : Math.max(0, first.unreadCount - newlyRead) };
    return { ...data, pages };
  });
}

/** Removes `ids` from the cache. */
export function removeFromCache(client: QueryClient, userId: string, ids: string[]): void {
  edit(client, userId, (data) => {
    const gone = data.pages.flatMap((p) => p.notifications).filter((n) => ids.includes(n.id));
    const pages = data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.filter((n) => !ids.includes(n.id)),
    }));
    const first = pages[0]!;
    pages[0] = { ...first, unreadCount: countUnread(first.unreadCount, gone, []) };
    return { ...data, pages };
  });
}

/** Marks one notification read. */
export function useMarkRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await callEndpoint(NOTIFICATION_ENDPOINTS.markRead, { params: { id } })).data,
    onSuccess: (n) => markReadInCache(client, userId, [n.id]),
    meta: { errorTitle: 'Failed to mark the notification read' },
  });
}

/** Marks all of the person's notifications read. */
export function useMarkAllRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await callEndpoint(NOTIFICATION_ENDPOINTS.markAllRead, { body: { userId } })).data,
    onSuccess: () => markReadInCache(client, userId, null),
    meta: { errorTitle: 'Failed to mark notifications read' },
  });
}

/** Clears (removes) one notification. */
export function useClearNotification(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await callEndpoint(NOTIFICATION_ENDPOINTS.clear, { params: { id } })).data,
    onSuccess: ({ id }) => removeFromCache(client, userId, [id]),
    meta: { errorTitle: 'Failed to clear the notification' },
  });
}

/** The person's notification settings (the spec's defaults until saved). */
export function useNotificationSettings(userId: string | undefined) {
  return useQuery({
    queryKey: notificationKeys.settings(userId ?? 'none'),
    enabled: Boolean(userId),
    queryFn: async ({ signal }) => (await callEndpoint(NOTIFICATION_ENDPOINTS.settings, { signal })).data,
    meta: { reads: NOTIFICATION_SETTINGS_READS },
    staleTime: Infinity,
  });
}

/** Saves the person's notification settings. */
export function useSaveNotificationSettings(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: NotificationSettings) =>
      (await callEndpoint(NOTIFICATION_ENDPOINTS.saveSettings, { body: settings })).data,
    onSuccess: (saved) => {
      client.setQueryData(notificationKeys.settings(userId), saved);
      toasts.show({ color: 'green', title: 'Notification settings saved', message: '' });
    },
    meta: { errorTitle: 'Failed to save notification settings' },
  });
}
