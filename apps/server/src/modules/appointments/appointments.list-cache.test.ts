import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPOINTMENT_PATHS, SERVICE_PATHS, type Appointment, type Service } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { appointments, users } from '../../db/schema/index.js';
import { withTenant } from '../../db/tenant.js';

let ctx: TestContext;
let desk: Session;
let employee: Session;
let manhattan: string;
let haircut: Service;
const DAY = '2026-07-14';

beforeAll(async () => {
  ctx = await createTestContext();
  desk = await ctx.signIn('frontdesk@luxe.example');
  employee = await ctx.signIn('employee@luxe.example');
  manhattan = desk.user.establishments[0]!;
  const catalogue = (await desk.request({ url: SERVICE_PATHS.list(manhattan, desk.user.tenantId) })).json()
    .data as Service[];
  haircut = catalogue.find((x) => x.name === "Women's Haircut")!;
});
afterAll(() => ctx.close());

const dayList = async (who: Session) => {
  const res = await who.request({
    url: `${APPOINTMENT_PATHS.list(manhattan)}?startDate=${DAY}&endDate=${DAY}`,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json().data as Appointment[];
};

const book = (staffId: string, startTime: string) =>
  desk.request({
    method: 'POST',
    url: APPOINTMENT_PATHS.create,
    payload: {
      establishmentId: manhattan,
      clientName: 'Cache Test',
      serviceId: haircut.id,
      staffId,
      date: DAY,
      startTime,
    },
  });

/** Waits (briefly) until `check` passes: NOTIFY reaches the listener just after the commit. */
async function eventually(check: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await check();
    } catch (err) {
      if (attempt >= 40) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('remembered day lists', () => {
  it('show a booking made through this instance at once', async () => {
    expect(await dayList(desk)).toEqual([]);
    expect((await book(employee.user.id, '10:00')).statusCode).toBe(201);
    expect((await dayList(desk)).map((a) => a.startTime)).toEqual(['10:00']);
  });

  it('follow a change committed elsewhere, announced by the database', async () => {
    await dayList(desk);
    // As another instance would: straight to the database, no request through this one.
    await withTenant(ctx.database.db, { tenantId: desk.user.tenantId }, (tx) =>
      tx
        .update(appointments)
        .set({ clientName: 'Changed Elsewhere' })
        .where(eq(appointments.clientName, 'Cache Test')),
    );
    await eventually(async () => {
      expect((await dayList(desk)).map((a) => a.clientName)).toEqual(['Changed Elsewhere']);
    });
  });

  it('are remembered: a name changed outside appointments shows once the entry expires', async () => {
    const before = (await dayList(desk))[0]!.staffName;
    await withTenant(ctx.database.db, { tenantId: desk.user.tenantId }, (tx) =>
      tx.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, employee.user.id)),
    );
    expect((await dayList(desk))[0]!.staffName).toBe(before);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 31_000);
    expect((await dayList(desk))[0]!.staffName).toMatch(/^Renamed /);
  });

  it('follow a deletion committed elsewhere', async () => {
    const before = await dayList(desk);
    await withTenant(ctx.database.db, { tenantId: desk.user.tenantId }, (tx) =>
      tx.delete(appointments).where(eq(appointments.id, before[0]!.id)),
    );
    await eventually(async () => {
      expect(await dayList(desk)).toHaveLength(before.length - 1);
    });
    expect((await book(employee.user.id, '10:00')).statusCode).toBe(201);
  });

  it('keep an employee to their own appointments', async () => {
    const manager = (await ctx.signIn('manager@luxe.example')).user.id;
    expect((await book(manager, '12:00')).statusCode).toBe(201);
    expect((await dayList(desk)).map((a) => a.startTime)).toEqual(['10:00', '12:00']);
    expect((await dayList(employee)).map((a) => a.startTime)).toEqual(['10:00']);
  });
});
