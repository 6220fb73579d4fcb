/**
 * Dawn AI's waitlist tool (issue #33) on the real database, through the routes as each person:
 * the card names the client, service and preferred staff member and adds nobody; approved, the
 * client waits in the location's queue; an employee and another tenant's owner are refused with
 * the route's own words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRM_ENDPOINTS,
  SERVICE_ENDPOINTS,
  STAFF_ENDPOINTS,
  WAITLIST_ENDPOINTS,
  endpointPath,
  type Client,
  type Service,
  type StaffMember,
  type WaitlistEntry,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../../test/context.js';
import { call, ok } from '../../../../test/http.js';
import { previewTool, refusalOf, runTool, toolContextOf } from '../../../../test/assistant-tools.js';
import { addToWaitlist } from './waitlist-tools.js';

let ctx: TestContext;
let owner: Session;
let employee: Session;
let north: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  [owner, employee, north] = await Promise.all([
    ctx.signIn('owner@luxe.example'),
    ctx.signIn('employee@luxe.example'),
    ctx.signIn('owner@northside.example'),
  ]);
});
afterAll(() => ctx?.close());

describe('add_to_waitlist', () => {
  it('previews by name without adding, adds once approved, and refuses whom the route refuses', async () => {
    const place = employee.user.establishments[0]!;
    const scope = { establishmentId: place, tenantId: owner.user.tenantId };
    const service = (await ok<Service[]>(owner, 'GET', endpointPath(SERVICE_ENDPOINTS.list, scope))).find(
      (s) => s.isActive,
    )!;
    const [stylist] = await ok<StaffMember[]>(owner, 'GET', endpointPath(STAFF_ENDPOINTS.list, scope));
    const [client] = await ok<Client[]>(
      owner,
      'GET',
      `${CRM_ENDPOINTS.listClients.path}?establishmentId=${place}`,
    );
    const queueUrl = `${WAITLIST_ENDPOINTS.list.path}?establishment_id=${place}`;
    const args = {
      establishmentId: place,
      clientId: client!.id,
      serviceId: service.id,
      staffId: stylist!.id,
      timeFrom: '09:00',
      timeTo: '12:00',
    };
    const asOwner = toolContextOf(ctx.app, owner);

    const before = await ok<WaitlistEntry[]>(owner, 'GET', queueUrl);
    const card = await previewTool(asOwner, addToWaitlist, args);
    expect(card.changes.slice(0, 3)).toEqual([
      { label: 'Client', before: null, after: client!.name },
      { label: 'Service', before: null, after: service.name },
      { label: 'Staff', before: null, after: stylist!.name },
    ]);
    expect(card.changes.find((c) => c.label === 'Times')?.after).toBe('9:00 AM to 12:00 PM');
    expect(await ok<WaitlistEntry[]>(owner, 'GET', queueUrl)).toHaveLength(before.length);

    const body = {
      client_id: client!.id,
      client_name: client!.name,
      service_id: service.id,
      staff_id: stylist!.id,
    };
    for (const who of [employee, north]) {
      const direct = await call(who, 'POST', queueUrl, body);
      expect(direct.statusCode).toBeGreaterThanOrEqual(400);
      const message = (direct.json() as { message: string }).message;
      expect((await refusalOf(runTool(toolContextOf(ctx.app, who), addToWaitlist, args))).message).toBe(
        message,
      );
    }
    expect(
      (await refusalOf(previewTool(toolContextOf(ctx.app, employee), addToWaitlist, args))).message,
    ).toBe((await refusalOf(runTool(toolContextOf(ctx.app, employee), addToWaitlist, args))).message);
    expect(await ok<WaitlistEntry[]>(owner, 'GET', queueUrl)).toHaveLength(before.length);

    const done = await runTool(asOwner, addToWaitlist, args);
    expect(done.rows[0]!.slice(0, 3)).toEqual([client!.name, service.name, stylist!.name]);
    const after = await ok<WaitlistEntry[]>(owner, 'GET', queueUrl);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((e) => !before.some((b) => b.id === e.id))).toMatchObject({
      client_id: client!.id,
      service_id: service.id,
      staff_id: stylist!.id,
      time_from: '09:00',
      time_to: '12:00',
      status: 'waiting',
    });
  });
});
