/**
 * Channel use cases (spec core.md §7 "Messaging HTTP"; issue #11): the caller's channels with
 * unread counts, creating a channel, opening a DM, joining, adding and removing members, and the
 * tenant's people with presence. Sockets hear of membership changes after commit: added people's
 * sockets join the channel's room on every instance, removed people's leave it.
 */
import {
  MESSAGING_MESSAGES,
  MESSAGING_SERVER_EVENTS,
  type Channel,
  type ChannelLeftPayload,
  type ChannelList,
  type ChannelMembersPayload,
  type ChannelRefPayload,
  type Member,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import type { Realtime } from '../../realtime/realtime-server.js';
import { rooms } from '../../realtime/rooms.js';
import { assertOwnTenant, assertPeople, canManage, readableChannel } from './messaging.access.js';
import * as repo from './messaging.repository.js';
import { toChannel, toMember, type Presence } from './messaging.views.js';

export interface MessagingDeps {
  db: Db;
  now: () => Date;
  realtime: Realtime;
}

/** The channel `channelId` as `actor` sees it, members included. */
async function viewOf(tx: Tx, actor: Actor, channelId: string, presence: Presence): Promise<Channel> {
  const [row] = await repo.channelsFor(tx, actor.userId, channelId);
  if (!row) throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.channelNotFound);
  return toChannel(row, await repo.membersOf(tx, [channelId]), actor, presence);
}

/** Tells the new members' sockets, and makes them join the room, on every instance. */
function welcome(deps: MessagingDeps, channel: Channel, userIds: readonly string[]): void {
  deps.realtime.join(userIds, rooms.channel(channel.id));
  // Their own view may differ in canManage; the list they read next is exact.
  const seen: Channel = { ...channel, canManage: false, unreadCount: 0, lastReadSeq: 0 };
  for (const id of userIds) deps.realtime.emit(rooms.user(id), MESSAGING_SERVER_EVENTS.channelCreated, seen);
}

/** GET …/channels/tenant/{tenantId}: member channels, DMs and public channels, newest activity first. */
export async function listChannels(
  deps: MessagingDeps,
  actor: Actor,
  tenantId: string,
): Promise<ChannelList> {
  assertOwnTenant(actor, tenantId);
  const presence = await deps.realtime.presence(actor.tenantId);
  return withTenant(deps.db, actor, async (tx) => {
    const rows = await repo.channelsFor(tx, actor.userId);
    const members = await repo.membersOf(
      tx,
      rows.map((r) => r.id),
    );
    const byChannel = new Map<string, repo.PersonRow[]>();
    for (const m of members) byChannel.set(m.channelId, [...(byChannel.get(m.channelId) ?? []), m]);
    const channels = rows.map((r) => toChannel(r, byChannel.get(r.id) ?? [], actor, presence));
    return { channels, unreadTotal: channels.reduce((n, c) => n + (c.isMember ? c.unreadCount : 0), 0) };
  });
}

/** POST …/channels: a public or private channel; 409 when the name is taken, 400 for unknown people. */
export async function createChannel(
  deps: MessagingDeps,
  actor: Actor,
  input: {
    tenantId: string;
    name: string;
    type: 'public' | 'private';
    description: string;
    memberIds: string[];
  },
): Promise<Channel> {
  assertOwnTenant(actor, input.tenantId);
  const memberIds = [...new Set([actor.userId, ...input.memberIds])];
  const presence = await deps.realtime.presence(actor.tenantId);
  const channel = await withTenant(deps.db, actor, async (tx) => {
    await assertPeople(tx, memberIds);
    const row = await repo.insertChannel(tx, {
      tenantId: actor.tenantId,
      name: input.name.replace(/^#/, ''),
      type: input.type,
      description: input.description,
      createdBy: actor.userId,
    });
    if (!row) throw new AppError('CONFLICT', MESSAGING_MESSAGES.channelNameTaken);
    await repo.addMembers(tx, actor.tenantId, row.id, memberIds);
    return viewOf(tx, actor, row.id, presence);
  });
  welcome(deps, channel, memberIds);
  if (channel.type === 'public')
    deps.realtime.emit(rooms.tenant(actor.tenantId), MESSAGING_SERVER_EVENTS.channelUpdated, {
      channelId: channel.id,
    } satisfies ChannelRefPayload);
  return channel;
}

/** POST …/direct: the DM channel with one person, made the first time (at most one per pair). */
export async function openDirect(
  deps: MessagingDeps,
  actor: Actor,
  tenantId: string,
  userId: string,
): Promise<Channel> {
  assertOwnTenant(actor, tenantId);
  if (userId === actor.userId)
    throw new AppError('VALIDATION', MESSAGING_MESSAGES.dmMembers, [
      { path: 'userId', message: MESSAGING_MESSAGES.dmMembers },
    ]);
  const dmKey = [actor.userId, userId].sort().join(':');
  const presence = await deps.realtime.presence(actor.tenantId);
  const { channel, created } = await withTenant(deps.db, actor, async (tx) => {
    const existing = await repo.findDm(tx, dmKey);
    if (existing) return { channel: await viewOf(tx, actor, existing.id, presence), created: false };
    await assertPeople(tx, [userId]);
    // Two people opening the same DM at once: the unique key keeps one, both read it.
    const row =
      (await repo.insertChannel(tx, {
        tenantId: actor.tenantId,
        name: '',
        type: 'dm',
        description: '',
        createdBy: actor.userId,
        dmKey,
      })) ?? (await repo.findDm(tx, dmKey));
    if (!row) throw new AppError('CONFLICT', MESSAGING_MESSAGES.dmMembers);
    await repo.addMembers(tx, actor.tenantId, row.id, [actor.userId, userId]);
    return { channel: await viewOf(tx, actor, row.id, presence), created: true };
  });
  if (created) welcome(deps, channel, [actor.userId, userId]);
  return channel;
}

/** POST …/join: joins a public channel (404 for a private channel or a DM). */
export async function joinChannel(deps: MessagingDeps, actor: Actor, channelId: string, tenantId: string) {
  assertOwnTenant(actor, tenantId);
  const presence = await deps.realtime.presence(actor.tenantId);
  const channel = await withTenant(deps.db, actor, async (tx) => {
    const { channel: row } = await readableChannel(tx, actor, channelId);
    if (row.type !== 'public') throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.channelNotFound);
    await repo.addMembers(tx, actor.tenantId, channelId, [actor.userId]);
    return viewOf(tx, actor, channelId, presence);
  });
  deps.realtime.join([actor.userId], rooms.channel(channelId));
  tellJoined(deps, channel.id, channel.members);
  return channel;
}

