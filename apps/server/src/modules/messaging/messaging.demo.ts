/**
 * Demo conversations (issue #11 demo data): a channel or DM stored with its history, numbered
 * and with mentions found exactly as live sends are; the demo seed calls it for each tenant.
 */
import { randomUUID } from 'node:crypto';
import type { ChannelType } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { mentionedIn } from './messaging.mentions.js';
import * as repo from './messaging.repository.js';

export interface DemoChannelPlan {
  /** Ignored for a DM. */
  name: string;
  type: ChannelType;
  description: string;
  createdBy: string;
  memberIds: string[];
  messages: { senderId: string; content: string; at: Date }[];
  /** Messages each member has read, from the start (the rest count as unread). */
  readUpTo: number;
}

/** Stores the channel, its members and its history; answers the channel's id. */
export async function addChannelWithHistory(
  tx: Tx,
  tenantId: string,
  plan: DemoChannelPlan,
): Promise<string> {
  const dmKey = plan.type === 'dm' ? [...plan.memberIds].sort().join(':') : undefined;
  const channel = await repo.insertChannel(tx, {
    tenantId,
    name: plan.type === 'dm' ? '' : plan.name,
    type: plan.type,
    description: plan.description,
    createdBy: plan.createdBy,
    ...(dmKey ? { dmKey } : {}),
  });
  if (!channel) throw new Error(`demo channel ${plan.name} exists`);
  await repo.addMembers(tx, tenantId, channel.id, plan.memberIds);
  const members = await repo.membersOf(tx, [channel.id]);
  const seqs: number[] = [];
  for (const m of plan.messages) {
    const seq = await repo.nextChange(tx, channel.id, m.at);
    const mentions = mentionedIn(
      m.content,
      members.filter((p) => p.userId !== m.senderId),
    );
    await repo.insertMessage(tx, {
      tenantId,
      channelId: channel.id,
      senderId: m.senderId,
      clientId: randomUUID(),
      content: m.content,
      type: 'text',
      metadata: mentions.length ? { mentions } : {},
      seq,
      createdAt: m.at,
    });
    seqs.push(seq);
  }
  const read = seqs[plan.readUpTo - 1];
  if (read) for (const id of plan.memberIds) await repo.markRead(tx, channel.id, id, read);
  return channel.id;
}
