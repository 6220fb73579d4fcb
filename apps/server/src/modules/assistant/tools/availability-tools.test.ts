/**
 * Dawn AI's availability tools (issue #33) on the real database, through the routes as each
 * person: the owner's openings, services and staff are the routes' own answers, and another
 * tenant's owner asking for a Luxe location is refused with the route's own sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVAILABILITY_ENDPOINTS,
  SERVICE_ENDPOINTS,
  STAFF_ENDPOINTS,
  endpointPath,
  type Availability,
  type Service,
  type StaffMember,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../../test/context.js';
import { ok } from '../../../../test/http.js';
import { refusalOf, runTool, toolContextOf } from '../../../../test/assistant-tools.js';
import { findOpenings, listServices, listStaff } from './availability-tools.js';

let ctx: TestContext;
let owner: Session;
let north: Session;
let place: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
  north = await ctx.signIn('owner@northside.example');
  place = owner.user.establishments[0]!;
});
afterAll(() => ctx?.close());

const tenantPlace = () => ({ establishmentId: place, tenantId: owner.user.tenantId });

describe('list_services and list_staff', () => {
  it('list the location’s services and bookable staff with their ids', async () => {
    const services = await ok<Service[]>(owner, 'GET', endpointPath(SERVICE_ENDPOINTS.list, tenantPlace()));
    const staff = await ok<StaffMember[]>(owner, 'GET', endpointPath(STAFF_ENDPOINTS.list, tenantPlace()));
    const tools = toolContextOf(ctx.app, owner, place);

    const listed = await runTool(tools, listServices, {});
    expect(listed.total).toBe(services.length);
    expect(listed.rows.map((r) => r[4])).toEqual(services.slice(0, 50).map((s) => s.id));

    const people = await runTool(tools, listStaff, {});
    expect(people.rows.map((r) => r[2])).toEqual(staff.filter((s) => s.bookable).map((s) => s.id));
  });
});

describe('find_openings', () => {
  it('gives the route’s free starts with who is free, and refuses another tenant’s location as the route does', async () => {
    const date = '2026-12-03';
    // The demo's location with a bookable team (the others have one person and no hours).
    let path = '';
    let service: Service | undefined;
    let direct: Availability = { availability: [], availabilityByStaff: {} };
    for (const id of owner.user.establishments) {
      place = id;
      service = (await ok<Service[]>(owner, 'GET', endpointPath(SERVICE_ENDPOINTS.list, tenantPlace())))[0];
      path = endpointPath(AVAILABILITY_ENDPOINTS.find, { establishmentId: place });
      direct = await ok<Availability>(owner, 'GET', `${path}?date=${date}&serviceId=${service?.id}`);
      if (direct.availability.length > 0) break;
    }
    expect(direct.availability.length).toBeGreaterThan(0);
    if (!service) throw new Error('no service');

    const result = await runTool(toolContextOf(ctx.app, owner, place), findOpenings, {
      date,
      serviceId: service.id,
    });
    expect(result.title).toContain(service.name);
    expect(result.total).toBe(direct.availability.length);
    expect(result.rows[0]?.[3]).toBe(direct.availability[0]!.staffIds!.join(', '));

    const later = await runTool(toolContextOf(ctx.app, owner, place), findOpenings, {
      date,
      serviceId: service.id,
      after: '15:00',
    });
    expect(later.total).toBe(direct.availability.filter((s) => s.startTime >= '15:00').length);

    const refusal = await refusalOf(
      runTool(toolContextOf(ctx.app, north), findOpenings, { establishmentId: place, date }),
    );
    const route = await north.request({ method: 'GET', url: `${path}?date=${date}` });
    expect(route.statusCode).toBeGreaterThanOrEqual(400);
    expect(refusal.message).toBe((route.json() as { message: string }).message);
  });
});