function tellJoined(deps: MessagingDeps, channelId: string, members: Member[]): void {
  deps.realtime.emit(rooms.channel(channelId), MESSAGING_SERVER_EVENTS.channelJoined, {
    channelId,
    members,
  } satisfies ChannelMembersPayload);
}

/** POST …/members: adds people (creator or manager; never to a DM); answers every member. */
export async function addMembers(
  deps: MessagingDeps,
  actor: Actor,
  params: { channelId: string; tenantId: string },
  memberIds: string[],
): Promise<Member[]> {
  assertOwnTenant(actor, params.tenantId);
  const presence = await deps.realtime.presence(actor.tenantId);
  const { channel, added } = await withTenant(deps.db, actor, async (tx) => {
    const { channel: row } = await readableChannel(tx, actor, params.channelId);
    if (row.type === 'dm')
      throw new AppError('VALIDATION', MESSAGING_MESSAGES.dmMembers, [
        { path: 'memberIds', message: MESSAGING_MESSAGES.dmMembers },
      ]);
    if (!canManage(actor, row)) throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.cannotManage);
    await assertPeople(tx, memberIds);
    const userIds = await repo.addMembers(tx, actor.tenantId, row.id, [...new Set(memberIds)]);
    return { channel: await viewOf(tx, actor, row.id, presence), added: userIds };
  });
  welcome(deps, channel, added);
  tellJoined(deps, channel.id, channel.members);
  return channel.members;
}

/** DELETE …/members/{memberId}: leaves (own id) or removes someone (creator or manager). */
export async function removeMember(
  deps: MessagingDeps,
  actor: Actor,
  params: { channelId: string; tenantId: string; memberId: string },
): Promise<{ id: string }> {
  assertOwnTenant(actor, params.tenantId);
  await withTenant(deps.db, actor, async (tx) => {
    const { channel } = await readableChannel(tx, actor, params.channelId);
    if (channel.type === 'dm')
      throw new AppError('VALIDATION', MESSAGING_MESSAGES.dmMembers, [
        { path: 'memberId', message: MESSAGING_MESSAGES.dmMembers },
      ]);
    if (params.memberId !== actor.userId && !canManage(actor, channel))
      throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.cannotManage);
    if (!(await repo.removeMember(tx, channel.id, params.memberId))) throw new AppError('NOT_FOUND');
  });
  const left: ChannelLeftPayload = { channelId: params.channelId, userId: params.memberId };
  deps.realtime.emit(
    [rooms.channel(params.channelId), rooms.user(params.memberId)],
    MESSAGING_SERVER_EVENTS.channelLeft,
    left,
  );
  deps.realtime.leave([params.memberId], rooms.channel(params.channelId));
  return { id: params.memberId };
}

/** GET …/people/tenant/{tenantId}: the tenant's active people with presence (pickers). */
export async function listPeople(deps: MessagingDeps, actor: Actor, tenantId: string): Promise<Member[]> {
  assertOwnTenant(actor, tenantId);
  const presence = await deps.realtime.presence(actor.tenantId);
  const found = await withTenant(deps.db, actor, (tx) => repo.people(tx));
  return found.map((p) => toMember(p, presence));
}
