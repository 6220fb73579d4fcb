/**
 * Client search benchmark (`npm run bench:client-search`): the CRM client list searched by the
 * Luxe owner over all locations of a tenant with 100,000 clients, on PostgreSQL, one
 * connection, against the budget below; plus a bare route of the same server for comparison.
 *
 * The clients are made up with the demo seed's name and email generators (some accented
 * names, example-domain emails) and US phone numbers of the three cities' area codes; unlike
 * the demo's fictional 555-01xx block, the exchanges vary, so a few digits narrow the search
 * as they do on a real book (the database lives only for the run and nothing is sent).
 * The search terms are what a front desk types: part of a name, first name and initial,
 * accented names, an email's start, a phone's last four digits or its area code and exchange,
 * and a miss; each connection cycles through them.
 */
import { Faker, en } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { ALL_ESTABLISHMENTS, CRM_ENDPOINTS, contactSearchText, type Pagination } from '@daybook/contracts';
import { formatPhone, normalizePhone } from '@daybook/contracts/phone';
import type { Database } from '../apps/server/src/db/client.js';
import { queryRows } from '../apps/server/src/db/client.js';
import { withTenant } from '../apps/server/src/db/tenant.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { demoEmail, demoName } from '../apps/server/src/modules/clients/clients.demo-contacts.js';
import { SECONDS, Verdicts, ms, out, report, withBench } from './harness.js';

/** p95 budget in milliseconds, at one connection. */
const BUDGET_P95 = 30;
const CLIENTS = 100_000;
const BATCH = 5_000;
const PAGE_SIZE = 50;
const TENANT = 'Luxe Salon Group';
const AREA_CODES = [917, 718, 347, 312, 773, 872, 310, 424, 323];

interface BenchClient {
  establishmentId: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: string;
  searchText: string;
  createdAt: Date;
}

/** `count` clients spread over `places`, deterministic (fixed faker seed). */
function makeClients(count: number, places: string[]): BenchClient[] {
  const faker = new Faker({ locale: [en] });
  faker.seed(20_260_301);
  const clients: BenchClient[] = [];
  for (let i = 0; i < count; i++) {
    const { first, last } = demoName(faker);
    const name = `${first} ${last}`;
    const email = faker.number.float() < 0.9 ? demoEmail(faker, first, last) : null;
    // Exchanges 200-999 except N11 and 555; any line number.
    let exchange = faker.number.int({ min: 200, max: 999 });
    if (exchange % 100 === 11 || exchange === 555) exchange += 1;
    const phone =
      faker.number.float() < 0.95
        ? `+1${faker.helpers.arrayElement(AREA_CODES)}${exchange}${String(faker.number.int(9999)).padStart(4, '0')}`
        : null;
    clients.push({
      establishmentId: places[i % places.length]!,
      name,
      email,
      phone,
      status: faker.helpers.weightedArrayElement([
        { value: 'active', weight: 85 },
        { value: 'vip', weight: 5 },
        { value: 'inactive', weight: 10 },
      ]),
      searchText: contactSearchText({ name, email, phone }),
      createdAt: faker.date.past({ years: 5, refDate: '2026-01-01T00:00:00Z' }),
    });
  }
  // The numbers are written in E.164 directly; a sample proves the form the API stores.
  for (const c of clients.slice(0, 500)) {
    if (c.phone && normalizePhone(formatPhone(c.phone)) !== c.phone)
      throw new Error(`invalid phone ${c.phone}`);
  }
  return clients;
}

/** Inserts the clients into the tenant (row-level security applies) in multi-row INSERTs. */
async function insertClients(database: Database, tenantId: string, clients: BenchClient[]): Promise<void> {
  await withTenant(database.db, { tenantId }, async (tx) => {
    for (let i = 0; i < clients.length; i += BATCH) {
      const json = JSON.stringify(clients.slice(i, i + BATCH).map((c) => ({ ...c, tenantId })));
      await tx.execute(sql`
        INSERT INTO clients (tenant_id, establishment_id, name, email, phone, status, source, search_text, created_at,
          updated_at)
        SELECT "tenantId", "establishmentId", name, email, phone, status, 'import', "searchText", "createdAt",
          "createdAt"
        FROM json_to_recordset(${json}::json) AS r("tenantId" uuid, "establishmentId" uuid, name text, email text,
          phone text, status text, "searchText" text, "createdAt" timestamptz)`);
    }
  });
}

