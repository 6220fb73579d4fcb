/**
 * Approving leave over booked appointments (issue #28): the review lists each clash with its
 * service; approval is refused, nothing changed, while a clash has no choice or a choice would
 * leave it inside the leave; with a choice for each it moves, reassigns and cancels through the
 * appointments module in one transaction and emails the cancelled appointment's client. The
 * calendar then reads the leave as a labelled block.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  AVAILABILITY_ENDPOINTS,
  SERVICE_ENDPOINTS,
  TIME_OFF_ENDPOINTS as E,
  TIME_OFF_MESSAGES as M,
  endpointPath,
  type Appointment,
  type Availability,
  type AvailabilitySlot,
  type LeaveBalance,
  type Service,
  type TimeOffBlock,
  type TimeOffDecision,
  type TimeOffRequest,
  type TimeOffReview,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withAuth, withTenant } from '../../db/tenant.js';
import { emailOutbox } from '../../mail/outbox.schema.js';
import { recordedEvents } from '../../../test/business-events.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { grant, ok, paths, refused, scheduleAhead, submit, type Role } from './time-off.test-fixtures.js';

let ctx: TestContext;
const s = {} as Record<Role, Session>;
let manhattan: string;
let emma: string;
let marcus: string;
let haircut: Service;
let client: { id: string; name: string; email: string };
/**
 * Days of Emma's where Marcus is free at three starts two hours apart, each with a later free
 * start of hers; no two share a day up to that later start, so that each test books its own
 * clashes and leave and sees no other test's.
 */
let scenes: { day: string; slots: AvailabilitySlot[]; later: AvailabilitySlot }[];

/** One test's leave: a pending vacation day over three fresh bookings of Emma's. */
interface Leave {
  leaveDay: string;
  later: AvailabilitySlot;
  request: TimeOffRequest;
  booked: Record<'cancel' | 'reassign' | 'move', string>;
}

const appointment = (id: string) =>
  ok<Appointment>(s.manager, 'GET', endpointPath(APPOINTMENT_ENDPOINTS.item, { id }));
const vacation = async () =>
  (await ok<LeaveBalance[]>(s.manager, 'GET', paths.balances(manhattan))).find((b) => b.employeeId === emma)!
    .vacation;
const book = async (slot: AvailabilitySlot, clientId: string | null, clientName: string) =>
  (
    await ok<Appointment>(
      s.frontdesk,
      'POST',
      APPOINTMENT_ENDPOINTS.create.path,
      {
        establishmentId: manhattan,
        clientId,
        clientName,
        serviceId: haircut.id,
        staffId: emma,
        date: slot.date,
        startTime: slot.startTime,
        status: 'booked',
        price: 85,
      },
      201,
    )
  ).id;
