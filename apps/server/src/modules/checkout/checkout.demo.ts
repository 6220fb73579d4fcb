/**
 * The checkout module's demo step (issue #13, #30), the demo checkout history (full seed only): a paid ticket and its transaction for
 * every completed visit of the booking history, with the register's everyday texture — card,
 * cash and split payments, tips, a few discounts, refunds and voided tickets — and a cash
 * drawer session for each business day at each location. Runs after the booking history and
 * the stock room (the appointments and inventory modules' demo steps) with the same `now`. It
 * reads other modules' rows only as they publish them: the completed visits in the published
 * views of appointments, services and clients, the retail shelf and its ledger's sales through
 * inventory's index.ts. Its lines become ticket lines and items through payment's own mapping
 * (ticketLineOf, saleItemOf in checkout.pay.ts), so the demo's sales are shaped as paid ones.
 *
 * Money obeys the app's own arithmetic: computeCartTotals prices every sale (tax 0.08 on
 * products only, services are not taxable), settleTenders works out cash change and
 * expectedDrawerCents each drawer's expected cash, so the rows satisfy migration 0026's CHECKs.
 * Closed drawer sessions are final, so they are inserted closed; today's drawer is left open
 * while the location is still trading.
 *
 * Retail sales keep the stock ledger whole. The location with a year of stock history
 * (the inventory demo simulates its ledger week by week, with 'sale' movements per product and
 * week) gets exactly those units: each week's sales of a product are spread over that week's
 * visits, so the ledger and the till agree unit for unit without a second ledger entry. The
 * other locations hold only opening stock; their few sales go through the inventory module's
 * postMovements, one call per sale (a few hundred a year: too few to need a bulk path),
 * staying above each product's minimum so that no low-stock alerts or empty shelves appear.
 *
 * Size: about 40,000 sales and 270,000 rows for the two demo tenants. Each table is written in
 * one or two JSON-recordset statements (see insertRows); the database's own per-row work
 * (foreign keys, indexes, the change and client-figure triggers) is most of the time.
 *
 * Determinism: every random choice comes from a faker seeded with a constant per tenant and
 * walks the visits in a fixed order (start time, then staff email); ids are random.
 */
import crypto from 'node:crypto';
import { Faker, en } from '@faker-js/faker';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  DEFAULT_TAX_RATE,
  DRAWER_DENOMINATIONS,
  DRAWER_THRESHOLD_DEFAULT,
  computeCartTotals,
  expectedDrawerCents,
  settleTenders,
  allocateRefund,
  refundableCents,
  type CardBrand,
  type RefundablePart,
  type DiscountInput,
  type TenderInput,
  type TipShare,
} from '@daybook/contracts';
import type { DemoHook, DemoMade } from '../../core/demo.js';
import { queryRows, type Tx } from '../../db/client.js';
import { toCents } from '../../lib/money.js';
import { postMovements, retailProducts, saleMovements } from '../inventory/index.js';
import { saleItemOf, ticketLineOf } from './checkout.pay.js';
import { toCartLines, type PricedLine } from './checkout.pricing.js';
import {
  cashDrawerSessions,
  checkoutNumbers,
  registerSettings,
  ticketLines,
  tickets,
  transactionItems,
  transactionRefundLines,
  transactionRefunds,
  transactionTenders,
  transactionTips,
  transactions,
} from './checkout.schema.js';

const CHECKOUT_SEED = 131_313;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const FLOAT_CENTS = 20_000;
/**
 * How the $200 float is counted in at opening: change in small bills and rolled coins, as a
 * till starts the day (5 × $20, 4 × $10, 6 × $5, 24 × $1, 16 × 25¢, 10 × 10¢, 10 × 5¢, 50 × 1¢).
 */
const FLOAT_COUNTS: Readonly<Record<string, number>> = {
  '2000': 5,
  '1000': 4,
  '500': 6,
  '100': 24,
  '25': 16,
  '10': 10,
  '5': 10,
  '1': 50,
};
const THRESHOLD_CENTS = toCents(DRAWER_THRESHOLD_DEFAULT);
/** Visits at the stock-history location that buy retail; the week's units go to them. */
const SHOPPER_SHARE = 0.3;
/** Visits elsewhere that buy from the small retail shelf. */
const SHELF_SHARE = 0.04;
/** Rows per INSERT statement (one JSON parameter each). */
const BATCH = 50_000;

const BRANDS: [CardBrand, number][] = [
  ['visa', 0.45],
  ['mastercard', 0.3],
  ['amex', 0.15],
  ['discover', 0.07],
  ['other', 0.03],
];
const VOID_REASONS = [
  'Opened twice by mistake',
  'Rang up under the wrong client',
  'Wrong services added; started a new ticket',
];
const FULL_REFUND_REASONS = [
  'Client unhappy with the result; refund approved by the manager',
  'Charged twice at the terminal',
  'Service not performed as booked',
];
const PARTIAL_REFUND_REASONS = [
  'Colour correction needed: partial refund',
  'Service ran short',
  'Promotion not applied at checkout',
  'Goodwill after a long wait',
];
const SMALL_DIFFERENCE_NOTES = [
  'Recounted twice.',
  'Probably change given short on a cash sale.',
  null,
  null,
];

