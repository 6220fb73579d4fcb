/**
 * Dawn AI's demo (issue #33 "Demo data"), after the clients, bookings and stock: three threads of
 * the owner's, each reopening as a person left it and each made of the real tools' names,
 * arguments and answers over the tenant's own data. "Show today’s schedule" ran day_schedule
 * (done, the location's appointments today); a move_appointment of a client booked tomorrow to
 * the Friday after waits at its approval card (pending_approval, the tool's own before and after);
 * low_stock listed the location's retail products at or under their reorder point, and the
 * draft_purchase_order that followed was rejected. The light seed books nothing and stocks nothing:
 * there the move and the stock name the location's clients, menu and generic products instead,
 * and carry no ids.
 */
import {
  mapRawRole,
  threadTitleFrom,
  type Appointment,
  type AssistantMessageRole,
  type AssistantToolCall,
} from '@daybook/contracts';
import type { Actor } from '../../core/actor.js';
import { randomUUID } from 'node:crypto';
import type { DemoContext, DemoHook, DemoPerson } from '../../core/demo.js';
import { addDays, todayIn } from '../../lib/local-dates.js';
import { appointmentsIn } from '../appointments/index.js';
import { retailProducts } from '../inventory/index.js';
import { servicesAt } from '../services/index.js';
import * as repo from './assistant.repository.js';
import { recordCalls } from './assistant.turns.repository.js';
import { clockTime, dayLabel, table } from './tools/tool-helpers.js';
import { added } from './tools/write-helpers.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

interface DemoTurn {
  role: AssistantMessageRole;
  content: string;
  toolCalls?: AssistantToolCall[];
}

/**
 * A tool call as the demo shows it: no approver (the reads need none, the write awaits one). Its
 * id is a UUID, as a model's are given, so the waiting card can be approved like any other.
 */
function call(
  name: string,
  args: Record<string, unknown>,
  status: AssistantToolCall['status'],
  result: AssistantToolCall['result'] = null,
  preview: AssistantToolCall['preview'] = null,
): AssistantToolCall {
  return { id: randomUUID(), name, arguments: args, status, result, preview, error: null, approvedBy: null };
}

/**
 * Writes one thread of `owner`'s, its turns a minute apart, ending `endsAt`, its tool calls in
 * the audit trail as the model loop records them.
 */
async function thread(ctx: DemoContext, owner: DemoPerson, endsAt: Date, turns: DemoTurn[]) {
  const userId = owner.id;
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
  const who = {
    tenantId: ctx.tenantId,
    userId,
    personName: `${owner.firstName} ${owner.lastName}`,
    threadId: made.id,
  };
  await recordCalls(
    ctx.tx,
    who,
    turns.flatMap((turn) => turn.toolCalls ?? []),
  );
  await repo.touchThread(ctx.tx, made.id, undefined, endsAt);
}

/** The owner as the appointment reads need them: every location of the tenant. */
function ownerActor(ctx: DemoContext, owner: DemoPerson): Actor {
  return {
    userId: owner.id,
    tenantId: ctx.tenantId,
    email: owner.email,
    role: mapRawRole(owner.role) ?? 'BUSINESS_OWNER',
    rawRole: owner.role,
    sessionId: '',
    establishmentIds: ctx.made.places.map((p) => p.id),
    establishmentId: null,
  };
}

/** The Friday after `date` ('YYYY-MM-DD'), never `date` itself. */
function fridayAfter(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, (5 - weekday + 7) % 7 || 7);
}

/** day_schedule's answer for `date`, as the tool writes it (cancelled visits left out). */
function scheduleResult(date: string, appointments: Appointment[]) {
  const kept = appointments.filter((a) => a.status !== 'cancelled');
  return table(
    `Schedule for ${dayLabel(date)}`,
    ['Time', 'Client', 'Service', 'Staff', 'Status', 'Appointment id'],
    kept.map((a) => [clockTime(a.startTime), a.clientName, a.serviceName, a.staffName, a.status, a.id]),
    { label: 'Open the calendar', href: `/calendar?date=${date}` },
  );
}

/** move_appointment's approval card for moving `a` to `date` at its own start time. */
function movePreview(a: Appointment, date: string) {
  return {
    title: `Move ${a.clientName}’s ${a.serviceName}`,
    changes: [
      { label: 'Client', before: a.clientName, after: a.clientName },
      { label: 'Service', before: a.serviceName, after: a.serviceName },
      {
        label: 'When',
        before: `${dayLabel(a.date)} at ${clockTime(a.startTime)}`,
        after: `${dayLabel(date)} at ${clockTime(a.startTime)}`,
      },
    ],
  };
}

const list = (date: string) => ({ startDate: date, endDate: date, limit: 500 });