const leaveOverBookings = async (): Promise<Leave> => {
  const scene = scenes.shift()!;
  const booked = {
    cancel: await book(scene.slots[0]!, client.id, client.name),
    reassign: await book(scene.slots[1]!, null, 'Grace Hopper'),
    move: await book(scene.slots[2]!, null, 'Ada Lovelace'),
  };
  const request = await submit(s.employee, { start_date: scene.day, end_date: scene.day, type: 'vacation' });
  return { leaveDay: scene.day, later: scene.later, request, booked };
};
/** A choice for each clash: cancel one, reassign one to Marcus, move one to the later start. */
const everyChoice = ({ booked, later }: Leave) => [
  { appointmentId: booked.cancel, action: 'cancel' },
  { appointmentId: booked.reassign, action: 'reassign', staffId: marcus },
  { appointmentId: booked.move, action: 'move', date: later.date, startTime: later.startTime },
];
const calendar = (session: Session, from: string, to: string) =>
  ok<TimeOffBlock[]>(
    session,
    'GET',
    `${endpointPath(E.calendar, { id: manhattan })}?startDate=${from}&endDate=${to}`,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  const tenantId = s.owner.user.tenantId;
  emma = s.employee.user.id;
  marcus = s.manager.user.id;
  [manhattan] = s.employee.user.establishments as [string];
  const { working } = await scheduleAhead(ctx, tenantId, manhattan, 'America/New_York', emma, 60);
  const catalogue = await ok<Service[]>(
    s.owner,
    'GET',
    endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId }),
  );
  haircut = catalogue.find((x) => x.name === "Women's Haircut")!;
  const open = await ok<Availability>(
    s.frontdesk,
    'GET',
    endpointPath(AVAILABILITY_ENDPOINTS.find, { establishmentId: manhattan }) +
      `?date=${working[20]!.date}&days=31&serviceId=${haircut.id}&staffIds=${emma},${marcus}&interval=60`,
  );
  const both = open.availability.filter((x) => x.staffIds?.includes(emma) && x.staffIds.includes(marcus));
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const apart = (list: AvailabilitySlot[]) =>
    list.reduce<AvailabilitySlot[]>((kept, x) => {
      const last = kept.at(-1);
      return !last || minutes(x.startTime) - minutes(last.startTime) >= 120 ? [...kept, x] : kept;
    }, []);
  scenes = [];
  for (const day of new Set(both.map((x) => x.date))) {
    const slots = apart(both.filter((x) => x.date === day));
    const later = open.availability.find((x) => x.date > day && x.staffIds?.includes(emma));
    if (slots.length < 3 || !later || day <= (scenes.at(-1)?.later.date ?? '')) continue;
    scenes.push({ day, slots, later });
  }
  expect(scenes.length).toBeGreaterThanOrEqual(5);
  const [row] = await withTenant(ctx.database.db, { tenantId }, (tx) =>
    queryRows<{ id: string; name: string; email: string }>(
      tx,
      sql`SELECT id, name, email FROM clients WHERE email IS NOT NULL AND email <> '' ORDER BY name LIMIT 1`,
    ),
  );
  client = row!;
  await grant(s.manager, emma, 200);
});
afterAll(() => ctx.close());

