/**
 * Notifications (spec core.md §2 bell, §4 "Notification read", §7 "Notifications"; issue #11):
 * real sources (an online booking, a cancellation, a move by someone else) store one per
 * recipient and reach their sockets after commit; the list pages and counts unread; read state
 * and clearing are one person's own and every tab of theirs hears of them; another tenant can
 * neither read nor touch them; settings are stored per person with the spec's defaults.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  APPOINTMENT_ENDPOINTS,
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_ENDPOINTS,
  ONLINE_BOOKING_ENDPOINTS,
  SERVICE_ENDPOINTS,
  SOCKET_EVENTS,
  endpointPath,
  type BookingAvailability,
  type Notification,
  type NotificationList,
  type NotificationReadPayload,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { collectEvents, connectSocket, waitFor } from '../../../test/sockets.js';
import { withTenant } from '../../db/tenant.js';
import { notify } from './index.js';

let ctx: TestContext;
let base: string;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let manhattan: string;
let haircut: Service;
const sockets: Socket[] = [];

async function socketOf(session: Session): Promise<Socket> {
  const socket = await connectSocket(base, session.token);
  sockets.push(socket);
  return socket;
}

async function list(session: Session, query = ''): Promise<NotificationList> {
  const res = await session.request({
    url: `${endpointPath(NOTIFICATION_ENDPOINTS.list, { userId: session.user.id })}${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as NotificationList;
}

/** The first free start for the haircut from tomorrow on, as the public booking page offers. */
async function freeStart(): Promise<{ date: string; startTime: string }> {
  for (let d = 1; d < 30; d++) {
    const date = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const res = await ctx.app.inject({
      url: `${endpointPath(ONLINE_BOOKING_ENDPOINTS.availability, { establishmentId: manhattan })}?serviceId=${haircut.id}&date=${date}&staffId=${s.employee.user.id}`,
    });
    const slot = (res.json() as { data?: BookingAvailability }).data?.slots[0];
    if (res.statusCode === 200 && slot) return { date, startTime: slot.startTime };
  }
  throw new Error('no free start in 30 days');
}

