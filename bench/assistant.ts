/**
 * Dawn AI benchmark (`npm run bench:assistant`, issue #33 "How it is checked": the server's
 * added latency to the first streamed token against the scripted model on loopback, p95 ≤ 50 ms,
 * and each read tool's p95 ≤ 50 ms on the full demo). PostgreSQL with the full demo, migrated,
 * seeded and analyzed as `npm start` does, the app in this process on a loopback port with its
 * model set (AI_BASE_URL, AI_MODEL) to the scripted OpenAI-compatible server of the tests, which
 * sends its first words as soon as it has read a request.
 *
 * First token: BENCH_QUESTIONS questions (default 120), one at a time, from every demo person
 * the assistant serves, each person at most one question every 6.2 s (the per-person limit is
 * ASSISTANT_RATE_PER_MINUTE, 10 a minute) and a new thread every 5 questions, so neither the
 * limit nor one answer at a time per thread refuses one. Each is timed from the request sent to
 * the first `text` line at the client, and split at the instant the model had read the server's
 * request. The model alone is the same client asking the scripted server directly for the same
 * messages right after each question; the server's added latency is the difference of the pair.
 * Read tools: each through `POST /api/admin/assistant/tools/:name` as the owner with arguments a
 * person would give (ids read through the API first), one check call then BENCH_SECONDS of
 * calls one at a time; and a bare route with the same client. The database is dropped at the
 * end; the exit code does not depend on the figures.
 */
import pg from 'pg';
import {
  ASSISTANT_ENDPOINTS,
  ASSISTANT_RATE_PER_MINUTE,
  CRM_ENDPOINTS,
  ESTABLISHMENT_ENDPOINTS,
  SERVICE_ENDPOINTS,
  endpointPath,
  hasPermission,
  mapRawRole,
  type AssistantStreamEvent,
  type AssistantThread,
  type AssistantToolInfo,
  type AssistantToolResult,
  type AuthUser,
  SESSION_COOKIE,
  TENANT_HEADER,
} from '@daybook/contracts';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { analyzeStaleTables } from '../apps/server/src/db/statistics.js';
import { createMailer } from '../apps/server/src/mail/mailer.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { startScriptedModel } from '../apps/server/test/scripted-model-server.js';
import { SECONDS, Verdicts, ms, out, type BenchSession } from './harness.js';

const BUDGET_P95 = 50;
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 120);
/** A person's questions at least this far apart (ms): 10 a minute with room for clock skew. */
const PERSON_SPACING_MS = 6_200;
const QUESTIONS_PER_THREAD = 5;
const MODEL = 'scripted-bench';
const REPLY = ['Here is ', 'what I found ', 'in today’s ', 'schedule: ', 'three openings ', 'after 3 PM.'];
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = process.env.BENCH_DATABASE_NAME ?? 'daybook_bench_assistant';
const verdicts = new Verdicts();

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const wait = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** p50 and p95 of `samples` (ms), sorted in place. */
function spread(samples: number[]) {
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1) ?? Number.NaN };
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Signs in as demo account `email` (the demo password): its user and the headers to send. */
async function signInAt(origin: string, email: string): Promise<BenchSession> {
  const res = await fetch(`${origin}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  const user = ((await res.json()) as { user: AuthUser }).user;
  return { user, headers: { cookie, [TENANT_HEADER]: user.tenantId } };
}

/** Calls the app as `session` and answers the envelope's data; throws on anything but 2xx. */
async function call<T>(
  origin: string,
  session: BenchSession,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { ...session.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * Reads a streamed answer to its end, line by line: when the first line of each kind `kindOf`
 * names arrived (performance.now()), and the last line.
 */
async function readStream(
  res: Response,
  kindOf: (line: string) => string | undefined,
): Promise<{ firsts: Map<string, number>; last: string | undefined }> {
  if (!res.body) throw new Error('no body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const firsts = new Map<string, number>();
  let last: string | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (!line) continue;
      const kind = kindOf(line);
      if (kind !== undefined && !firsts.has(kind)) firsts.set(kind, performance.now());
      last = line;
    }
  }
  return { firsts, last };
}

await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
await admin(`CREATE DATABASE ${DB_NAME}`);
const databaseUrl = new URL(BASE_URL);
databaseUrl.pathname = `/${DB_NAME}`;
const database = await openDatabase({ url: databaseUrl.toString() });
// When the model had read the server's request of the question under way (performance.now()).
let modelRead = Number.NaN;
const model = await startScriptedModel((seen) => {
  if (seen.model === MODEL) modelRead = performance.now();
  return { text: REPLY };
});
try {
  await database.migrate();
  await seedDemo(database.db);
  await analyzeStaleTables(database.db);
  const { app } = await buildApp({
    db: database.db,
    listen: database.listen,
    jobSql: database,
    mailer: createMailer(database.db, undefined, 'bench@daybook.local'),
    logLevel: 'silent',
    // The HTTP limit per address (1,200 a minute), not the assistant's: every request here comes from one.
    rateLimitPerMinute: 1_000_000_000,
    ai: { baseUrl: model.baseUrl, apiKey: undefined, model: MODEL },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const origin = `http://127.0.0.1:${address.port}`;
    await measure(origin);
  } finally {
    await app.close();
  }
} finally {
  await model.close();
  await database.close();
  // pool.end() resolves before its sockets close: a connection still open when FORCE ends it
  // reports the ending as an error nobody listens to any more.
  await wait(500);
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
}

