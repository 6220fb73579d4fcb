/**
 * Test fixtures of payroll: pay terms, shifts with breaks, paid sales with tips, and refunds,
 * written with SQL straight into the tables other modules own (tests only), so a pay run can be
 * checked against a hand-computed period. Money is integer cents; instants carry offsets.
 */
import { sql } from 'drizzle-orm';
import { OVERTIME_EXEMPT_BY_PAY_TYPE, allocateRefund } from '@daybook/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';

export interface Place {
  tenantId: string;
  establishmentId: string;
}

/**
 * Sets a person's pay terms (employee record) and removes a saved commission plan. Without
 * `overtimeExempt` the pay type's default (exempt unless Hourly).
 */
export function setTerms(
  db: Db,
  place: Place,
  userId: string,
  t: {
    payType: 'Hourly' | 'Salary' | 'Commission';
    rateCents: number;
    servicePercent?: number;
    productPercent?: number;
    overtimeExempt?: boolean;
  },
) {
  return withTenant(db, place, async (tx) => {
    await tx.execute(sql`DELETE FROM commission_plans WHERE user_id = ${userId}`);
    await tx.execute(sql`
      INSERT INTO employee_records (user_id, tenant_id, establishment_id, pay_type, pay_rate_cents, commission_percent, product_commission_percent, date_joined, overtime_exempt)
      VALUES (${userId}, ${place.tenantId}, ${place.establishmentId}, ${t.payType}, ${t.rateCents}, ${t.servicePercent ?? 0}, ${t.productPercent ?? 0}, '2020-01-06', ${t.overtimeExempt ?? OVERTIME_EXEMPT_BY_PAY_TYPE[t.payType]}::boolean)
      ON CONFLICT (user_id) DO UPDATE SET pay_type = excluded.pay_type, pay_rate_cents = excluded.pay_rate_cents,
        overtime_exempt = excluded.overtime_exempt,
        commission_percent = excluded.commission_percent, product_commission_percent = excluded.product_commission_percent,
        establishment_id = excluded.establishment_id`);
  });
}

