/**
 * Staff earnings (issue #13): per staff member over a location's local days, the service and
 * product sales they made (each item's net: less its discounts, without tax), the tips allotted
 * to them less what refunds over the days took back of their tips, what those refunds took back
 * of their items (refunds), the services they performed and the transactions they took part in.
 * The money is the metrics module's one definition of sales (issue #31: salesOfDays' staff lines,
 * as performance reads them), refunds shared out by checkout's refund lines (issue #28); the two
 * counts are checkout's own. Employees (revenue:read only for their own rows) always get their
 * own row alone; managers and owners any staff member of a location they reach.
 */
import { permissionScope, type Earnings, type earningsQuerySchema } from '@daybook/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { toDollars } from '../../lib/money.js';
import { openEstablishment } from '../establishments/index.js';
import { salesOfDays, type StaffDaySales } from '../metrics/index.js';
import { localRange } from './checkout.transactions.js';
import * as repo from './checkout.transactions.repository.js';

type EarningsQuery = z.output<typeof earningsQuerySchema>;

/** A staff member's money over the days, cents. */
interface StaffMoney {
  serviceCents: number;
  productCents: number;
  tipsCents: number;
  refundCents: number;
}

/**
 * Each staff member's money of metrics' staff lines (the person `staffId` alone, when named):
 * items sold by kind, tips less their refunds, and what refunds took back of their items.
 */
function moneyOf(lines: readonly StaffDaySales[], staffId: string | undefined): Map<string, StaffMoney> {
  const money = new Map<string, StaffMoney>();
  for (const line of lines) {
    if (line.staffId === null || (staffId !== undefined && line.staffId !== staffId)) continue;
    let m = money.get(line.staffId);
    if (!m) money.set(line.staffId, (m = { serviceCents: 0, productCents: 0, tipsCents: 0, refundCents: 0 }));
    if (line.kind === 'tip') m.tipsCents += line.netCents - line.refundedNetCents;
    else {
      m[line.kind === 'service' ? 'serviceCents' : 'productCents'] += line.netCents;
      m.refundCents += line.refundedNetCents;
    }
  }
  return money;
}

/**
 * GET /api/admin/transactions/earnings/: the earnings of each staff member with any sale, tip or
 * refund at the location over start_date…end_date (local days, default today), by name; with staff_id
 * (or for an employee, always) just that person, with a row of zeros when they had none.
 * Dollars. 400 end before start; 404 location out of reach. Permission revenue:read.
 */
export function staffEarnings(db: Db, actor: Actor, query: EarningsQuery, now: Date): Promise<Earnings> {
  return withTenant(db, actor, async (tx) => {
    const establishment = await openEstablishment(tx, actor, query.establishmentId);
    const range = localRange(establishment.timeZone, query.start_date, query.end_date, now);
    const staffId = permissionScope(actor.role, 'revenue:read') === 'own' ? actor.userId : query.staff_id;
    const place = { id: establishment.id, timeZone: establishment.timeZone };
    // Each person's lines alone: earnings show no location totals.
    const [sold] = await salesOfDays(tx, [[{ place, first: range.startDate, last: range.endDate }]], {
      days: false,
    });
    const money = moneyOf(sold?.staff ?? [], staffId);
    const counts = await repo.staffCounts(tx, {
      tenantId: actor.tenantId,
      establishmentId: establishment.id,
      from: range.from,
      to: range.to,
      staffId,
    });
    const countsOf = new Map(counts.map((c) => [c.staffId, c]));
    const ids = [...new Set([...(staffId ? [staffId] : []), ...money.keys(), ...countsOf.keys()])];
    const names = await repo.peopleNames(tx, ids);
    const staff = ids
      .map((id) => {
        const m = money.get(id);
        return {
          staffId: id,
          staffName: names.get(id) ?? '',
          serviceSales: toDollars(m?.serviceCents ?? 0),
          productSales: toDollars(m?.productCents ?? 0),
          tips: toDollars(m?.tipsCents ?? 0),
          refunds: toDollars(m?.refundCents ?? 0),
          services: countsOf.get(id)?.services ?? 0,
          transactions: countsOf.get(id)?.transactions ?? 0,
        };
      })
      .sort((a, b) => a.staffName.localeCompare(b.staffName));
    return { startDate: range.startDate, endDate: range.endDate, staff };
  });
}
