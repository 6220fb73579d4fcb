/**
 * Automated appointment messages (issue #32): a booking queues its confirmation and two
 * reminders at their instants; a repeated job sends once (the database's unique key); a moved
 * appointment's old reminder sends nothing while the new time's are queued with a "moved"
 * notice; a cancelled one's reminders send nothing; no reminder consent skips; a multi-service
 * visit gets one set of messages naming its services (cancelling a part that leaves others tells
 * nothing, the last one cancelled tells once, moving it part by part tells once) and a walk-in
 * begun at once none; texts wait for 08:00 local and reminders keep their wall time across New
 * York's DST change; a location's own reminder words go out with their merge fields filled; the
 * settings' validation, permissions and tenant scope. Manhattan is America/New_York. Jobs are driven by
 * calling the handler with a fixed clock (the test clock is ahead of the database's, so the
 * queue's own worker leaves these jobs waiting).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  AUTOMATION_ENDPOINTS as E,
  AUTOMATION_MESSAGES as M,
  endpointPath,
  type AutomationFlowSetting,
  type AutomationSendPage,
  type AutomationSettings,
  WALK_IN_ENDPOINTS,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { SmsMessage } from '../../sms/sms-sender.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { recordConsent } from '../consent/index.js';
import {
  MOVED_NOTICE_DELAY_MINUTES,
  deliverMessage,
  planMessages,
  type DeliveryDeps,
  type MessageJob,
} from './automations.delivery.js';
import { localWhen } from '../../lib/message-when.js';
import { reminderDue, textSlot } from './automations.timing.js';

const NY = 'America/New_York';
let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let manhattan: string;
let tenantId: string;
let serviceId: string;
let staffId: string;
let clients: { id: string; name: string }[];
/** A staff member free on DAY2 and DAY3 and three services they perform, by name. */
let visitStaff: string;
let visitServices: { id: string; name: string }[];

/** 08:00 in New York on 2026-12-08: every test starts from it. */
const MORNING = new Date('2026-12-08T13:00:00Z');
const DAY = '2026-12-10';
/** A visit's day (Friday) and the Monday it moves to. */
const DAY2 = '2026-12-11';
const DAY3 = '2026-12-14';
/** When a "moved" notice planned at MORNING is due (it waits for the rest of the visit's moves). */
const LATER = new Date(MORNING.getTime() + MOVED_NOTICE_DELAY_MINUTES * 60_000);

const mails: MailMessage[] = [];
const texts: SmsMessage[] = [];
const scheduled: { job: MessageJob; at: Date; key: string }[] = [];
const PUBLIC_URL = 'https://salon.example';
const deps = (): DeliveryDeps => ({
  db: ctx.database.db,
  now: () => ctx.clock.now,
  publicUrl: PUBLIC_URL,
  mailer: { kind: 'outbox', send: async (m) => void mails.push(m) },
  sms: { send: async (m) => void texts.push(m) },
  schedule: async (job, at, key) => void scheduled.push({ job, at, key }),
});

const q = (id = manhattan) => `?establishmentId=${id}`;

