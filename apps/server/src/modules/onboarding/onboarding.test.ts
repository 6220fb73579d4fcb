/**
 * The onboarding checklist (issue #33 "Onboarding AI"): the demo business's real state, a new
 * business with nothing set up, steps that tick as the business is set up, and who may read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ESTABLISHMENTS,
  CRM_ENDPOINTS,
  ESTABLISHMENT_ENDPOINTS,
  ONBOARDING_ENDPOINTS as E,
  ONBOARDING_STEPS,
  type OnboardingChecklist,
  type OnboardingStepKey,
} from '@daybook/contracts';
import { actorOf, createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { signUpPayload } from '../../../test/sign-up.js';
import { withTenant } from '../../db/tenant.js';
import { liveClientCount } from '../clients/index.js';

let ctx: TestContext;
let owner: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
});
afterAll(() => ctx.close());

async function checklist(session: Session): Promise<OnboardingChecklist> {
  const res = await session.request({ url: E.checklist.path });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: OnboardingChecklist }).data;
}

/** Each step's done flag and detail, by key. */
function outcomes(list: OnboardingChecklist): Record<OnboardingStepKey, [boolean, string]> {
  return Object.fromEntries(list.steps.map((s) => [s.key, [s.done, s.detail]])) as Record<
    OnboardingStepKey,
    [boolean, string]
  >;
}

describe('GET /api/admin/onboarding/checklist', () => {
  it("shows the demo business's real state, each step with its title and the screen where it is done", async () => {
    const list = await checklist(owner);
    expect(list.steps.map((s) => s.key)).toEqual([
      'business',
      'hours',
      'services',
      'staff',
      'clients',
      'online-booking',
    ]);
    for (const step of list.steps) expect(step).toMatchObject(ONBOARDING_STEPS[step.key]);
    expect(list.steps.map((s) => s.href)).toEqual([
      '/business-settings',
      '/establishments',
      '/services',
      '/employees',
      '/crm',
      '/business-settings',
    ]);
    const all = outcomes(list);
    expect(all.business).toEqual([true, 'Luxe Salon Group: hello@luxe.example, (212) 555-0100.']);
    expect(all.hours).toEqual([true, 'Every location has opening hours.']);
    expect(all.services[0]).toBe(true);
    expect(all.services[1]).toMatch(/^\d+ priced services on offer\.$/);
    // Only Manhattan's team has weekly hours in the demo; the owner alone works the other two.
    expect(all.staff).toEqual([
      false,
      'Luxe Salon Chicago and Luxe Salon Santa Monica have no bookable staff with working hours yet.',
    ]);
    expect(all.clients[0]).toBe(true);
    const crm = await owner.request({
      url: CRM_ENDPOINTS.listClients.path,
      query: { tenantId: owner.user.tenantId, establishmentId: ALL_ESTABLISHMENTS },
    });
    const total = (crm.json() as { pagination: { total: number } }).pagination.total;
    expect(all.clients[1]).toBe(`${total} clients on file.`);
    expect(all['online-booking'][0]).toBe(true);
    expect(all['online-booking'][1]).toMatch(
      /^Clients book online: Luxe Salon Chicago at http:\/\/[^ ]+\/book\/[0-9a-f-]{36} and Luxe Salon Manhattan at http:\/\/[^ ]+\/book\/[0-9a-f-]{36}\.$/,
    );
    expect(list).toMatchObject({ completed: 5, total: 6 });
  });

  it("counts the live clients of the tenant in scope only (clients' liveClientCount)", async () => {
    const north = await ctx.signIn('owner@northside.example');
    const crm = await north.request({
      url: CRM_ENDPOINTS.listClients.path,
      query: { tenantId: north.user.tenantId, establishmentId: ALL_ESTABLISHMENTS },
    });
    const total = (crm.json() as { pagination: { total: number } }).pagination.total;
    expect(total).toBeGreaterThan(0);
    expect(await withTenant(ctx.database.db, actorOf(north), liveClientCount)).toBe(total);
  });

  it('shows a new business every step not done, saying what is missing, and ticks steps as it is set up', async () => {
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: signUpPayload('Fresh Fades'),
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const fresh = await ctx.signIn('owner@fresh-fades.example', 'fresh-fades-2026');
    const first = await checklist(fresh);
    expect(first).toMatchObject({ completed: 0, total: 6 });
    expect(outcomes(first)).toEqual({
      business: [false, 'The business has no phone and address yet.'],
      hours: [false, 'Fresh Fades Austin has no opening hours yet.'],
      services: [false, 'Fresh Fades Austin has no services yet.'],
      staff: [false, 'Fresh Fades Austin has no bookable staff with working hours yet.'],
      clients: [false, 'There are no clients yet: add them or import a CSV file.'],
      'online-booking': [false, 'Online booking is off at every location.'],
    });

    const austin = fresh.user.establishments[0]!;
    const open = { isOpen: true, openTime: '09:00', closeTime: '17:00' };
    const closed = { isOpen: false, openTime: '09:00', closeTime: '17:00' };
    const hours = await fresh.request({
      method: 'PUT',
      url: ESTABLISHMENT_ENDPOINTS.update.path.replace(':id', austin),
      payload: {
        businessHours: {
          monday: open,
          tuesday: open,
          wednesday: open,
          thursday: open,
          friday: open,
          saturday: closed,
          sunday: closed,
        },
      },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    const client = await fresh.request({
      method: 'POST',
      url: CRM_ENDPOINTS.createClient.path,
      payload: { tenantId: fresh.user.tenantId, establishmentId: austin, name: 'Ana Ruiz' },
    });
    expect(client.statusCode, client.body).toBe(201);

    const next = await checklist(fresh);
    expect(next.completed).toBe(2);
    const all = outcomes(next);
    expect(all.hours).toEqual([true, 'The location has opening hours.']);
    expect(all.clients).toEqual([true, '1 client on file.']);
    expect(all.services[0]).toBe(false);
  });

  it('is for owners and admins only: managers, the front desk and employees are refused', async () => {
    const admin = await ctx.signIn('admin@luxe.example');
    expect((await checklist(admin)).total).toBe(6);
    for (const role of ['manager', 'frontdesk', 'employee'] as const) {
      const who = await ctx.signIn(`${role}@luxe.example`);
      const res = await who.request({ url: E.checklist.path });
      expect(res.statusCode, role).toBe(403);
    }
  });
});