async function measure(origin: string): Promise<void> {
  const people: BenchSession[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const role = mapRawRole(account.role);
    if (role && hasPermission(role, 'assistant:create')) people.push(await signInAt(origin, account.email));
  }
  const owner = await signInAt(origin, 'owner@luxe.example');
  out(
    `first token: ${QUESTIONS} questions from ${people.length} people (${people.map((p) => p.user.email).join(', ')}), ` +
      `each at most one every ${PERSON_SPACING_MS / 1000} s (limit ${ASSISTANT_RATE_PER_MINUTE} a minute), ` +
      `${QUESTIONS_PER_THREAD} a thread`,
  );
  await firstToken(origin, people);
  await readTools(origin, owner);
  const bare: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  while (bare.length < 20 || performance.now() < until) {
    const started = performance.now();
    const res = await fetch(`${origin}/api/admin/public/config`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`bare route: ${res.status}`);
    bare.push(performance.now() - started);
  }
  const b = spread(bare);
  out(
    `${'bare route (GET /api/admin/public/config)'.padEnd(44)} p50 ${ms(b.p50)}  p95 ${ms(b.p95)}  (${bare.length} calls)`,
  );
  out();
  verdicts.print();
}

/** The first streamed token through the server against the model alone, question by question. */
async function firstToken(origin: string, people: BenchSession[]): Promise<void> {
  const lastAsked = people.map(() => Number.NEGATIVE_INFINITY);
  const threads: string[] = people.map(() => '');
  const asked = people.map(() => 0);
  const throughServer: number[] = [];
  const untilEcho: number[] = [];
  const echoToModel: number[] = [];
  const afterModel: number[] = [];
  const modelAlone: number[] = [];
  const added: number[] = [];
  for (let q = 0; q < QUESTIONS; q++) {
    const i = q % people.length;
    const person = people[i]!;
    if (asked[i]! % QUESTIONS_PER_THREAD === 0) {
      const thread = await call<AssistantThread>(origin, person, 'POST', ASSISTANT_ENDPOINTS.create.path, {});
      threads[i] = thread.id;
    }
    const due = lastAsked[i]! + PERSON_SPACING_MS;
    if (performance.now() < due) await wait(due - performance.now());
    const content = `Who is free at ${1 + (q % 8)} PM tomorrow for a balayage? (${q + 1})`;
    modelRead = Number.NaN;
    const seenBefore = model.seen.length;
    lastAsked[i] = performance.now();
    const sent = performance.now();
    const res = await fetch(`${origin}${endpointPath(ASSISTANT_ENDPOINTS.send, { id: threads[i]! })}`, {
      method: 'POST',
      headers: { ...person.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
    });
    if (res.status !== 200) throw new Error(`question ${q + 1}: ${res.status} ${await res.text()}`);
    const { firsts, last } = await readStream(res, (line) => (JSON.parse(line) as AssistantStreamEvent).type);
    asked[i]!++;
    if (last === undefined || (JSON.parse(last) as AssistantStreamEvent).type !== 'done')
      throw new Error(`question ${q + 1} ended with ${last}`);
    const echoed = firsts.get('message');
    const first = firsts.get('text');
    if (model.seen.length !== seenBefore + 1 || !echoed || !first || Number.isNaN(modelRead))
      throw new Error(`question ${q + 1}: ${model.seen.length - seenBefore} model requests, no first token`);
    // The model alone: the same client, the same messages, straight to the scripted server.
    const seen = model.seen[seenBefore]!;
    const direct = performance.now();
    const alone = await fetch(`${model.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'direct', stream: true, messages: seen.messages }),
    });
    const words = (
      await readStream(alone, (line) =>
        line.includes('"content":"') && !line.includes('"content":""') ? 'words' : undefined,
      )
    ).firsts.get('words');
    if (!words) throw new Error('the model alone sent no words');
    throughServer.push(first - sent);
    untilEcho.push(echoed - sent);
    echoToModel.push(modelRead - echoed);
    afterModel.push(first - modelRead);
    modelAlone.push(words - direct);
    added.push(first - sent - (words - direct));
  }
  const line = (label: string, samples: number[]) => {
    const s = spread(samples);
    out(`  ${label.padEnd(62)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  max ${ms(s.max)}`);
    return s;
  };
  line('through the server: question sent → first text line', throughServer);
  line('  sent → the question echoed (checks, stored, prompt; headers)', untilEcho);
  line('  echoed → the model has read the server’s request', echoToModel);
  line('  the model has read it → first text line at the client', afterModel);
  line('the model alone (same client, same messages) → first words', modelAlone);
  const a = line('server’s added latency (through the server − model alone)', added);
  verdicts.check('first token: server’s added latency p95', a.p95, BUDGET_P95);
}

/** Each read tool as the owner on the full demo, one call at a time for BENCH_SECONDS. */
async function readTools(origin: string, owner: BenchSession): Promise<void> {
  const tenantId = owner.user.tenantId;
  const places = await call<{ id: string; name: string }[]>(
    origin,
    owner,
    'GET',
    ESTABLISHMENT_ENDPOINTS.list.path,
  );
  const manhattan = places.find((p) => p.name === 'Luxe Salon Manhattan');
  if (!manhattan) throw new Error('no Luxe Salon Manhattan');
  const services = await call<{ id: string; name: string }[]>(
    origin,
    owner,
    'GET',
    endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan.id, tenantId }),
  );
  const balayage = services.find((s) => /balayage/i.test(s.name)) ?? services[0];
  const clients = await call<{ id: string; name: string; totalVisits?: number }[]>(
    origin,
    owner,
    'GET',
    `${CRM_ENDPOINTS.listClients.path}?establishmentId=${manhattan.id}`,
  );
  const client = clients[0];
  if (!balayage || !client) throw new Error('no service or client at Manhattan');
  const now = new Date();
  const today = isoDay(now);
  // The demo's days are UTC-relative; a day either side of a zone's boundary changes nothing here.
  const dayAfter = (days: number) => isoDay(new Date(now.getTime() + days * 86_400_000));
  // "This week" as the last 7 days: early in a week the calendar week holds a day or two.
  const weekStart = dayAfter(-6);
  const at = { establishmentId: manhattan.id };
  const args: Record<string, Record<string, unknown>> = {
    day_schedule: { ...at, date: today },
    find_openings: { ...at, date: today, serviceId: balayage.id },
    list_services: at,
    list_staff: at,
    find_clients: { search: client.name.split(' ')[0] },
    client_history: { clientId: client.id },
    sales_summary: { from: weekStart, to: today },
    staff_performance: { from: weekStart, to: today },
    low_stock: {},
    stock_levels: at,
    staff_schedule: { ...at, days: 7 },
    time_off: {},
    waitlist: at,
  };
  const tools = await call<AssistantToolInfo[]>(origin, owner, 'GET', ASSISTANT_ENDPOINTS.tools.path);
  out();
  out(
    `read tools as the owner (Luxe Salon Manhattan where one location is asked; ${balayage.name}; ` +
      `client ${client.name}; ${weekStart}…${today}; a day's tools on the first day from today with rows); ` +
      `${SECONDS} s of calls one at a time each`,
  );
  for (const tool of tools.filter((t) => t.kind === 'read')) {
    let body = args[tool.name] ?? {};
    const path = endpointPath(ASSISTANT_ENDPOINTS.runTool, { name: tool.name });
    // The check call: a tool that refuses its arguments stops the script here. A day with
    // nothing on it (a location closed that day) would time an empty answer: the next day then.
    let table = await call<AssistantToolResult>(origin, owner, 'POST', path, body);
    for (let days = 1; days < 7 && table.rows.length === 0 && 'date' in body; days++) {
      body = { ...body, date: dayAfter(days) };
      table = await call<AssistantToolResult>(origin, owner, 'POST', path, body);
    }
    const samples: number[] = [];
    const until = performance.now() + SECONDS * 1000;
    while (samples.length < 20 || performance.now() < until) {
      const started = performance.now();
      await call<AssistantToolResult>(origin, owner, 'POST', path, body);
      samples.push(performance.now() - started);
    }
    const s = spread(samples);
    out(
      `  ${`${tool.name}${tool.name in args ? '' : ' (no arguments)'}${'date' in body ? ` ${String(body.date)}` : ''}`.padEnd(42)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  ` +
        `(${samples.length} calls, ${table.rows.length} of ${table.total} rows)`,
    );
    verdicts.check(`read tool ${tool.name} p95`, s.p95, BUDGET_P95);
  }
}