async function book(
  client: { id: string; name: string },
  startTime: string,
): Promise<{ id: string; startsAt: string }> {
  const res = await s.frontdesk.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: {
      establishmentId: manhattan,
      clientId: client.id,
      clientName: client.name,
      serviceId,
      staffId,
      date: DAY,
      startTime,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id: string = res.json().data.id;
  const [row] = await queryRows<{ starts_at: Date }>(
    ctx.database.db,
    sql`SELECT starts_at FROM appointments WHERE id = ${id}`,
  );
  return { id, startsAt: new Date(row!.starts_at).toISOString() };
}

async function change(id: string, payload: object): Promise<void> {
  const res = await s.frontdesk.request({
    method: 'PUT',
    url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id }),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

interface QueuedJob {
  data: MessageJob;
  at: string;
}

/** The queue's message jobs of `appointmentId`, once there are at least `n` (the event is relayed). */
async function queuedFor(appointmentId: string, n: number): Promise<QueuedJob[]> {
  for (let i = 0; i < 100; i += 1) {
    const rows = await queryRows<{ data: MessageJob; start_after: Date }>(
      ctx.database.db,
      sql`SELECT data, start_after FROM pgboss.job
          WHERE name = 'automations.send' AND data->>'appointmentId' = ${appointmentId}
          ORDER BY start_after, data->>'flow', data->>'channel'`,
    );
    if (rows.length >= n)
      return rows.map((r) => ({ data: r.data, at: new Date(r.start_after).toISOString() }));
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`fewer than ${n} jobs were queued`);
}

async function sendsOf(appointmentId: string) {
  return queryRows<{ flow: string; channel: string; status: string; reason: string | null; starts_at: Date }>(
    ctx.database.db,
    sql`SELECT flow, channel, status, reason, starts_at FROM automation_sends
        WHERE appointment_id = ${appointmentId} ORDER BY created_at, flow, channel`,
  );
}

const job = (j: QueuedJob[], flow: string, channel = 'email') =>
  j.find((x) => x.data.flow === flow && x.data.channel === channel)!;

beforeAll(async () => {
  ctx = await createTestContext({ sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 });
  ctx.clock.now = MORNING;
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  [manhattan] = s.frontdesk.user.establishments as [string];
  tenantId = s.frontdesk.user.tenantId;
  const pairs = await queryRows<{ service_id: string; user_id: string }>(
    ctx.database.db,
    sql`SELECT ss.service_id, ss.user_id FROM service_staff ss JOIN services sv ON sv.id = ss.service_id
        WHERE sv.establishment_id = ${manhattan} AND sv.is_active AND sv.duration_minutes <= 60
          AND NOT EXISTS (SELECT 1 FROM time_off_requests t WHERE t.user_id = ss.user_id
            AND t.status <> 'rejected' AND ${DAY}::date BETWEEN t.start_date AND t.end_date)
        ORDER BY sv.name, ss.user_id`,
  );
  serviceId = pairs[0]!.service_id;
  staffId = pairs[0]!.user_id;
  const performed = await queryRows<{ service_id: string; name: string; user_id: string }>(
    ctx.database.db,
    sql`SELECT ss.service_id, sv.name, ss.user_id FROM service_staff ss JOIN services sv ON sv.id = ss.service_id
        WHERE sv.establishment_id = ${manhattan} AND sv.is_active
          AND NOT EXISTS (SELECT 1 FROM time_off_requests t WHERE t.user_id = ss.user_id
            AND t.status <> 'rejected' AND t.start_date <= ${DAY3}::date AND t.end_date >= ${DAY2}::date)
          AND NOT EXISTS (SELECT 1 FROM staff_time_off t WHERE t.user_id = ss.user_id
            AND t.starts_at < '2026-12-15T05:00:00Z' AND t.ends_at > '2026-12-11T05:00:00Z')
        ORDER BY ss.user_id, sv.name`,
  );
  visitStaff = performed.find((x) => performed.filter((y) => y.user_id === x.user_id).length >= 3)!.user_id;
  visitServices = performed
    .filter((x) => x.user_id === visitStaff)
    .slice(0, 3)
    .map((x) => ({ id: x.service_id, name: x.name }));
  clients = await queryRows<{ id: string; name: string }>(
    ctx.database.db,
    sql`SELECT id, name FROM clients WHERE tenant_id = ${tenantId} AND email IS NOT NULL AND phone IS NOT NULL
        AND erased_at IS NULL AND merged_into_id IS NULL ORDER BY name LIMIT 3`,
  );
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.clock.now = MORNING;
  mails.length = 0;
  texts.length = 0;
  scheduled.length = 0;
});

describe('booking, moving and cancelling', () => {
  it('queues the confirmation now and the reminders 24 h and 2 h before; a repeat sends once', async () => {
    const a = await book(clients[0]!, '09:00');
    const jobs = await queuedFor(a.id, 6);
    expect(jobs.map((j) => [j.data.flow, j.data.channel, j.at])).toEqual([
      ['booking_confirmation', 'email', MORNING.toISOString()],
      ['booking_confirmation', 'sms', MORNING.toISOString()],
      ['reminder_first', 'email', '2026-12-09T14:00:00.000Z'],
      ['reminder_first', 'sms', '2026-12-09T14:00:00.000Z'],
      ['reminder_second', 'email', '2026-12-10T12:00:00.000Z'],
      ['reminder_second', 'sms', '2026-12-10T12:00:00.000Z'],
    ]);
    expect(jobs.every((j) => j.data.startsAt === a.startsAt)).toBe(true);

    const confirmation = job(jobs, 'booking_confirmation').data;
    expect(await deliverMessage(deps(), confirmation)).toEqual({ outcome: 'sent' });
    expect(await deliverMessage(deps(), confirmation)).toEqual({ outcome: 'void', why: 'done' });
    expect(mails).toHaveLength(1);
    const first = clients[0]!.name.split(' ')[0]!;
    expect(mails[0]!.text).toContain(`Hi ${first}, your `);
    expect(mails[0]!.text).toContain('is booked for Thu, Dec 10 at 9:00 AM.');
    expect(await deliverMessage(deps(), job(jobs, 'booking_confirmation', 'sms').data)).toEqual({
      outcome: 'sent',
    });
    expect(texts).toHaveLength(1);
    expect(await sendsOf(a.id)).toMatchObject([
      { flow: 'booking_confirmation', channel: 'email', status: 'sent' },
      { flow: 'booking_confirmation', channel: 'sms', status: 'sent' },
    ]);
    // The database itself refuses a second row for the same key.
    await expect(
      queryRows(
        ctx.database.db,
        sql`INSERT INTO automation_sends (tenant_id, establishment_id, appointment_id, flow, starts_at, channel, status)
            VALUES (${tenantId}, ${manhattan}, ${a.id}, 'booking_confirmation', ${a.startsAt}, 'email', 'sent')`,
      ),
    ).rejects.toThrow();
    // Planning the same booking again queues the same keys.
    await planMessages(deps(), tenantId, a.id, a.startsAt, 'booked');
    expect(scheduled.map((x) => x.at.toISOString()).sort()).toEqual(jobs.map((j) => j.at).sort());

    ctx.clock.now = new Date('2026-12-09T14:00:00Z');
    expect(await deliverMessage(deps(), job(jobs, 'reminder_first').data)).toEqual({ outcome: 'sent' });
    expect(mails[1]!.text).toContain('a reminder of your ');

    // A transport failure is recorded and thrown (the queue retries); the retry sends.
    ctx.clock.now = new Date('2026-12-10T12:00:00Z');
    const second = job(jobs, 'reminder_second').data;
    const down = {
      ...deps(),
      mailer: { kind: 'outbox' as const, send: () => Promise.reject(new Error('SMTP down')) },
    };
    await expect(deliverMessage(down, second)).rejects.toThrow('SMTP down');
    expect((await sendsOf(a.id)).find((r) => r.flow === 'reminder_second')).toMatchObject({
      status: 'failed',
      reason: 'SMTP down',
    });
    expect(await deliverMessage(deps(), second)).toEqual({ outcome: 'sent' });
    expect((await sendsOf(a.id)).find((r) => r.flow === 'reminder_second')).toMatchObject({
      status: 'sent',
      reason: null,
    });
  });

  it('moving: the old reminder sends nothing; the new time is queued and the client told', async () => {
    const a = await book(clients[1]!, '10:00');
    const before = await queuedFor(a.id, 6);
    await change(a.id, { date: DAY, startTime: '11:00' });
    const all = await queuedFor(a.id, 12);
    const moved = all.filter((j) => j.data.startsAt !== a.startsAt);
    expect(moved.map((j) => [j.data.flow, j.data.channel, j.at])).toEqual([
      ['appointment_moved', 'email', LATER.toISOString()],
      ['appointment_moved', 'sms', LATER.toISOString()],
      ['reminder_first', 'email', '2026-12-09T16:00:00.000Z'],
      ['reminder_first', 'sms', '2026-12-09T16:00:00.000Z'],
      ['reminder_second', 'email', '2026-12-10T14:00:00.000Z'],
      ['reminder_second', 'sms', '2026-12-10T14:00:00.000Z'],
    ]);
    expect(await deliverMessage(deps(), job(moved, 'appointment_moved').data)).toEqual({ outcome: 'sent' });
    expect(mails[0]!.text).toContain('has moved to Thu, Dec 10 at 11:00 AM.');

    ctx.clock.now = new Date('2026-12-09T16:00:00Z');
    expect(await deliverMessage(deps(), job(before, 'reminder_first').data)).toEqual({
      outcome: 'void',
      why: 'moved',
    });
    expect((await sendsOf(a.id)).map((r) => r.flow)).toEqual(['appointment_moved']);
  });

  it('cancelling: pending reminders send nothing and a cancellation notice goes out', async () => {
    const a = await book(clients[2]!, '12:00');
    const jobs = await queuedFor(a.id, 6);
    await change(a.id, { status: 'cancelled' });
    const all = await queuedFor(a.id, 8);
    const notice = job(all, 'appointment_cancelled');
    expect(notice.at).toBe(MORNING.toISOString());
    ctx.clock.now = new Date('2026-12-09T17:00:00Z');
    expect(await deliverMessage(deps(), job(jobs, 'reminder_first').data)).toEqual({
      outcome: 'void',
      why: 'cancelled',
    });
    expect(await deliverMessage(deps(), notice.data)).toEqual({ outcome: 'sent' });
    expect(mails.map((m) => m.text)).toEqual([
      expect.stringContaining('on Thu, Dec 10 at 12:00 PM has been cancelled.'),
    ]);
    expect((await sendsOf(a.id)).map((r) => r.flow)).toEqual(['appointment_cancelled']);
  });

  it('skips a client without reminder consent for email, and keeps texts to 08:00–21:00 local', async () => {
    const client = clients[0]!;
    await withTenant(ctx.database.db, { tenantId }, (tx) =>
      recordConsent(tx, tenantId, {
        clientId: client.id,
        channel: 'email',
        purpose: 'reminders',
        granted: false,
        source: 'staff',
        changedBy: null,
        detail: null,
      }),
    );
    const a = await book(client, '12:00');
    const jobs = await queuedFor(a.id, 6);
    expect(await deliverMessage(deps(), job(jobs, 'booking_confirmation').data)).toEqual({
      outcome: 'skipped',
      reason: 'no consent',
    });
    expect(mails).toHaveLength(0);

    // The 2 h text is due at 10:00; run at 06:30 local it waits for 08:00 the same morning.
    ctx.clock.now = new Date('2026-12-10T11:30:00Z');
    const text = job(jobs, 'reminder_second', 'sms').data;
    expect(await deliverMessage(deps(), text)).toEqual({
      outcome: 'deferred',
      until: '2026-12-10T13:00:00.000Z',
    });
    expect(scheduled).toEqual([{ job: text, at: new Date('2026-12-10T13:00:00Z'), key: expect.any(String) }]);
    expect(texts).toHaveLength(0);
    ctx.clock.now = new Date('2026-12-10T13:00:00Z');
    expect(await deliverMessage(deps(), text)).toEqual({ outcome: 'sent' });
    expect(texts[0]!.body).toContain('on Thu, Dec 10 at 12:00 PM.');

    // Without a text sender the text is recorded as skipped.
    const noSms = { ...deps(), sms: null };
    expect(await deliverMessage(noSms, job(jobs, 'booking_confirmation', 'sms').data)).toEqual({
      outcome: 'skipped',
      reason: 'sms not configured',
    });
    expect((await sendsOf(a.id)).map((r) => [r.flow, r.channel, r.status, r.reason])).toEqual([
      ['booking_confirmation', 'email', 'skipped', 'no consent'],
      ['reminder_second', 'sms', 'sent', null],
      ['booking_confirmation', 'sms', 'skipped', 'sms not configured'],
    ]);
  });
});

describe('one set of messages per visit', () => {
  /** Books `visitServices` back to back for clients[1] at 14:00 on DAY2 with `visitStaff`; the parts by start. */
  async function bookVisit(): Promise<{ id: string; startsAt: string; startTime: string; date: string }[]> {
    const [first, ...more] = visitServices;
    const res = await s.frontdesk.request({
      method: 'POST',
      url: APPOINTMENT_ENDPOINTS.create.path,
      payload: {
        establishmentId: manhattan,
        clientId: clients[1]!.id,
        clientName: clients[1]!.name,
        serviceId: first!.id,
        staffId: visitStaff,
        date: DAY2,
        startTime: '14:00',
        additionalServices: more.map((m) => ({ serviceId: m.id })),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const parts: { id: string; startTime: string; date: string }[] = res.json().data.visit;
    const rows = await queryRows<{ id: string; starts_at: Date }>(
      ctx.database.db,
      sql`SELECT id, starts_at FROM appointments WHERE id IN ${parts.map((p) => p.id)}`,
    );
    const start = new Map(rows.map((r) => [r.id, new Date(r.starts_at).toISOString()]));
    return parts.map((p) => ({ ...p, startsAt: start.get(p.id)! }));
  }

  /** The queued message jobs of any of `ids` with `flow`. */
  async function jobsOf(ids: readonly string[], flow: string): Promise<QueuedJob[]> {
    const rows = await queryRows<{ data: MessageJob; start_after: Date }>(
      ctx.database.db,
      sql`SELECT data, start_after FROM pgboss.job
          WHERE name = 'automations.send' AND data->>'appointmentId' IN ${ids} AND data->>'flow' = ${flow}
          ORDER BY start_after, data->>'appointmentId', data->>'channel'`,
    );
    return rows.map((r) => ({ data: r.data, at: new Date(r.start_after).toISOString() }));
  }

  const allNames = () => visitServices.map((v) => v.name);
  const named = (names: string[]) => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

  it('a 3-service visit: one confirmation naming the services and one job per reminder and channel', async () => {
    const parts = await bookVisit();
    const ids = parts.map((p) => p.id);
    const lead = parts[0]!;
    expect((await queuedFor(lead.id, 6)).map((j) => [j.data.flow, j.data.channel, j.data.startsAt])).toEqual([
      ['booking_confirmation', 'email', lead.startsAt],
      ['booking_confirmation', 'sms', lead.startsAt],
      ['reminder_first', 'email', lead.startsAt],
      ['reminder_first', 'sms', lead.startsAt],
      ['reminder_second', 'email', lead.startsAt],
      ['reminder_second', 'sms', lead.startsAt],
    ]);
    // The other parts' bookings plan nothing (their events may still be on their way: planned here).
    for (const p of parts.slice(1))
      expect(await planMessages(deps(), tenantId, p.id, p.startsAt, 'booked')).toBe(0);
    expect(scheduled).toEqual([]);
    for (const flow of ['booking_confirmation', 'reminder_first', 'reminder_second'])
      expect(await jobsOf(ids, flow)).toHaveLength(2);

    const confirmation = await jobsOf(ids, 'booking_confirmation');
    for (const j of confirmation) expect(await deliverMessage(deps(), j.data)).toEqual({ outcome: 'sent' });
    expect(mails).toHaveLength(1);
    expect(texts).toHaveLength(1);
    expect(mails[0]!.text).toContain(`your ${named(allNames())} at `);
    expect(mails[0]!.text).toContain('is booked for Fri, Dec 11 at 2:00 PM.');

    // Cancelling the middle part: no notice, and the reminders name the two left.
    await change(parts[1]!.id, { status: 'cancelled' });
    expect(await planMessages(deps(), tenantId, parts[1]!.id, parts[1]!.startsAt, 'cancelled')).toBe(0);
    ctx.clock.now = new Date('2026-12-10T16:00:00Z');
    const reminder = job(await jobsOf(ids, 'reminder_first'), 'reminder_first').data;
    expect(await deliverMessage(deps(), reminder)).toEqual({ outcome: 'sent' });
    expect(mails[1]!.text).toContain(`a reminder of your ${named([allNames()[0]!, allNames()[2]!])} at `);
    expect(mails[1]!.text).toContain('on Fri, Dec 11 at 2:00 PM.');

    // Cancelling the rest: one "cancelled" notice, about the visit as booked.
    await change(parts[0]!.id, { status: 'cancelled' });
    await change(parts[2]!.id, { status: 'cancelled' });
    await queuedFor(lead.id, 8);
    const notices = await jobsOf(ids, 'appointment_cancelled');
    expect(notices.map((j) => [j.data.appointmentId, j.data.channel])).toEqual([
      [lead.id, 'email'],
      [lead.id, 'sms'],
    ]);
    expect(await deliverMessage(deps(), job(notices, 'appointment_cancelled').data)).toEqual({
      outcome: 'sent',
    });
    expect(mails[2]!.text).toContain(`your ${named(allNames())} at `);
    expect(mails[2]!.text).toContain('on Fri, Dec 11 at 2:00 PM has been cancelled.');
    expect(mails).toHaveLength(3);
    // A cancellation whose canceller told the client itself (time off's notice) plans no notice.
    const last = parts[2]!;
    expect(await planMessages(deps(), tenantId, last.id, last.startsAt, 'cancelled')).toBe(2);
    expect(await planMessages(deps(), tenantId, last.id, last.startsAt, 'cancelled', undefined, true)).toBe(
      0,
    );
  });

  it('moving a visit part by part, as the calendar does: one "moved" notice at the new time', async () => {
    const parts = await bookVisit();
    const ids = parts.map((p) => p.id);
    await queuedFor(parts[0]!.id, 6);
    // The calendar moves one part per drag; the first part first, each to Monday.
    for (const p of parts) await change(p.id, { date: DAY3, startTime: p.startTime });
    for (let i = 0; i < 100 && (await jobsOf(ids, 'appointment_moved')).length < 6; i += 1)
      await new Promise((r) => setTimeout(r, 100));
    const moved = await jobsOf(ids, 'appointment_moved');
    expect(moved.every((j) => j.at === LATER.toISOString())).toBe(true);
    ctx.clock.now = LATER;
    const outcomes = [];
    for (const j of moved.filter((x) => x.data.channel === 'email'))
      outcomes.push((await deliverMessage(deps(), j.data)).outcome);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`your ${named(allNames())} at `);
    expect(mails[0]!.text).toContain('has moved to Mon, Dec 14 at 2:00 PM.');
    // The old time's reminders send nothing; the new time's are the lead's.
    const reminders = await jobsOf(ids, 'reminder_first');
    ctx.clock.now = new Date('2026-12-13T19:00:00Z');
    const sent = [];
    for (const j of reminders.filter((x) => x.data.channel === 'email'))
      if ((await deliverMessage(deps(), j.data)).outcome === 'sent') sent.push(j.data);
    expect(sent.map((j) => j.appointmentId)).toEqual([parts[0]!.id]);
    expect(mails[1]!.text).toContain('on Mon, Dec 14 at 2:00 PM.');
  });

  it('a walk-in started at once gets no confirmation and no reminders', async () => {
    ctx.clock.now = new Date('2026-12-15T16:00:00Z');
    const base = endpointPath(WALK_IN_ENDPOINTS.list, { tenantId, establishmentId: manhattan });
    const added = await s.frontdesk.request({
      method: 'POST',
      url: base,
      payload: { clientName: 'Walk In Wendy', serviceId, phone: '(212) 555-0142' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const started = await s.frontdesk.request({
      method: 'PATCH',
      url: endpointPath(WALK_IN_ENDPOINTS.updateStatus, {
        tenantId,
        establishmentId: manhattan,
        visitId: added.json().data.id,
      }),
      payload: { status: 'in_service' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const appointmentId: string = started.json().data.appointmentId;
    const [row] = await queryRows<{ starts_at: Date; status: string }>(
      ctx.database.db,
      sql`SELECT starts_at, status FROM appointments WHERE id = ${appointmentId}`,
    );
    expect(row!.status).toBe('in_service');
    const startsAt = new Date(row!.starts_at).toISOString();
    expect(await planMessages(deps(), tenantId, appointmentId, startsAt, 'booked')).toBe(0);
    expect(scheduled).toEqual([]);
    // A confirmation queued before this rule (or by any other way) sends nothing either.
    const confirmation: MessageJob = {
      tenantId,
      appointmentId,
      flow: 'booking_confirmation',
      startsAt,
      channel: 'email',
    };
    expect(await deliverMessage(deps(), confirmation)).toEqual({ outcome: 'void', why: 'started' });
    expect(await jobsOf([appointmentId], 'booking_confirmation')).toEqual([]);
    expect(mails).toEqual([]);
  });
});

describe('wall times in the location zone', () => {
  it('keeps a reminder at its wall time across the 2026-11-01 DST change and defers early texts', () => {
    // Sunday 2026-11-01 10:00 EST (clocks fell back at 02:00): 24 h before is Saturday 10:00 EDT.
    const start = new Date('2026-11-01T15:00:00Z');
    expect(reminderDue(start, 24, NY).toISOString()).toBe('2026-10-31T14:00:00.000Z');
    expect(reminderDue(start, 26, NY).toISOString()).toBe('2026-10-31T12:00:00.000Z');
    expect(reminderDue(start, 2, NY).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    // 05:30 EST that morning waits for 08:00 EST (13:00Z), not 08:00 EDT (12:00Z).
    expect(textSlot(new Date('2026-11-01T10:30:00Z'), NY, start)?.toISOString()).toBe(
      '2026-11-01T13:00:00.000Z',
    );
    // 21:30 the evening before an 07:30 appointment: the next 08:00 is too late.
    expect(textSlot(new Date('2026-11-02T02:30:00Z'), NY, new Date('2026-11-02T12:30:00Z'))).toBeNull();
    expect(
      textSlot(new Date('2026-11-01T20:00:00Z'), NY, new Date('2026-11-02T15:00:00Z'))?.toISOString(),
    ).toBe('2026-11-01T20:00:00.000Z');
    expect(localWhen(start, NY)).toBe('Sun, Nov 1 at 10:00 AM');
  });
});

describe('settings', () => {
  const flows = (
    over: Partial<Record<string, Partial<AutomationFlowSetting>>> = {},
  ): AutomationFlowSetting[] => [
    {
      flow: 'booking_confirmation',
      enabled: true,
      hoursBefore: null,
      channels: ['email', 'sms'],
      subject: null,
      body: null,
      ...over.booking_confirmation,
    },
    {
      flow: 'reminder_first',
      enabled: true,
      hoursBefore: 24,
      channels: ['email', 'sms'],
      subject: null,
      body: null,
      ...over.reminder_first,
    },
    {
      flow: 'reminder_second',
      enabled: true,
      hoursBefore: 2,
      channels: ['email', 'sms'],
      subject: null,
      body: null,
      ...over.reminder_second,
    },
  ];
  const put = (who: Session, body: unknown, place = manhattan) =>
    who.request({ method: 'PUT', url: E.put.path + q(place), payload: body as object });

  it('reads the defaults, saves a change, and plans by it', async () => {
    const res = await s.manager.request({ url: E.get.path + q() });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as AutomationSettings).flows).toEqual(flows());
    const saved = await put(s.owner, {
      flows: flows({
        reminder_first: { enabled: false },
        reminder_second: { hoursBefore: 3, channels: ['sms'] },
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await s.manager.request({ url: E.get.path + q() });
    expect((again.json().data as AutomationSettings).flows[2]).toEqual({
      flow: 'reminder_second',
      enabled: true,
      hoursBefore: 3,
      channels: ['sms'],
      subject: null,
      body: null,
    });
    const [a] = await queryRows<{ id: string; starts_at: Date }>(
      ctx.database.db,
      sql`SELECT id, starts_at FROM appointments WHERE establishment_id = ${manhattan} AND starts_at > ${MORNING}
          AND status = 'booked' AND client_id IS NOT NULL ORDER BY starts_at LIMIT 1`,
    );
    const startsAt = new Date(a!.starts_at);
    await planMessages(deps(), tenantId, a!.id, startsAt.toISOString(), 'booked');
    expect(scheduled.map((x) => [x.job.flow, x.job.channel])).toEqual([
      ['booking_confirmation', 'email'],
      ['booking_confirmation', 'sms'],
      ['reminder_second', 'sms'],
    ]);
    expect(await put(s.owner, { flows: flows() })).toMatchObject({ statusCode: 200 });
  });

  it('refuses bad settings with their sentence, other roles and other tenants', async () => {
    const refused = async (body: unknown, message: string) => {
      const res = await put(s.manager, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    };
    await refused({ flows: flows({ reminder_first: { hoursBefore: 0 } }) }, M.hoursBefore);
    await refused({ flows: flows({ reminder_second: { hoursBefore: 169 } }) }, M.hoursBefore);
    await refused({ flows: flows({ reminder_second: { hoursBefore: 1.5 } }) }, M.hoursBefore);
    await refused({ flows: flows({ booking_confirmation: { hoursBefore: 4 } }) }, M.hoursBeforeConfirmation);
    await refused({ flows: flows({ reminder_first: { channels: [] } }) }, M.channels);
    await refused({ flows: flows({ reminder_first: { channels: ['fax'] as never } }) }, M.channels);
    await refused({ flows: flows().slice(0, 2) }, M.flows);
    expect((await s.manager.request({ url: E.get.path + '?establishmentId=nope' })).statusCode).toBe(400);

    for (const who of [s.frontdesk, s.employee]) {
      expect((await who.request({ url: E.get.path + q() })).statusCode).toBe(403);
      expect((await put(who, { flows: flows() })).statusCode).toBe(403);
    }
    expect((await s.north.request({ url: E.get.path + q() })).statusCode).toBe(404);
    expect((await put(s.north, { flows: flows({ reminder_first: { enabled: false } }) })).statusCode).toBe(
      404,
    );
    expect((await s.north.request({ url: E.sends.path + q() })).statusCode).toBe(404);
    const mine = await s.manager.request({ url: E.get.path + q() });
    expect((mine.json().data as AutomationSettings).flows[1]!.enabled).toBe(true);
  });

  it('sends a location’s own reminder words with their merge fields filled; null is the standard', async () => {
    const own = {
      subject: 'See you {{ when }}, {{first_name}}',
      body: 'Hi {{first_name}}! Your {{service}} at {{location}} is {{when}}. Book again: {{booking_link}}',
    };
    const saved = await put(s.manager, { flows: flows({ reminder_first: own }) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json().data as AutomationSettings).flows[1]).toMatchObject(own);
    // An unknown merge field is refused with the fields the flow offers, and changes nothing.
    const bad = await put(s.manager, { flows: flows({ reminder_first: { body: 'Hi {{name}}' } }) });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(M.mergeField);
    const kept = await s.manager.request({ url: E.get.path + q() });
    expect((kept.json().data as AutomationSettings).flows[1]).toMatchObject(own);

    const client = clients[1]!;
    const first = client.name.split(' ')[0]!;
    const a = await book(client, '13:00');
    const jobs = await queuedFor(a.id, 6);
    const [place] = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`SELECT name FROM establishments WHERE id = ${manhattan}`,
    );
    const [service] = await queryRows<{ service_name: string }>(
      ctx.database.db,
      sql`SELECT service_name FROM appointments WHERE id = ${a.id}`,
    );
    const words = `Hi ${first}! Your ${service!.service_name} at ${place!.name} is Thu, Dec 10 at 1:00 PM. Book again: ${PUBLIC_URL}/book/${manhattan}`;
    ctx.clock.now = new Date('2026-12-09T18:00:00Z');
    expect(await deliverMessage(deps(), job(jobs, 'reminder_first').data)).toEqual({ outcome: 'sent' });
    expect(await deliverMessage(deps(), job(jobs, 'reminder_first', 'sms').data)).toEqual({
      outcome: 'sent',
    });
    expect(mails).toEqual([
      expect.objectContaining({ subject: `See you Thu, Dec 10 at 1:00 PM, ${first}`, text: `${words}\n` }),
    ]);
    expect(texts.map((t) => t.body)).toEqual([words]);

    // Back to the standard wording: the second reminder, and the flow read back, are the defaults.
    expect(await put(s.manager, { flows: flows() })).toMatchObject({ statusCode: 200 });
    const back = await s.manager.request({ url: E.get.path + q() });
    expect((back.json().data as AutomationSettings).flows).toEqual(flows());
    ctx.clock.now = new Date('2026-12-10T16:00:00Z');
    expect(await deliverMessage(deps(), job(jobs, 'reminder_second').data)).toEqual({ outcome: 'sent' });
    expect(mails[1]).toMatchObject({
      subject: `Reminder: ${service!.service_name} at ${place!.name}`,
      text: `Hi ${first}, a reminder of your ${service!.service_name} at ${place!.name} on Thu, Dec 10 at 1:00 PM.\n`,
    });
  });

  it('lists recent sends newest first with status and reason', async () => {
    const res = await s.manager.request({ url: E.sends.path + q() + '&page=1' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as AutomationSendPage;
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.sends.length).toBe(Math.min(page.total, page.pageSize));
    const times = page.sends.map((x) => x.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.sends).toContainEqual(
      expect.objectContaining({
        flow: 'booking_confirmation',
        channel: 'email',
        status: 'skipped',
        reason: 'no consent',
      }),
    );
    expect(page.sends.every((x) => x.clientName !== '')).toBe(true);
  });
});