interface Part {
  id: string;
  serviceId: string;
  serviceName: string;
  staffId: string;
  priceCents: number;
  taxable: boolean;
  startsAt: Date;
  endsAt: Date;
}

interface Visit {
  key: string;
  establishmentId: string;
  clientId: string | null;
  clientName: string;
  phone: string | null;
  email: string | null;
  parts: Part[];
  paidAt: Date;
  /** Units of each retail product bought. */
  products: Map<string, number>;
}

interface Product {
  id: string;
  establishmentId: string;
  name: string;
  priceCents: number;
  taxable: boolean;
  createdAt: Date;
  /** Shelf locations: units that may still be sold without reaching the minimum. */
  spare: number;
}

interface Person {
  id: string;
  name: string;
}

interface Staffing {
  cashiers: Person[];
  manager: Person;
}

/** One paid visit as it will be stored: the transaction row, with children and drawer figures. */
interface Sale {
  visit: Visit;
  /** The lines as priced: the ticket's lines are written from them. */
  lines: PricedLine[];
  transaction: typeof transactions.$inferInsert & { id: string; createdAt: Date; totalCents: number };
  items: (typeof transactionItems.$inferInsert & { id: string; totalCents: number; taxCents: number })[];
  tenders: (typeof transactionTenders.$inferInsert & { amountCents: number })[];
  tips: (typeof transactionTips.$inferInsert & { id: string; amountCents: number })[];
  cashReceivedCents: number;
  changeCents: number;
  serviceCents: number;
  hasProducts: boolean;
}

interface DrawerDay {
  establishmentId: string;
  date: string;
  first: number;
  last: number;
  cashReceivedCents: number;
  changeCents: number;
  cashRefundCents: number;
  cashier: Person;
  id: string;
}

/**
 * Writes the checkout history of the tenant in scope, inside its seed transaction, after its
 * booking history and stock room exist (same `now`): register settings, drawer sessions,
 * tickets, transactions with items, tenders, tips and refunds, and the numbers the register
 * continues from. Amounts are cents; a broken invariant fails on the database's CHECKs.
 */
export const checkoutDemo: DemoHook = async ({ tx, tenantId, plan, now, history, made }) => {
  if (!history) return;
  const tenantName = plan.name;
  const faker = new Faker({ locale: [en] });
  faker.seed(
    CHECKOUT_SEED + (crypto.createHash('sha256').update(tenantName).digest().readUInt32BE(0) % 1000),
  );
  const random = () => faker.number.float();

  const places = [...made.places].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (places.length === 0) return;
  await tx.insert(registerSettings).values(
    places.map((p) => ({
      establishmentId: p.id,
      tenantId,
      taxRate: DEFAULT_TAX_RATE,
      drawerThresholdCents: THRESHOLD_CENTS,
      updatedAt: now,
    })),
  );

  const people = peopleOf(made);
  const staffing = new Map(places.map((p) => [p.id, staffingAt(people, p.id)]));
  const names = new Map(people.map((p) => [p.id, p.name]));
  const visits = await loadVisits(tx, tenantId, now, people, random);
  const products = await loadProducts(
    tx,
    places.map((p) => p.id),
  );
  await assignLedgerSales(tx, visits, products, random);
  const shelfSales = assignShelfSales(visits, products, random);

  // Sales, in the order they were rung up.
  const sales: Sale[] = visits
    .map((visit) => saleOf(visit, tenantId, products, names, staffing, faker, random))
    .sort((a, b) => a.transaction.createdAt.getTime() - b.transaction.createdAt.getTime());
  sales.forEach((sale, i) => (sale.transaction.number = i + 1));

  const refunds = planRefunds(sales, now, staffing, random);

  const sessions = drawerSessionsOf(sales, refunds, places, staffing, tenantId, now, random);
  const ticketRows = ticketsOf(sales, tenantId, staffing, random);

  await store(tx, tenantId, sessions, ticketRows, sales, refunds);
  await postShelfSales(tx, tenantId, sales, shelfSales);
};

