/**
 * Tips are bounded (issue #28): a tip above the location's ceiling (default 100 % of the ticket
 * after discounts, before tax) is refused to a cashier who may not approve it, unless a
 * manager's sign-in of this location approves it at the register; a manager's own sale needs no
 * second person. The approver is recorded on the sale; a refusal writes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_ENDPOINTS as E,
  CHECKOUT_MESSAGES,
  SERVICE_ENDPOINTS,
  endpointPath,
  tipApprovalMessage,
  type Service,
  type Transaction,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee', Session>;
let manhattan: string;
let womens: Service;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2026-12-07T23:00:00Z');
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  [manhattan] = s.frontdesk.user.establishments as [string];
  const catalogue = (
    await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, {
        establishmentId: manhattan,
        tenantId: s.owner.user.tenantId,
      }),
    })
  ).json().data as Service[];
  womens = catalogue.find((x) => x.name === "Women's Haircut")!;
});
afterAll(() => ctx.close());

/** A walk-in Women's Haircut with Emma ($85, untaxed) and `tip` dollars, paid by card. */
function sell(session: Session, tip: number, extra: object = {}) {
  const total = womens.price + tip;
  return session.request({
    method: 'POST',
    url: E.checkout.path,
    payload: {
      establishmentId: manhattan,
      lines: [{ kind: 'service', serviceId: womens.id, staffId: s.employee.user.id }],
      tip,
      tenders: [{ type: 'card', amount: total, cardType: 'visa', cardLast4: '4242', authCode: 'OK1' }],
      ...extra,
    },
  });
}

async function transactionCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`SELECT count(*)::int AS n FROM transactions`,
  );
  return row!.n;
}

async function approverOf(id: string): Promise<string | null> {
  const [row] = await queryRows<{ by: string | null }>(
    ctx.database.db,
    sql`SELECT tip_approved_by AS by FROM transactions WHERE id = ${id}`,
  );
  return row!.by;
}

const putSettings = (payload: object) =>
  s.owner.request({
    method: 'PUT',
    url: `${E.updateSettings.path}?establishmentId=${manhattan}`,
    payload,
  });

describe('the tip ceiling at the register', () => {
  it('lets the front desk take a tip up to 100 % of the ticket, with no approver recorded', async () => {
    expect(womens.price).toBe(85);
    const res = await sell(s.frontdesk, 85);
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data as Transaction;
    expect(sale.tipAmount).toBe(85);
    expect(await approverOf(sale.id)).toBeNull();
  });

  it('refuses the front desk a tip above it, in the location’s words, and writes nothing', async () => {
    const before = await transactionCount();
    const res = await sell(s.frontdesk, 85.01);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(tipApprovalMessage(100));
    expect(await transactionCount()).toBe(before);
  });

  it('takes it with a manager’s sign-in typed at the register, and records who approved', async () => {
    const res = await sell(s.frontdesk, 200, {
      tipApproval: { email: 'manager@luxe.example', password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await approverOf((res.json().data as Transaction).id)).toBe(s.manager.user.id);
  });

  it('refuses a wrong password, and a sign-in that is not a manager’s, as a 400 on tipApproval', async () => {
    const before = await transactionCount();
    for (const tipApproval of [
      { email: 'manager@luxe.example', password: 'not-the-password' },
      { email: 'employee@luxe.example', password: DEMO_PASSWORD },
      { email: 'owner@northside.example', password: DEMO_PASSWORD },
      { email: 'nobody@luxe.example', password: DEMO_PASSWORD },
    ]) {
      const res = await sell(s.frontdesk, 200, { tipApproval });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toEqual([
        { path: 'tipApproval', message: CHECKOUT_MESSAGES.tipApproverWrong },
      ]);
    }
    expect(await transactionCount()).toBe(before);
  });

  it('lets a manager approve their own sale, and follows the ceiling the owner sets', async () => {
    const own = await sell(s.manager, 200);
    expect(own.statusCode, own.body).toBe(201);
    expect(await approverOf((own.json().data as Transaction).id)).toBe(s.manager.user.id);

    expect((await putSettings({ tipCeilingPercent: 20 })).statusCode).toBe(200);
    // 20 % of $85 is $17.00: $17 passes, $17.01 needs a manager.
    expect((await sell(s.frontdesk, 17)).statusCode).toBe(201);
    const over = await sell(s.frontdesk, 17.01);
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(tipApprovalMessage(20));
    expect((await putSettings({ tipCeilingPercent: 100 })).statusCode).toBe(200);
  });
});
