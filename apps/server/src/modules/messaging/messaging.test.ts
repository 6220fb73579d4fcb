/**
 * Messaging (spec core.md §7 "Messaging HTTP", "Real-time socket"; issue #11): channels and
 * DMs with unread counts, paging and catch-up, idempotent sends, the read mark, mentions in the
 * bell, role and tenant scope, and the socket: live delivery to members only, typing with the
 * session's name, presence.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  MESSAGING_CLIENT_EVENTS,
  MESSAGING_ENDPOINTS,
  MESSAGING_MESSAGES,
  MESSAGING_SERVER_EVENTS,
  NOTIFICATION_ENDPOINTS,
  endpointPath,
  type Channel,
  type ChannelList,
  type Member,
  type Message,
  type MessageAck,
  type MessagePage,
  type NotificationList,
  type ReadState,
  type StatusPayload,
  type TypingPayload,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { collectEvents, connectSocket, waitFor } from '../../../test/sockets.js';

let ctx: TestContext;
let base: string;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
const sockets: Socket[] = [];
let tenantId: string;

async function socketOf(session: Session): Promise<Socket> {
  const socket = await connectSocket(base, session.token);
  sockets.push(socket);
  return socket;
}

type Params = { channelId: string; tenantId?: string };
const at = (channelId: string, tenant = tenantId) => ({ channelId, tenantId: tenant });

async function call<T>(
  session: Session,
  method: string,
  url: string,
  payload?: object,
  status = 200,
): Promise<T> {
  const res = await session.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { data: T }).data;
}

function create(session: Session, name: string, type: 'public' | 'private', memberIds: string[] = []) {
  return call<Channel>(
    session,
    'POST',
    MESSAGING_ENDPOINTS.createChannel.path,
    { tenantId: session.user.tenantId, name, type, description: `About ${name}`, memberIds },
    201,
  );
}

function send(session: Session, channelId: string, content: string, clientId = randomUUID(), status = 201) {
  return call<Message>(
    session,
    'POST',
    endpointPath(MESSAGING_ENDPOINTS.send, at(channelId)),
    { clientId, content },
    status,
  );
}

function page(session: Session, p: Params, query = '') {
  return call<MessagePage>(
    session,
    'GET',
    `${endpointPath(MESSAGING_ENDPOINTS.messages, at(p.channelId, p.tenantId))}${query}`,
  );
}

function channels(session: Session) {
  return call<ChannelList>(
    session,
    'GET',
    endpointPath(MESSAGING_ENDPOINTS.channels, { tenantId: session.user.tenantId }),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

describe('channels', () => {
  it('creates public and private channels, lists them with members, and refuses a taken name', async () => {
    const pub = await create(s.frontdesk, 'desk-talk', 'public', [s.employee.user.id]);
    expect(pub).toMatchObject({
      name: 'desk-talk',
      type: 'public',
      isMember: true,
      canManage: true,
      unreadCount: 0,
    });
    expect(pub.members.map((m) => m.id).sort()).toEqual([s.frontdesk.user.id, s.employee.user.id].sort());
    const priv = await create(s.manager, 'managers-only', 'private');
    const taken = await s.owner.request({
      method: 'POST',
      url: MESSAGING_ENDPOINTS.createChannel.path,
      payload: { tenantId, name: 'Desk-Talk', type: 'public' },
    });
    expect([taken.statusCode, taken.json().message]).toEqual([409, MESSAGING_MESSAGES.channelNameTaken]);

    const owners = await channels(s.owner);
    expect(owners.channels.find((c) => c.id === pub.id)).toMatchObject({ isMember: false, canManage: true });
    expect(owners.channels.some((c) => c.id === priv.id)).toBe(false);
    const employees = await channels(s.employee);
    expect(employees.channels.find((c) => c.id === pub.id)).toMatchObject({
      isMember: true,
      canManage: false,
    });
  });

  it('keeps another tenant out of a channel by id: no read, join, post or members', async () => {
    const pub = await create(s.manager, 'luxe-news', 'public');
    const luxe = at(pub.id);
    const north = at(pub.id, s.north.user.tenantId);
    for (const p of [luxe, north]) {
      expect((await s.north.request({ url: endpointPath(MESSAGING_ENDPOINTS.messages, p) })).statusCode).toBe(
        404,
      );
      expect(
        (await s.north.request({ method: 'POST', url: endpointPath(MESSAGING_ENDPOINTS.join, p) }))
          .statusCode,
      ).toBe(404);
      const post = await s.north.request({
        method: 'POST',
        url: endpointPath(MESSAGING_ENDPOINTS.send, p),
        payload: { clientId: randomUUID(), content: 'hello' },
      });
      expect(post.statusCode).toBe(404);
      const add = await s.north.request({
        method: 'POST',
        url: endpointPath(MESSAGING_ENDPOINTS.addMembers, p),
        payload: { memberIds: [s.north.user.id] },
      });
      expect(add.statusCode).toBe(404);
    }
    expect((await channels(s.north)).channels.some((c) => c.id === pub.id)).toBe(false);
  });

  it('lets the creator and managers manage members, not an employee who did not create it', async () => {
    const ch = await create(s.frontdesk, 'front-desk-shift', 'private', [s.employee.user.id]);
    const byEmployee = await s.employee.request({
      method: 'POST',
      url: endpointPath(MESSAGING_ENDPOINTS.addMembers, at(ch.id)),
      payload: { memberIds: [s.owner.user.id] },
    });
    expect([byEmployee.statusCode, byEmployee.json().message]).toEqual([
      403,
      MESSAGING_MESSAGES.cannotManage,
    ]);
    const members = await call<Member[]>(
      s.frontdesk,
      'POST',
      endpointPath(MESSAGING_ENDPOINTS.addMembers, at(ch.id)),
      {
        memberIds: [s.manager.user.id],
      },
    );
    expect(members).toHaveLength(3);
    const unknown = await s.frontdesk.request({
      method: 'POST',
      url: endpointPath(MESSAGING_ENDPOINTS.addMembers, at(ch.id)),
      payload: { memberIds: [s.north.user.id] },
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, MESSAGING_MESSAGES.unknownMembers]);
    // The employee leaves on their own; the manager removes no one from a channel they can see.
    await call(
      s.employee,
      'DELETE',
      endpointPath(MESSAGING_ENDPOINTS.removeMember, { ...at(ch.id), memberId: s.employee.user.id }),
    );
    expect(
      (await s.employee.request({ url: endpointPath(MESSAGING_ENDPOINTS.messages, at(ch.id)) })).statusCode,
    ).toBe(404);
  });

  it('opens one DM per pair, named after the other person, from either side', async () => {
    const open = (from: Session, to: Session) =>
      call<Channel>(from, 'POST', MESSAGING_ENDPOINTS.openDirect.path, { tenantId, userId: to.user.id });
    const [a, b] = await Promise.all([open(s.frontdesk, s.employee), open(s.employee, s.frontdesk)]);
    expect(a.id).toBe(b.id);
    expect(a.type).toBe('dm');
    const names = (await Promise.all([channels(s.frontdesk), channels(s.employee)])).map(
      (l) => l.channels.find((c) => c.id === a.id)?.name,
    );
    expect(names).toEqual([expect.stringContaining(' '), expect.stringContaining(' ')]);
    expect(names[0]).not.toBe(names[1]);
    expect(
      (await s.owner.request({ url: endpointPath(MESSAGING_ENDPOINTS.messages, at(a.id)) })).statusCode,
    ).toBe(404);
  });
});

describe('messages', () => {
  it('stores a retried send once: the same clientId answers the stored message with 200', async () => {
    const ch = await create(s.manager, 'retries', 'private', [s.frontdesk.user.id]);
    const clientId = randomUUID();
    const first = await send(s.manager, ch.id, 'Stock count at 5', clientId);
    const again = await send(s.manager, ch.id, 'Stock count at 5', clientId, 200);
    expect(again.id).toBe(first.id);
    expect((await page(s.frontdesk, at(ch.id))).messages).toHaveLength(1);
  });

  it('refuses an empty message and a non-member of a public channel', async () => {
    const ch = await create(s.manager, 'announcements', 'public');
    const empty = await s.manager.request({
      method: 'POST',
      url: endpointPath(MESSAGING_ENDPOINTS.send, at(ch.id)),
      payload: { clientId: randomUUID(), content: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ path: 'content', message: MESSAGING_MESSAGES.contentRequired }]);
    const outsider = await s.employee.request({
      method: 'POST',
      url: endpointPath(MESSAGING_ENDPOINTS.send, at(ch.id)),
      payload: { clientId: randomUUID(), content: 'hi' },
    });
    expect([outsider.statusCode, outsider.json().message]).toEqual([403, MESSAGING_MESSAGES.notMember]);
    // A public channel reads for everyone; joining lets them post.
    expect((await page(s.employee, at(ch.id))).messages).toEqual([]);
    await call(s.employee, 'POST', endpointPath(MESSAGING_ENDPOINTS.join, at(ch.id)));
    await send(s.employee, ch.id, 'Joined!');
  });

  it('pages back with before and catches up with since, edits and deletions included', async () => {
    const ch = await create(s.manager, 'history', 'private', [s.frontdesk.user.id]);
    const sent: Message[] = [];
    for (let i = 1; i <= 7; i++) sent.push(await send(s.manager, ch.id, `note ${i}`));
    const newest = await page(s.frontdesk, at(ch.id), '?limit=3');
    expect(newest.messages.map((m) => m.content)).toEqual(['note 5', 'note 6', 'note 7']);
    expect(newest.hasMore).toBe(true);
    const older = await page(s.frontdesk, at(ch.id), `?limit=3&before=${newest.messages[0]!.id}`);
    expect(older.messages.map((m) => m.content)).toEqual(['note 2', 'note 3', 'note 4']);
    const oldest = await page(s.frontdesk, at(ch.id), `?limit=3&before=${older.messages[0]!.id}`);
    expect([oldest.messages.map((m) => m.content), oldest.hasMore]).toEqual([['note 1'], false]);

    const seen = newest.cursor;
    const url = (id: string) => endpointPath(MESSAGING_ENDPOINTS.edit, { ...at(ch.id), messageId: id });
    await call(s.manager, 'PATCH', url(sent[1]!.id), { content: 'note 2, edited' });
    const tomb = await call<Message>(s.manager, 'DELETE', url(sent[2]!.id));
    expect([tomb.content, tomb.deletedAt !== null]).toEqual(['', true]);
    const byOther = await s.frontdesk.request({
      method: 'PATCH',
      url: url(sent[3]!.id),
      payload: { content: 'x' },
    });
    expect([byOther.statusCode, byOther.json().message]).toEqual([403, MESSAGING_MESSAGES.notYours]);
    const later = await send(s.manager, ch.id, 'note 8');
    const caughtUp = await page(s.frontdesk, at(ch.id), `?since=${seen}`);
    expect(
      caughtUp.messages.map((m) => [m.id, m.content, m.editedAt !== null, m.deletedAt !== null]),
    ).toEqual([
      [sent[1]!.id, 'note 2, edited', true, false],
      [sent[2]!.id, '', false, true],
      [later.id, 'note 8', false, false],
    ]);
    expect(caughtUp.cursor).toBe(later.changeSeq);
  });

  it('counts unread per member and moves the read mark forward only', async () => {
    const ch = await create(s.manager, 'unread', 'private', [s.frontdesk.user.id]);
    const m = [];
    for (let i = 0; i < 3; i++) m.push(await send(s.manager, ch.id, `ping ${i}`));
    await send(s.frontdesk, ch.id, 'mine');
    const unread = async () =>
      (await channels(s.frontdesk)).channels.find((c) => c.id === ch.id)!.unreadCount;
    expect(await unread()).toBe(3);
    expect((await channels(s.manager)).channels.find((c) => c.id === ch.id)!.unreadCount).toBe(1);
    const read = (id: string) =>
      call<ReadState>(s.frontdesk, 'PUT', endpointPath(MESSAGING_ENDPOINTS.markRead, at(ch.id)), {
        messageId: id,
      });
    expect(await read(m[1]!.id)).toMatchObject({ lastReadSeq: m[1]!.seq, unreadCount: 1 });
    expect(await read(m[0]!.id)).toMatchObject({ lastReadSeq: m[1]!.seq, unreadCount: 1 });
    expect(await unread()).toBe(1);
  });

  it('tells a mentioned member in their bell, and nobody else', async () => {
    const ch = await create(s.manager, 'mentions', 'private', [s.frontdesk.user.id, s.employee.user.id]);
    const people = await call<Member[]>(
      s.manager,
      'GET',
      endpointPath(MESSAGING_ENDPOINTS.people, { tenantId }),
    );
    const desk = people.find((p) => p.id === s.frontdesk.user.id)!;
    const bell = async (who: Session) =>
      call<NotificationList>(who, 'GET', endpointPath(NOTIFICATION_ENDPOINTS.list, { userId: who.user.id }));
    const before = (await bell(s.employee)).notifications.length;
    const message = await send(s.manager, ch.id, `@${desk.name} can you call the 3 pm?`);
    expect(message.metadata.mentions).toEqual([s.frontdesk.user.id]);
    const told = (await bell(s.frontdesk)).notifications[0]!;
    expect(told).toMatchObject({
      type: 'mention',
      title: expect.stringContaining('mentioned you in #mentions'),
      actionUrl: `/messaging?channel=${ch.id}`,
      channelId: ch.id,
    });
    expect((await bell(s.employee)).notifications).toHaveLength(before);
  });
});

describe('socket', () => {
  it('delivers a socket send to members live, not to a non-member nor another tenant', async () => {
    const ch = await create(s.manager, 'live', 'private', [s.frontdesk.user.id]);
    const [manager, desk, employee, north] = await Promise.all([
      socketOf(s.manager),
      socketOf(s.frontdesk),
      socketOf(s.employee),
      socketOf(s.north),
    ]);
    const heard = [desk, employee, north].map((x) =>
      collectEvents<Message>(x, MESSAGING_SERVER_EVENTS.messageReceived),
    );
    const ack = (await manager.emitWithAck(MESSAGING_CLIENT_EVENTS.send, {
      channelId: ch.id,
      clientId: randomUUID(),
      content: 'Live from the floor',
    })) as MessageAck;
    expect(ack.ok).toBe(true);
    await waitFor(() => heard[0]!.seen.length > 0, 2000, 'the member hears it');
    expect(heard[0]!.seen[0]).toMatchObject({ content: 'Live from the floor', channelId: ch.id });
    await new Promise((r) => setTimeout(r, 200));
    expect([heard[1]!.seen, heard[2]!.seen]).toEqual([[], []]);

    const refused = (await north.emitWithAck(MESSAGING_CLIENT_EVENTS.send, {
      channelId: ch.id,
      clientId: randomUUID(),
      content: 'intruder',
    })) as MessageAck;
    expect(refused).toEqual({ ok: false, error: MESSAGING_MESSAGES.channelNotFound });
  });

  it("relays typing with the session's own name and tells presence to the tenant", async () => {
    // Presence is the person's: one online socket left from an earlier test would outweigh 'away'.
    for (const open of sockets.splice(0)) open.close();
    const ch = await create(s.manager, 'typing', 'private', [s.frontdesk.user.id]);
    const [manager, desk] = await Promise.all([socketOf(s.manager), socketOf(s.frontdesk)]);
    const typing = collectEvents<TypingPayload>(desk, MESSAGING_SERVER_EVENTS.typing);
    const status = collectEvents<StatusPayload>(desk, MESSAGING_SERVER_EVENTS.status);
    manager.emit(MESSAGING_CLIENT_EVENTS.typing, {
      channelId: ch.id,
      isTyping: true,
      userId: s.north.user.id,
      userName: 'Fake',
    });
    await waitFor(() => typing.seen.length > 0, 2000, 'typing');
    expect(typing.seen[0]).toMatchObject({ channelId: ch.id, userId: s.manager.user.id, isTyping: true });
    expect(typing.seen[0]!.userName).not.toBe('Fake');

    manager.emit(MESSAGING_CLIENT_EVENTS.status, { status: 'away' });
    await waitFor(() => status.seen.some((p) => p.userId === s.manager.user.id), 2000, 'status');
    const people = await call<Member[]>(
      s.frontdesk,
      'GET',
      endpointPath(MESSAGING_ENDPOINTS.people, { tenantId }),
    );
    expect(people.find((p) => p.id === s.manager.user.id)?.status).toBe('away');
    expect(people.find((p) => p.id === s.owner.user.id)?.status).toBe('offline');
  });

  it('puts an added member in the room at once: their open socket hears the next message', async () => {
    const ch = await create(s.manager, 'added-live', 'private');
    const owner = await socketOf(s.owner);
    const created = collectEvents<Channel>(owner, MESSAGING_SERVER_EVENTS.channelCreated);
    const heard = collectEvents<Message>(owner, MESSAGING_SERVER_EVENTS.messageReceived);
    await call(s.manager, 'POST', endpointPath(MESSAGING_ENDPOINTS.addMembers, at(ch.id)), {
      memberIds: [s.owner.user.id],
    });
    await waitFor(() => created.seen.length > 0, 2000, 'channel:created');
    await send(s.manager, ch.id, 'Welcome aboard');
    await waitFor(() => heard.seen.some((m) => m.channelId === ch.id), 2000, 'message after being added');
  });
});
