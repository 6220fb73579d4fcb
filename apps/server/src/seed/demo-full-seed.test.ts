/**
 * The full demo (a year of appointments, their sales, 2,900 clients), seeded once for the file:
 * the checkout history adds up as the register would (issue #13), and the client book is the
 * size and shape the CRM expects, and the marketing demo (segments, consent, a sent campaign) is there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import {
  CAMPAIGN_ENDPOINTS as E,
  computeCartTotals,
  countedCents,
  type CampaignPage,
  type DiscountInput,
  type Reconciliation,
} from '@daybook/contracts';
import { queryRows } from '../db/client.js';
import { withTenant } from '../db/tenant.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { ok } from '../../test/http.js';
import { seedDemo } from './seed.js';

/** A Saturday afternoon in New York: today's drawers are still open. */
const NOW = new Date('2026-03-14T19:30:00Z');

// The full demo takes a minute or two to seed: every check of it shares this one.
let ctx: TestContext;
const rows = <T>(query: SQL) => queryRows<T>(ctx.database.db, query);
beforeAll(async () => {
  ctx = await createTestContext();
  // The app's own recurring work (the sales days' roll-up every 15 minutes) runs on the same
  // clock as the seed: on the wall clock it would roll the days up to a today months past NOW.
  ctx.clock.now = NOW;
  await seedDemo(ctx.database.db, { reset: true, now: NOW });
}, 600_000);
afterAll(() => ctx.close());

