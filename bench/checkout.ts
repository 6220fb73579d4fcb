/**
 * Checkout benchmark (`npm run bench:checkout`, issue #13) on PostgreSQL with the full demo (a
 * year of bookings and their transactions), one connection:
 * (a) paying at the register — a service and a retail product, a tip, cash with change plus a
 *     card, stock moved, one transaction — budget p95 ≤ 50 ms over 100 sales in a row;
 * (b) the transactions list of one location for a month, budget p95 ≤ 30 ms;
 * (c) the CSV export of a month and of a year of that location's transactions: the year
 *     streamed in ≤ 3 s, with the process's heap sampled while each streams (flat: the
 *     growth does not follow the rows); run with --expose-gc so each starts collected;
 * (d) a bare route of the same server for comparison.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CHECKOUT_ENDPOINTS as E, computeCartTotals } from '@daybook/contracts';
import { queryRows } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { SECONDS, Verdicts, ms, out, report, withBench } from './harness.js';

const PAY_BUDGET_P95 = 50;
const LIST_BUDGET_P95 = 30;
const EXPORT_BUDGET_MS = 3_000;
const SALES = 100;
const TAX_RATE = 0.08;

const verdicts = new Verdicts();
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const percentile = (sorted: number[], p: number) => sorted[Math.ceil(sorted.length * p) - 1] ?? Number.NaN;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

await withBench(
  async (database) => {
    await seedDemo(database.db, {});
  },
  async ({ database, origin, signIn, load }) => {
    const { headers } = await signIn('manager@luxe.example');
    const json = { ...headers, 'content-type': 'application/json' };
    const [place] = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM establishments WHERE name = 'Luxe Salon Manhattan'`,
    );
    if (!place) throw new Error('no Luxe Salon Manhattan');
    const establishmentId = place.id;
    const [counts] = await queryRows<{ transactions: number; items: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM transactions WHERE establishment_id = ${establishmentId}) AS transactions,
        (SELECT count(*)::int FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id
          WHERE t.establishment_id = ${establishmentId}) AS items`,
    );
    out(
      `Luxe Salon Manhattan: ${counts?.transactions.toLocaleString('en-US')} transactions with ` +
        `${counts?.items.toLocaleString('en-US')} items over the demo year`,
    );
    const [service] = await queryRows<{
      id: string;
      staff_id: string;
      price_cents: number;
      taxable: boolean;
    }>(
      database.db,
      sql`SELECT s.id, a.staff_id, s.price_cents::int AS price_cents, s.taxable FROM services s
        JOIN appointments a ON a.service_id = s.id
        WHERE s.establishment_id = ${establishmentId} AND s.is_active LIMIT 1`,
    );
    const products = await queryRows<{ id: string; price_cents: number; taxable: boolean }>(
      database.db,
      sql`SELECT id, price_cents::int AS price_cents, taxable FROM inventory_products
        WHERE establishment_id = ${establishmentId} AND deleted_at IS NULL AND product_type <> 'backbar'
        ORDER BY id LIMIT 20`,
    );
    if (!service || products.length === 0) throw new Error('no service or product to sell');
    // Enough stock for every sale below.
    await database.db.execute(sql`UPDATE inventory_products SET quantity = quantity + ${SALES}
      WHERE establishment_id = ${establishmentId} AND deleted_at IS NULL AND product_type <> 'backbar'`);
    const drawer = await fetch(`${origin}${E.openDrawer.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ establishmentId, float: 200 }),
    });
    // The demo leaves today's drawer open; otherwise this opens it.
    if (drawer.status !== 201 && drawer.status !== 409)
      throw new Error(`open drawer: ${drawer.status} ${await drawer.text()}`);

    // (a) One sale after another, each with its own key, priced as the register previews it.
    const times: number[] = [];
    for (let n = 0; n < SALES; n++) {
      const product = products[n % products.length]!;
      const totals = computeCartTotals({
        lines: [
          {
            kind: 'service',
            unitPriceCents: service.price_cents,
            quantity: 1,
            taxable: service.taxable,
            staffId: service.staff_id,
          },
          {
            kind: 'product',
            unitPriceCents: product.price_cents,
            quantity: 1,
            taxable: product.taxable,
            staffId: service.staff_id,
          },
        ],
        orderDiscount: n % 3 === 0 ? { type: 'percent', percent: 10 } : null,
        taxRate: TAX_RATE,
        tipCents: 1200,
        tipSplit: 'even',
      });
      const cashCents = 2000;
      const body = JSON.stringify({
        establishmentId,
        lines: [
          { kind: 'service', serviceId: service.id, staffId: service.staff_id },
          { kind: 'product', productId: product.id, staffId: service.staff_id, quantity: 1 },
        ],
        orderDiscount: n % 3 === 0 ? { type: 'percent', value: 10 } : null,
        tip: 12,
        tipSplit: 'even',
        tenders: [
          { type: 'cash', amount: cashCents / 100, received: 50 },
          {
            type: 'card',
            amount: (totals.totalCents - cashCents) / 100,
            cardType: 'visa',
            cardLast4: '4242',
            authCode: `A${n}`,
          },
        ],
      });
      const started = performance.now();
      const res = await fetch(`${origin}${E.checkout.path}`, {
        method: 'POST',
        headers: { ...json, 'idempotency-key': randomUUID() },
        body,
      });
      const answer = await res.text();
      times.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`checkout: ${res.status} ${answer}`);
    }
    times.sort((a, b) => a - b);
    const payP95 = percentile(times, 0.95);
    out(
      `(a) pay at the register (service + product, tip, cash + card), ${SALES} sales: ` +
        `median ${ms(percentile(times, 0.5))}, p95 ${ms(payP95)}, max ${ms(times.at(-1)!)}`,
    );
    verdicts.check('paying a ticket, p95', payP95, PAY_BUDGET_P95);

    // (b) A month of one location, the first page as the screen asks for it.
    const today = new Date();
    const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
    const list = `${E.transactions.path}?establishmentId=${establishmentId}&start_date=${isoDay(monthAgo)}&end_date=${isoDay(today)}`;
    const probe = await fetch(`${origin}${list}`, { headers });
    const page = (await probe.json()) as { count: number };
    if (probe.status !== 200) throw new Error(`list: ${probe.status}`);
    out(`load: autocannon on loopback, ${SECONDS} s per run, 1 connection`);
    const listed = await load(list, 1, headers);
    report(
      `(b) transactions list, 30 days (${page.count.toLocaleString('en-US')} transactions), first page`,
      listed,
    );
    verdicts.check('transactions list for a month, p95', listed.p95, LIST_BUDGET_P95);

    // (c) A month and a year as CSV, each read to the end. Timed runs first; then each again
    // with the heap collected and read every 100 ms while it streams: what stays live (the
    // export's working set) must not follow the number of rows.
    const exportRun = async (from: Date, collect: boolean) => {
      const path = `${E.exportTransactions.path}?format=csv&establishmentId=${establishmentId}&start_date=${isoDay(from)}&end_date=${isoDay(today)}`;
      const live = () => {
        if (collect) global.gc?.();
        return process.memoryUsage().heapUsed;
      };
      const before = live();
      let peak = before;
      const sampler = collect ? setInterval(() => (peak = Math.max(peak, live())), 100) : undefined;
      const started = performance.now();
      const res = await fetch(`${origin}${path}`, { headers });
      let bytes = 0;
      let rows = 0;
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        for (const byte of value) if (byte === 10) rows++;
      }
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      if (res.status !== 200) throw new Error(`export: ${res.status}`);
      return { rows: rows - 1, bytes, elapsed, growth: peak - before };
    };
    const yearAgo = new Date(today.getTime() - 366 * 86_400_000);
    const month = await exportRun(monthAgo, false);
    const year = await exportRun(yearAgo, false);
    const monthLive = await exportRun(monthAgo, true);
    const yearLive = await exportRun(yearAgo, true);
    for (const [label, run, live] of [
      ['a month', month, monthLive],
      ['a year', year, yearLive],
    ] as const)
      out(
        `(c) CSV export of ${label}: ${run.rows.toLocaleString('en-US')} rows, ${(run.bytes / 1024 / 1024).toFixed(2)} MB ` +
          `in ${ms(run.elapsed)}; live heap growth while streaming ${mb(live.growth)}`,
      );
    const elapsed = year.elapsed;
    verdicts.check('CSV export of a year, streamed', elapsed, EXPORT_BUDGET_MS);
    report('(d) bare route (public config)', await load('/api/admin/public/config', 1, headers));
    out();
    verdicts.print();
  },
);