/** Writes the planned rows, parents first, and the numbers the register continues from. */
async function store(
  tx: Tx,
  tenantId: string,
  sessions: readonly (typeof cashDrawerSessions.$inferInsert)[],
  ticketRows: ReturnType<typeof ticketsOf>,
  sales: readonly Sale[],
  refunds: readonly PlannedRefund[],
): Promise<void> {
  await insertRows(tx, cashDrawerSessions, sessions);
  await insertRows(tx, tickets, ticketRows.tickets);
  await insertRows(tx, ticketLines, ticketRows.lines);
  await insertRows(
    tx,
    transactions,
    sales.map((s) => s.transaction),
  );
  await insertRows(
    tx,
    transactionItems,
    sales.flatMap((s) => s.items),
  );
  await insertRows(
    tx,
    transactionTenders,
    sales.flatMap((s) => s.tenders),
  );
  await insertRows(
    tx,
    transactionTips,
    sales.flatMap((s) => s.tips),
  );
  await insertRows(
    tx,
    transactionRefunds,
    refunds.map((r) => r.row),
  );
  await insertRows(
    tx,
    transactionRefundLines,
    refunds.flatMap((r) => r.lines),
  );
  await tx.insert(checkoutNumbers).values({
    tenantId,
    lastTicket: ticketRows.tickets.length,
    lastTransaction: sales.length,
  });
}

/** The shelf locations' sales through the stock ledger, one call per sale, oldest first. */
async function postShelfSales(
  tx: Tx,
  tenantId: string,
  sales: readonly Sale[],
  shelfSales: readonly Visit[],
): Promise<void> {
  const byVisit = new Map(sales.map((s) => [s.visit, s]));
  for (const visit of shelfSales) {
    const sale = byVisit.get(visit)!;
    await postMovements(
      tx,
      { tenantId, userId: sale.transaction.cashierId ?? null, at: sale.transaction.createdAt },
      [...visit.products].map(([productId, quantity]) => ({
        productId,
        kind: 'sale',
        quantity: -quantity,
        sourceType: 'transaction',
        sourceId: sale.transaction.id,
        sourceLabel: `Sale #${sale.transaction.number}`,
      })),
    );
  }
}

/**
 * Inserts `rows` into `table`, BATCH rows a statement, each statement carrying its rows as one
 * JSON parameter (json_to_recordset, as the booking history does). Why not `insert().values()`:
 * building a multi-row VALUES list costs drizzle about 0.1 ms a row, and every statement
 * re-runs the tables' statement triggers (client figures, change announcements), so a few large
 * statements are what keeps a year of sales quick. Columns come from the drizzle table; a
 * column no row sets is left to its default.
 */
async function insertRows<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const list = (part: (key: string, column: (typeof columns)[number][1]) => SQL) =>
    sql.join(
      columns.map(([key, column]) => part(key, column)),
      sql`, `,
    );
  const names = list((_, column) => sql`${sql.identifier(column.name)}`);
  const values = list((key) => sql`r.${sql.identifier(key)}`);
  const types = list((key, column) => sql`${sql.identifier(key)} ${sql.raw(column.getSQLType())}`);
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    await tx.execute(
      sql`INSERT INTO ${table} (${names}) SELECT ${values} FROM json_to_recordset(${json}::json) AS r(${types})`,
    );
  }
}

interface PersonAt extends Person {
  email: string;
  role: string;
  places: Set<string>;
}

