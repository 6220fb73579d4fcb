/** The wire shapes of messaging rows (contracts entities/messaging.ts). */
import type { Channel, Member, Message, PresenceStatus } from '@daybook/contracts';
import type { Actor } from '../../core/actor.js';
import { canManage } from './messaging.access.js';
import type { MessageRow, PersonRow, ViewedChannelRow } from './messaging.repository.js';

/** Presence by user id (Realtime.presence); anyone missing is offline. */
export type Presence = ReadonlyMap<string, Exclude<PresenceStatus, 'offline'>>;

/**
 * A stored message as clients see it; a deleted one keeps its place with no content. The
 * sender's avatar stays out (a stored picture can be a large data URL, and every message would
 * carry it): screens take it from the channel's members.
 */
export function toMessage(row: MessageRow): Message {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    channelId: row.channelId,
    senderId: row.senderId,
    clientId: row.clientId,
    content: deleted ? '' : row.content,
    type: row.type,
    metadata: deleted ? {} : row.metadata,
    seq: row.seq,
    changeSeq: row.changeSeq,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    sender: { id: row.senderId, name: row.senderName, avatarUrl: null },
  };
}

export function toMember(person: PersonRow, presence: Presence): Member {
  return {
    id: person.userId,
    name: person.name,
    avatarUrl: person.avatarUrl,
    status: presence.get(person.userId) ?? 'offline',
  };
}

/** A channel as `viewer` sees it; a DM is named after the other person. */
export function toChannel(
  row: ViewedChannelRow,
  members: readonly PersonRow[],
  viewer: Pick<Actor, 'role' | 'userId'>,
  presence: Presence,
): Channel {
  const other = row.type === 'dm' ? members.find((m) => m.userId !== viewer.userId) : undefined;
  return {
    id: row.id,
    name: row.type === 'dm' ? (other?.name ?? row.name) : row.name,
    type: row.type,
    description: row.description,
    createdBy: row.createdBy,
    members: members.map((m) => toMember(m, presence)),
    isMember: row.isMember,
    canManage: canManage(viewer, row),
    unreadCount: row.unreadCount,
    lastReadSeq: row.lastReadSeq,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  };
}
