/**
 * Refunds (spec operations.md §3 Transaction, §4, §7 POST …/refund/; issue #13): concurrent
 * partial refunds never pay back more than was paid, a full refund marks the sale refunded and
 * nothing more can go back, bad amounts write nothing, money goes back over the sale's tenders
 * (cards first) with any cash from the open drawer, products return to stock with a 'return'
 * movement and never more than was sold, and a retried refund with an Idempotency-Key lands once.
 */
import { recordedEvents } from '../../../test/business-events.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_ENDPOINTS as E,
  CHECKOUT_MESSAGES,
  IDEMPOTENCY_HEADER,
  INVENTORY_ENDPOINTS,
  endpointPath,
  type MovementList,
  type Product,
  type Transaction,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { spreadOverTenders } from './checkout.refund.js';
import {
  insertSale,
  openDrawerSession,
  type FixtureItem,
  type FixtureTender,
} from './checkout.test-fixtures.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'north', Session>;
let tenantId: string;
let manhattan: string;

type ErrorReply = { message: string; details?: { path: string; message: string }[] };

const refundUrl = (id: string) => endpointPath(E.refund, { id });

function refund(session: Session, id: string, payload: object, headers: Record<string, string> = {}) {
  return session.request({ method: 'POST', url: refundUrl(id), payload, headers });
}

async function refunded(id: string, payload: object, session = s.manager): Promise<Transaction> {
  const res = await refund(session, id, payload);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Transaction }).data;
}