/** The search terms, some taken from the generated clients so they hit real rows. */
function searchTerms(clients: BenchClient[]): { label: string; term: string }[] {
  const withPhone = clients.filter((c) => c.phone);
  const withEmail = clients.filter((c) => c.email);
  const phone = withPhone[Math.floor(withPhone.length / 3)]!.phone!;
  const email = withEmail[Math.floor(withEmail.length / 2)]!.email!;
  const national = formatPhone(phone);
  return [
    { label: 'name, 3 letters', term: 'mar' },
    { label: 'last name, 5 letters', term: 'johns' },
    { label: 'first name and initial', term: 'emily w' },
    { label: 'accented first name', term: 'José' },
    { label: 'accented last name, 4 letters', term: 'núñe' },
    { label: 'email start', term: email.slice(0, Math.min(7, email.indexOf('@'))) },
    { label: 'phone, last 4 digits', term: phone.slice(-4) },
    { label: 'phone, area code and exchange', term: national.slice(0, 9) },
    { label: 'no match', term: 'qxzvw' },
  ];
}

const verdicts = new Verdicts();
let clients: BenchClient[] = [];
await withBench(
  async (database) => {
    await seedDemo(database.db, { history: false });
    const [tenant] = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM tenants WHERE name = ${TENANT}`,
    );
    if (!tenant) throw new Error(`no ${TENANT}`);
    const places = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM establishments WHERE tenant_id = ${tenant.id} ORDER BY name`,
    );
    let started = Date.now();
    clients = makeClients(
      CLIENTS,
      places.map((p) => p.id),
    );
    out(
      `clients: ${CLIENTS.toLocaleString('en-US')} generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    started = Date.now();
    await insertClients(database, tenant.id, clients);
    out(`clients: inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  },
  async ({ database, origin, signIn, load }) => {
    const { headers, user } = await signIn('owner@luxe.example');
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM clients WHERE tenant_id = ${user.tenantId}`,
    );
    const terms = searchTerms(clients);
    const pathOf = (term: string) =>
      `${CRM_ENDPOINTS.listClients.path}?establishmentId=${ALL_ESTABLISHMENTS}&search=${encodeURIComponent(term)}&page=1&pageSize=${PAGE_SIZE}`;

    out();
    out(
      `${TENANT}: ${count?.n.toLocaleString('en-US') ?? '?'} clients over 3 locations, signed in as the owner`,
    );
    const probe = await fetch(`${origin}${pathOf(terms[0]!.term)}`, { headers });
    if (probe.status !== 200) {
      out(`client search: not available (${probe.status} ${(await probe.text()).slice(0, 200)})`);
      return;
    }
    // Each term alone, 20 requests in a row after one warm-up: which terms cost what.
    out(`  ${'term'.padEnd(50)} matches    median       max (20 requests)`);
    for (const t of terms) {
      const res = await fetch(`${origin}${pathOf(t.term)}`, { headers });
      const body = (await res.json()) as { pagination?: Pagination };
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        await (await fetch(`${origin}${pathOf(t.term)}`, { headers })).arrayBuffer();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      out(
        `  ${`${t.label} ${JSON.stringify(t.term)}`.padEnd(50)} ${String(body.pagination?.total ?? res.status).padStart(7)}  ` +
          `${ms(times[10]!).padStart(8)}  ${ms(times[19]!).padStart(8)}`,
      );
    }
    out(
      `load: autocannon on loopback, ${SECONDS} s per run, 1 connection, server in this process (${database.kind})`,
    );
    out();

    const mixed = await load(
      terms.map((t) => pathOf(t.term)),
      1,
      headers,
    );
    report(`(a) client search, ${terms.length} terms in turn`, mixed);
    verdicts.check('client search (100,000 clients) at 1 connection, p95', mixed.p95, BUDGET_P95);
    report('(b) bare route (public config)', await load('/api/admin/public/config', 1, headers));
    out();
    verdicts.print();
  },
);