describe('demo checkout history, full seed (issue #13)', () => {
  it('pays every completed visit once: a paid ticket, one transaction, its services at their prices', async () => {
    const [visits] = await rows<{ visits: number; once: number; stray: number; transactions: number }>(
      sql`WITH v AS (SELECT DISTINCT coalesce(visit_id, id) AS key FROM appointments WHERE status = 'completed')
        SELECT (SELECT count(*)::int FROM v) AS visits,
          (SELECT count(*)::int FROM v WHERE (SELECT count(*) FROM tickets t JOIN transactions tr ON tr.ticket_id = t.id
            WHERE t.visit_key = v.key AND t.status = 'paid') = 1) AS once,
          (SELECT count(*)::int FROM tickets t WHERE t.status = 'paid' AND t.visit_key NOT IN (SELECT key FROM v)) AS stray,
          (SELECT count(*)::int FROM transactions) AS transactions`,
    );
    expect(visits!.visits).toBeGreaterThan(30_000);
    expect(visits!.once).toBe(visits!.visits);
    expect(visits!.stray).toBe(0);
    expect(visits!.transactions).toBe(visits!.visits);
    const [services] = await rows<{ completed: number; matched: number }>(
      sql`SELECT (SELECT count(*)::int FROM appointments WHERE status = 'completed') AS completed,
          count(*)::int AS matched
        FROM transaction_items i JOIN appointments a ON a.id = i.appointment_id
        WHERE i.kind = 'service' AND i.unit_price_cents = a.price_cents AND i.staff_id = a.staff_id
          AND i.service_id = a.service_id AND i.quantity = 1`,
    );
    expect(services!.matched).toBe(services!.completed);
  });

  it('adds up as the register does: the one totals function, tax on products only', async () => {
    const [sums] = await rows<{ totals: number; items: number; tips: number; tenders: number; bad: number }>(
      sql`SELECT (SELECT sum(total_cents)::float FROM transactions) AS totals,
          (SELECT sum(total_cents)::float FROM transaction_items) AS items,
          (SELECT sum(amount_cents)::float FROM transaction_tips) AS tips,
          (SELECT sum(amount_cents)::float FROM transaction_tenders) AS tenders,
          (SELECT count(*)::int FROM transactions t WHERE t.tip_cents <> coalesce((SELECT sum(amount_cents) FROM transaction_tips p WHERE p.transaction_id = t.id), 0)
            OR t.total_cents <> coalesce((SELECT sum(amount_cents) FROM transaction_tenders d WHERE d.transaction_id = t.id), 0)) AS bad`,
    );
    expect(sums!.totals).toBe(sums!.items + sums!.tips);
    expect(sums!.tenders).toBe(sums!.totals);
    expect(sums!.bad).toBe(0);
    const [tax] = await rows<{ services: number; products: number; wrong: number }>(
      sql`SELECT sum(tax_cents) FILTER (WHERE kind = 'service')::int AS services,
          sum(tax_cents) FILTER (WHERE kind = 'product')::int AS products,
          count(*) FILTER (WHERE kind = 'product' AND tax_cents <> ((gross_cents - discount_cents) * 8 + 50) / 100)::int AS wrong
        FROM transaction_items`,
    );
    expect(tax!.services).toBe(0);
    expect(tax!.products).toBeGreaterThan(0);
    expect(tax!.wrong).toBe(0);

    // Every sale re-priced from its stored lines gives the stored figures.
    const sales = await rows<{
      id: string;
      subtotal: number;
      discount: number;
      tax: number;
      tip: number;
      total: number;
      type: 'fixed' | 'percent' | null;
      value: string | null;
      items: {
        kind: 'service' | 'product';
        price: number;
        quantity: number;
        taxable: boolean;
        staff: string | null;
        tax: number;
        total: number;
      }[];
      tips: { staff: string; cents: number }[] | null;
    }>(
      sql`SELECT t.id, t.subtotal_cents::int AS subtotal, t.discount_cents::int AS discount, t.tax_cents::int AS tax,
          t.tip_cents::int AS tip, t.total_cents::int AS total, t.order_discount_type AS type, t.order_discount_value AS value,
          (SELECT json_agg(json_build_object('kind', i.kind, 'price', i.unit_price_cents, 'quantity', i.quantity,
              'taxable', i.taxable, 'staff', i.staff_id, 'tax', i.tax_cents, 'total', i.total_cents) ORDER BY i.position)
            FROM transaction_items i WHERE i.transaction_id = t.id) AS items,
          (SELECT json_agg(json_build_object('staff', p.staff_id, 'cents', p.amount_cents))
            FROM transaction_tips p WHERE p.transaction_id = t.id) AS tips
        FROM transactions t`,
    );
    let mismatched = 0;
    for (const sale of sales) {
      const orderDiscount: DiscountInput | null =
        sale.type === 'fixed'
          ? { type: 'fixed', amountCents: Math.round(Number(sale.value) * 100) }
          : sale.type === 'percent'
            ? { type: 'percent', percent: Number(sale.value) }
            : null;
      const totals = computeCartTotals({
        lines: sale.items.map((i) => ({
          kind: i.kind,
          unitPriceCents: i.price,
          quantity: i.quantity,
          taxable: i.taxable,
          staffId: i.staff,
        })),
        orderDiscount,
        taxRate: 0.08,
        tipCents: sale.tip,
        tipSplit: 'even',
      });
      const same =
        totals.subtotalCents === sale.subtotal &&
        totals.discountCents === sale.discount &&
        totals.taxCents === sale.tax &&
        totals.totalCents === sale.total &&
        totals.lines.every(
          (l, k) => l.totalCents === sale.items[k]!.total && l.taxCents === sale.items[k]!.tax,
        ) &&
        JSON.stringify(
          totals.tips
            .filter((t) => t.cents > 0)
            .map((t) => [t.staffId, t.cents])
            .sort(),
        ) === JSON.stringify((sale.tips ?? []).map((t) => [t.staff, t.cents]).sort());
      if (!same) mismatched++;
    }
    expect(mismatched).toBe(0);
  });

  it('mixes tenders, tips and discounts as a salon does', async () => {
    const [mix] = await rows<{
      n: number;
      card: number;
      cash: number;
      split: number;
      discounted: number;
      oddDiscount: number;
      cardTipped: number;
      cardSales: number;
      tipInRange: number;
      uneven: number;
    }>(
      sql`WITH m AS (
          SELECT t.id, t.tip_cents, t.order_discount_type, t.order_discount_value,
            bool_or(d.type = 'card') AS card, bool_or(d.type = 'cash') AS cash,
            (SELECT sum(i.gross_cents) FROM transaction_items i WHERE i.transaction_id = t.id AND i.kind = 'service') AS services
          FROM transactions t JOIN transaction_tenders d ON d.transaction_id = t.id GROUP BY t.id)
        SELECT count(*)::int AS n,
          count(*) FILTER (WHERE card AND NOT cash)::int AS card,
          count(*) FILTER (WHERE cash AND NOT card)::int AS cash,
          count(*) FILTER (WHERE cash AND card)::int AS split,
          count(*) FILTER (WHERE order_discount_type IS NOT NULL)::int AS discounted,
          count(*) FILTER (WHERE order_discount_type IS NOT NULL AND order_discount_value <> 10)::int AS "oddDiscount",
          count(*) FILTER (WHERE card AND NOT cash AND tip_cents > 0)::int AS "cardTipped",
          count(*) FILTER (WHERE card AND NOT cash)::int AS "cardSales",
          count(*) FILTER (WHERE card AND NOT cash AND tip_cents > 0 AND services > 0
            AND tip_cents::float / services BETWEEN 0.14 AND 0.23)::int AS "tipInRange",
          (SELECT count(*)::int FROM (SELECT transaction_id FROM transaction_tips GROUP BY 1
            HAVING max(amount_cents) - min(amount_cents) > 1) u) AS uneven
        FROM m`,
    );
    const m = mix!;
    expect(m.card / m.n).toBeGreaterThan(0.65);
    expect(m.card / m.n).toBeLessThan(0.75);
    expect(m.cash / m.n).toBeGreaterThan(0.2);
    expect(m.cash / m.n).toBeLessThan(0.3);
    expect(m.split / m.n).toBeGreaterThan(0.02);
    expect(m.split / m.n).toBeLessThan(0.08);
    expect(m.discounted / m.n).toBeGreaterThan(0.04);
    expect(m.discounted / m.n).toBeLessThan(0.1);
    expect(m.oddDiscount).toBe(0);
    expect(m.cardTipped / m.cardSales).toBeGreaterThan(0.8);
    expect(m.tipInRange / m.cardTipped).toBeGreaterThan(0.9);
    expect(m.uneven).toBe(0);

    const [tenders] = await rows<{ badCard: number; badCash: number; change: number }>(
      sql`SELECT count(*) FILTER (WHERE type = 'card' AND (card_type IS NULL OR card_last4 !~ '^[0-9]{4}$' OR auth_code !~ '^[A-Z0-9]{6}$'))::int AS "badCard",
          count(*) FILTER (WHERE type = 'cash' AND received_cents <> amount_cents + change_cents)::int AS "badCash",
          count(*) FILTER (WHERE type = 'cash' AND change_cents > 0)::int AS change
        FROM transaction_tenders`,
    );
    expect(tenders!.badCard).toBe(0);
    expect(tenders!.badCash).toBe(0);
    expect(tenders!.change).toBeGreaterThan(1000);
  });

  it('snapshots the client and rings sales up at the location’s desk', async () => {
    const [snap] = await rows<{ linked: number; other: number; strangers: number }>(
      sql`SELECT count(*)::int AS linked,
          count(*) FILTER (WHERE t.customer_name <> c.name OR t.customer_phone IS DISTINCT FROM c.phone
            OR t.customer_email IS DISTINCT FROM c.email)::int AS other,
          (SELECT count(*)::int FROM transactions x JOIN users u ON u.id = x.cashier_id
            WHERE u.role NOT IN ('frontdesk', 'manager', 'owner')
              OR NOT EXISTS (SELECT 1 FROM user_establishments ue WHERE ue.user_id = u.id AND ue.establishment_id = x.establishment_id)
          ) AS strangers
        FROM transactions t JOIN clients c ON c.id = t.client_id`,
    );
    expect(snap!.linked).toBeGreaterThan(20_000);
    expect(snap!.other).toBe(0);
    expect(snap!.strangers).toBe(0);
  });

  it('refunds about 2 % (full and partial, with reasons) and voids about 1 % of tickets', async () => {
    const [r] = await rows<{
      n: number;
      refunded: number;
      full: number;
      partial: number;
      mismatched: number;
      tenderMismatch: number;
      cashMismatch: number;
    }>(
      sql`SELECT (SELECT count(*)::int FROM transactions) AS n,
          count(*)::int AS refunded,
          count(*) FILTER (WHERE t.status = 'refunded')::int AS full,
          count(*) FILTER (WHERE t.status = 'completed')::int AS partial,
          count(*) FILTER (WHERE t.refunded_cents <> (SELECT sum(amount_cents) FROM transaction_refunds f WHERE f.transaction_id = t.id)
            OR t.refund_reason IS NULL OR t.refunded_at <= t.created_at)::int AS mismatched,
          count(*) FILTER (WHERE t.refunded_cents <> (SELECT sum(refunded_cents) FROM transaction_tenders d WHERE d.transaction_id = t.id))::int AS "tenderMismatch",
          count(*) FILTER (WHERE (SELECT sum(cash_cents) FROM transaction_refunds f WHERE f.transaction_id = t.id)
            <> (SELECT sum(refunded_cents) FROM transaction_tenders d WHERE d.transaction_id = t.id AND d.type = 'cash'))::int AS "cashMismatch"
        FROM transactions t WHERE t.refunded_cents > 0`,
    );
    expect(r!.refunded / r!.n).toBeGreaterThan(0.012);
    expect(r!.refunded / r!.n).toBeLessThan(0.03);
    expect(r!.full).toBeGreaterThan(50);
    expect(r!.partial).toBeGreaterThan(50);
    expect(r!.mismatched).toBe(0);
    expect(r!.tenderMismatch).toBe(0);
    expect(r!.cashMismatch).toBe(0);

    // Each refund is shared over lines (issue #28): its lines add up to it, each line's running
    // total to its lines; a full refund gives every line back, its tips included.
    const [l] = await rows<{
      unshared: number;
      lineMismatch: number;
      tipMismatch: number;
      fullShort: number;
    }>(
      sql`SELECT
          (SELECT count(*)::int FROM transaction_refunds f WHERE f.amount_cents <>
            coalesce((SELECT sum(net_cents + tax_cents) FROM transaction_refund_lines x WHERE x.refund_id = f.id), 0)) AS unshared,
          (SELECT count(*)::int FROM transaction_items i WHERE (i.refunded_net_cents, i.refunded_tax_cents) <>
            (SELECT coalesce(sum(net_cents), 0), coalesce(sum(tax_cents), 0) FROM transaction_refund_lines x WHERE x.item_id = i.id)) AS "lineMismatch",
          (SELECT count(*)::int FROM transaction_tips p WHERE p.refunded_cents <>
            coalesce((SELECT sum(net_cents) FROM transaction_refund_lines x WHERE x.tip_id = p.id), 0)) AS "tipMismatch",
          (SELECT count(*)::int FROM transactions t WHERE t.status = 'refunded' AND (
            EXISTS (SELECT 1 FROM transaction_items i WHERE i.transaction_id = t.id
              AND i.refunded_net_cents + i.refunded_tax_cents <> i.total_cents)
            OR EXISTS (SELECT 1 FROM transaction_tips p WHERE p.transaction_id = t.id AND p.refunded_cents <> p.amount_cents))) AS "fullShort"`,
    );
    expect(l).toEqual({ unshared: 0, lineMismatch: 0, tipMismatch: 0, fullShort: 0 });

    const [v] = await rows<{ tickets: number; voided: number; orphans: number }>(
      sql`SELECT count(*)::int AS tickets, count(*) FILTER (WHERE status = 'voided')::int AS voided,
          count(*) FILTER (WHERE status = 'voided' AND NOT EXISTS (
            SELECT 1 FROM tickets p WHERE p.visit_key = t.visit_key AND p.status = 'paid'))::int AS orphans
        FROM tickets t`,
    );
    expect(v!.voided / v!.tickets).toBeGreaterThan(0.005);
    expect(v!.voided / v!.tickets).toBeLessThan(0.015);
    expect(v!.orphans).toBe(0);
  });

  it('closes a drawer each business day: expected from its cash, counted mostly exact', async () => {
    const sessions = await rows<{
      id: string;
      establishment_id: string;
      status: 'open' | 'closed';
      counted: number | null;
      expected: number | null;
      difference: number | null;
      computed: number;
      counts: Record<string, number> | null;
      float: number;
      opening_counts: Record<string, number> | null;
      note: string | null;
      closer_role: string | null;
    }>(
      sql`SELECT s.id, s.establishment_id, s.status, s.counted_cents::int AS counted, s.expected_cents::int AS expected,
          s.difference_cents::int AS difference, s.counts, s.float_cents::int AS float, s.opening_counts,
          s.note, u.role AS closer_role,
          (s.float_cents
            + coalesce((SELECT sum(d.received_cents) - sum(d.change_cents) FROM transactions t
                JOIN transaction_tenders d ON d.transaction_id = t.id AND d.type = 'cash' WHERE t.drawer_session_id = s.id), 0)
            - coalesce((SELECT sum(f.cash_cents) FROM transaction_refunds f WHERE f.drawer_session_id = s.id), 0))::int AS computed
        FROM cash_drawer_sessions s LEFT JOIN users u ON u.id = s.closed_by`,
    );
    // Every drawer, open or closed, was opened on a float counted by denomination.
    for (const s of sessions) expect(countedCents(s.opening_counts ?? {})).toBe(s.float);
    const closed = sessions.filter((s) => s.status === 'closed');
    expect(closed.length).toBeGreaterThan(1000);
    for (const s of closed) {
      expect(s.difference).toBe(s.counted! - s.expected!);
      expect(s.expected).toBe(s.computed);
      expect(countedCents(s.counts ?? {})).toBe(s.counted);
    }
    const exact = closed.filter((s) => s.difference === 0).length / closed.length;
    expect(exact).toBeGreaterThan(0.75);
    const over = closed.filter((s) => Math.abs(s.difference!) > 500);
    expect(over.length).toBeGreaterThan(0);
    expect(over.length / closed.length).toBeLessThan(0.04);
    for (const s of over) {
      expect(s.note).toBeTruthy();
      expect(['manager', 'owner']).toContain(s.closer_role);
    }
    for (const s of closed.filter((x) => x.difference !== 0 && Math.abs(x.difference!) <= 500)) {
      expect(Math.abs(s.difference!)).toBeGreaterThanOrEqual(25);
    }
    const open = sessions.filter((s) => s.status === 'open').map((s) => s.establishment_id);
    expect(new Set(open).size).toBe(open.length);

    const [placed] = await rows<{
      cash: number;
      unattached: number;
      outside: number;
      days: number;
      sessions: number;
    }>(
      sql`SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM transaction_tenders d WHERE d.transaction_id = t.id AND d.type = 'cash'))::int AS cash,
          count(*) FILTER (WHERE t.drawer_session_id IS NULL AND EXISTS (
            SELECT 1 FROM transaction_tenders d WHERE d.transaction_id = t.id AND d.type = 'cash'))::int AS unattached,
          count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM cash_drawer_sessions s WHERE s.establishment_id = t.establishment_id
            AND s.opened_at <= t.created_at AND (s.closed_at IS NULL OR t.created_at < s.closed_at)))::int AS outside,
          (SELECT count(DISTINCT (t2.establishment_id, (t2.created_at AT TIME ZONE e.time_zone)::date))::int
            FROM transactions t2 JOIN establishments e ON e.id = t2.establishment_id) AS days,
          (SELECT count(*)::int FROM cash_drawer_sessions) AS sessions
        FROM transactions t`,
    );
    expect(placed!.cash).toBeGreaterThan(10_000);
    expect(placed!.unattached).toBe(0);
    expect(placed!.outside).toBe(0);
    expect(placed!.sessions).toBe(placed!.days);
  });

  it('keeps the stock ledger whole: every retail unit sold is on a transaction', async () => {
    const products = await rows<{ sold: number; ledger: number; quantity: number; movements: number }>(
      sql`SELECT coalesce((SELECT sum(i.quantity) FROM transaction_items i WHERE i.product_id = p.id), 0)::float AS sold,
          coalesce((SELECT -sum(m.quantity) FROM inventory_stock_movements m WHERE m.product_id = p.id AND m.kind = 'sale'), 0)::float AS ledger,
          p.quantity::float AS quantity,
          coalesce((SELECT sum(m.quantity) FROM inventory_stock_movements m WHERE m.product_id = p.id), 0)::float AS movements
        FROM inventory_products p`,
    );
    expect(products.reduce((sum, p) => sum + p.sold, 0)).toBeGreaterThan(10_000);
    expect(products.filter((p) => p.sold !== p.ledger)).toEqual([]);
    expect(products.filter((p) => Math.abs(p.quantity - p.movements) > 1e-6)).toEqual([]);
    const [taxed] = await rows<{ untaxed: number }>(
      sql`SELECT count(*)::int AS untaxed FROM transaction_items WHERE kind = 'product' AND NOT taxable`,
    );
    expect(taxed!.untaxed).toBe(0);
  });

  it('continues numbering after the seeded tickets and transactions, and sets each register', async () => {
    const numbers = await rows<{
      lastTicket: number;
      lastTransaction: number;
      tickets: number;
      transactions: number;
    }>(
      sql`SELECT n.last_ticket AS "lastTicket", n.last_transaction AS "lastTransaction",
          (SELECT max(number) FROM tickets t WHERE t.tenant_id = n.tenant_id) AS tickets,
          (SELECT max(number) FROM transactions t WHERE t.tenant_id = n.tenant_id) AS transactions
        FROM checkout_numbers n`,
    );
    expect(numbers).toHaveLength(2);
    for (const n of numbers) {
      expect(n.lastTicket).toBe(n.tickets);
      expect(n.lastTransaction).toBe(n.transactions);
    }
    const settings = await rows<{ tax: string; places: number; settings: number }>(
      sql`SELECT (SELECT count(*)::int FROM establishments) AS places, count(*)::int AS settings,
          min(tax_rate)::text AS tax FROM register_settings`,
    );
    expect(settings[0]!.settings).toBe(settings[0]!.places);
    expect(Number(settings[0]!.tax)).toBe(0.08);
  });
});

