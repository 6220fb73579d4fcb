/**
 * The notification list in the query cache, as socket events change it: a new one first and
 * counted unread once (a job's repeated step updates in place), reads and clears keep the
 * unread count right; and where a click goes.
 */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@daybook/contracts';
import {
  flatten,
  markReadInCache,
  notificationKeys,
  removeFromCache,
  upsertNotification,
} from './notifications-api';
import { followOf } from '../lib/follow';

const n = (id: string, over: Partial<Notification> = {}): Notification => ({
  id,
  type: 'system',
  title: id,
  content: '',
  read: false,
  createdAt: '2026-06-16T10:00:00.000Z',
  actionUrl: null,
  downloadUrl: null,
  progress: null,
  sender: null,
  channelId: null,
  ...over,
});

function seeded(): QueryClient {
  const client = new QueryClient();
  const page: NotificationList = {
    notifications: [n('b'), n('a', { read: true })],
    unreadCount: 1,
    hasMore: false,
  };
  client.setQueryData(notificationKeys.list('u'), { pages: [page], pageParams: [undefined] });
  return client;
}

const state = (client: QueryClient) => flatten(client.getQueryData(notificationKeys.list('u')));

describe('notification cache', () => {
  it('puts a new notification first and counts it once, even when its job step repeats', () => {
    const client = seeded();
    upsertNotification(client, 'u', n('job', { type: 'job_progress', progress: 10 }));
    upsertNotification(client, 'u', n('job', { type: 'job_progress', progress: 60 }));
    expect(state(client).items.map((x) => x.id)).toEqual(['job', 'b', 'a']);
    expect(state(client).items[0]!.progress).toBe(60);
    expect(state(client).unread).toBe(2);
  });

  it('marks read one or all, and clears', () => {
    const client = seeded();
    upsertNotification(client, 'u', n('c'));
    markReadInCache(client, 'u', ['c']);
    markReadInCache(client, 'u', ['c']);
    expect(state(client).unread).toBe(1);
    markReadInCache(client, 'u', null);
    expect(state(client).unread).toBe(0);
    upsertNotification(client, 'u', n('d'));
    removeFromCache(client, 'u', ['d', 'a']);
    expect(state(client)).toMatchObject({ unread: 0 });
    expect(state(client).items.map((x) => x.id)).toEqual(['c', 'b']);
  });

  it('follows the action URL, a job’s download in a new tab, a message to /messaging', () => {
    expect(followOf(n('x', { actionUrl: '/front-desk' }))).toEqual({ kind: 'navigate', to: '/front-desk' });
    expect(followOf(n('x', { type: 'job_complete', downloadUrl: '/api/x.csv' }))).toEqual({
      kind: 'open',
      url: '/api/x.csv',
    });
    expect(followOf(n('x', { type: 'message' }))).toEqual({ kind: 'navigate', to: '/messaging' });
    expect(followOf(n('x'))).toEqual({ kind: 'none' });
  });
});
