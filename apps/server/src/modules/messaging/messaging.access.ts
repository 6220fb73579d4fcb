/**
 * Who may see and change a channel (issue #11): public channels are readable by the whole
 * tenant, private ones and DMs by their members only (a 404 for anyone else, so an id reveals
 * nothing); posting needs membership; members are managed by the channel's creator (when their
 * role holds channel:update for their own) or by anyone holding it for all (managers and up).
 */
import { MESSAGING_MESSAGES, permissionScope } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import * as repo from './messaging.repository.js';

/** 404 unless `tenantId` (from the spec's paths) is the caller's own. */
export function assertOwnTenant(actor: Actor, tenantId: string): void {
  if (tenantId !== actor.tenantId) throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.channelNotFound);
}

/** A channel the actor may read, with their membership (null: not a member of a public one). */
export async function readableChannel(
  tx: Tx,
  actor: Actor,
  channelId: string,
): Promise<{ channel: repo.ChannelRow; member: repo.MemberRow | null }> {
  const channel = await repo.findChannel(tx, channelId);
  const member = channel ? await repo.findMember(tx, channelId, actor.userId) : null;
  if (!channel || (channel.type !== 'public' && !member))
    throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.channelNotFound);
  return { channel, member };
}

/** A channel the actor may post to: readable, and they are a member (403 for a public one). */
export async function postableChannel(tx: Tx, actor: Actor, channelId: string) {
  const found = await readableChannel(tx, actor, channelId);
  if (!found.member) throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.notMember);
  return { channel: found.channel, member: found.member };
}

/** Whether `actor` may add and remove members of `channel` (never of a DM). */
export function canManage(actor: Pick<Actor, 'role' | 'userId'>, channel: repo.ChannelRow): boolean {
  if (channel.type === 'dm') return false;
  const scope = permissionScope(actor.role, 'channel:update');
  return scope === 'all' || (scope === 'own' && channel.createdBy === actor.userId);
}

/** Whether `actor` may delete a message that is not theirs. */
export function canModerate(actor: Pick<Actor, 'role'>): boolean {
  return permissionScope(actor.role, 'channel:delete') === 'all';
}

/** 400 unless every id is an active person of the caller's tenant. */
export async function assertPeople(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const active = new Set((await repo.people(tx)).map((p) => p.userId));
  if (ids.some((id) => !active.has(id)))
    throw new AppError('VALIDATION', MESSAGING_MESSAGES.unknownMembers, [
      { path: 'memberIds', message: MESSAGING_MESSAGES.unknownMembers },
    ]);
}