describe('demo CRM, full seed', () => {
  it('has about 2,500 Luxe clients over three locations and 400 at Northside, 60 leads per location', async () => {
    const counts = await rows<{ tenant: string; clients: number; places: number }>(
      sql`SELECT t.name AS tenant, count(*)::int AS clients, count(DISTINCT c.establishment_id)::int AS places
        FROM clients c JOIN tenants t ON t.id = c.tenant_id GROUP BY t.name ORDER BY t.name`,
    );
    expect(counts).toEqual([
      { tenant: 'Luxe Salon Group', clients: 2500, places: 3 },
      { tenant: 'Northside Barbers', clients: 400, places: 1 },
    ]);
    const leads = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM leads GROUP BY establishment_id`,
    );
    expect(leads.map((l) => l.n)).toEqual([60, 60, 60, 60]);
  });

  it('books every appointment with a client for a client of the same tenant, under that name', async () => {
    const checks = await rows<{
      tenant: string;
      total: number;
      linked: number;
      otherTenant: number;
      otherName: number;
      away: number;
      beforeClient: number;
    }>(
      sql`SELECT t.name AS tenant, count(*)::int AS total, count(c.id)::int AS linked,
          count(*) FILTER (WHERE c.tenant_id <> a.tenant_id)::int AS "otherTenant",
          count(*) FILTER (WHERE c.name <> a.client_name)::int AS "otherName",
          count(*) FILTER (WHERE c.establishment_id <> a.establishment_id)::int AS away,
          count(*) FILTER (WHERE c.created_at > a.created_at)::int AS "beforeClient"
        FROM appointments a JOIN tenants t ON t.id = a.tenant_id LEFT JOIN clients c ON c.id = a.client_id
        GROUP BY t.name ORDER BY t.name`,
    );
    expect(checks.map((c) => c.tenant)).toEqual(['Luxe Salon Group', 'Northside Barbers']);
    for (const check of checks) {
      expect(check.otherTenant).toBe(0);
      expect(check.otherName).toBe(0);
      expect(check.beforeClient).toBe(0);
      expect(check.away / check.total).toBeLessThan(0.05);
    }
    // The salon's bookings are nearly all for clients on file; the barbershop's 400 clients
    // cannot fill five chairs, so walk-ins known by name only take a good share there.
    expect(checks[0]!.linked / checks[0]!.total).toBeGreaterThan(0.9);
    expect(checks[1]!.linked / checks[1]!.total).toBeGreaterThan(0.4);
  });

  it('books about a third of clients’ visits online where the location takes online bookings, and gives most cancellations and no-shows a reason', async () => {
    const places = await rows<{
      online: boolean;
      total: number;
      booked_online: number;
      walk_in_online: number;
      ended: number;
      with_reason: number;
    }>(
      sql`SELECT coalesce((e.settings->'booking'->>'allowOnlineBooking')::boolean, false) AS online,
          count(*)::int AS total,
          count(*) FILTER (WHERE a.created_by IS NULL)::int AS booked_online,
          count(*) FILTER (WHERE a.created_by IS NULL AND a.client_id IS NULL)::int AS walk_in_online,
          count(*) FILTER (WHERE a.status IN ('cancelled', 'no_show'))::int AS ended,
          count(*) FILTER (WHERE a.status_reason IS NOT NULL)::int AS with_reason
        FROM appointments a JOIN establishments e ON e.id = a.establishment_id
        GROUP BY e.id ORDER BY e.name`,
    );
    expect(places.some((p) => p.online)).toBe(true);
    expect(places.some((p) => !p.online)).toBe(true);
    for (const p of places) {
      expect(p.walk_in_online).toBe(0);
      if (p.online) {
        expect(p.booked_online / p.total).toBeGreaterThan(0.25);
        expect(p.booked_online / p.total).toBeLessThan(0.4);
      } else {
        expect(p.booked_online).toBe(0);
      }
      expect(p.with_reason / p.ended).toBeGreaterThan(0.7);
      expect(p.with_reason).toBeLessThan(p.ended);
    }
  });

  it('has regulars with many visits, many clients with few, and some who never booked', async () => {
    const visits = await rows<{ n: number }>(
      sql`SELECT count(a.id)::int AS n FROM clients c LEFT JOIN appointments a ON a.client_id = c.id GROUP BY c.id`,
    );
    const share = (f: (n: number) => boolean) => visits.filter((v) => f(v.n)).length / visits.length;
    expect(share((n) => n === 0)).toBeGreaterThan(0.05);
    expect(share((n) => n >= 1 && n <= 5)).toBeGreaterThan(0.15);
    expect(share((n) => n >= 25)).toBeGreaterThan(0.05);
  });

  it('stores every client’s figures as the history left them (the CRM’s last demo step)', async () => {
    const [figures] = await rows<{ clients: number; stale: number }>(
      sql`SELECT count(*)::int AS clients, count(*) FILTER (WHERE
            (SELECT count(DISTINCT coalesce(a.visit_id, a.id)) FROM appointments a
              WHERE a.client_id = c.id AND a.status = 'completed') <> coalesce(f.visit_count, -1)
            OR (SELECT coalesce(sum(l.net_cents - l.refunded_net_cents), 0) FROM published.sales s
              JOIN published.sale_lines l ON l.transaction_id = s.id WHERE s.client_id = c.id) <> f.paid_cents
          )::int AS stale
        FROM clients c LEFT JOIN client_figures f ON f.client_id = c.id`,
    );
    expect(figures!.clients).toBeGreaterThan(2_000);
    expect(figures!.stale).toBe(0);
  });
});

describe('demo bank statements, full seed (issue #31)', () => {
  it('gives each Luxe location 60 days of its bank, most deposits matched, a few left over on both sides', async () => {
    ctx.clock.now = NOW;
    const owner = await ctx.signIn('owner@luxe.example');
    expect(owner.user.establishments).toHaveLength(3);
    for (const id of owner.user.establishments) {
      const [stored] = await rows<{ accounts: number; lines: number; first: string; last: string }>(
        sql`SELECT count(DISTINCT a.id)::int AS accounts, count(l.id)::int AS lines,
              min(i.from_date)::text AS first, max(i.to_date)::text AS last
            FROM bank_accounts a JOIN bank_statement_imports i ON i.bank_account_id = a.id
            LEFT JOIN bank_lines l ON l.import_id = i.id WHERE a.establishment_id = ${id}`,
      );
      expect(stored).toMatchObject({ accounts: 1, first: '2026-01-13', last: '2026-03-13' });
      expect(stored!.lines).toBeGreaterThan(80);
      const res = await owner.request({
        method: 'GET',
        url: `/api/admin/establishments/${id}/reconciliation?from=2026-01-13&to=2026-03-10`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { deposits, summary } = res.json().data as Reconciliation;
      expect(deposits.length).toBeGreaterThan(60);
      expect(summary.matched / summary.expected).toBeGreaterThan(0.85);
      expect(summary.unmatchedDeposits).toBeGreaterThanOrEqual(2);
      expect(summary.unmatchedLines).toBeGreaterThanOrEqual(2);
      expect(deposits.filter((d) => d.status === 'matched').every((d) => d.automatic)).toBe(true);
    }
  });
});

describe('demo sales roll-ups, full seed (issue #31)', () => {
  /** Rows of `left` missing from `right`, counting duplicates. */
  const missing = async (left: SQL, right: SQL) =>
    (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ((${left}) EXCEPT ALL (${right})) d`))[0]!
      .n;

  it('rolls up every closed day of every location, each equal to its sales added up afresh', async () => {
    // Each location's rolled days: from its first sale to the last day over at NOW (grace
    // included), with no gap.
    const spans = await rows<{
      id: string;
      first: string;
      last: string;
      days: number;
      sold_first: string;
      today: string;
    }>(
      sql`SELECT e.id, min(d.day)::text AS first, max(d.day)::text AS last, count(d.day)::int AS days,
          (SELECT to_char(min(t.created_at) AT TIME ZONE e.time_zone, 'YYYY-MM-DD') FROM transactions t
            WHERE t.establishment_id = e.id) AS sold_first,
          to_char((${NOW}::timestamptz - interval '1 hour') AT TIME ZONE e.time_zone, 'YYYY-MM-DD') AS today
        FROM establishments e JOIN sales_day_totals d ON d.establishment_id = e.id AND d.time_zone = e.time_zone
        GROUP BY e.id`,
    );
    expect(spans.length).toBeGreaterThanOrEqual(4);
    for (const s of spans) {
      expect(s.first).toBe(s.sold_first);
      expect(s.last < s.today).toBe(true);
      expect(Date.parse(s.today) - Date.parse(s.last)).toBe(86_400_000);
      expect(s.days).toBe((Date.parse(s.last) - Date.parse(s.first)) / 86_400_000 + 1);
    }

    // The lines, per location, day, kind and staff member, against the sales' own tables.
    const local = (column: string) => sql.raw(`(${column} AT TIME ZONE e.time_zone)::date`);
    const rolled = sql`(SELECT d.establishment_id FROM sales_day_totals d WHERE d.establishment_id = e.id AND d.day = x.day)`;
    const fresh = sql`SELECT x.establishment_id, x.day, x.kind, x.staff_id, sum(x.gross)::bigint, sum(x.discount)::bigint,
        sum(x.net)::bigint, sum(x.tax)::bigint, sum(x.rnet)::bigint, sum(x.rtax)::bigint
      FROM (
        SELECT t.establishment_id, ${local('t.created_at')} AS day, i.kind, i.staff_id, i.gross_cents AS gross,
          i.discount_cents AS discount, i.gross_cents - i.discount_cents AS net, i.tax_cents AS tax, 0 AS rnet, 0 AS rtax
        FROM transactions t JOIN establishments e ON e.id = t.establishment_id JOIN transaction_items i ON i.transaction_id = t.id
        UNION ALL
        SELECT t.establishment_id, ${local('t.created_at')}, 'tip', p.staff_id, 0, 0, p.amount_cents, 0, 0, 0
        FROM transactions t JOIN establishments e ON e.id = t.establishment_id JOIN transaction_tips p ON p.transaction_id = t.id
        UNION ALL
        SELECT t.establishment_id, ${local('r.created_at')}, coalesce(i.kind, 'tip'), coalesce(i.staff_id, p.staff_id),
          0, 0, 0, 0, l.net_cents, l.tax_cents
        FROM transaction_refund_lines l JOIN transaction_refunds r ON r.id = l.refund_id
          JOIN transactions t ON t.id = l.transaction_id JOIN establishments e ON e.id = t.establishment_id
          LEFT JOIN transaction_items i ON i.id = l.item_id LEFT JOIN transaction_tips p ON p.id = l.tip_id
      ) x JOIN establishments e ON e.id = x.establishment_id
      WHERE EXISTS ${rolled}
      GROUP BY 1, 2, 3, 4`;
    const stored = sql`SELECT establishment_id, day, kind, staff_id, sum(gross_cents)::bigint, sum(discount_cents)::bigint,
        sum(net_cents)::bigint, sum(tax_cents)::bigint, sum(refunded_net_cents)::bigint, sum(refunded_tax_cents)::bigint
      FROM sales_day_lines GROUP BY 1, 2, 3, 4`;
    const [counted] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${stored}) s`);
    expect(counted!.n).toBeGreaterThan(10_000);
    expect(await missing(stored, fresh)).toBe(0);
    expect(await missing(fresh, stored)).toBe(0);

    // The days' tickets, tenders and refunds, likewise (a day without either is stored as zeros).
    const freshTotals = sql`SELECT x.establishment_id, x.day, sum(x.tickets)::int, sum(x.card)::bigint, sum(x.cash)::bigint,
        sum(x.refunds)::int, sum(x.rcard)::bigint, sum(x.rcash)::bigint
      FROM (
        SELECT t.establishment_id, ${local('t.created_at')} AS day, 1 AS tickets,
          (SELECT coalesce(sum(amount_cents) FILTER (WHERE type = 'card'), 0) FROM transaction_tenders WHERE transaction_id = t.id) AS card,
          (SELECT coalesce(sum(amount_cents) FILTER (WHERE type = 'cash'), 0) FROM transaction_tenders WHERE transaction_id = t.id) AS cash,
          0 AS refunds, 0 AS rcard, 0 AS rcash
        FROM transactions t JOIN establishments e ON e.id = t.establishment_id
        UNION ALL
        SELECT t.establishment_id, ${local('r.created_at')}, 0, 0, 0, 1, r.amount_cents - r.cash_cents, r.cash_cents
        FROM transaction_refunds r JOIN transactions t ON t.id = r.transaction_id JOIN establishments e ON e.id = t.establishment_id
      ) x JOIN establishments e ON e.id = x.establishment_id
      WHERE EXISTS ${rolled}
      GROUP BY 1, 2`;
    const storedTotals = sql`SELECT establishment_id, day, tickets, card_cents, cash_cents, refunds, refunded_card_cents,
        refunded_cash_cents FROM sales_day_totals WHERE tickets > 0 OR refunds > 0`;
    expect(await missing(storedTotals, freshTotals)).toBe(0);
    expect(await missing(freshTotals, storedTotals)).toBe(0);

    // Each day's totals carry its lines added up (what a period's figures read).
    const kind = (k: string, column: string) =>
      sql.raw(`coalesce(sum(${column}) FILTER (WHERE kind = '${k}'), 0)::bigint`);
    const linesByDay = sql`SELECT establishment_id, day, sum(gross_cents)::bigint, sum(discount_cents)::bigint,
        ${kind('service', 'net_cents')}, ${kind('service', 'refunded_net_cents')}, ${kind('product', 'net_cents')},
        ${kind('product', 'refunded_net_cents')}, sum(tax_cents)::bigint, sum(refunded_tax_cents)::bigint,
        ${kind('tip', 'net_cents')}, ${kind('tip', 'refunded_net_cents')}
      FROM sales_day_lines GROUP BY 1, 2`;
    const dayLineSums = sql`SELECT establishment_id, day, gross_cents, discount_cents, service_net_cents,
        service_refunded_cents, product_net_cents, product_refunded_cents, tax_cents, refunded_tax_cents, tips_cents,
        refunded_tips_cents
      FROM sales_day_totals d
      WHERE EXISTS (SELECT 1 FROM sales_day_lines l WHERE l.establishment_id = d.establishment_id AND l.day = d.day)`;
    expect(await missing(linesByDay, dayLineSums)).toBe(0);
    expect(await missing(dayLineSums, linesByDay)).toBe(0);

    // Each whole month before the last rolled day is added up once, equal to its days.
    const itemSums =
      sql.raw(`kind, staff_id, service_id, product_id, sum(quantity)::int, sum(gross_cents)::bigint,
      sum(discount_cents)::bigint, sum(net_cents)::bigint, sum(tax_cents)::bigint, sum(refunded_net_cents)::bigint,
      sum(refunded_tax_cents)::bigint`);
    const monthsOfDays = sql`SELECT d.establishment_id, date_trunc('month', d.day)::date, ${itemSums}
      FROM sales_day_lines d
      WHERE date_trunc('month', d.day) + interval '1 month' - interval '1 day' <= (SELECT max(t.day) FROM sales_day_totals t
        WHERE t.establishment_id = d.establishment_id)
      GROUP BY d.establishment_id, date_trunc('month', d.day), kind, staff_id, service_id, product_id`;
    const months = sql`SELECT establishment_id, month, ${itemSums} FROM sales_month_lines
      GROUP BY establishment_id, month, kind, staff_id, service_id, product_id`;
    const [monthRows] = await rows<{ n: number; months: number }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT (establishment_id, month))::int AS months FROM sales_month_lines`,
    );
    expect(monthRows!.months).toBeGreaterThanOrEqual(spans.length * 11);
    expect(await missing(months, monthsOfDays)).toBe(0);
    expect(await missing(monthsOfDays, months)).toBe(0);
  });
});