async function refusedWith(id: string, payload: object, status: number): Promise<ErrorReply> {
  const res = await refund(s.manager, id, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as ErrorReply;
}

async function read(id: string): Promise<Transaction> {
  const res = await s.manager.request({ method: 'GET', url: endpointPath(E.transaction, { id }) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Transaction }).data;
}

const haircut = (cents: number): FixtureItem => ({ kind: 'service', name: 'Haircut', unitPriceCents: cents });

function sell(items: FixtureItem[], tenders?: FixtureTender[]) {
  return insertSale(ctx.database.db, {
    tenantId,
    establishmentId: manhattan,
    at: ctx.clock.now,
    customerName: 'Rita Refund',
    items,
    tenders,
  });
}

/** The refund rows of `transactionId`: amount, cash and drawer session. */
function refundRows(transactionId: string) {
  return withTenant(ctx.database.db, { tenantId }, (tx) =>
    queryRows<{ amount_cents: string; cash_cents: string; drawer_session_id: string | null }>(
      tx,
      sql`SELECT amount_cents, cash_cents, drawer_session_id FROM transaction_refunds
          WHERE transaction_id = ${transactionId} ORDER BY created_at`,
    ),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'manager', 'frontdesk'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.frontdesk.user.establishments as [string];
});
afterAll(() => ctx.close());

describe('amounts', () => {
  it('lets exactly twenty of fifty concurrent $10 refunds of a $200 sale through, and no 5xx', async () => {
    const sale = await sell([haircut(20_000)]);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        refund(s.manager, sale.id, { refund_amount: 10, refund_reason: `Partial ${i}` }),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c >= 400 && c < 500)).toHaveLength(30);
    for (const r of replies.filter((x) => x.statusCode !== 200))
      expect([CHECKOUT_MESSAGES.refundNothingLeft, CHECKOUT_MESSAGES.refundTooMuch]).toContain(
        (r.json() as ErrorReply).message,
      );
    const after = await read(sale.id);
    expect(after).toMatchObject({ status: 'refunded', refundAmount: 200 });
    expect(after.refunds).toHaveLength(20);
    expect(after.paymentMethods).toEqual([
      expect.objectContaining({ type: 'card', amount: 200, refunded: 200 }),
    ]);
  });

  it('marks a full refund refunded with its time and reason, then refuses another', async () => {
    ctx.clock.now = new Date();
    const sale = await sell([haircut(8_000)]);
    const partial = await refunded(sale.id, { refund_amount: 30, refund_reason: 'Fringe too short' });
    expect(partial).toMatchObject({
      status: 'completed',
      refundAmount: 30,
      refundReason: 'Fringe too short',
    });
    const full = await refunded(sale.id, { refund_amount: 50, refund_reason: 'Redo elsewhere' });
    expect(full).toMatchObject({ status: 'refunded', refundAmount: 80, refundReason: 'Redo elsewhere' });
    expect(full.refundedAt).toBe(ctx.clock.now.toISOString());
    expect(full.refunds.map((r) => [r.amount, r.reason, r.tender])).toEqual([
      [30, 'Fringe too short', 'original'],
      [50, 'Redo elsewhere', 'original'],
    ]);
    const again = await refusedWith(sale.id, { refund_amount: 1, refund_reason: 'Once more' }, 409);
    expect(again.message).toBe(CHECKOUT_MESSAGES.refundNothingLeft);
    // Each refund is its own event, counted when it happened; the refused one is none.
    const events = await recordedEvents(ctx.database.db, tenantId, 'sale.refunded');
    expect(events.filter((e) => e.transactionId === sale.id).map((e) => e.amountCents)).toEqual([3000, 5000]);
  });

  it('refuses more than is left, and negative, zero or 3-decimal amounts, writing nothing', async () => {
    const sale = await sell([haircut(10_000)]);
    await refunded(sale.id, { refund_amount: 60, refund_reason: 'Half' });
    const tooMuch = await refusedWith(sale.id, { refund_amount: 40.01, refund_reason: 'Rest' }, 400);
    expect(tooMuch.details).toEqual([{ path: 'refund_amount', message: CHECKOUT_MESSAGES.refundTooMuch }]);
    for (const amount of [-5, 0, 10.005, '10']) {
      const bad = await refusedWith(sale.id, { refund_amount: amount, refund_reason: 'Bad' }, 400);
      expect(bad.details?.[0]?.path).toBe('refund_amount');
    }
    const noReason = await refusedWith(sale.id, { refund_amount: 5 }, 400);
    expect(noReason.details?.[0]).toEqual({
      path: 'refund_reason',
      message: CHECKOUT_MESSAGES.reasonRequired,
    });
    expect(await read(sale.id)).toMatchObject({ refundAmount: 60, status: 'completed' });
    expect(await refundRows(sale.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown or other-tenant transaction and 403 to the front desk', async () => {
    const sale = await sell([haircut(5_000)]);
    expect((await refund(s.north, sale.id, { refund_amount: 5, refund_reason: 'Probe' })).statusCode).toBe(
      404,
    );
    expect((await refund(s.frontdesk, sale.id, { refund_amount: 5, refund_reason: 'Try' })).statusCode).toBe(
      403,
    );
    const missing = await refusedWith(
      '00000000-0000-4000-8000-000000000000',
      { refund_amount: 5, refund_reason: 'Ghost' },
      404,
    );
    expect(missing.message).toBe(CHECKOUT_MESSAGES.transactionUnknown);
    expect(await refundRows(sale.id)).toEqual([]);
  });
});

describe('where the money goes', () => {
  it('spreads an original refund over cards first, newest first, then cash', () => {
    const tenders = [
      { id: 'cash', type: 'cash' as const, position: 0, amountCents: 4000, refundedCents: 0 },
      { id: 'card-old', type: 'card' as const, position: 1, amountCents: 3000, refundedCents: 1000 },
      { id: 'card-new', type: 'card' as const, position: 2, amountCents: 2000, refundedCents: 0 },
    ];
    expect(spreadOverTenders(5000, tenders)).toEqual([
      { tenderId: 'card-new', type: 'card', cents: 2000 },
      { tenderId: 'card-old', type: 'card', cents: 2000 },
      { tenderId: 'cash', type: 'cash', cents: 1000 },
    ]);
  });

  it('needs an open drawer for a cash part, and records the session and cash on the refund', async () => {
    const sale = await sell(
      [haircut(10_000)],
      [
        { type: 'card', amountCents: 6000 },
        { type: 'cash', amountCents: 4000, receivedCents: 5000 },
      ],
    );
    // Within the card part, no cash is due: no drawer needed.
    const cardOnly = await refunded(sale.id, { refund_amount: 50, refund_reason: 'Card part' });
    expect(cardOnly.paymentMethods.map((p) => p.refunded)).toEqual([50, 0]);
    const closed = await refusedWith(sale.id, { refund_amount: 20, refund_reason: 'Cash part' }, 409);
    expect(closed.message).toBe(CHECKOUT_MESSAGES.drawerClosed);
    const allCash = await refusedWith(
      (await sell([haircut(1000)])).id,
      { refund_amount: 5, refund_reason: 'Cash', tender: 'cash' },
      409,
    );
    expect(allCash.message).toBe(CHECKOUT_MESSAGES.drawerClosed);

    const session = await openDrawerSession(ctx.database.db, {
      tenantId,
      establishmentId: manhattan,
      openedBy: s.manager.user.id,
    });
    const mixed = await refunded(sale.id, { refund_amount: 20, refund_reason: 'Cash part' });
    expect(mixed.paymentMethods.map((p) => p.refunded)).toEqual([60, 10]);
    expect(mixed.refunds.map((r) => [r.amount, r.cash])).toEqual([
      [50, 0],
      [20, 10],
    ]);
    const rows = await refundRows(sale.id);
    expect(rows.map((r) => [Number(r.cash_cents), r.drawer_session_id])).toEqual([
      [0, null],
      [1000, session],
    ]);

    const card = await sell([haircut(3000)]);
    const inCash = await refunded(card.id, { refund_amount: 30, refund_reason: 'Cash back', tender: 'cash' });
    expect(inCash).toMatchObject({ status: 'refunded', refunds: [{ tender: 'cash', cash: 30 }] });
    // The card itself was not refunded: the money went back in cash.
    expect(inCash.paymentMethods[0]!.refunded).toBe(0);
  });

  it('lands a refund retried with the same Idempotency-Key once', async () => {
    const sale = await sell([haircut(4000)]);
    const headers = { [IDEMPOTENCY_HEADER]: `refund-${sale.id}` };
    const body = { refund_amount: 15, refund_reason: 'Retried' };
    const first = await refund(s.manager, sale.id, body, headers);
    const second = await refund(s.manager, sale.id, body, headers);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await read(sale.id)).toMatchObject({ refundAmount: 15 });
    expect(await refundRows(sale.id)).toHaveLength(1);
  });
});

