/**
 * Employees (spec operations.md §3 Employee, §4, §7 HR, §9 defaults; issue #14): wire names and
 * defaults, role and tenant scope on every endpoint, bad input, the invitation and its
 * single-use link, and terminating with future appointments and a live session.
 */
import { recordedEvents } from '../../../test/business-events.js';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  EMPLOYEE_ENDPOINTS as E,
  SERVICE_ENDPOINTS,
  endpointPath,
  type AvailabilitySlot,
  type Employee,
  type FutureAppointment,
  type Service,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withAuth } from '../../db/tenant.js';
import { emailOutbox } from '../../mail/outbox.schema.js';
import { bookAt, openSlots } from '../../../test/booking.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let manhattan: string;
let chicago: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2026-12-07T15:00:00Z');
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  [manhattan] = s.manager.user.establishments as [string];
  chicago = s.owner.user.establishments.find((id) => id !== manhattan)!;
});
afterAll(() => ctx.close());

const listPath = (id: string) => endpointPath(E.list, { id });
const itemPath = (id: string) => endpointPath(E.item, { id });

async function listAt(session: Session, id = manhattan): Promise<Employee[]> {
  const res = await session.request({ url: listPath(id) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function count(table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  );
  return Number(row?.n);
}

async function latestMail() {
  const [row] = await withAuth(ctx.database.db, (tx) =>
    tx.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1),
  );
  return row;
}

const newPerson = (email: string, extra: object = {}) => ({
  firstName: 'Nina',
  lastName: 'Park',
  email,
  role: 'employee',
  establishmentId: manhattan,
  jobTitle: 'Stylist',
  payType: 'Commission',
  commissionPercent: 45,
  productCommissionPercent: 10,
  ...extra,
});

describe('wire and defaults', () => {
  it('answers every §3 field on the spec path, with the §9 defaults for a person without a record', async () => {
    const people = await listAt(s.manager);
    expect(people.map((p) => p.role).sort()).toEqual(['employee', 'frontdesk', 'manager', 'owner']);
    const emma = people.find((p) => p.email === 'employee@luxe.example')!;
    expect(Object.keys(emma).sort()).toEqual(
      [
        'id',
        'tenantId',
        'firstName',
        'lastName',
        'email',
        'phone',
        'address',
        'role',
        'avatarUrl',
        'specialization',
        'biography',
        'yearsOfExperience',
        'certifications',
        'establishmentId',
        'services',
        'serviceRate',
        'level',
        'isActive',
        'profilePicture',
        'averageRating',
        'dateJoined',
        'jobTitle',
        'employeeType',
        'status',
        'terminationDate',
        'payType',
        'payRate',
        'commissionPercent',
        'productCommissionPercent',
        'commissionPlan',
        'payPeriod',
        'overtimeExempt',
        'systemAccess',
        'leaveRecords',
      ].sort(),
    );
    expect(emma).toMatchObject({
      id: s.employee.user.id,
      tenantId: s.employee.user.tenantId,
      employeeType: 'W2',
      payType: 'Hourly',
      payPeriod: 'bi-weekly',
      overtimeExempt: false,
      status: 'active',
      terminationDate: null,
      isActive: true,
      averageRating: null,
      establishmentId: manhattan,
      systemAccess: { status: 'active' },
      leaveRecords: [],
      commissionPlan: { custom: false, tiers: null, overrides: 0 },
    });
    expect(emma.services.length).toBeGreaterThan(0);
  });
});

describe('scope', () => {
  it('gives the front desk names and roles only, and no single record', async () => {
    const people = await listAt(s.frontdesk);
    const emma = people.find((p) => p.id === s.employee.user.id)!;
    expect(emma).toMatchObject({
      email: '',
      phone: null,
      payRate: null,
      payType: null,
      commissionPercent: null,
    });
    const own = people.find((p) => p.id === s.frontdesk.user.id)!;
    expect(own.email).toBe('frontdesk@luxe.example');
    expect((await s.frontdesk.request({ url: itemPath(s.employee.user.id) })).statusCode).toBe(403);
  });

  it('lets an employee read their own record only', async () => {
    const own = await s.employee.request({ url: itemPath(s.employee.user.id) });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.payType).toBe('Hourly');
    expect((await s.employee.request({ url: itemPath(s.manager.user.id) })).statusCode).toBe(404);
    const people = await listAt(s.employee);
    expect(people.find((p) => p.id === s.manager.user.id)).toMatchObject({ email: '', payRate: null });
    const mine = (await s.employee.request({ url: E.tenantList.path })).json().data as Employee[];
    expect(mine.map((p) => p.id)).toEqual([s.employee.user.id]);
    const put = await s.employee.request({
      method: 'PUT',
      url: itemPath(s.employee.user.id),
      payload: { payRate: 1 },
    });
    expect(put.statusCode).toBe(403);
  });

  it('keeps a manager to their location and owners to their tenant', async () => {
    expect((await s.manager.request({ url: listPath(chicago) })).statusCode).toBe(404);
    const all = (await s.owner.request({ url: E.tenantList.path })).json().data as Employee[];
    const mine = (await s.manager.request({ url: E.tenantList.path })).json().data as Employee[];
    expect(all.length).toBeGreaterThan(mine.length - 1);
    expect(mine.every((p) => p.role !== 'admin')).toBe(true);
    const north = await s.north.request({ url: E.tenantList.path });
    expect(north.body).not.toContain('luxe.example');
    for (const url of [
      listPath(manhattan),
      itemPath(s.employee.user.id),
      endpointPath(E.futureAppointments, { id: s.employee.user.id }),
    ]) {
      expect((await s.north.request({ url })).statusCode, url).toBe(404);
    }
    const put = await s.north.request({
      method: 'PUT',
      url: itemPath(s.employee.user.id),
      payload: { level: 'X' },
    });
    expect(put.statusCode).toBe(404);
    const end = await s.north.request({
      method: 'POST',
      url: endpointPath(E.terminate, { id: s.employee.user.id }),
      payload: { terminationDate: '2026-12-31' },
    });
    expect(end.statusCode).toBe(404);
  });

  it('lets a manager update pay at their location, not an owner', async () => {
    // The front desk person, whose pay no other test reads: Emma's defaults are read elsewhere.
    const res = await s.manager.request({
      method: 'PUT',
      url: itemPath(s.frontdesk.user.id),
      payload: {
        payType: 'Commission',
        payRate: 1800,
        commissionPercent: 42.5,
        jobTitle: 'Senior Stylist',
        level: 'Senior',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      payType: 'Commission',
      payRate: 1800,
      commissionPercent: 42.5,
      jobTitle: 'Senior Stylist',
      level: 'Senior',
      employeeType: 'W2',
    });
    const owner = await s.manager.request({
      method: 'PUT',
      url: itemPath(s.owner.user.id),
      payload: { level: 'X' },
    });
    expect(owner.statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown type', { employeeType: 'W9' }, 'employeeType'],
    ['a negative pay rate', { payRate: -100 }, 'payRate'],
    ['a commission over 100', { commissionPercent: 120 }, 'commissionPercent'],
    ['a NUL in a name', { firstName: 'Ni\u0000na' }, 'firstName'],
    ['an unknown role', { role: 'owner' }, 'role'],
  ])('refuses %s with 400 and writes nothing', async (_name, extra, field) => {
    const users = await count('users');
    const mails = await count('email_outbox');
    const res = await s.owner.request({
      method: 'POST',
      url: E.create.path,
      payload: newPerson('bad@luxe.example', extra),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(field);
    expect(await count('users')).toBe(users);
    expect(await count('email_outbox')).toBe(mails);
  });

  it('refuses the same on update and writes nothing', async () => {
    const before = (await s.owner.request({ url: itemPath(s.employee.user.id) })).json().data as Employee;
    for (const payload of [
      { payType: 'Weekly' },
      { payRate: -1 },
      { productCommissionPercent: 100.5 },
      { lastName: 'C\u0000' },
    ]) {
      const res = await s.owner.request({ method: 'PUT', url: itemPath(s.employee.user.id), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await s.owner.request({ url: itemPath(s.employee.user.id) })).json().data).toEqual(before);
  });
});

describe('invitation', () => {
  it('adds the person with a role and location, emails a single-use link, and they sign in', async () => {
    const res = await s.manager.request({
      method: 'POST',
      url: E.create.path,
      payload: newPerson('nina@luxe.example'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as Employee;
    expect(created).toMatchObject({
      role: 'employee',
      establishmentId: manhattan,
      jobTitle: 'Stylist',
      payType: 'Commission',
      commissionPercent: 45,
      productCommissionPercent: 10,
      payPeriod: 'bi-weekly',
      employeeType: 'W2',
    });
    expect((await listAt(s.manager)).some((p) => p.id === created.id)).toBe(true);
    const mail = (await latestMail())!;
    expect(mail.to).toBe('nina@luxe.example');
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail.body)![1]!);
    // No SMTP here: the inviter gets the same link to hand over.
    expect(mail.body).toContain(res.json().invitationLink);
    expect(res.json().invitationLink).toMatch(/\/reset-password\?invite=1&token=/);
    const set = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password } });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/signin',
          payload: { email: 'nina@luxe.example', password: 'whatever-it-is' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await set('nina-new-secret')).statusCode).toBe(200);
    expect((await set('nina-other-secret')).statusCode).toBe(400);
    const nina = await ctx.signIn('nina@luxe.example', 'nina-new-secret');
    expect(nina.user.role).toBe('employee');
    expect(nina.user.establishments).toEqual([manhattan]);
    // Nina must be at the manager's location; she leaves so Manhattan's people stay the defaults test's own.
    const leave = await s.owner.request({
      method: 'POST',
      url: endpointPath(E.terminate, { id: created.id }),
      payload: { terminationDate: '2026-12-08' },
    });
    expect(leave.statusCode, leave.body).toBe(200);
  });

  it('answers 409 for a taken email, one of two concurrent adds wins, and nothing else is written', async () => {
    const taken = await s.owner.request({
      method: 'POST',
      url: E.create.path,
      payload: newPerson('EMPLOYEE@luxe.example'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/already exists/);
    const users = await count('users');
    const both = await Promise.all(
      [0, 1].map(() =>
        s.owner.request({
          method: 'POST',
          url: E.create.path,
          payload: newPerson('twin@luxe.example', { establishmentId: chicago }),
        }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await count('users')).toBe(users + 1);
  });

  it('lets only owners add a manager, and a manager only at their location', async () => {
    const asManager = await s.manager.request({
      method: 'POST',
      url: E.create.path,
      payload: newPerson('boss@luxe.example', { role: 'manager' }),
    });
    expect(asManager.statusCode).toBe(403);
    const elsewhere = await s.manager.request({
      method: 'POST',
      url: E.create.path,
      payload: newPerson('far@luxe.example', { establishmentId: chicago }),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (
        await s.frontdesk.request({
          method: 'POST',
          url: E.create.path,
          payload: newPerson('fd@luxe.example'),
        })
      ).statusCode,
    ).toBe(403);
    // At Chicago, so that Manhattan's people stay the defaults test's own.
    const asOwner = await s.owner.request({
      method: 'POST',
      url: E.create.path,
      payload: newPerson('boss@luxe.example', { role: 'manager', establishmentId: chicago }),
    });
    expect(asOwner.statusCode).toBe(201);
  });
});

describe('overtime exempt (issue #28)', () => {
  // At Chicago: the Manhattan list's test counts who works there.
  it('follows a new pay type unless given, keeps an unchanged type’s, and takes the one given', async () => {
    const res = await s.owner.request({
      method: 'POST',
      url: E.create.path,
      payload: newPerson('overtime@luxe.example', {
        payType: 'Salary',
        payRate: 5_200_000,
        establishmentId: chicago,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json().data as Employee).id;
    expect(res.json().data).toMatchObject({ payType: 'Salary', overtimeExempt: true });
    const put = async (payload: object) => {
      const answer = await s.owner.request({ method: 'PUT', url: itemPath(id), payload });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data as Employee).overtimeExempt;
    };
    expect(await put({ overtimeExempt: false })).toBe(false);
    expect(await put({ payType: 'Salary', payRate: 6_000_000 })).toBe(false);
    expect(await put({ payType: 'Commission' })).toBe(true);
    expect(await put({ payType: 'Hourly' })).toBe(false);
    expect(await put({ payType: 'Salary', overtimeExempt: false })).toBe(false);
    expect(await put({ payType: 'Hourly', overtimeExempt: true })).toBe(true);
    const hired = await s.owner.request({
      method: 'POST',
      url: E.create.path,
      payload: newPerson('overtime2@luxe.example', {
        payType: 'Salary',
        overtimeExempt: false,
        establishmentId: chicago,
      }),
    });
    expect(hired.statusCode, hired.body).toBe(201);
    expect(hired.json().data).toMatchObject({ payType: 'Salary', overtimeExempt: false });
  });
});

describe('terminate', () => {
  it('lists future appointments, refuses to leave them, reassigns them and ends the session at once', async () => {
    const catalogue = (
      await s.owner.request({
        url: endpointPath(SERVICE_ENDPOINTS.list, {
          establishmentId: manhattan,
          tenantId: s.owner.user.tenantId,
        }),
      })
    ).json().data as Service[];
    const womens = catalogue.find((x) => x.name === "Women's Haircut")!;
    // A person of the test's own leaves, so that Emma and her session stay for the other tests.
    const leaverEmail = 'leaver@luxe.example';
    const added = await s.owner.request({
      method: 'POST',
      url: E.create.path,
      payload: newPerson(leaverEmail, { firstName: 'Lee', lastName: 'Ver' }),
    });
    expect(added.statusCode, added.body).toBe(201);
    const leaverId = (added.json().data as Employee).id;
    const mail = (await latestMail())!;
    expect(mail.to).toBe(leaverEmail);
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail.body)![1]!);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'leaver-secret' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const leaver = await ctx.signIn(leaverEmail, 'leaver-secret');
    // Emma's weekly hours and services, so the leaver can be booked like her.
    const emmaId = s.employee.user.id;
    await ctx.database.db.execute(sql`
      INSERT INTO staff_hours (tenant_id, establishment_id, user_id, weekday, start_minute, end_minute)
      SELECT tenant_id, establishment_id, ${leaverId}, weekday, start_minute, end_minute
      FROM staff_hours WHERE user_id = ${emmaId} AND establishment_id = ${manhattan}`);
    await ctx.database.db.execute(sql`
      INSERT INTO service_staff (tenant_id, service_id, user_id)
      SELECT tenant_id, service_id, ${leaverId} FROM service_staff WHERE user_id = ${emmaId}`);
    const marcusId = s.manager.user.id;
    // Two starts on different days at which both the leaver and Marcus are free (the demo's own
    // bookings move with the real date, so the times are looked up, not fixed).
    const both = (
      await openSlots(s.frontdesk, manhattan, {
        date: '2026-12-08',
        serviceId: womens.id,
        staffIds: [leaverId, marcusId],
      })
    ).filter((slot) => slot.staffIds?.includes(leaverId) && slot.staffIds.includes(marcusId));
    const first = both[0]!;
    const second = both.find((slot) => slot.date !== first.date)!;
    const book = (slot: AvailabilitySlot, staffId: string, clientName: string) =>
      bookAt(s.frontdesk, manhattan, { slot, serviceId: womens.id, staffId, clientName });
    const appointmentId = await book(first, leaverId, 'Ada Lovelace');
    const laterId = await book(second, leaverId, 'Grace Hopper');
    const blockerId = await book(second, marcusId, 'Marcus busy');
    const terminate = (session: Session, payload: object) =>
      session.request({ method: 'POST', url: endpointPath(E.terminate, { id: leaverId }), payload });

    expect((await terminate(s.manager, { terminationDate: '2026-12-08' })).statusCode).toBe(403);
    const future = (
      await s.owner.request({ url: endpointPath(E.futureAppointments, { id: leaverId }) })
    ).json().data as FutureAppointment[];
    expect(future.map((a) => a.id)).toContain(appointmentId);

    const refused = await terminate(s.owner, { terminationDate: '2026-12-08' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(appointmentId);
    expect((await leaver.request({ url: itemPath(leaverId) })).statusCode).toBe(200);

    const unknown = await terminate(s.owner, {
      terminationDate: '2026-12-08',
      reassign: [{ appointmentId: leaverId, staffId: s.manager.user.id }],
    });
    expect(unknown.statusCode).toBe(400);

    const reassign = future.map((a) => ({ appointmentId: a.id, staffId: marcusId }));
    // Marcus is busy at the later one: its move is refused, and with it the whole termination,
    // the earlier move included.
    const clash = await terminate(s.owner, { terminationDate: '2026-12-08', reassign });
    expect(clash.statusCode, clash.body).toBe(409);
    const staffOf = async (id: string) =>
      (await s.owner.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id }) })).json().data.staffId;
    expect(await staffOf(appointmentId)).toBe(leaverId);
    expect(await staffOf(laterId)).toBe(leaverId);
    expect((await leaver.request({ url: itemPath(leaverId) })).json().data.status).toBe('active');
    const freed = await s.frontdesk.request({
      method: 'PUT',
      url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id: blockerId }),
      payload: { status: 'cancelled' },
    });
    expect(freed.statusCode, freed.body).toBe(200);

    const done = await terminate(s.owner, { terminationDate: '2026-12-08', reassign });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'terminated',
      terminationDate: '2026-12-08',
      isActive: false,
      systemAccess: { status: 'inactive' },
    });

    expect((await leaver.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const moved = await s.owner.request({
      url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: appointmentId }),
    });
    expect(moved.json().data.staffId).toBe(s.manager.user.id);
    // The termination and the move it made, each once, as business events.
    const tenantId = s.owner.user.tenantId;
    expect(
      (await recordedEvents(ctx.database.db, tenantId, 'employee.terminated')).filter(
        (e) => e.userId === leaverId,
      ),
    ).toEqual([{ userId: leaverId, date: '2026-12-08' }]);
    expect(
      (await recordedEvents(ctx.database.db, tenantId, 'appointment.moved')).filter(
        (e) => e.appointmentId === appointmentId,
      ),
    ).toEqual([
      expect.objectContaining({
        staffId: s.manager.user.id,
        before: expect.objectContaining({ staffId: leaverId }),
      }),
    ]);
    expect((await listAt(s.owner)).some((p) => p.id === leaverId)).toBe(false);
    const all = (await s.owner.request({ url: `${listPath(manhattan)}?includeTerminated=true` })).json()
      .data as Employee[];
    expect(all.find((p) => p.id === leaverId)?.status).toBe('terminated');
    expect((await terminate(s.owner, { terminationDate: '2026-12-08' })).statusCode).toBe(409);
    await expect(ctx.signIn(leaverEmail, 'leaver-secret')).rejects.toThrow(/401/);
  });
});
