/**
 * Catalogue test: every table a remembered answer reads announces its changes, under an entity
 * the remembering module subscribes to. What an answer reads is not taken from a list kept by
 * hand: the test computes the answers (the calendar's day list and availability) on a database
 * that logs every query, finds the relations named in them, resolves views to their tables, and
 * reads each table's announcement trigger from the catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APPOINTMENT_LIST_READS,
  AVAILABILITY_READS,
  DOMAIN_ENTITIES,
  appointmentListQuerySchema,
  availabilityQuerySchema,
  performanceQuerySchema,
  type DomainEntity,
} from '@daybook/contracts';
import { actorOf, createTestContext, type TestContext } from '../../test/context.js';
import type { Actor } from '../core/actor.js';
import { appointmentsIn } from '../modules/appointments/index.js';
import { availabilityIn } from '../modules/availability/index.js';
import { PERFORMANCE_READS, staffPerformance } from '../modules/performance/index.js';
import { addDays } from '../lib/local-dates.js';
import { withTenant } from './tenant.js';
import { queryRows, type Db, type Tx } from './client.js';

/**
 * Tenant tables that announce no changes, each with why (issue #30). A screen reading one is
 * refreshed by its own writes, or by the change of an announcing table written with it. A new
 * tenant table announces its changes (`app_tenant_table(table, entity)`) or joins this list with
 * its reason; an entry that starts announcing fails the test, so that it is struck off.
 */
const SILENT_TABLES = [
  // The server's own bookkeeping, never on a screen.
  'business_events',
  'idempotency_keys',
  'sessions',
  'password_reset_tokens',
  'checkout_numbers',
  'inventory_order_numbers',
  // A job's input or output: the waitlist's freed slots, the export's files (its progress is a
  // notification), the CRM's stored figures (kept from announced sales and appointments).
  'appointment_freed_slots',
  'client_export_files',
  'client_figures',
  // The metrics module's month roll-up: written with the day roll-ups (which announce), read
  // afresh by the reports only.
  'sales_month_lines',
  // Parts of an announcing row, written in the transaction that writes it: an appointment's
  // status history, a ticket's lines, a sale's tenders, an order's lines, a count's product
  // quantities, a run's lines and adjustments, a shift's breaks and punches.
  'appointment_status_changes',
  'ticket_lines',
  'transaction_tenders',
  'inventory_order_lines',
  'inventory_stock_counts',
  'pay_run_lines',
  'pay_adjustments',
  'time_clock_breaks',
  'time_clock_punches',
  // One person's or one owner's settings, read by the screen that writes them.
  'dashboard_layouts',
  'payroll_settings',
  'staff_settings',
  'leave_policies',
  'leave_accounts',
  'inventory_service_products',
  // Messaging tells its members on its own socket events (channel created, updated, joined).
  'messaging_channels',
  'messaging_members',
  // A campaign's recipients: thousands of rows a send, whose results screens read afresh; the
  // campaign's own row announces its changes.
  'campaign_recipients',
  // An assistant thread's messages: each is written with its thread, whose last change moves in
  // the same transaction and announces (assistant_thread).
  'assistant_messages',
  // The assistant's monthly token use and its tool calls' audit trail: read on request only,
  // no screen holds them live.
  'assistant_usage',
  'assistant_tool_calls',
];

let ctx: TestContext;
let owner: Actor;
let manhattan: string;
let capture: string[] | null = null;

/** The queries `work` sends. */
async function queriesOf(work: () => Promise<unknown>): Promise<string[]> {
  capture = [];
  try {
    await work();
    return capture;
  } finally {
    capture = null;
  }
}

/**
 * Base tables behind the relations (tables or views of schema public, views of schema published
 * named with their schema) named in `queries`, or in the bodies of the functions they call,
 * through the views of schemas public and published.
 */
