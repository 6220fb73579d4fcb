/** A commission plan is a location's: its overrides name only that location's services (issue #28). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
let owner: Session;

interface Data<T> {
  data: T;
}

async function data<T>(url: string): Promise<T> {
  const res = await owner.request({ url });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as Data<T>).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
});
afterAll(async () => {
  await ctx?.close();
});

describe('commission overrides', () => {
  it("name only services of the plan's location", async () => {
    const places = await data<{ id: string; name: string }[]>('/api/admin/establishments');
    const manhattan = places.find((p) => p.name.endsWith('Manhattan'))!.id;
    const chicago = places.find((p) => p.name.endsWith('Chicago'))!.id;
    const tenant = owner.user.tenantId;
    const staff = await data<{ id: string; role: string }[]>(
      `/api/admin/staff/tenant/${tenant}/establishment/${manhattan}`,
    );
    const person = staff.find((s) => s.role === 'employee')!;
    const servicesAt = (id: string) =>
      data<{ id: string }[]>(`/api/admin/services/establishment/${id}/tenant/${tenant}`);
    const [ours] = await servicesAt(manhattan);
    const [theirs] = await servicesAt(chicago);
    const save = (serviceId: string) =>
      owner.request({
        method: 'PUT',
        url: `/api/payroll/plans/${person.id}?establishmentId=${manhattan}`,
        payload: { servicePercent: 40, productPercent: 10, overrides: [{ serviceId, percent: 50 }] },
      });
    const refused = await save(theirs!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ details: [{ path: 'overrides.0.serviceId' }] });
    const saved = await save(ours!.id);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