/** The tenant's people (the plan's accounts and the team), by email. */
function peopleOf(made: DemoMade): PersonAt[] {
  return [...made.accounts, ...made.team]
    .map((u) => ({
      id: u.id,
      name: `${u.firstName} ${u.lastName}`.trim(),
      email: u.email,
      role: u.role,
      places: new Set(u.establishments.map((index) => made.places[index]!.id)),
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** Who rings up sales at a location: its front desk and managers; the owner where there are none. */
function staffingAt(people: readonly PersonAt[], establishmentId: string): Staffing {
  const here = people.filter((p) => p.places.has(establishmentId));
  const owner = here.find((p) => p.role === 'owner') ?? people.find((p) => p.role === 'owner') ?? people[0]!;
  const desk = here.filter((p) => p.role === 'frontdesk');
  const managers = here.filter((p) => p.role === 'manager');
  const manager = managers[0] ?? owner;
  const cashiers = [...desk, ...managers];
  return { cashiers: cashiers.length > 0 ? cashiers : [owner], manager };
}

/** The completed visits (appointments sharing a visit id are one), in a fixed order. */
async function loadVisits(
  tx: Tx,
  tenantId: string,
  now: Date,
  people: readonly PersonAt[],
  random: () => number,
): Promise<Visit[]> {
  const rows = (
    await queryRows<{
      id: string;
      establishment_id: string;
      visit_id: string | null;
      client_id: string | null;
      appointment_client: string;
      client_name: string | null;
      phone: string | null;
      email: string | null;
      staff_id: string;
      service_id: string;
      service_name: string;
      price_cents: number;
      taxable: boolean;
      starts_ms: number;
      ends_ms: number;
    }>(
      tx,
      sql`SELECT a.id, a.establishment_id, a.visit_id, a.client_id, a.client_name AS appointment_client,
          c.name AS client_name, c.phone, c.email, a.staff_id, a.service_id, a.service_name,
          a.price_cents::float8 AS price_cents, s.taxable,
          (extract(epoch FROM a.starts_at) * 1000)::float8 AS starts_ms,
          (extract(epoch FROM a.ends_at) * 1000)::float8 AS ends_ms
        FROM published.appointments a JOIN published.services s ON s.id = a.service_id
          LEFT JOIN published.clients c ON c.id = a.client_id
        WHERE a.tenant_id = ${tenantId} AND a.status = 'completed'`,
    )
  ).map((r) => ({
    id: r.id,
    establishmentId: r.establishment_id,
    visitId: r.visit_id,
    clientId: r.client_id,
    appointmentClient: r.appointment_client,
    clientName: r.client_name,
    phone: r.phone,
    email: r.email,
    staffId: r.staff_id,
    serviceId: r.service_id,
    serviceName: r.service_name,
    priceCents: r.price_cents,
    taxable: r.taxable,
    startsAt: new Date(r.starts_ms),
    endsAt: new Date(r.ends_ms),
  }));
  const email = new Map(people.map((p) => [p.id, p.email]));
  rows.sort(
    (a, b) =>
      a.startsAt.getTime() - b.startsAt.getTime() ||
      (email.get(a.staffId) ?? '').localeCompare(email.get(b.staffId) ?? ''),
  );
  const byKey = new Map<string, Visit>();
  for (const row of rows) {
    const key = row.visitId ?? row.id;
    let visit = byKey.get(key);
    if (!visit) {
      visit = {
        key,
        establishmentId: row.establishmentId,
        clientId: row.clientId,
        clientName: row.clientName ?? row.appointmentClient,
        phone: row.phone,
        email: row.email,
        parts: [],
        paidAt: now,
        products: new Map(),
      };
      byKey.set(key, visit);
    }
    visit.parts.push({
      id: row.id,
      serviceId: row.serviceId,
      serviceName: row.serviceName,
      staffId: row.staffId,
      priceCents: row.priceCents,
      taxable: row.taxable,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    });
  }
  const visits = [...byKey.values()];
  for (const visit of visits) {
    const end = Math.max(...visit.parts.map((p) => p.endsAt.getTime()));
    visit.paidAt = new Date(Math.min(end + (2 + Math.floor(random() * 10)) * MINUTE, now.getTime()));
  }
  return visits;
}

/** The tenant's retail products, by SKU and then location (`placeIds` in their fixed order). */
async function loadProducts(tx: Tx, placeIds: readonly string[]): Promise<Map<string, Product>> {
  const rows = await retailProducts(tx);
  rows.sort(
    (a, b) =>
      (a.sku ?? a.name).localeCompare(b.sku ?? b.name) ||
      placeIds.indexOf(a.establishmentId) - placeIds.indexOf(b.establishmentId),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        establishmentId: r.establishmentId,
        name: r.name,
        priceCents: r.priceCents,
        taxable: r.taxable,
        createdAt: r.createdAt,
        spare: Math.max(0, Math.floor(r.quantity - r.minStockLevel - 1)),
      },
    ]),
  );
}

/** Visits of one location by payment time, for finding a week's visits by binary search. */
function byPaidAt(visits: readonly Visit[], establishmentId: string): Visit[] {
  return visits
    .filter((v) => v.establishmentId === establishmentId)
    .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
}

/** The index of the first item of `list` (ascending by `time`) later than `at`. */
function firstAfter<T>(list: readonly T[], at: number, time: (item: T) => Date): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (time(list[mid]!).getTime() <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Spreads the stock-history ledger's weekly 'sale' movements over the visits of the week before
 * each one (a third of visits shop), so every unit the ledger sold is on a transaction.
 */
async function assignLedgerSales(
  tx: Tx,
  visits: readonly Visit[],
  products: ReadonlyMap<string, Product>,
  random: () => number,
): Promise<void> {
  const movements = await saleMovements(tx);
  const order = new Map([...products.keys()].map((id, i) => [id, i]));
  movements.sort(
    (a, b) =>
      a.createdAt.getTime() - b.createdAt.getTime() ||
      (order.get(a.productId) ?? -1) - (order.get(b.productId) ?? -1),
  );
  const lists = new Map<string, { all: Visit[]; shoppers: Set<Visit> }>();
  for (const m of movements) {
    const product = products.get(m.productId);
    if (!product) continue;
    let list = lists.get(product.establishmentId);
    if (!list) {
      const all = byPaidAt(visits, product.establishmentId);
      list = { all, shoppers: new Set(all.filter(() => random() < SHOPPER_SHARE)) };
      lists.set(product.establishmentId, list);
      // Shelf sales are for the other locations only.
      for (const p of products.values()) if (p.establishmentId === product.establishmentId) p.spare = 0;
    }
    const paid = (v: Visit) => v.paidAt;
    const to = firstAfter(list.all, m.createdAt.getTime(), paid);
    const week = list.all.slice(firstAfter(list.all, m.createdAt.getTime() - 7 * DAY, paid), to);
    const shoppers = week.filter((v) => list.shoppers.has(v));
    const pool = shoppers.length > 0 ? shoppers : week;
    if (pool.length === 0) continue;
    for (let unit = 0; unit < -m.quantity; unit++) {
      const visit = pool[Math.floor(random() * pool.length)]!;
      visit.products.set(m.productId, (visit.products.get(m.productId) ?? 0) + 1);
    }
  }
}

/**
 * Small retail sales at the locations without a stock history: one or two products on a few
 * visits, never taking a product down to its minimum. Answers those visits, oldest first.
 */
function assignShelfSales(
  visits: readonly Visit[],
  products: ReadonlyMap<string, Product>,
  random: () => number,
): Visit[] {
  const shelves = groupBy(
    [...products.values()].filter((p) => p.spare > 0),
    (p) => p.establishmentId,
  );
  const sold: Visit[] = [];
  for (const visit of [...visits].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime())) {
    const shelf = shelves.get(visit.establishmentId);
    if (!shelf || random() >= SHELF_SHARE) continue;
    const wanted = random() < 0.75 ? 1 : 2;
    for (let k = 0; k < wanted; k++) {
      const open = shelf.filter(
        (p) => p.spare > 0 && p.createdAt <= visit.paidAt && !visit.products.has(p.id),
      );
      if (open.length === 0) break;
      const product = open[Math.floor(random() * open.length)]!;
      const quantity = product.spare >= 2 && random() < 0.15 ? 2 : 1;
      product.spare -= quantity;
      visit.products.set(product.id, quantity);
    }
    if (visit.products.size > 0) sold.push(visit);
  }
  return sold;
}

/** The visit's lines: its services at their booked prices, then any retail. */
function linesOf(visit: Visit, products: ReadonlyMap<string, Product>): PricedLine[] {
  const main = visit.parts[0]!.staffId;
  return [
    ...visit.parts.map((p): PricedLine => ({
      kind: 'service',
      name: p.serviceName,
      serviceId: p.serviceId,
      productId: null,
      appointmentId: p.id,
      unitPriceCents: p.priceCents,
      quantity: 1,
      taxable: p.taxable,
      staffId: p.staffId,
      discount: null,
    })),
    ...[...visit.products].map(([id, quantity]): PricedLine => {
      const product = products.get(id)!;
      return {
        kind: 'product',
        name: product.name,
        serviceId: null,
        productId: id,
        appointmentId: null,
        unitPriceCents: product.priceCents,
        quantity,
        taxable: product.taxable,
        staffId: main,
        discount: null,
      };
    }),
  ];
}

function saleOf(
  visit: Visit,
  tenantId: string,
  products: ReadonlyMap<string, Product>,
  names: ReadonlyMap<string, string>,
  staffing: ReadonlyMap<string, Staffing>,
  faker: Faker,
  random: () => number,
): Sale {
  const lines = linesOf(visit, products);
  const serviceCents = lines.reduce((s, l) => (l.kind === 'service' ? s + l.unitPriceCents : s), 0);
  const gross = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
  let orderDiscount: DiscountInput | null = null;
  if (random() < 0.07) {
    orderDiscount =
      random() < 0.5 && gross >= 3000
        ? { type: 'fixed', amountCents: 1000 }
        : { type: 'percent', percent: 10 };
  }
  const r = random();
  const method = r < 0.7 ? 'card' : r < 0.95 || gross < 3000 ? 'cash' : 'split';
  let tipCents = 0;
  if (method !== 'cash' ? random() < 0.9 : random() < 0.35) {
    const percent = 15 + Math.floor(random() * 8);
    tipCents = Math.round((serviceCents * percent) / 100);
    // Cash tips and some card tips are whole dollars.
    if (method === 'cash' || random() < 0.3) tipCents = Math.max(100, Math.round(tipCents / 100) * 100);
  }
  const totals = computeCartTotals({
    lines: toCartLines(lines),
    orderDiscount,
    taxRate: DEFAULT_TAX_RATE,
    tipCents,
    tipSplit: 'even',
  });
  const total = totals.totalCents;
  const card = (amountCents: number): TenderInput => ({
    type: 'card',
    amountCents,
    cardType: brand(random()),
    cardLast4: faker.string.numeric(4),
    authCode: faker.string.alphanumeric({ length: 6, casing: 'upper' }),
  });
  let tenders: TenderInput[] = [];
  if (total > 0 && method === 'card') tenders = [card(total)];
  if (total > 0 && method === 'cash') {
    const bill = random() < 0.3 ? 1 : ([100, 500, 1000, 2000] as const)[Math.floor(random() * 4)]!;
    tenders = [{ type: 'cash', amountCents: total, receivedCents: Math.ceil(total / bill) * bill }];
  }
  if (total > 0 && method === 'split') {
    const cash = Math.min(([2000, 4000, 5000, 6000] as const)[Math.floor(random() * 4)]!, total - 500);
    tenders = [{ type: 'cash', amountCents: cash }, card(total - cash)];
  }
  const settlement = settleTenders(total, tenders);
  const desk = staffing.get(visit.establishmentId)!;
  const cashier = random() < 0.8 ? desk.cashiers[0]! : pickFrom(desk.cashiers, random);
  const id = crypto.randomUUID();
  return {
    visit,
    lines,
    serviceCents,
    hasProducts: visit.products.size > 0,
    tips: totals.tips
      .filter((t: TipShare) => t.cents > 0)
      .map((t: TipShare) => ({
        id: crypto.randomUUID(),
        tenantId,
        transactionId: id,
        staffId: t.staffId,
        amountCents: t.cents,
        refundedCents: 0,
      })),
    cashReceivedCents: settlement.cashReceivedCents,
    changeCents: settlement.changeCents,
    transaction: {
      id,
      tenantId,
      establishmentId: visit.establishmentId,
      number: 0,
      ticketId: crypto.randomUUID(),
      cashierId: cashier.id,
      cashierName: cashier.name,
      clientId: visit.clientId,
      customerName: visit.clientName,
      customerPhone: visit.phone,
      customerEmail: visit.email,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      tipCents: totals.tipCents,
      totalCents: total,
      refundedCents: 0,
      status: 'completed',
      orderDiscountType: orderDiscount?.type ?? null,
      orderDiscountValue: orderDiscount ? 10 : null,
      tipSplit: 'even',
      createdAt: visit.paidAt,
    },
    items: lines.map((line, position) => ({
      ...saleItemOf(tenantId, line, position, totals.lines[position]!, names),
      id: crypto.randomUUID(),
      transactionId: id,
      refundedNetCents: 0,
      refundedTaxCents: 0,
    })),
    tenders: tenders.map((tender, position) => ({
      tenantId,
      transactionId: id,
      position,
      type: tender.type,
      amountCents: tender.amountCents,
      refundedCents: 0,
      ...(tender.type === 'cash'
        ? {
            receivedCents: tender.receivedCents ?? tender.amountCents,
            changeCents: (tender.receivedCents ?? tender.amountCents) - tender.amountCents,
          }
        : {
            changeCents: 0,
            cardType: tender.cardType,
            cardLast4: tender.cardLast4,
            authCode: tender.authCode,
          }),
    })),
  };
}

function groupBy<T>(list: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function pickFrom<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)]!;
}

