/**
 * API fuzz (issue #16): reads the OpenAPI document the server serves, sends every operation a
 * schema-derived valid request and its mutations (wrong types, missing fields, NUL and control
 * characters, huge and odd strings, huge numbers, impossible and far dates, bodies nested
 * thousands deep, other tenants' ids, random values with fixed seeds), as the owner, and the
 * valid request also without a session, as an employee and as another tenant's owner. Fails on
 * any 5xx, and on any answer that carries a stack trace or SQL; and when a number a request
 * carries lacks a bound. Repeatable: the demo data and the seeds are fixed.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE, TENANT_HEADER } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../context.js';
import { startScriptedModel, type ScriptedModelServer } from '../scripted-model-server.js';
import {
  FOREIGN_ESTABLISHMENT,
  LEAK_PATTERNS,
  mutations,
  operations,
  randomMutations,
  unboundedRequestNumbers,
  requestUrl,
  validRequest,
  type FuzzRequest,
  type KnownValues,
  type OpenApiDocument,
  type Operation,
} from './openapi-requests.js';

/** Random variations per operation (fast-check, seeded by the operation's position). */
const RANDOM_PER_OPERATION = 10;
const SEED = 1616;

let ctx: TestContext;
let owner: Session;
const sessions: Record<'employee' | 'otherOwner', Session | null> = { employee: null, otherOwner: null };
const known: KnownValues = {};
const otherTenant: KnownValues = {};

interface Data<T> {
  data: T;
}

