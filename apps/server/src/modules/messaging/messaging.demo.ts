/**
 * The messaging module's demo step (full seed only; issue #11, #30): for each demo business an
 * all-staff channel, the first location's front-desk and stylists channels, and direct messages
 * between the demo accounts, with a few days of history, some @mentions, and the last messages
 * still unread; each channel stored with its history, numbered and with mentions found exactly
 * as live sends are.
 */
import { randomUUID } from 'node:crypto';
import type { ChannelType } from '@daybook/contracts';
import type { DemoHook, DemoPerson } from '../../core/demo.js';
import type { Tx } from '../../db/client.js';
import { mentionedIn } from './messaging.mentions.js';
import * as repo from './messaging.repository.js';

interface DemoChannelPlan {
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

/** A direct message between `from` (who opened it) and `to`, each having read `readUpTo`. */
function dm(
  from: DemoPerson,
  to: DemoPerson,
  readUpTo: number,
  messages: DemoChannelPlan['messages'],
): DemoChannelPlan {
  return {
    name: '',
    type: 'dm',
    description: '',
    createdBy: from.id,
    memberIds: [from.id, to.id],
    readUpTo,
    messages,
  };
}

/** Stores the channel, its members and its history. */
async function addChannelWithHistory(tx: Tx, tenantId: string, plan: DemoChannelPlan): Promise<void> {
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
}

const HOUR = 3_600_000;

/** 'manhattan' for 'Luxe Salon Manhattan': the location's own word, for channel names. */
function placeWord(name: string): string {
  return (name.split(' ').at(-1) ?? name).toLowerCase();
}

/** Stores the demo conversations of one tenant: its accounts', then its fuller team's. */
export const messagingDemo: DemoHook = async ({ tx, tenantId, plan: tenant, now, history, made }) => {
  if (!history) return;
  const people = [...made.accounts, ...made.team];
  const firstPlace = tenant.establishments[0]?.name ?? tenant.name;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const first = (role: string) => people.find((p) => p.role === role);
  const owner = first('owner');
  const manager = first('manager') ?? owner;
  const desk = first('frontdesk') ?? manager;
  const stylist = first('employee') ?? manager;
  if (!owner || !manager || !desk || !stylist) return;
  const stylists = people.filter((p) => p.role === 'employee');
  const place = placeWord(firstPlace);
  const say = (who: DemoPerson, content: string, hoursAgo: number) => ({
    senderId: who.id,
    content,
    at: ago(hoursAgo),
  });
  const plans: DemoChannelPlan[] = [
    {
      name: 'all-staff',
      type: 'public',
      description: 'News for everyone, every location.',
      createdBy: owner.id,
      memberIds: people.map((p) => p.id),
      readUpTo: 2,
      messages: [
        say(owner, 'Welcome to the team channel! Schedules, news and shout-outs go here.', 70),
        say(manager, 'Reminder: inventory count this Sunday after close.', 46),
        say(
          owner,
          `Great reviews this week, @${nameOf(stylist)} got a five-star shout-out for a balayage.`,
          20,
        ),
        say(stylist, 'Thank you! That client was a joy.', 19),
      ],
    },
    {
      name: `${place}-front-desk`,
      type: 'public',
      description: `The ${firstPlace} front desk: walk-ins, calls, the day's changes.`,
      createdBy: manager.id,
      memberIds: [owner.id, manager.id, desk.id],
      readUpTo: 3,
      messages: [
        say(desk, 'Olivia Park called, running 10 minutes late for her 10:00.', 30),
        say(manager, 'Thanks, I told her stylist.', 29.8),
        say(desk, `@${nameOf(manager)} the card reader at station 2 is offline again.`, 6),
        say(manager, 'On it, calling support now.', 5.5),
        say(desk, 'Walk-in asking for a men’s cut at 3:30, anyone free?', 1),
      ],
    },
    {
      name: `${place}-stylists`,
      type: 'private',
      description: 'Stylists of the floor: swaps, color formulas, questions.',
      createdBy: manager.id,
      memberIds: [manager.id, ...stylists.map((p) => p.id)],
      readUpTo: 2,
      messages: [
        say(manager, 'Can someone swap Saturday morning with Emma?', 40),
        say(stylist, 'I can take the late shift Friday if that helps.', 39),
        say(manager, 'New toner arrived, it is on the second shelf.', 3),
      ],
    },
    dm(desk, stylist, 1, [
      say(desk, 'Your 2:00 asked if she can add a gloss treatment.', 4),
      say(stylist, 'Yes, add 20 minutes please.', 3.9),
      say(desk, 'Done, it is on the calendar.', 3.8),
    ]),
    dm(owner, manager, 2, [
      say(owner, 'How did the weekend go?', 28),
      say(manager, 'Fully booked both days, no no-shows.', 27),
    ]),
  ];
  for (const plan of plans) {
    // A DM needs two different people; a small team may have one person in two roles.
    if (plan.type === 'dm' && new Set(plan.memberIds).size < 2) continue;
    await addChannelWithHistory(tx, tenantId, { ...plan, memberIds: [...new Set(plan.memberIds)] });
  }
};

/** How a message @mentions a person: their first and last name. */
function nameOf(person: DemoPerson): string {
  return `${person.firstName} ${person.lastName}`;
}