function brand(r: number): CardBrand {
  let left = r;
  for (const [name, share] of BRANDS) {
    left -= share;
    if (left < 0) return name;
  }
  return 'other';
}

interface PlannedRefund {
  establishmentId: string;
  cashCents: number;
  row: typeof transactionRefunds.$inferInsert & { id: string; createdAt: Date };
  lines: (typeof transactionRefundLines.$inferInsert)[];
}

/**
 * Shares a refund over the sale's lines as the register does (contracts' allocateRefund): a
 * partial one over the services (a redone colour), or every line when they have too little
 * left; a full one over every line, tip included. Marks what each line has had back and
 * answers the refund's lines.
 */
function refundLinesOf(sale: Sale, refundId: string, amountCents: number, full: boolean) {
  const items = sale.items.map((i) => ({
    row: i,
    part: { key: i.id, netCents: i.totalCents - i.taxCents, taxCents: i.taxCents } as RefundablePart,
  }));
  const tips = sale.tips.map((p) => ({ row: p, part: { key: p.id, netCents: p.amountCents, taxCents: 0 } }));
  const services = items.filter((i) => i.row.kind === 'service').map((i) => i.part);
  const every = [...items.map((i) => i.part), ...tips.map((p) => p.part)];
  const parts = !full && refundableCents(services) >= amountCents ? services : every;
  return allocateRefund(amountCents, parts).map((share) => {
    const item = items.find((i) => i.part.key === share.key)?.row;
    if (item) {
      item.refundedNetCents = share.netCents;
      item.refundedTaxCents = share.taxCents;
    } else tips.find((p) => p.part.key === share.key)!.row.refundedCents = share.netCents;
    return {
      tenantId: sale.transaction.tenantId,
      refundId,
      transactionId: sale.transaction.id,
      itemId: item ? share.key : null,
      tipId: item ? null : share.key,
      netCents: share.netCents,
      taxCents: share.taxCents,
    };
  });
}