/** A weekday a week or two ahead on which the demo establishments are open (not Monday). */
function openDayAhead(): string {
  const d = new Date(Date.now() + 10 * 86_400_000);
  while (d.getUTCDay() === 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function json<T>(session: Session, url: string, method = 'GET', payload?: unknown): Promise<T> {
  const res = await session.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** Ids, dates and texts of the demo data that make a request valid, by field name. */
async function learnKnownValues(): Promise<void> {
  const tenantId = owner.user.tenantId;
  const [est] = (await json<Data<{ id: string }[]>>(owner, '/api/admin/establishments')).data;
  const e = est!.id;
  const staff = (
    await json<Data<{ id: string; role: string }[]>>(
      owner,
      `/api/admin/staff/tenant/${tenantId}/establishment/${e}`,
    )
  ).data;
  const employee = staff.find((s) => s.role === 'employee') ?? staff[0]!;
  const services = (
    await json<Data<{ id: string }[]>>(owner, `/api/admin/services/establishment/${e}/tenant/${tenantId}`)
  ).data;
  const clients = (await json<Data<{ id: string }[]>>(owner, `/api/admin/crm/clients?establishmentId=${e}`))
    .data;
  const leads = (
    await json<Data<{ id: string }[]>>(
      owner,
      `/api/admin/crm/leads?tenantId=${tenantId}&establishmentId=${e}`,
    )
  ).data;
  const rooms = (await json<Data<{ id: string }[]>>(owner, `/api/admin/resources/establishment/${e}`)).data;
  const date = openDayAhead();
  const booked = await json<Data<{ id: string }>>(owner, '/api/appointments', 'POST', {
    establishmentId: e,
    clientName: 'Fuzz Client',
    clientId: clients[0]!.id,
    serviceId: services[0]!.id,
    staffId: employee.id,
    date,
    startTime: '10:00',
  });
  const note = await json<Data<{ id: string }>>(
    owner,
    `/api/admin/crm/clients/${clients[0]!.id}/notes`,
    'POST',
    {
      content: 'Fuzz note',
    },
  );
  const timeOff = await json<Data<{ id: string }>>(
    owner,
    `/api/admin/staff/tenant/${tenantId}/establishment/${e}/${employee.id}/time-off`,
    'POST',
    { startsAt: `${date}T20:00:00Z`, endsAt: `${date}T21:00:00Z` },
  );
  const csv = 'Name,Email\nFuzz Import,fuzz-import@example.com\n';
  Object.assign(known, {
    tenantId,
    establishmentId: e,
    'establishments.id': e,
    'appointments.id': booked.data.id,
    'item.id': booked.data.id,
    'resources.id': rooms[0]?.id ?? e,
    'clients.id': clients[0]!.id,
    'notes.noteId': note.data.id,
    'leads.id': leads[0]!.id,
    'time-off.id': timeOff.data.id,
    'overrides.date': date,
    'user-profiles.userId': owner.user.id,
    userId: employee.id,
    staffId: employee.id,
    preferredStylist: employee.id,
    preferredStylistId: employee.id,
    serviceId: services[0]!.id,
    clientId: clients[0]!.id,
    duplicateId: clients[1]!.id,
    room: rooms[0]?.id ?? '',
    date,
    startDate: date,
    endDate: date,
    from: date,
    to: date,
    startTime: '13:00',
    endTime: '14:00',
    start: '09:00',
    end: '17:00',
    openTime: '09:00',
    closeTime: '17:00',
    startsAt: `${date}T22:00:00Z`,
    endsAt: `${date}T23:00:00Z`,
    birthdate: '1990-04-23',
    email: 'fuzz@example.com',
    phone: '(212) 555-0199',
    timeZone: 'America/New_York',
    color: '#123456',
    password: 'fuzz-password-123',
    contentBase64: Buffer.from(csv).toString('base64'),
    name: 'Fuzz Name',
    clientName: 'Fuzz Client',
  });

  const other = sessions.otherOwner!;
  const [otherEst] = (await json<Data<{ id: string }[]>>(other, '/api/admin/establishments')).data;
  const otherClients = (await json<Data<{ id: string }[]>>(other, '/api/admin/crm/clients')).data;
  Object.assign(otherTenant, {
    tenantId: other.user.tenantId,
    establishmentId: otherEst!.id,
    'establishments.id': otherEst!.id,
    'clients.id': otherClients[0]?.id ?? otherEst!.id,
    userId: other.user.id,
  });
}

/**
 * Destructive operations go last: deletes, then the establishment's deletion, then the session's
 * refresh and sign-out.
 */
function order(op: Operation): number {
  if (op.path.endsWith('/signout')) return 4;
  if (op.path.endsWith('/refresh')) return 3;
  if (op.method === 'DELETE' && op.path === '/api/admin/establishments/{id}') return 2;
  return op.method === 'DELETE' ? 1 : 0;
}

interface Failure {
  operation: string;
  mutation: string;
  status: number;
  body: string;
}

type Caller = 'owner' | 'anonymous' | 'employee' | 'otherOwner';

async function send(op: Operation, request: FuzzRequest, caller: Caller): Promise<LightMyRequestResponse> {
  const session = caller === 'owner' ? owner : caller === 'anonymous' ? null : sessions[caller];
  return ctx.app.inject({
    method: op.method as 'GET',
    url: requestUrl(op, request),
    ...(request.body !== undefined
      ? {
          payload: request.rawBody ?? JSON.stringify(request.body),
          headers: { 'content-type': 'application/json' },
        }
      : {}),
    ...(session
      ? {
          cookies: { [SESSION_COOKIE]: session.token },
          headers: {
            [TENANT_HEADER]: session.user.tenantId,
            ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
        }
      : {}),
  });
}

let model: ScriptedModelServer;

beforeAll(async () => {
  // The sessions are remembered as the app does by default (the test context turns that off for
  // tests that change people under a frozen clock): each request then costs what it costs a
  // signed-in user, not a session lookup more, and sign-out, refresh and termination still
  // forget what was remembered at once.
  // Dawn AI answers from a scripted model on loopback (no model runs here), so its questions are
  // fuzzed through the whole answer rather than stopping at "no model is configured" (503).
  model = await startScriptedModel(() => ({ text: ['Noted.'] }));
  ctx = await createTestContext({
    sessionCacheSeconds: undefined,
    ai: { baseUrl: model.baseUrl, apiKey: undefined, model: 'scripted-fuzz' },
  });
  owner = await ctx.signIn('owner@luxe.example');
  sessions.employee = await ctx.signIn('employee@luxe.example');
  sessions.otherOwner = await ctx.signIn('owner@northside.example');
  await learnKnownValues();
});
afterAll(async () => {
  await ctx?.close();
  await model?.close();
});

describe('API fuzz from the OpenAPI document', () => {
  it('gives every number a request carries both bounds', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
    expect(unboundedRequestNumbers(operations(doc))).toEqual([]);
  });

  it('answers every valid and mutated request without a 5xx, a stack trace or SQL', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
    // FUZZ_ONLY=regex narrows the operations while working on some.
    const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
    const ops = operations(doc)
      .filter((op) => !only || only.test(`${op.method} ${op.path}`))
      .sort((a, b) => order(a) - order(b));
    const failures: Failure[] = [];
    let sent = 0;

    const spent: { op: string; ms: number; requests: number }[] = [];
    for (const [index, op] of ops.entries()) {
      const started = performance.now();
      const sentBefore = sent;
      const valid = validRequest(op, known);
      const plan: { label: string; request: FuzzRequest; caller: Caller }[] = [
        ...mutations(op, valid, otherTenant).map((m) => ({ ...m, caller: 'owner' as const })),
        ...randomMutations(op, valid, SEED + index, RANDOM_PER_OPERATION).map((m) => ({
          ...m,
          caller: 'owner' as const,
        })),
        { label: 'valid', request: valid, caller: 'owner' },
        { label: 'valid, no session', request: valid, caller: 'anonymous' },
        { label: 'valid, employee', request: valid, caller: 'employee' },
        { label: "valid, another tenant's owner", request: valid, caller: 'otherOwner' },
      ];
      for (const step of process.env.FUZZ_VALID_ONLY ? plan.filter((p) => p.label === 'valid') : plan) {
        let res = await send(op, step.request, step.caller);
        sent++;
        // Refresh rotates the owner's session; sign in again rather than fuzz the 401 page.
        if (res.statusCode === 401 && step.caller === 'owner' && !op.path.includes('/auth/')) {
          owner = await ctx.signIn('owner@luxe.example');
          res = await send(op, step.request, step.caller);
          sent++;
        }
        if (process.env.FUZZ_ONLY && step.label.startsWith('valid'))
          console.info(`${op.method} ${op.path} ${step.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        const leak = LEAK_PATTERNS.find((p) => p.test(res.body));
        const strayWrite =
          step.label === FOREIGN_ESTABLISHMENT && op.method !== 'GET' && res.statusCode < 300;
        if (res.statusCode >= 500 || leak || strayWrite) {
          failures.push({
            operation: `${op.method} ${op.path}`,
            mutation: `${step.label} (${step.caller})`,
            status: res.statusCode,
            body: res.body.slice(0, 160),
          });
        }
      }
      spent.push({
        op: `${op.method} ${op.path}`,
        ms: performance.now() - started,
        requests: sent - sentBefore,
      });
    }

    const slowest = spent
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((x) => `${x.op} ${(x.ms / 1000).toFixed(1)} s/${x.requests}`);
    console.info(`API fuzz: ${ops.length} operations, ${sent} requests, ${failures.length} failures`);
    console.info(`slowest: ${slowest.join('; ')}`);
    // FUZZ_REPORT=path writes every failure there (for measuring, e.g. against older code).
    if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(failures, null, 2));
    if (!only) expect(ops.length).toBeGreaterThanOrEqual(68);
    expect(failures).toEqual([]);
  }, 600_000);
});
