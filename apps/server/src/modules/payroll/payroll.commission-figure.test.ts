/**
 * One commission figure (issue #28): the Employees record shows the commission plan payroll pays
 * by (the saved plan, else the record's percents), tiers and per-service percents included, and a
 * percent changed on the Employees page moves the saved plan with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPLOYEE_ENDPOINTS,
  PAYROLL_ENDPOINTS,
  STAFF_AUDIT_ENDPOINTS as A,
  endpointPath,
  type Employee,
  type StaffAuditEntry,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { setTerms } from './payroll.test-fixtures.js';

let ctx: TestContext;
let owner: Session;
let emma: string;
let manhattan: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
  const employee = await ctx.signIn('employee@luxe.example');
  emma = employee.user.id;
  manhattan = employee.user.establishments[0]!;
});
afterAll(() => ctx.close());

const employeeUrl = (id: string) => endpointPath(EMPLOYEE_ENDPOINTS.update, { id });
const planUrl = (id: string) =>
  `${endpointPath(PAYROLL_ENDPOINTS.updatePlan, { userId: id })}?establishmentId=${manhattan}`;

async function employeeOf(id: string): Promise<Employee> {
  const res = await owner.request({ url: endpointPath(EMPLOYEE_ENDPOINTS.item, { id }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Employee;
}

async function trailOf(id: string): Promise<StaffAuditEntry[]> {
  const res = await owner.request({ url: endpointPath(A.trail, { userId: id }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as StaffAuditEntry[];
}

describe('one commission figure', () => {
  it('shows on the employee record the plan payroll pays by, and an edit there moves the plan', async () => {
    const place = { tenantId: owner.user.tenantId, establishmentId: manhattan };
    await setTerms(ctx.database.db, place, emma, {
      payType: 'Commission',
      rateCents: 0,
      servicePercent: 60,
      productPercent: 5,
    });
    expect(await employeeOf(emma)).toMatchObject({
      commissionPercent: 60,
      productCommissionPercent: 5,
      commissionPlan: { custom: false, tiers: null, overrides: 0 },
    });
    const saved = await owner.request({
      method: 'PUT',
      url: planUrl(emma),
      payload: {
        servicePercent: 40,
        productPercent: 10,
        overrides: [],
        tiers: {
          mode: 'all',
          bands: [
            { from: 0, to: 2000, percent: 30 },
            { from: 2000, to: null, percent: 45 },
          ],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await employeeOf(emma)).toMatchObject({
      commissionPercent: 40,
      productCommissionPercent: 10,
      commissionPlan: {
        custom: true,
        tiers: {
          mode: 'all',
          bands: [
            { fromCents: 0, toCents: 200_000, percent: 30 },
            { fromCents: 200_000, toCents: null, percent: 45 },
          ],
        },
        overrides: 0,
      },
    });
    const edited = await owner.request({
      method: 'PUT',
      url: employeeUrl(emma),
      payload: { commissionPercent: 35 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ commissionPercent: 35, productCommissionPercent: 10 });
    const plans = await owner.request({
      url: `${PAYROLL_ENDPOINTS.plans.path}?establishmentId=${manhattan}`,
    });
    const plan = (plans.json().data as { userId: string; servicePercent: number; tiers: unknown }[]).find(
      (p) => p.userId === emma,
    );
    expect(plan).toMatchObject({ servicePercent: 35, productPercent: 10 });
    expect(plan?.tiers).not.toBeNull();
    const fields = (await trailOf(emma)).filter((e) => e.area === 'commission').map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['Service commission', 'Tiered scale']));
  });
});