async function tablesRead(runner: Db | Tx, queries: string[]): Promise<string[]> {
  const relations = await queryRows<{ name: string; kind: string }>(
    runner,
    sql`SELECT c.relname AS name, c.relkind AS kind FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v')`,
  );
  const kinds = new Map(relations.map((r) => [r.name, r.kind]));
  // Functions of schema public read what their bodies name (availability's read model is one).
  const functions = await queryRows<{ name: string; body: string }>(
    runner,
    sql`SELECT p.proname AS name, p.prosrc AS body FROM pg_proc p
        JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' AND p.prolang <> (SELECT oid FROM pg_language WHERE lanname = 'c')`,
  );
  const bodies = new Map(functions.map((f) => [f.name, f.body]));
  const named = new Set<string>();
  // Views of schema published, named with their schema (`published.sales`), read what they read.
  const published = new Set<string>();
  const texts = [...queries];
  const followed = new Set<string>();
  for (let i = 0; i < texts.length; i++) {
    for (const m of texts[i]!.matchAll(/\bpublished\.([a-z_][a-z0-9_]*)\b/g)) published.add(m[1]!);
    for (const m of texts[i]!.matchAll(/"([a-z_][a-z0-9_]*)"|\b([a-z_][a-z0-9_]*)\b/g)) {
      const word = m[1] ?? m[2] ?? '';
      if (kinds.has(word)) named.add(word);
      else if (bodies.has(word) && !followed.has(word)) {
        followed.add(word);
        texts.push(bodies.get(word)!);
      }
    }
  }
  // Views may read views (checkout's published sale lines under performance's): follow them
  // down, through schema published too, to the base tables of schema public.
  const tables = new Set([...named].filter((n) => kinds.get(n) === 'r'));
  let views: (readonly [string, string])[] = [
    ...[...named].filter((n) => kinds.get(n) === 'v').map((name) => ['public', name] as const),
    ...[...published].map((name) => ['published', name] as const),
  ];
  const seen = new Set(views.map(([schema, name]) => `${schema}.${name}`));
  while (views.length > 0) {
    const behind = await queryRows<{ schema: string; name: string; kind: string }>(
      runner,
      sql`SELECT DISTINCT u.table_schema AS schema, u.table_name AS name, c.relkind AS kind
          FROM information_schema.view_table_usage u
          JOIN pg_class c ON c.relname = u.table_name AND c.relnamespace = u.table_schema::regnamespace
          WHERE (u.view_schema || '.' || u.view_name) IN ${views.map(([schema, name]) => `${schema}.${name}`)}`,
    );
    views = [];
    for (const { schema, name, kind } of behind) {
      if (kind !== 'v') tables.add(name);
      else if (!seen.has(`${schema}.${name}`)) {
        seen.add(`${schema}.${name}`);
        views.push([schema, name]);
      }
    }
  }
  return [...tables].sort();
}

/** Each table's announced entity (migrations 0016 and 0049's triggers), for the tables that have one. */
async function announcedEntities(runner: Db | Tx): Promise<Map<string, string>> {
  const rows = await queryRows<{ table: string; definition: string }>(
    runner,
    sql`SELECT c.relname AS table, pg_get_triggerdef(t.oid) AS definition
        FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE p.proname IN ('app_announce_change', 'app_announce_staff_time_change', 'app_announce_visit_change')
          AND NOT t.tgisinternal`,
  );
  const out = new Map<string, string>();
  for (const r of rows) {
    const entity = /app_announce_(?:staff_time_|visit_)?change\('([^']+)'\)/.exec(r.definition)?.[1];
    // All three triggers (insert, update, delete) must exist for the table to count.
    if (entity && rows.filter((x) => x.table === r.table).length === 3) out.set(r.table, entity);
  }
  return out;
}

/** The tables `queries` read that announce nothing, or an entity outside `subscribed`. */
async function unannounced(
  runner: Db | Tx,
  queries: string[],
  subscribed: readonly DomainEntity[],
): Promise<string[]> {
  const announced = await announcedEntities(runner);
  return (await tablesRead(runner, queries)).filter((table) => {
    const entity = announced.get(table);
    return !entity || !(subscribed as readonly string[]).includes(entity);
  });
}

beforeAll(async () => {
  ctx = await createTestContext({}, { logQuery: (q) => capture?.push(q) });
  const session = await ctx.signIn('owner@luxe.example');
  manhattan = (await ctx.signIn('manager@luxe.example')).user.establishments[0]!;
  owner = actorOf(session);
});
afterAll(() => ctx.close());

const NOW = new Date('2026-03-02T14:00:00Z');

const listQueries = () =>
  queriesOf(() =>
    withTenant(ctx.database.db, owner, (tx) =>
      appointmentsIn(
        tx,
        owner,
        manhattan,
        appointmentListQuerySchema.parse({ startDate: '2026-03-02', endDate: '2026-03-08' }),
        NOW,
      ),
    ),
  );