describe('demo marketing, full seed (issue #32)', () => {
  it('saves three segments and imports marketing consent for a share of the clients', async () => {
    const owner = await ctx.signIn('owner@luxe.example');
    const tenantId = owner.user.tenantId;
    const [names, shares] = await withTenant(ctx.database.db, { tenantId }, async (tx) => [
      await queryRows<{ name: string }>(tx, sql`SELECT name FROM segments ORDER BY name`),
      await queryRows<{ channel: string; clients: number; consenting: number }>(
        tx,
        sql`SELECT ch.channel, (SELECT count(*) FROM clients)::int AS clients,
              (SELECT count(*) FROM client_consents k
               WHERE k.channel = ch.channel AND k.purpose = 'marketing' AND k.granted AND k.source = 'import')::int
                AS consenting
            FROM (VALUES ('email'), ('sms')) ch(channel) ORDER BY ch.channel`,
      ),
    ]);
    expect(names.map((n) => n.name)).toEqual(
      expect.arrayContaining(['Birthday this month', 'Colour clients', 'Lapsed 90 days']),
    );
    const [email, sms] = shares as [(typeof shares)[0], (typeof shares)[0]];
    expect(email.consenting / email.clients).toBeGreaterThan(0.45);
    expect(email.consenting / email.clients).toBeLessThan(0.75);
    expect(sms.consenting / sms.clients).toBeGreaterThan(0.2);
    expect(sms.consenting / sms.clients).toBeLessThan(0.5);
  });

  it('runs the client flows at every location (flows on)', async () => {
    const [flows] = await rows<{ places: number; running: number }>(
      sql`SELECT (SELECT count(*)::int FROM establishments) AS places,
          (SELECT count(*)::int FROM automation_settings
           WHERE enabled AND flow IN ('rebook_nudge', 'birthday', 'win_back', 'review_request')) AS running`,
    );
    expect(flows!.places).toBeGreaterThan(0);
    expect(flows!.running).toBe(flows!.places * 4);
  });

  it('has a sent email campaign to the colour clients whose results are its recipient rows', async () => {
    const owner = await ctx.signIn('owner@luxe.example');
    const page = await ok<CampaignPage>(owner, 'GET', E.list.path);
    const sent = page.campaigns.find((c) => c.name === 'Winter colour offer');
    expect(sent).toMatchObject({
      status: 'sent',
      channel: 'email',
      segmentName: 'Colour clients',
      trackOpens: true,
    });
    const r = sent!.results;
    expect(r.recipients).toBeGreaterThan(10);
    expect(r.bounced).toBe(2);
    expect(r.delivered).toBe(r.recipients - 2);
    expect(r.opened).toBeGreaterThan(0);
    expect(r.opened).toBeLessThan(r.delivered);
    expect(r.clicked).toBeGreaterThan(0);
    expect(r.clicked).toBeLessThan(r.opened!);
    const days = (NOW.getTime() - Date.parse(sent!.startedAt!)) / 86_400_000;
    expect(days).toBeGreaterThan(9);
    expect(days).toBeLessThan(11);
  });
});