/**
 * About 2 % of sales older than a day get a refund: full ones (service-only sales, nothing to
 * restock) and partial ones, paid back over the sale's own tenders, card first, a few days
 * later when the client comes back in.
 */
function planRefunds(
  sales: readonly Sale[],
  now: Date,
  staffing: ReadonlyMap<string, Staffing>,
  random: () => number,
): PlannedRefund[] {
  const planned: PlannedRefund[] = [];
  const byPlace = groupBy(sales, (s) => s.visit.establishmentId);
  for (const sale of sales) {
    const t = sale.transaction;
    if (random() >= 0.02 || t.totalCents <= 0 || t.createdAt.getTime() > now.getTime() - DAY) continue;
    const full = !sale.hasProducts && (random() < 0.4 || t.totalCents <= 1000);
    const share = 0.1 + random() * 0.4;
    const amount = full ? t.totalCents : Math.max(500, Math.round((sale.serviceCents * share) / 100) * 100);
    if (amount <= 0 || amount > t.totalCents || (!full && amount === t.totalCents)) continue;
    // Back in a few days: just after a later sale at the same location, else the same afternoon.
    const here = byPlace.get(sale.visit.establishmentId) ?? [];
    const made = (s: Sale) => s.transaction.createdAt;
    const later = here.slice(
      firstAfter(here, t.createdAt.getTime() + DAY, made),
      firstAfter(here, t.createdAt.getTime() + 10 * DAY, made),
    );
    const at = Math.min(
      later.length > 0
        ? pickFrom(later, random).transaction.createdAt.getTime() + 2 * MINUTE
        : t.createdAt.getTime() + 30 * MINUTE,
      now.getTime(),
    );
    let left = amount;
    let cash = 0;
    for (const tender of [...sale.tenders].reverse()) {
      const part = Math.min(left, tender.amountCents);
      if (part <= 0) continue;
      tender.refundedCents = part;
      if (tender.type === 'cash') cash += part;
      left -= part;
    }
    const reason = pickFrom(full ? FULL_REFUND_REASONS : PARTIAL_REFUND_REASONS, random);
    const manager = staffing.get(sale.visit.establishmentId)!.manager;
    const refundId = crypto.randomUUID();
    t.refundedCents = amount;
    t.refundedAt = new Date(at);
    t.refundReason = reason;
    t.status = amount === t.totalCents ? 'refunded' : 'completed';
    planned.push({
      establishmentId: sale.visit.establishmentId,
      cashCents: cash,
      lines: refundLinesOf(sale, refundId, amount, full),
      row: {
        id: refundId,
        tenantId: t.tenantId,
        transactionId: t.id,
        amountCents: amount,
        cashCents: cash,
        tender: 'original',
        reason,
        restock: [],
        refundedBy: manager.id,
        createdAt: new Date(at),
      },
    });
  }
  return planned;
}

