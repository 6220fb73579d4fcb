/**
 * Nobody sets their own pay (issue #28): a manager cannot change their own pay rate, commission
 * plan, leave balance, clock shift or certifications (403 with the sentence the web shows,
 * nothing written), an owner can, and so can a manager for the people below them unless the
 * owner keeps pay to owners. Every change is one audit entry, written with the change, that
 * owners read and nobody edits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  EMPLOYEE_ENDPOINTS,
  PAYROLL_ENDPOINTS,
  STAFF_AUDIT_ENDPOINTS as A,
  STAFF_AUDIT_MESSAGES as M,
  TIME_CLOCK_ENDPOINTS,
  TIME_OFF_ENDPOINTS,
  TRAINING_ENDPOINTS,
  endpointPath,
  type Employee,
  type StaffAuditEntry,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'employee', Session>;
let manhattan: string;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'manager', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  manhattan = s.manager.user.establishments[0]!;
});
afterAll(() => ctx.close());

const employeeUrl = (id: string) => endpointPath(EMPLOYEE_ENDPOINTS.update, { id });
const planUrl = (id: string) =>
  `${endpointPath(PAYROLL_ENDPOINTS.updatePlan, { userId: id })}?establishmentId=${manhattan}`;

async function employeeOf(id: string): Promise<Employee> {
  const res = await s.owner.request({ url: endpointPath(EMPLOYEE_ENDPOINTS.item, { id }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Employee;
}

async function trailOf(id: string): Promise<StaffAuditEntry[]> {
  const res = await s.owner.request({ url: endpointPath(A.trail, { userId: id }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as StaffAuditEntry[];
}

function expectOwnPayRefused(res: { statusCode: number; json: () => { message?: string } }) {
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toBe(M.ownPay);
}

describe('nobody sets their own pay', () => {
  it('refuses a manager their own pay rate and commission, nothing changed, but lets them save their name', async () => {
    const me = s.manager.user.id;
    const before = await employeeOf(me);
    const trailBefore = await trailOf(me);
    const raise = await s.manager.request({
      method: 'PUT',
      url: employeeUrl(me),
      payload: { payRate: before.payRate! + 500 },
    });
    expectOwnPayRefused(raise);
    const commission = await s.manager.request({
      method: 'PUT',
      url: employeeUrl(me),
      payload: { commissionPercent: 70 },
    });
    expectOwnPayRefused(commission);
    expect(await employeeOf(me)).toMatchObject({
      payRate: before.payRate,
      commissionPercent: before.commissionPercent,
    });
    // The form sends the unchanged pay with a new phone: not a pay change.
    const phone = await s.manager.request({
      method: 'PUT',
      url: employeeUrl(me),
      payload: {
        phone: '+12125550123',
        payRate: before.payRate,
        payType: before.payType,
        commissionPercent: before.commissionPercent,
        productCommissionPercent: before.productCommissionPercent,
        payPeriod: before.payPeriod,
      },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(await trailOf(me)).toEqual(trailBefore);
  });

  it('refuses a manager their own commission plan, leave balance, clock shift and certification', async () => {
    const me = s.manager.user.id;
    const trailBefore = await trailOf(me);
    expectOwnPayRefused(
      await s.manager.request({
        method: 'PUT',
        url: planUrl(me),
        payload: { servicePercent: 80, productPercent: 20, overrides: [], tiers: null },
      }),
    );
    expectOwnPayRefused(
      await s.manager.request({
        method: 'POST',
        url: TIME_OFF_ENDPOINTS.adjust.path,
        payload: { employee_id: me, type: 'vacation', kind: 'grant', hours: 40 },
      }),
    );
    const place = { tenantId: s.manager.user.tenantId, establishmentId: manhattan };
    const day = new Date(ctx.clock.now.getTime() - 86_400_000).toISOString().slice(0, 10);
    const [shift] = await withTenant(ctx.database.db, place, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO time_clock_shifts (tenant_id, establishment_id, user_id, clock_in_at, clock_out_at)
            VALUES (${place.tenantId}, ${manhattan}, ${me}, ${`${day}T13:00:00Z`}, ${`${day}T17:00:00Z`}) RETURNING id`,
      ),
    );
    expectOwnPayRefused(
      await s.manager.request({
        method: 'PUT',
        url: endpointPath(TIME_CLOCK_ENDPOINTS.updateShift, { id: shift!.id }),
        payload: { clockInAt: `${day}T12:00:00Z`, clockOutAt: `${day}T20:00:00Z`, reason: 'Stayed late' },
      }),
    );
    expectOwnPayRefused(
      await s.manager.request({
        method: 'POST',
        url: TRAINING_ENDPOINTS.createCertification.path,
        payload: { employeeId: me, name: 'Master Colorist', issueDate: '2026-01-05', expiryDate: null },
      }),
    );
    const [rows] = await withTenant(ctx.database.db, place, (tx) =>
      queryRows<{ shifts: number; certs: number; leave: number }>(
        tx,
        sql`SELECT (SELECT count(*)::int FROM time_clock_shifts WHERE user_id = ${me} AND clock_in_at = ${`${day}T12:00:00Z`}) AS shifts,
              (SELECT count(*)::int FROM certifications WHERE user_id = ${me} AND name = 'Master Colorist') AS certs,
              (SELECT count(*)::int FROM leave_ledger WHERE user_id = ${me} AND minutes = 2400) AS leave`,
      ),
    );
    expect(rows).toEqual({ shifts: 0, certs: 0, leave: 0 });
    expect(await trailOf(me)).toEqual(trailBefore);
  });

  it("lets the owner change a manager's pay, each change in the trail that only owners read", async () => {
    const manager = s.manager.user.id;
    const before = await employeeOf(manager);
    const res = await s.owner.request({
      method: 'PUT',
      url: employeeUrl(manager),
      payload: { payRate: 3_150, commissionPercent: 12.5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const trail = await trailOf(manager);
    expect(
      trail.map(({ area, field, oldValue, newValue, actorId, actorName }) => ({
        area,
        field,
        oldValue,
        newValue,
        actorId,
        actorName: actorName.length > 0,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          area: 'pay',
          field: 'Pay rate',
          oldValue: `$${(before.payRate! / 100).toFixed(2)}`,
          newValue: '$31.50',
          actorId: s.owner.user.id,
          actorName: true,
        },
        {
          area: 'commission',
          field: 'Service commission',
          oldValue: `${before.commissionPercent}%`,
          newValue: '12.5%',
          actorId: s.owner.user.id,
          actorName: true,
        },
      ]),
    );
    expect(trail).toHaveLength(2);
    const denied = await s.manager.request({ url: endpointPath(A.trail, { userId: manager }) });
    expect(denied.statusCode).toBe(403);
    // The trail is append-only, even for the database's own tenant session.
    await expect(
      withTenant(ctx.database.db, s.owner.user, (tx) =>
        tx.execute(sql`UPDATE staff_audit SET new_value = '$99.00' WHERE user_id = ${manager}`),
      ),
    ).rejects.toThrow();
  });

  it("lets a manager change an employee's pay and leave until the owner keeps pay to owners", async () => {
    const emma = s.employee.user.id;
    const ok = await s.manager.request({
      method: 'PUT',
      url: employeeUrl(emma),
      payload: { payRate: 2_200 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await s.manager.request({ url: A.paySettings.path })).json().data).toEqual({
      managersSetPay: true,
    });
    const off = await s.owner.request({
      method: 'PUT',
      url: A.updatePaySettings.path,
      payload: { managersSetPay: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const byManager = await s.manager.request({
      method: 'PUT',
      url: A.updatePaySettings.path,
      payload: { managersSetPay: true },
    });
    expect(byManager.statusCode).toBe(403);
    const refused = await s.manager.request({
      method: 'PUT',
      url: employeeUrl(emma),
      payload: { payRate: 2_400 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.managersMayNot);
    const plan = await s.manager.request({
      method: 'PUT',
      url: planUrl(emma),
      payload: { servicePercent: 50, productPercent: 10, overrides: [], tiers: null },
    });
    expect(plan.statusCode).toBe(403);
    expect((await employeeOf(emma)).payRate).toBe(2_200);
    const hire = (payRate: number) =>
      s.manager.request({
        method: 'POST',
        url: EMPLOYEE_ENDPOINTS.create.path,
        payload: {
          firstName: 'Nina',
          lastName: 'Park',
          email: `nina-${payRate}@luxe.example`,
          role: 'employee',
          establishmentId: manhattan,
          payRate,
        },
      });
    const paid = await hire(2_500);
    expect(paid.statusCode).toBe(403);
    expect(paid.json().message).toBe(M.managersMayNot);
    expect((await hire(0)).statusCode).toBe(201);
    // Pay set at hiring is in the new person's trail from the start.
    const hired = await s.owner.request({
      method: 'POST',
      url: EMPLOYEE_ENDPOINTS.create.path,
      payload: {
        firstName: 'Omar',
        lastName: 'Lund',
        email: `omar-${Date.now()}@luxe.example`,
        role: 'employee',
        establishmentId: manhattan,
        payRate: 2_600,
      },
    });
    expect(hired.statusCode, hired.body).toBe(201);
    expect(await trailOf(hired.json().data.id)).toContainEqual(
      expect.objectContaining({ area: 'pay', field: 'Pay rate', oldValue: '$0.00', newValue: '$26.00' }),
    );
    const leave = await s.manager.request({
      method: 'POST',
      url: TIME_OFF_ENDPOINTS.adjust.path,
      payload: { employee_id: emma, type: 'sick', kind: 'grant', hours: 8 },
    });
    expect(leave.statusCode, leave.body).toBe(201);
    const trail = await trailOf(emma);
    expect(trail[0]).toMatchObject({ area: 'leave', field: 'Sick balance', actorId: s.manager.user.id });
    expect(trail.find((e) => e.field === 'Pay rate')).toMatchObject({ newValue: '$22.00' });
    await s.owner.request({
      method: 'PUT',
      url: A.updatePaySettings.path,
      payload: { managersSetPay: true },
    });
  });
});