/** A closed shift from `inAt` to `outAt` with `breaks` ([start, end] instants). */
export function addShift(
  db: Db,
  place: Place,
  userId: string,
  inAt: string,
  outAt: string,
  breaks: [string, string][] = [],
) {
  return withTenant(db, place, async (tx) => {
    const [shift] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO time_clock_shifts (tenant_id, establishment_id, user_id, clock_in_at, clock_out_at)
          VALUES (${place.tenantId}, ${place.establishmentId}, ${userId}, ${inAt}, ${outAt}) RETURNING id`,
    );
    for (const [start, end] of breaks)
      await tx.execute(sql`INSERT INTO time_clock_breaks (tenant_id, shift_id, started_at, ended_at)
        VALUES (${place.tenantId}, ${shift!.id}, ${start}, ${end})`);
  });
}

export interface SaleLine {
  kind: 'service' | 'product';
  name: string;
  staffId: string;
  grossCents: number;
  discountCents?: number;
  taxCents?: number;
  serviceId?: string | null;
}

let nextNumber = 700_000;

/** A paid sale at `at` of `lines` with `tips`; answers its id and total (cents). */
export function addSale(
  db: Db,
  place: Place,
  at: string,
  lines: SaleLine[],
  tips: { staffId: string; amountCents: number }[] = [],
): Promise<{ id: string; totalCents: number }> {
  const number = nextNumber++;
  const subtotal = lines.reduce((s, l) => s + l.grossCents, 0);
  const discount = lines.reduce((s, l) => s + (l.discountCents ?? 0), 0);
  const tax = lines.reduce((s, l) => s + (l.taxCents ?? 0), 0);
  const tip = tips.reduce((s, t) => s + t.amountCents, 0);
  const total = subtotal - discount + tax + tip;
  return withTenant(db, place, async (tx) => {
    const [ticket] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO tickets (tenant_id, establishment_id, number, status, paid_at, created_at)
          VALUES (${place.tenantId}, ${place.establishmentId}, ${number}, 'paid', ${at}, ${at}) RETURNING id`,
    );
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO transactions (tenant_id, establishment_id, number, ticket_id, subtotal_cents, discount_cents,
            tax_cents, tip_cents, total_cents, created_at)
          VALUES (${place.tenantId}, ${place.establishmentId}, ${number}, ${ticket!.id}, ${subtotal}, ${discount},
            ${tax}, ${tip}, ${total}, ${at}) RETURNING id`,
    );
    const id = row!.id;
    for (const [position, l] of lines.entries()) {
      const d = l.discountCents ?? 0;
      const t = l.taxCents ?? 0;
      await tx.execute(sql`INSERT INTO transaction_items (tenant_id, transaction_id, position, kind, service_id, name,
          staff_id, unit_price_cents, quantity, taxable, gross_cents, discount_cents, tax_cents, total_cents)
        VALUES (${place.tenantId}, ${id}, ${position}, ${l.kind}, ${l.serviceId ?? null}, ${l.name}, ${l.staffId},
          ${l.grossCents}, 1, ${t > 0}, ${l.grossCents}, ${d}, ${t}, ${l.grossCents - d + t})`);
    }
    for (const t of tips)
      await tx.execute(sql`INSERT INTO transaction_tips (tenant_id, transaction_id, staff_id, amount_cents)
        VALUES (${place.tenantId}, ${id}, ${t.staffId}, ${t.amountCents})`);
    return { id, totalCents: total };
  });
}

/**
 * A refund of `amountCents` of sale `id` at `at`, naming no lines: shared over every line of
 * the sale as the register shares it (contracts' allocateRefund), its lines stored with it.
 */
export function addRefund(
  db: Db,
  place: Place,
  sale: { id: string; totalCents: number },
  amountCents: number,
  at: string,
) {
  return withTenant(db, place, async (tx) => {
    const parts = await queryRows<{ key: string; item: boolean; net: string; tax: string }>(
      tx,
      sql`SELECT id AS key, true AS item, total_cents - tax_cents - refunded_net_cents AS net,
            tax_cents - refunded_tax_cents AS tax
          FROM transaction_items WHERE transaction_id = ${sale.id}
          UNION ALL
          SELECT id, false, amount_cents - refunded_cents, 0 FROM transaction_tips WHERE transaction_id = ${sale.id}
          ORDER BY 2 DESC, 1`,
    );
    const [refund] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO transaction_refunds (tenant_id, transaction_id, amount_cents, tender, reason, created_at)
        VALUES (${place.tenantId}, ${sale.id}, ${amountCents}, 'original', 'Test refund', ${at}) RETURNING id`,
    );
    const items = new Set(parts.filter((p) => p.item).map((p) => p.key));
    const shares = allocateRefund(
      amountCents,
      parts.map((p) => ({ key: p.key, netCents: Number(p.net), taxCents: Number(p.tax) })),
    );
    for (const share of shares) {
      const item = items.has(share.key);
      await tx.execute(sql`INSERT INTO transaction_refund_lines (tenant_id, refund_id, transaction_id, item_id, tip_id,
          net_cents, tax_cents)
        VALUES (${place.tenantId}, ${refund!.id}, ${sale.id}, ${item ? share.key : null}, ${item ? null : share.key},
          ${share.netCents}, ${share.taxCents})`);
      await tx.execute(
        item
          ? sql`UPDATE transaction_items SET refunded_net_cents = refunded_net_cents + ${share.netCents},
              refunded_tax_cents = refunded_tax_cents + ${share.taxCents} WHERE id = ${share.key}`
          : sql`UPDATE transaction_tips SET refunded_cents = refunded_cents + ${share.netCents} WHERE id = ${share.key}`,
      );
    }
    await tx.execute(sql`UPDATE transactions SET refunded_cents = refunded_cents + ${amountCents},
        status = CASE WHEN refunded_cents + ${amountCents} = total_cents THEN 'refunded' ELSE 'completed' END,
        refunded_at = ${at}
      WHERE id = ${sale.id}`);
  });
}