async function bookOnline(name: string): Promise<string> {
  const { date, startTime } = await freeStart();
  const res = await ctx.app.inject({
    method: 'POST',
    url: endpointPath(ONLINE_BOOKING_ENDPOINTS.book, { establishmentId: manhattan }),
    payload: {
      serviceId: haircut.id,
      staffId: s.employee.user.id,
      date,
      startTime,
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@client.example`,
      phone: '(212) 555-0199',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { appointmentId: string } }).data.appointmentId;
}

beforeAll(async () => {
  ctx = await createTestContext();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const) {
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  }
  s.north = await ctx.signIn('owner@northside.example');
  manhattan = s.manager.user.establishments[0]!;
  const services = (
    await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, {
        establishmentId: manhattan,
        tenantId: s.owner.user.tenantId,
      }),
    })
  ).json().data as Service[];
  haircut = services.find((x) => x.name === "Women's Haircut")!;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

describe('sources', () => {
  it('tells a new online booking to the front desk and the staff member, live, and no one else', async () => {
    const [desk, north] = await Promise.all([socketOf(s.frontdesk), socketOf(s.north)]);
    const onDesk = collectEvents<Notification>(desk, SOCKET_EVENTS.notificationNew);
    const onNorth = collectEvents<Notification>(north, SOCKET_EVENTS.notificationNew);
    const before = (await list(s.manager)).notifications.length;
    await bookOnline('Nora Online');

    await waitFor(
      () => onDesk.seen.some((n) => n.content.startsWith('Nora Online booked')),
      1000,
      'the bell',
    );
    const pushed = onDesk.seen.find((n) => n.content.startsWith('Nora Online booked'))!;
    expect(pushed).toMatchObject({
      type: 'system',
      title: 'New online booking',
      read: false,
      actionUrl: '/front-desk',
    });
    expect(pushed.content).toMatch(
      /^Nora Online booked Women's Haircut with .+ on \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M\.$/,
    );
    const desks = await list(s.frontdesk);
    expect(desks.notifications[0]).toEqual(pushed);
    expect(desks.unreadCount).toBeGreaterThan(0);
    const staff = await list(s.employee);
    expect(staff.notifications[0]).toMatchObject({ title: 'New online booking', actionUrl: '/calendar' });
    expect((await list(s.manager)).notifications).toHaveLength(before);
    await new Promise((r) => setTimeout(r, 200));
    expect(onNorth.seen).toEqual([]);
  });

  it('tells a cancellation to the desk and the staff member, but not to whoever cancelled', async () => {
    const id = await bookOnline('Carl Cancel');
    const deskBefore = (await list(s.frontdesk)).notifications.length;
    const res = await s.frontdesk.request({
      method: 'PUT',
      url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id }),
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(s.frontdesk)).notifications).toHaveLength(deskBefore);
    expect((await list(s.employee)).notifications[0]).toMatchObject({
      title: 'Appointment cancelled',
      content: expect.stringMatching(/^Carl Cancel's Women's Haircut on .+ was cancelled\.$/),
    });
  });

  it('tells the staff member of a booking someone else moved', async () => {
    const id = await bookOnline('Mona Move');
    const res = await s.manager.request({
      method: 'PUT',
      url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id }),
      payload: { notes: 'only a note' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const top = (await list(s.employee)).notifications[0]!;
    expect(top.title).toBe('New online booking');
    const appointment = res.json().data as { date: string; startTime: string; endTime: string };
    const later = `${String(Number(appointment.startTime.slice(0, 2)) + 1).padStart(2, '0')}${appointment.startTime.slice(2)}`;
    const moved = await s.manager.request({
      method: 'PUT',
      url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id }),
      payload: { startTime: later },
    });
    // The first free start of an empty calendar: the hour after it is free too.
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await list(s.employee)).notifications[0]).toMatchObject({
      title: 'Appointment moved',
      content: expect.stringMatching(/^Mona Move's Women's Haircut is now on .+\.$/),
    });
  });
});

describe('read state and scope', () => {
  it('pages newest first with limit and before', async () => {
    await withTenant(ctx.database.db, s.owner.user, (tx) =>
      notify(tx, {
        tenantId: s.owner.user.tenantId,
        userIds: [s.owner.user.id],
        type: 'system',
        title: 'Paging',
        content: 'one of many',
      }),
    );
    for (let i = 0; i < 3; i++) {
      await withTenant(ctx.database.db, s.owner.user, (tx) =>
        notify(tx, {
          tenantId: s.owner.user.tenantId,
          userIds: [s.owner.user.id],
          type: 'task',
          title: `Task ${i}`,
        }),
      );
    }
    const first = await list(s.owner, '?limit=2');
    expect(first.notifications.map((n) => n.title)).toEqual(['Task 2', 'Task 1']);
    expect(first.hasMore).toBe(true);
    const next = await list(s.owner, `?limit=2&before=${first.notifications[1]!.id}`);
    expect(next.notifications.map((n) => n.title)).toEqual(['Task 0', 'Paging']);
    const bad = await s.owner.request({
      url: `${endpointPath(NOTIFICATION_ENDPOINTS.list, { userId: s.owner.user.id })}?limit=500`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('limit: limit must be between 1 and 100.');
  });

  it("marks read one, then all, telling every tab of the person; another's notifications stay out of reach", async () => {
    const [tabA, tabB] = [await socketOf(s.owner), await socketOf(s.owner)];
    const readOnB = collectEvents<NotificationReadPayload>(tabB, SOCKET_EVENTS.notificationRead);
    expect(tabA.connected).toBe(true);
    // Its own unread pair: one to mark alone and one left for "mark all", whatever ran before.
    for (const title of ['Read me', 'Read me later']) {
      await withTenant(ctx.database.db, s.owner.user, (tx) =>
        notify(tx, { tenantId: s.owner.user.tenantId, userIds: [s.owner.user.id], type: 'task', title }),
      );
    }
    const mine = await list(s.owner);
    const target = mine.notifications.find((n) => n.title === 'Read me')!;
    expect(target).toMatchObject({ read: false });
    expect(mine.unreadCount).toBeGreaterThanOrEqual(2);

    // Another person of the same tenant, and another tenant, cannot read or touch it.
    const others = await s.manager.request({
      url: endpointPath(NOTIFICATION_ENDPOINTS.list, { userId: s.owner.user.id }),
    });
    expect(others.statusCode).toBe(403);
    for (const who of [s.manager, s.north]) {
      const read = await who.request({
        method: 'PUT',
        url: endpointPath(NOTIFICATION_ENDPOINTS.markRead, { id: target.id }),
      });
      expect(read.statusCode).toBe(404);
      const cleared = await who.request({
        method: 'DELETE',
        url: endpointPath(NOTIFICATION_ENDPOINTS.clear, { id: target.id }),
      });
      expect(cleared.statusCode).toBe(404);
    }
    const northAll = await s.north.request({
      method: 'PUT',
      url: NOTIFICATION_ENDPOINTS.markAllRead.path,
      payload: { userId: s.owner.user.id },
    });
    expect(northAll.statusCode).toBe(403);
    expect((await list(s.owner)).unreadCount).toBe(mine.unreadCount);

    const read = await s.owner.request({
      method: 'PUT',
      url: endpointPath(NOTIFICATION_ENDPOINTS.markRead, { id: target.id }),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ id: target.id, read: true });
    await waitFor(
      () => readOnB.seen.some((p) => p.ids?.includes(target.id) === true),
      1000,
      'the read on tab B',
    );
    expect((await list(s.owner)).unreadCount).toBe(mine.unreadCount - 1);

    const all = await s.owner.request({
      method: 'PUT',
      url: NOTIFICATION_ENDPOINTS.markAllRead.path,
      payload: { userId: s.owner.user.id },
    });
    expect(all.json().data).toEqual({ updated: mine.unreadCount - 1 });
    await waitFor(() => readOnB.seen.some((p) => p.ids === null), 1000, 'mark all on tab B');
    expect((await list(s.owner)).unreadCount).toBe(0);

    const cleared = await s.owner.request({
      method: 'DELETE',
      url: endpointPath(NOTIFICATION_ENDPOINTS.clear, { id: target.id }),
    });
    expect(cleared.statusCode).toBe(200);
    expect((await list(s.owner)).notifications.some((n) => n.id === target.id)).toBe(false);
  });
});

describe('notification settings', () => {
  it("starts at the spec's defaults, saves per person, and refuses a bad time without changing anything", async () => {
    const url = NOTIFICATION_ENDPOINTS.settings.path;
    const initial = await s.employee.request({ url });
    expect(initial.json().data).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(initial.json().data.browserNotifications).toBe(false);
    expect(initial.json().data.quietHours).toEqual({ enabled: false, startTime: '22:00', endTime: '08:00' });

    const wanted = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      doNotDisturb: true,
      quietHours: { enabled: true, startTime: '21:30', endTime: '07:00' },
    };
    const saved = await s.employee.request({ method: 'PUT', url, payload: wanted });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await s.employee.request({ url })).json().data).toEqual(wanted);
    expect((await s.frontdesk.request({ url })).json().data).toEqual(DEFAULT_NOTIFICATION_SETTINGS);

    const bad = await s.employee.request({
      method: 'PUT',
      url,
      payload: { ...wanted, quietHours: { enabled: true, startTime: '25:00', endTime: '07:00' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('quietHours.startTime: Times are HH:MM, 24-hour.');
    expect((await s.employee.request({ url })).json().data).toEqual(wanted);
  });
});
