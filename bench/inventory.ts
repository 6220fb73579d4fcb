/**
 * Inventory benchmark (`npm run bench:inventory`, issue #12) on PostgreSQL, one connection:
 * (a) the product list of a location with 5,000 products, searched as a front desk does (part
 *     of a name or brand, a SKU, a scanned barcode, a miss, and no search), budget p95 ≤ 20 ms;
 * (b) receiving a 50-line purchase order in full (ledger rows, moving-average costs, line and
 *     order updates in one transaction), budget ≤ 200 ms each, 20 orders in a row;
 * (c) a bare route of the same server for comparison.
 */
import { sql } from 'drizzle-orm';
import {
  INVENTORY_ENDPOINTS as E,
  endpointPath,
  type InventoryOrder,
  type Supplier,
} from '@daybook/contracts';
import { queryRows } from '../apps/server/src/db/client.js';
import { withTenant } from '../apps/server/src/db/tenant.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { demoCatalogue } from '../apps/server/src/modules/inventory/inventory.demo-catalogue.js';
import { Verdicts, ms, out, report, withBench } from './harness.js';

const PRODUCTS = 5_000;
const LIST_BUDGET_P95 = 20;
const RECEIVE_BUDGET = 200;
const ORDERS = 20;
const LINES = 50;
const SIZES = ['100 ml', '250 ml', '300 ml', '500 ml', '1 L', 'travel', 'duo', 'refill'];

let establishmentId = '';
const verdicts = new Verdicts();

await withBench(
  async (database) => {
    await seedDemo(database.db, { history: false });
    const [place] = await queryRows<{ id: string; tenant_id: string }>(
      database.db,
      sql`SELECT e.id, e.tenant_id FROM establishments e JOIN tenants t ON t.id = e.tenant_id
        WHERE t.name = 'Luxe Salon Group' AND e.name = 'Luxe Salon Manhattan'`,
    );
    if (!place) throw new Error('no Luxe location');
    establishmentId = place.id;
    let seed = 7;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    const catalogue = demoCatalogue(random);
    const rows = Array.from({ length: PRODUCTS }, (_, i) => {
      const base = catalogue[i % catalogue.length]!;
      const variant = SIZES[Math.floor(i / catalogue.length) % SIZES.length]!;
      return {
        name: `${base.name} ${variant} #${i}`,
        brand: base.brand,
        category: base.category,
        sku: `${base.sku}-${i}`,
        barcode: String(400_000_000_000 + i),
        price: base.priceCents,
        cost: base.costCents,
        quantity: Math.floor(random() * 40),
        type: base.productType,
      };
    });
    await withTenant(database.db, { tenantId: place.tenant_id }, async (tx) => {
      await tx.execute(sql`
        INSERT INTO inventory_products (tenant_id, establishment_id, name, brand, category, sku, barcode,
          price_cents, cost_cents, quantity, product_type)
        SELECT ${place.tenant_id}::uuid, ${place.id}::uuid, name, brand, category, sku, barcode, price, cost,
          quantity, type
        FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(name text, brand text, category text, sku text,
          barcode text, price bigint, cost bigint, quantity numeric, type text)`);
      await tx.execute(sql`
        INSERT INTO inventory_stock_movements (tenant_id, establishment_id, product_id, kind, quantity,
          quantity_after, reason)
        SELECT tenant_id, establishment_id, id, 'adjustment', quantity, quantity, 'opening stock'
        FROM inventory_products WHERE quantity > 0`);
    });
    out(`inventory: ${PRODUCTS.toLocaleString('en-US')} products at one location`);
  },
  async ({ origin, signIn, load }) => {
    const { headers } = await signIn('manager@luxe.example');
    const json = { ...headers, 'content-type': 'application/json' };
    const list = (query: string) =>
      `${E.products.path}?establishmentId=${establishmentId}&pageSize=50${query ? `&${query}` : ''}`;
    const paths = [
      list(''),
      list('search=olaplex'),
      list('search=shampoo'),
      list('search=K%C3%A9rastase%20masque'),
      list('search=OLA-01-03-7'),
      list('search=400000002345'),
      list('search=qxzvw'),
      list('stock=low&sort=quantity'),
    ];
    const probe = await fetch(`${origin}${paths[1]}`, { headers });
    if (probe.status !== 200) throw new Error(`product list: ${probe.status} ${await probe.text()}`);
    // Each query alone, 20 requests after one warm-up: which ones cost what.
    out(`  ${'query'.padEnd(40)} matches    median       max (20 requests)`);
    for (const path of paths) {
      const first = (await (await fetch(`${origin}${path}`, { headers })).json()) as {
        data: { total: number };
      };
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        await (await fetch(`${origin}${path}`, { headers })).arrayBuffer();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const query =
        decodeURIComponent(path.split('pageSize=50')[1] ?? '').replace(/^&/, '') || '(first page)';
      out(
        `  ${query.padEnd(40)} ${String(first.data.total).padStart(7)}  ${ms(times[10]!).padStart(8)}  ${ms(times[19]!).padStart(8)}`,
      );
    }
    out('load: autocannon on loopback, 1 connection, server in this process (PostgreSQL)');
    const mixed = await load(paths, 1, headers);
    report(`(a) product list, ${paths.length} queries in turn`, mixed);
    verdicts.check('product list (5,000 products) with search, p95', mixed.p95, LIST_BUDGET_P95);

    const supplierRes = await fetch(`${origin}${E.createSupplier.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Bench Supply' }),
    });
    const supplier = ((await supplierRes.json()) as { data: Supplier }).data;
    const page = (await (
      await fetch(`${origin}${E.products.path}?establishmentId=${establishmentId}&pageSize=500`, { headers })
    ).json()) as {
      data: { products: { id: string }[] };
    };
    const times: number[] = [];
    for (let n = 0; n < ORDERS; n++) {
      const items = page.data.products
        .slice((n * LINES) % 450, ((n * LINES) % 450) + LINES)
        .map((p, i) => ({ product_id: p.id, quantity: 6 + (i % 5), unit_cost: 4.25 + (i % 7) }));
      const created = await fetch(`${origin}${E.createOrder.path}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ establishmentId, supplier_id: supplier.id, items }),
      });
      const order = ((await created.json()) as { data: InventoryOrder }).data;
      await fetch(`${origin}${endpointPath(E.approveOrder, { id: order.id })}`, { method: 'POST', headers });
      const body = JSON.stringify({
        lines: order.items.map((l) => ({ line_id: l.id, quantity: l.quantity })),
      });
      const started = performance.now();
      const received = await fetch(`${origin}${endpointPath(E.receiveOrder, { id: order.id })}`, {
        method: 'POST',
        headers: json,
        body,
      });
      await received.arrayBuffer();
      times.push(performance.now() - started);
      if (received.status !== 200) throw new Error(`receive: ${received.status}`);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.ceil(times.length * 0.95) - 1]!;
    out(
      `(b) receive a ${LINES}-line purchase order in full, ${ORDERS} orders: median ${ms(times[times.length >> 1]!)}, p95 ${ms(p95)}, max ${ms(times.at(-1)!)}`,
    );
    verdicts.check(`receiving a ${LINES}-line purchase order, p95`, p95, RECEIVE_BUDGET);
    report('(c) bare route (public config)', await load('/api/admin/public/config', 1, headers));
    out();
    verdicts.print();
  },
);