describe('restock', () => {
  async function product(id: string): Promise<Product> {
    const res = await s.manager.request({
      method: 'GET',
      url: endpointPath(INVENTORY_ENDPOINTS.product, { id }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Product }).data;
  }

  it("returns products to stock with a 'return' movement, and never more than was sold", async () => {
    const created = await s.manager.request({
      method: 'POST',
      url: INVENTORY_ENDPOINTS.createProduct.path,
      payload: { establishmentId: manhattan, name: 'Refund test conditioner', price: 20, quantity: 10 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const productId = (created.json() as { data: Product }).data.id;
    const sale = await sell([
      haircut(5000),
      { kind: 'product', name: 'Conditioner', unitPriceCents: 2000, quantity: 3, productId },
    ]);
    const [serviceItem, productItem] = (await read(sale.id)).items as [
      Transaction['items'][number],
      Transaction['items'][number],
    ];

    const back = await refunded(sale.id, {
      refund_amount: 40,
      refund_reason: 'Unopened',
      restock: [{ itemId: productItem.id, quantity: 2 }],
    });
    expect(back.items[1]).toMatchObject({ returnedQuantity: 2 });
    expect((await product(productId)).quantity).toBe(12);
    const ledger = await s.manager.request({
      method: 'GET',
      url: endpointPath(INVENTORY_ENDPOINTS.movements, { id: productId }),
    });
    const [latest] = (ledger.json() as { data: MovementList }).data.movements;
    expect(latest).toMatchObject({ kind: 'return', quantity: 2, quantityAfter: 12, sourceType: 'refund' });
    expect(latest!.sourceId).toBe(back.refunds[0]!.id);

    const tooMany = await refusedWith(
      sale.id,
      { refund_amount: 20, refund_reason: 'More', restock: [{ itemId: productItem.id, quantity: 2 }] },
      400,
    );
    expect(tooMany.details).toEqual([
      { path: 'restock.0.quantity', message: CHECKOUT_MESSAGES.restockTooMany },
    ]);
    const split = await refusedWith(
      sale.id,
      {
        refund_amount: 20,
        refund_reason: 'Split',
        restock: [
          { itemId: productItem.id, quantity: 1 },
          { itemId: productItem.id, quantity: 1 },
        ],
      },
      400,
    );
    expect(split.details?.[0]?.path).toBe('restock.1.quantity');
    const service = await refusedWith(
      sale.id,
      { refund_amount: 20, refund_reason: 'Service', restock: [{ itemId: serviceItem.id, quantity: 1 }] },
      400,
    );
    expect(service.details?.[0]?.path).toBe('restock.0.itemId');
    expect((await product(productId)).quantity).toBe(12);
    expect(await read(sale.id)).toMatchObject({ refundAmount: 40, items: [{}, { returnedQuantity: 2 }] });
  });
});
