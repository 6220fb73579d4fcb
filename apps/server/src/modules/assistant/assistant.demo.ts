/**
 * Dawn AI's demo (issue #33 "Demo data"), after the clients and their bookings: three threads of
 * the owner's, each reopening as a person left it. "Show today’s schedule" ran a read tool (done,
 * with a small table); a move of a client's appointment to Friday waits at its approval card
 * (pending_approval); a purchase order drafted after a low-stock read was rejected. Names are the
 * tenant's own demo clients, staff, services and locations (the products are generic); times are
 * before the seed's clock.
 */
import { threadTitleFrom, type AssistantMessageRole, type AssistantToolCall } from '@daybook/contracts';
import type { DemoContext, DemoHook } from '../../core/demo.js';
import { servicesAt } from '../services/index.js';
import * as repo from './assistant.repository.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

interface DemoTurn {
  role: AssistantMessageRole;
  content: string;
  toolCalls?: AssistantToolCall[];
}

/** A tool call as the demo shows it: no approver (the reads need none, the write awaits one). */
function call(
  id: string,
  name: string,
  args: Record<string, unknown>,
  status: AssistantToolCall['status'],
  result: AssistantToolCall['result'] = null,
  preview: AssistantToolCall['preview'] = null,
): AssistantToolCall {
  return { id, name, arguments: args, status, result, preview, error: null, approvedBy: null };
}

/** Writes one thread of `userId`'s, its turns a minute apart, ending `endsAt`. */
async function thread(ctx: DemoContext, userId: string, endsAt: Date, turns: DemoTurn[]) {
  const first = turns.find((turn) => turn.role === 'user');
  const startsAt = new Date(endsAt.getTime() - (turns.length - 1) * MINUTE_MS);
  const made = await repo.insertThread(ctx.tx, {
    tenantId: ctx.tenantId,
    userId,
    title: threadTitleFrom(first?.content ?? ''),
    createdAt: startsAt,
  });
  for (const [i, turn] of turns.entries())
    await repo.insertMessage(ctx.tx, {
      tenantId: ctx.tenantId,
      threadId: made.id,
      role: turn.role,
      content: turn.content,
      toolCalls: turn.toolCalls ?? [],
      createdAt: new Date(startsAt.getTime() + i * MINUTE_MS),
    });
  await repo.touchThread(ctx.tx, made.id, undefined, endsAt);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export const assistantDemo: DemoHook = async (ctx) => {
  const { made, now } = ctx;
  const owner = made.accounts.find((a) => a.role === 'owner');
  const place = made.places[0];
  if (!owner || !place) return;
  const staff = [...made.team, ...made.accounts.filter((a) => a.role === 'employee' || a.role === 'manager')]
    .map((p) => `${p.firstName} ${p.lastName}`)
    .filter((name, i, all) => all.indexOf(name) === i);
  const clients = made.clients.filter((c) => c.establishmentId === place.id).map((c) => c.name);
  const stylist = (i: number) =>
    staff[i % Math.max(staff.length, 1)] ?? `${owner.firstName} ${owner.lastName}`;
  const client = (i: number) => clients[i] ?? ['Maria Ortiz', 'Dana Kim', 'Lena Brooks', 'Sam Patel'][i % 4]!;

  // The location's own menu where it has one: a colour service for the move, the
  // day's other visits from the rest of it.
  const menu = (await servicesAt(ctx.tx, place.id, false)).map((s) => s.name);
  const service = (i: number) =>
    menu[i % Math.max(menu.length, 1)] ?? ['Haircut', 'Balayage', 'Blowout'][i % 3]!;
  const colour = menu.find((name) => /balayage|colou?r|highlight/i.test(name)) ?? 'Balayage';

  const today = isoDay(now);
  const schedule = [
    { time: '9:30 AM', client: client(0), service: service(0), stylist: stylist(0) },
    { time: '11:00 AM', client: client(1), service: colour, stylist: stylist(1) },
    { time: '1:15 PM', client: client(2), service: service(1), stylist: stylist(0) },
    { time: '3:00 PM', client: client(3), service: service(2), stylist: stylist(2) },
  ];
  await thread(ctx, owner.id, new Date(now.getTime() - 2 * HOUR_MS), [
    { role: 'user', content: 'Show today’s schedule' },
    {
      role: 'assistant',
      content: `${place.name} has ${schedule.length} appointments today, the first at ${schedule[0]!.time} and the last at ${schedule.at(-1)!.time}.`,
      toolCalls: [
        call('demo-call-schedule', 'day_schedule', { establishmentId: place.id, date: today }, 'done', {
          title: 'Today’s schedule',
          columns: ['Time', 'Client', 'Service', 'Staff'],
          rows: schedule.map((a) => [a.time, a.client, a.service, a.stylist]),
          total: schedule.length,
          link: { label: 'Open the calendar', href: `/calendar?date=${today}` },
        }),
      ],
    },
  ]);

  const mover = client(4);
  // Booked tomorrow; moved to the Friday after tomorrow (never the same day).
  const tomorrow = new Date(now.getTime() + DAY_MS);
  const friday = new Date(tomorrow.getTime() + ((5 - tomorrow.getUTCDay() + 7) % 7 || 7) * DAY_MS);
  await thread(ctx, owner.id, new Date(now.getTime() - 3 * HOUR_MS), [
    { role: 'user', content: `Move ${mover} to Friday` },
    {
      role: 'assistant',
      content: `${mover} is booked for ${colour} with ${stylist(1)} tomorrow. Here is the move to Friday at the same time; approve it to change the booking.`,
      toolCalls: [
        call(
          'demo-call-move',
          'move_appointment',
          {
            client: mover,
            service: colour,
            stylist: stylist(1),
            before: { date: isoDay(tomorrow), time: '2:00 PM' },
            after: { date: isoDay(friday), time: '2:00 PM' },
          },
          'pending_approval',
        ),
      ],
    },
  ]);

  const low = [
    { product: 'Developer 20 Volume', onHand: 3, reorderAt: 6, order: 12 },
    { product: 'Color-Safe Shampoo 1L', onHand: 2, reorderAt: 4, order: 8 },
    { product: 'Toner T18', onHand: 1, reorderAt: 3, order: 6 },
  ];
  await thread(ctx, owner.id, new Date(now.getTime() - 3 * DAY_MS), [
    { role: 'user', content: 'Which products will run out before the next order?' },
    {
      role: 'assistant',
      content: `Three products at ${place.name} are at or below their reorder point.`,
      toolCalls: [
        call('demo-call-stock', 'low_stock', { establishmentId: place.id }, 'done', {
          title: 'Low stock',
          columns: ['Product', 'On hand', 'Reorder at'],
          rows: low.map((l) => [l.product, l.onHand, l.reorderAt]),
          total: low.length,
          link: { label: 'Open inventory', href: '/inventory' },
        }),
      ],
    },
    { role: 'user', content: 'Draft a purchase order for them' },
    {
      role: 'assistant',
      content: 'Here is a draft purchase order for the three products.',
      toolCalls: [
        call(
          'demo-call-order',
          'draft_purchase_order',
          { establishmentId: place.id, lines: low.map((l) => ({ product: l.product, quantity: l.order })) },
          'rejected',
        ),
      ],
    },
    {
      role: 'assistant',
      content: 'No purchase order was drafted. Tell me what to change and I’ll try again.',
    },
  ]);
};