describe('approving leave over booked appointments', () => {
  it('lists each clash with its service and the person it is booked with', async () => {
    const { request, booked } = await leaveOverBookings();
    const review = await ok<TimeOffReview>(s.manager, 'GET', paths.review(request.id));
    expect(review.clashes.map((c) => c.appointmentId).sort()).toEqual(Object.values(booked).sort());
    expect(review.clashes.every((c) => c.serviceId && c.staffId === emma)).toBe(true);
  });

  it('is refused while a clash has no choice, and nothing changes', async () => {
    const { leaveDay, request, booked } = await leaveOverBookings();
    const balance = await vacation();
    const none = await refused(s.manager, 'PUT', paths.decide(request.id), { status: 'approved' }, 409);
    expect(none.message).toBe(M.unresolved(3));
    expect(none.details).toHaveLength(3);
    const some = await refused(
      s.manager,
      'PUT',
      paths.decide(request.id),
      { status: 'approved', resolutions: [{ appointmentId: booked.cancel, action: 'cancel' }] },
      409,
    );
    expect(some.message).toBe(M.unresolved(2));
    expect(await vacation()).toBe(balance);
    expect((await appointment(booked.cancel)).status).toBe('booked');
    const pending = await ok<TimeOffRequest[]>(s.manager, 'GET', paths.list(manhattan, '?status=pending'));
    expect(pending.map((r) => r.id)).toContain(request.id);
    expect(await calendar(s.manager, leaveDay, leaveDay)).toEqual([]);
  });

  it('refuses a choice that names no clash, reassigns to the person away, or stays inside the leave', async () => {
    const { leaveDay, later, request, booked } = await leaveOverBookings();
    const all = (move: { date: string; startTime: string }, staffId = marcus) => ({
      status: 'approved',
      resolutions: [
        { appointmentId: booked.cancel, action: 'cancel' },
        { appointmentId: booked.reassign, action: 'reassign', staffId },
        { appointmentId: booked.move, action: 'move', ...move },
      ],
    });
    const stranger = await refused(
      s.manager,
      'PUT',
      paths.decide(request.id),
      { status: 'approved', resolutions: [{ appointmentId: request.id, action: 'cancel' }] },
      400,
    );
    expect(stranger.message).toBe(M.resolutionUnknown);
    const self = await refused(s.manager, 'PUT', paths.decide(request.id), all(later, emma), 400);
    expect(self.message).toBe(M.reassignSame);
    const inside = await refused(
      s.manager,
      'PUT',
      paths.decide(request.id),
      all({ date: leaveDay, startTime: '07:00' }),
      409,
    );
    expect(inside.message).toBe(M.stillClashing('Ada Lovelace'));
    // The cancellation and reassignment before the refused move rolled back with it.
    expect(await appointment(booked.cancel)).toMatchObject({ status: 'booked', staffId: emma });
    expect(await appointment(booked.reassign)).toMatchObject({ staffId: emma });
  });

  it('moves, reassigns and cancels in one approval, and emails the cancelled client', async () => {
    const leave = await leaveOverBookings();
    const { later, request, booked } = leave;
    const balance = await vacation();
    const decided = await ok<TimeOffDecision>(s.manager, 'PUT', paths.decide(request.id), {
      status: 'approved',
      resolutions: everyChoice(leave),
    });
    expect(decided.request.status).toBe('approved');
    expect(decided.clashes).toEqual([]);
    expect(decided.resolved).toEqual([
      { appointmentId: booked.cancel, action: 'cancel', clientNotified: true },
      { appointmentId: booked.reassign, action: 'reassign', clientNotified: false },
      { appointmentId: booked.move, action: 'move', clientNotified: false },
    ]);
    expect(await vacation()).toBeCloseTo(balance - request.hours, 2);
    expect((await appointment(booked.cancel)).status).toBe('cancelled');
    expect((await appointment(booked.reassign)).staffId).toBe(marcus);
    expect(await appointment(booked.move)).toMatchObject({
      date: later.date,
      startTime: later.startTime,
      staffId: emma,
    });
    const mails = await withAuth(ctx.database.db, (tx) =>
      tx
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, client.email))
        .orderBy(desc(emailOutbox.createdAt)),
    );
    const mail = mails.find((m) => m.subject.includes('was cancelled'));
    expect(mail).toMatchObject({ to: client.email, subject: expect.stringContaining('was cancelled') });
    expect(mail!.body).toContain(client.name);
    // Its event says the client was told, so the automated messages send no second notice.
    const cancelled = await recordedEvents(ctx.database.db, s.owner.user.tenantId, 'appointment.cancelled');
    expect(cancelled.find((e) => e.appointmentId === booked.cancel)).toMatchObject({ clientNotified: true });
  });

  it('shows the approved leave on the calendar as a labelled block, an employee only their own', async () => {
    const leave = await leaveOverBookings();
    const { leaveDay, later, request } = leave;
    await ok(s.manager, 'PUT', paths.decide(request.id), {
      status: 'approved',
      resolutions: everyChoice(leave),
    });
    const block = {
      requestId: request.id,
      staffId: emma,
      type: 'vacation',
      label: 'Time off · Vacation',
      startDate: leaveDay,
      endDate: leaveDay,
    };
    expect(await calendar(s.frontdesk, leaveDay, later.date)).toEqual([block]);
    expect(await calendar(s.employee, leaveDay, leaveDay)).toEqual([block]);
    expect(await calendar(s.manager, later.date, later.date)).toEqual([]);
    const mine = await ctx.signIn('owner@northside.example');
    await refused(
      mine,
      'GET',
      `${endpointPath(E.calendar, { id: manhattan })}?startDate=${leaveDay}&endDate=${leaveDay}`,
      undefined,
      404,
    );
    const backwards = await refused(
      s.manager,
      'GET',
      `${endpointPath(E.calendar, { id: manhattan })}?startDate=${leaveDay}&endDate=2000-01-01`,
      undefined,
      400,
    );
    expect(backwards.details?.[0]?.message).toBe(M.calendarRange);
  });
});