export const assistantDemo: DemoHook = async (ctx) => {
  const { made, now } = ctx;
  const owner = made.accounts.find((a) => a.role === 'owner');
  const place = made.places[0];
  if (!owner || !place) return;
  const actor = ownerActor(ctx, owner);
  const today = todayIn(place.timeZone, now);
  const tomorrow = addDays(today, 1);
  const friday = fridayAfter(tomorrow);

  const todays = await appointmentsIn(ctx.tx, actor, place.id, list(today), now);
  const schedule = scheduleResult(today, todays);
  // From every visit, not the table's rows: the table is cut to its most rows.
  const kept = todays.filter((a) => a.status !== 'cancelled');
  const [first, last] = [kept[0], kept.at(-1)].map((a) => (a ? clockTime(a.startTime) : ''));
  await thread(ctx, owner, new Date(now.getTime() - 2 * HOUR_MS), [
    { role: 'user', content: 'Show today’s schedule' },
    {
      role: 'assistant',
      content:
        kept.length > 0
          ? `${place.name} has ${kept.length} appointment${kept.length === 1 ? '' : 's'} today, the first at ${first} and the last at ${last}.`
          : `${place.name} has no appointments today.`,
      toolCalls: [call('day_schedule', { establishmentId: place.id, date: today }, 'done', schedule)],
    },
  ]);

  // A client booked tomorrow, a colour service first where there is one.
  const booked = (await appointmentsIn(ctx.tx, actor, place.id, list(tomorrow), now)).filter(
    (a) => a.clientId !== null && (a.status === 'booked' || a.status === 'confirmed'),
  );
  const visit = booked.find((a) => /balayage|colou?r|highlight/i.test(a.serviceName)) ?? booked[0];
  await thread(
    ctx,
    owner,
    new Date(now.getTime() - 3 * HOUR_MS),
    visit ? realMove(visit, friday) : await lightMove(ctx, friday),
  );

  const low = (await retailProducts(ctx.tx))
    .filter((p) => p.establishmentId === place.id && p.quantity <= p.minStockLevel)
    .sort((a, b) => a.quantity - b.quantity || a.name.localeCompare(b.name));
  await thread(
    ctx,
    owner,
    new Date(now.getTime() - 3 * DAY_MS),
    stockTurns(
      place,
      low.length > 0
        ? low.map((p) => ({ id: p.id, product: p.name, onHand: p.quantity, reorderAt: p.minStockLevel }))
        : LIGHT_LOW,
    ),
  );
};

/** The move of a real booking: the tool's own arguments and approval card. */
function realMove(a: Appointment, friday: string): DemoTurn[] {
  return [
    { role: 'user', content: `Move ${a.clientName} to Friday` },
    {
      role: 'assistant',
      content: `${a.clientName} is booked for ${a.serviceName} with ${a.staffName} tomorrow at ${clockTime(a.startTime)}. Here is the move to Friday at the same time; approve it to change the booking.`,
      toolCalls: [
        call(
          'move_appointment',
          { appointmentId: a.id, date: friday, startTime: a.startTime },
          'pending_approval',
          null,
          movePreview(a, friday),
        ),
      ],
    },
  ];
}

/** The light seed's move: it books nothing, so the card names a client and service and no booking. */
async function lightMove(ctx: DemoContext, friday: string): Promise<DemoTurn[]> {
  const place = ctx.made.places[0]!;
  const mover = ctx.made.clients.find((c) => c.establishmentId === place.id)?.name ?? 'Maria Ortiz';
  const menu = (await servicesAt(ctx.tx, place.id, false)).map((s) => s.name);
  const colour = menu.find((name) => /balayage|colou?r|highlight/i.test(name)) ?? 'Balayage';
  return [
    { role: 'user', content: `Move ${mover} to Friday` },
    {
      role: 'assistant',
      content: `${mover}’s ${colour} can move to Friday at 2:00 PM; approve it to change the booking.`,
      toolCalls: [
        call('move_appointment', { date: friday, startTime: '14:00' }, 'pending_approval', null, {
          title: `Move ${mover}’s ${colour}`,
          changes: [
            { label: 'Client', before: mover, after: mover },
            { label: 'Service', before: colour, after: colour },
            { label: 'When', before: null, after: `${dayLabel(friday)} at ${clockTime('14:00')}` },
          ],
        }),
      ],
    },
  ];
}

interface LowLine {
  /** The product's id, or null for the light seed's generic products. */
  id: string | null;
  product: string;
  onHand: number;
  reorderAt: number;
}

/** The light seed stocks nothing: generic products stand in, without ids. */
const LIGHT_LOW: LowLine[] = [
  { id: null, product: 'Developer 20 Volume', onHand: 3, reorderAt: 6 },
  { id: null, product: 'Color-Safe Shampoo 1L', onHand: 2, reorderAt: 4 },
  { id: null, product: 'Toner T18', onHand: 1, reorderAt: 3 },
];

/** Enough to stand at twice the reorder point again, whole units. */
const toOrder = (l: LowLine) => Math.max(1, Math.ceil(2 * l.reorderAt - l.onHand));

/** low_stock's answer, then a draft_purchase_order for those lines that the owner rejected. */
function stockTurns(place: { id: string; name: string }, low: LowLine[]): DemoTurn[] {
  return [
    { role: 'user', content: 'Which products will run out before the next order?' },
    {
      role: 'assistant',
      content: `${low.length} retail products at ${place.name} are at or below their reorder point.`,
      toolCalls: [
        call(
          'low_stock',
          { establishmentId: place.id },
          'done',
          table(
            'Low stock',
            ['Product', 'On hand', 'Reorder point', 'Product id'],
            low.map((l) => [l.product, l.onHand, l.reorderAt, l.id]),
            { label: 'Open inventory', href: '/inventory' },
          ),
        ),
      ],
    },
    { role: 'user', content: 'Draft a purchase order for them' },
    {
      role: 'assistant',
      content: 'Here is a draft purchase order for them; approve it to save the draft.',
      toolCalls: [
        call(
          'draft_purchase_order',
          {
            establishmentId: place.id,
            lines: low.map((l) => ({ ...(l.id ? { productId: l.id } : {}), quantity: toOrder(l) })),
          },
          'rejected',
          null,
          {
            title: 'Draft a purchase order',
            changes: low.map((l) => added(l.product, `${toOrder(l)} to order (${l.onHand} on hand)`)),
          },
        ),
      ],
    },
    {
      role: 'assistant',
      content: 'No purchase order was drafted. Tell me what to change and I’ll try again.',
    },
  ];
}