const availabilityQueries = () =>
  queriesOf(() =>
    withTenant(ctx.database.db, owner, (tx) =>
      availabilityIn(
        tx,
        owner,
        manhattan,
        availabilityQuerySchema.parse({ date: '2026-03-03', days: '7' }),
        NOW,
      ),
    ),
  );

describe('change announcements (catalogue)', () => {
  it('announces every table the calendar day list reads, under an entity it subscribes to', async () => {
    const queries = await listQueries();
    expect(await tablesRead(ctx.database.db, queries)).toContain('appointments');
    expect(await unannounced(ctx.database.db, queries, APPOINTMENT_LIST_READS)).toEqual([]);
  });

  it('announces every table availability reads, under an entity it subscribes to', async () => {
    const queries = await availabilityQueries();
    expect(await tablesRead(ctx.database.db, queries)).toEqual(
      expect.arrayContaining(['appointments', 'staff_hours', 'staff_time_off']),
    );
    expect(await unannounced(ctx.database.db, queries, AVAILABILITY_READS)).toEqual([]);
  });

  it('announces every table the performance report reads, under an entity it subscribes to', async () => {
    // A past month the roll-ups hold, and the days up to today that they do not hold yet.
    const today = new Date().toISOString().slice(0, 10);
    const queries = await queriesOf(async () => {
      for (const [from, to] of [
        ['2026-02-01', '2026-02-28'],
        [addDays(today, -6), today],
      ] as const)
        await staffPerformance(
          ctx.database.db,
          owner,
          'all',
          performanceQuerySchema.parse({ from, to }),
          new Date(),
        );
    });
    expect(await tablesRead(ctx.database.db, queries)).toEqual(
      expect.arrayContaining([
        'appointments',
        'sales_day_totals',
        'transaction_items',
        'transaction_refunds',
        'transaction_refund_lines',
        'staff_hours',
      ]),
    );
    // A sale's tenders are written in the transaction that writes the sale (announced as
    // 'transaction'); 'tickets' is the day roll-up's column of that name, not the tickets table.
    const covered = ['transaction_tenders', 'tickets'];
    expect(
      (await unannounced(ctx.database.db, queries, PERFORMANCE_READS)).filter((t) => !covered.includes(t)),
    ).toEqual([]);
  });

  it('finds a table whose announcement is missing, or whose entity nobody subscribes to', async () => {
    const queries = await availabilityQueries();
    expect(await unannounced(ctx.database.db, queries, ['appointment'])).toContain('staff_hours');
    // Inside a transaction that is rolled back: the catalogue without staff_hours' triggers.
    const found = await ctx.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`DROP TRIGGER staff_hours_announce_update ON staff_hours`);
        throw new Found(await unannounced(tx, queries, AVAILABILITY_READS));
      })
      .catch((err: unknown) => (err instanceof Found ? err.tables : Promise.reject(err)));
    expect(found).toEqual(['staff_hours']);
  });

  it('announces the tables whose screens another desk changes (migration 0062)', async () => {
    const entities = await announcedEntities(ctx.database.db);
    expect(
      Object.fromEntries(
        [
          'commission_plans',
          'payroll_overtime_rules',
          'cash_drawer_movements',
          'inventory_stock_movements',
          'staff_audit',
        ].map((t) => [t, entities.get(t)]),
      ),
    ).toEqual({
      commission_plans: 'commission_plan',
      payroll_overtime_rules: 'overtime_rule',
      cash_drawer_movements: 'drawer_movement',
      inventory_stock_movements: 'stock_movement',
      staff_audit: 'staff_audit_entry',
    });
  });

  it('has every tenant table announce its changes, or say why not', async () => {
    const announced = await announcedEntities(ctx.database.db);
    const tenantTables = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`SELECT c.relname AS name FROM pg_class c
          JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
          WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace ORDER BY 1`,
    );
    const silent = tenantTables.map((t) => t.name).filter((name) => !announced.has(name));
    expect(silent.filter((name) => !SILENT_TABLES.includes(name))).toEqual([]);
    expect(SILENT_TABLES.filter((name) => !silent.includes(name))).toEqual([]);
  });

  it('announces only entities the server knows', async () => {
    const entities = new Set((await announcedEntities(ctx.database.db)).values());
    expect([...entities].filter((e) => !(DOMAIN_ENTITIES as readonly string[]).includes(e))).toEqual([]);
  });
});

/** Carries a result out of a transaction that must roll back. */
class Found extends Error {
  constructor(readonly tables: string[]) {
    super('rolled back on purpose');
  }
}
