/**
 * Dawn AI's client tools (issue #33) on the real database, through the CRM routes as each
 * person: the owner's search and a client's card are the routes' own answers, and another
 * tenant's owner is refused a Luxe client with the route's own sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRM_ENDPOINTS,
  endpointPath,
  type Client,
  type ClientAppointment,
  type ClientDetail,
  type ClientNote,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../../test/context.js';
import { ok } from '../../../../test/http.js';
import { refusalOf, runTool, toolContextOf } from '../../../../test/assistant-tools.js';
import { clientHistory, findClients } from './client-tools.js';

let ctx: TestContext;
let owner: Session;
let north: Session;
let visited: Client;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
  north = await ctx.signIn('owner@northside.example');
  const clients = await ok<Client[]>(owner, 'GET', `${CRM_ENDPOINTS.listClients.path}?pageSize=100`);
  visited = clients.find((c) => c.visitCount > 0) ?? clients[0]!;
});
afterAll(() => ctx?.close());

describe('find_clients', () => {
  it('finds the clients the route finds for the same words, with their ids', async () => {
    const words = visited.name.split(' ')[0]!;
    const direct = await ok<Client[]>(
      owner,
      'GET',
      `${CRM_ENDPOINTS.listClients.path}?search=${encodeURIComponent(words)}&pageSize=50`,
    );
    const result = await runTool(toolContextOf(ctx.app, owner), findClients, { search: words });
    expect(result.rows.map((r) => r[6])).toEqual(direct.map((c) => c.id));
    expect(result.rows.map((r) => r[6])).toContain(visited.id);
  });
});

describe('client_history', () => {
  it('shows the client’s card from the routes, and refuses another tenant’s owner as the route does', async () => {
    const path = endpointPath(CRM_ENDPOINTS.client, { id: visited.id });
    const content = 'Patch test due before any colour: ask at check-in.';
    const note = await ok<ClientNote>(owner, 'POST', `${path}/notes`, { content }, 201);
    const detail = await ok<ClientDetail>(owner, 'GET', path);
    const past = await ok<ClientAppointment[]>(owner, 'GET', `${path}/history?pageSize=10`);

    const result = await runTool(toolContextOf(ctx.app, owner), clientHistory, { clientId: visited.id });
    expect(result.title).toBe(detail.name);
    expect(result.rows[0]?.[3]).toBe(visited.id);
    const idsOf = (kind: string) => result.rows.filter((r) => r[0] === kind).map((r) => r[3]);
    expect(idsOf('Upcoming')).toEqual(detail.upcomingAppointments.map((a) => a.id));
    expect(idsOf('Past visit')).toEqual(past.map((a) => a.id));
    expect(idsOf('Note')).toEqual(detail.notes.slice(0, 10).map((n) => n.id));
    expect(result.rows.find((r) => r[3] === note.id)?.[2]).toBe(`${content} (${note.authorName})`);
    expect(idsOf('Alert').length).toBe((detail.allergies ? 1 : 0) + (detail.preferences ? 1 : 0));

    const refusal = await refusalOf(
      runTool(toolContextOf(ctx.app, north), clientHistory, { clientId: visited.id }),
    );
    const route = await north.request({ method: 'GET', url: path });
    expect(route.statusCode).toBeGreaterThanOrEqual(400);
    expect(refusal.message).toBe((route.json() as { message: string }).message);
  });
});