/** Each location's local calendar date of an instant. */
function dateFormatter(places: readonly { id: string; timeZone: string }[]) {
  const formats = new Map(
    places.map((p) => [
      p.id,
      new Intl.DateTimeFormat('en-CA', {
        timeZone: p.timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
    ]),
  );
  return (establishmentId: string, at: Date) => formats.get(establishmentId)!.format(at);
}

/**
 * The drawer of each location and business day (its local date) with any sale or cash refund;
 * attaches cash sales and cash refunds to it (card-only sales fall within its hours, as at the
 * register) and answers the sessions in the order they opened.
 */
function drawerSessionsOf(
  sales: readonly Sale[],
  refunds: readonly PlannedRefund[],
  places: readonly { id: string; timeZone: string }[],
  staffing: ReadonlyMap<string, Staffing>,
  tenantId: string,
  now: Date,
  random: () => number,
): (typeof cashDrawerSessions.$inferInsert)[] {
  const localDate = dateFormatter(places);
  const days = new Map<string, DrawerDay>();
  const dayOf = (establishmentId: string, at: Date): DrawerDay => {
    const date = localDate(establishmentId, at);
    const key = `${establishmentId}/${date}`;
    let day = days.get(key);
    if (!day) {
      const cashier = staffing.get(establishmentId)!.cashiers[0]!;
      day = {
        establishmentId,
        date,
        first: at.getTime(),
        last: at.getTime(),
        cashReceivedCents: 0,
        changeCents: 0,
        cashRefundCents: 0,
        cashier,
        id: crypto.randomUUID(),
      };
      days.set(key, day);
    }
    day.first = Math.min(day.first, at.getTime());
    day.last = Math.max(day.last, at.getTime());
    return day;
  };
  for (const sale of sales) {
    const day = dayOf(sale.visit.establishmentId, sale.transaction.createdAt);
    day.cashReceivedCents += sale.cashReceivedCents;
    day.changeCents += sale.changeCents;
    if (sale.cashReceivedCents > 0) sale.transaction.drawerSessionId = day.id;
  }
  for (const refund of refunds) {
    if (refund.cashCents === 0) continue;
    const day = dayOf(refund.establishmentId, refund.row.createdAt);
    day.cashRefundCents += refund.cashCents;
    refund.row.drawerSessionId = day.id;
  }
  return [...days.values()]
    .sort((a, b) => a.first - b.first)
    .map((day) => drawerSession(day, tenantId, now, localDate, staffing, random));
}

/**
 * A day's drawer: opened with the float before the first sale, closed after the last with a
 * count that is mostly exact, sometimes off by up to $5, and rarely beyond the threshold (then
 * closed by a manager, with a note). Today's stays open while the location is trading.
 */
function drawerSession(
  day: DrawerDay,
  tenantId: string,
  now: Date,
  localDate: (establishmentId: string, at: Date) => string,
  staffing: ReadonlyMap<string, Staffing>,
  random: () => number,
): typeof cashDrawerSessions.$inferInsert {
  const openedAt = new Date(day.first - (15 + Math.floor(random() * 30)) * MINUTE);
  const base = {
    id: day.id,
    tenantId,
    establishmentId: day.establishmentId,
    floatCents: FLOAT_CENTS,
    openingCounts: { ...FLOAT_COUNTS },
    openedBy: day.cashier.id,
    openedAt,
  };
  const trading = day.date === localDate(day.establishmentId, now) && now.getTime() - day.last < 3 * HOUR;
  if (trading) return { ...base, status: 'open' };
  const expected = expectedDrawerCents({
    floatCents: FLOAT_CENTS,
    cashReceivedCents: day.cashReceivedCents,
    changeCents: day.changeCents,
    cashRefundCents: day.cashRefundCents,
    payInCents: 0,
    payOutCents: 0,
  });
  const r = random();
  const sign = random() < 0.55 ? -1 : 1;
  let difference = 0;
  if (r >= 0.85) difference = sign * 25 * (1 + Math.floor(random() * 20));
  if (r >= 0.985) difference = sign * 100 * (6 + Math.floor(random() * 25));
  difference = Math.max(difference, -expected);
  const over = Math.abs(difference) > THRESHOLD_CENTS;
  const desk = staffing.get(day.establishmentId)!;
  const counted = expected + difference;
  const dollars = (Math.abs(difference) / 100).toFixed(2);
  return {
    ...base,
    status: 'closed',
    closedBy: over ? desk.manager.id : day.cashier.id,
    closedAt: new Date(Math.min(day.last + (10 + Math.floor(random() * 15)) * MINUTE, now.getTime())),
    counts: denominations(counted),
    countedCents: counted,
    expectedCents: expected,
    differenceCents: difference,
    note: over
      ? `${difference < 0 ? 'Short' : 'Over'} $${dollars}: recounted with the manager; ${
          difference < 0 ? 'a change error on a cash sale' : 'a cash tip left in the drawer'
        }.`
      : difference !== 0
        ? SMALL_DIFFERENCE_NOTES[Math.floor(random() * SMALL_DIFFERENCE_NOTES.length)]!
        : null,
  };
}

/** `cents` counted out greedily in US bills and coins ({ "2000": 3, … }). */
function denominations(cents: number): Record<string, number> {
  const counts: Record<string, number> = {};
  let left = cents;
  for (const d of DRAWER_DENOMINATIONS) {
    const n = Math.floor(left / d);
    if (n > 0) counts[String(d)] = n;
    left -= n * d;
  }
  return counts;
}

/**
 * Each sale's paid ticket (opened at check-in) with its lines, and about 1 % of visits with an
 * earlier ticket voided at the desk; numbered in the order they were opened.
 */
function ticketsOf(
  sales: readonly Sale[],
  tenantId: string,
  staffing: ReadonlyMap<string, Staffing>,
  random: () => number,
): {
  tickets: (typeof tickets.$inferInsert & { createdAt: Date })[];
  lines: (typeof ticketLines.$inferInsert)[];
} {
  const rows: (typeof tickets.$inferInsert & { createdAt: Date })[] = [];
  const lines: (typeof ticketLines.$inferInsert)[] = [];
  for (const sale of sales) {
    const { visit, transaction: t } = sale;
    const first = visit.parts[0]!;
    const openedAt = new Date(first.startsAt.getTime() - (2 + Math.floor(random() * 8)) * MINUTE);
    const common = {
      tenantId,
      establishmentId: visit.establishmentId,
      number: 0,
      appointmentId: first.id,
      visitKey: visit.key,
      clientId: visit.clientId,
      clientName: visit.clientName,
      priority: 'normal' as const,
      staffIds: [...new Set(visit.parts.map((p) => p.staffId))],
      createdBy: t.cashierId ?? null,
    };
    const copyLines = (ticketId: string) =>
      sale.lines.forEach((line, position) => lines.push(ticketLineOf(tenantId, ticketId, line, position)));
    if (random() < 0.01) {
      const id = crypto.randomUUID();
      const voidedAt = new Date(openedAt.getTime() + (1 + Math.floor(random() * 5)) * MINUTE);
      rows.push({
        ...common,
        id,
        status: 'voided',
        createdAt: new Date(openedAt.getTime() - 2 * MINUTE),
        updatedAt: voidedAt,
        voidedAt,
        voidedBy: random() < 0.5 ? staffing.get(visit.establishmentId)!.manager.id : (t.cashierId ?? null),
        voidReason: pickFrom(VOID_REASONS, random),
      });
      copyLines(id);
    }
    rows.push({
      ...common,
      id: t.ticketId,
      status: 'paid',
      createdAt: openedAt,
      updatedAt: t.createdAt,
      paidAt: t.createdAt,
    });
    copyLines(t.ticketId);
  }
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  rows.forEach((row, i) => (row.number = i + 1));
  return { tickets: rows, lines };
}
