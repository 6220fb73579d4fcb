/**
 * Demo conversations for each demo business (issue #11): an all-staff channel, the first
 * location's front-desk and stylists channels, and direct messages between the demo accounts,
 * with a few days of history, some @mentions, and the last messages still unread.
 */
import type { Tx } from '../db/client.js';
import { addChannelWithHistory, type DemoChannelPlan } from '../modules/messaging/index.js';

interface DemoPerson {
  id: string;
  role: string;
  name: string;
}

const HOUR = 3_600_000;

/** 'manhattan' for 'Luxe Salon Manhattan': the location's own word, for channel names. */
function placeWord(name: string): string {
  return (name.split(' ').at(-1) ?? name).toLowerCase();
}

/** Stores the demo conversations of one tenant. */
export async function insertDemoMessaging(
  tx: Tx,
  tenantId: string,
  people: DemoPerson[],
  firstPlace: string,
  now: Date,
): Promise<void> {
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
        say(owner, `Great reviews this week, @${stylist.name} got a five-star shout-out for a balayage.`, 20),
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
        say(desk, `@${manager.name} the card reader at station 2 is offline again.`, 6),
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
    {
      name: '',
      type: 'dm',
      description: '',
      createdBy: desk.id,
      memberIds: [desk.id, stylist.id],
      readUpTo: 1,
      messages: [
        say(desk, 'Your 2:00 asked if she can add a gloss treatment.', 4),
        say(stylist, 'Yes, add 20 minutes please.', 3.9),
        say(desk, 'Done, it is on the calendar.', 3.8),
      ],
    },
    {
      name: '',
      type: 'dm',
      description: '',
      createdBy: owner.id,
      memberIds: [owner.id, manager.id],
      readUpTo: 2,
      messages: [
        say(owner, 'How did the weekend go?', 28),
        say(manager, 'Fully booked both days, no no-shows.', 27),
      ],
    },
  ];
  for (const plan of plans) {
    // A DM needs two different people; a small team may have one person in two roles.
    if (plan.type === 'dm' && new Set(plan.memberIds).size < 2) continue;
    await addChannelWithHistory(tx, tenantId, { ...plan, memberIds: [...new Set(plan.memberIds)] });
  }
}
