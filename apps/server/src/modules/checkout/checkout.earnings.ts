/**
 * Staff earnings (issue #13): per staff member over a location's local days, the service and
 * product sales they made (each item's total less its tax), the tips allotted to them, the
 * services they performed and the transactions they took part in, and what refunds made over
 * the days took back of their items (refunds) and tips (off their tips), as checkout's refund
 * lines share each refund (issue #28). Employees (revenue:read only for their own rows) always
 * get their own row alone; managers and owners any staff member of a location they reach.
 */
import { permissionScope, type Earnings, type earningsQuerySchema } from '@daybook/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { toDollars } from '../../lib/money.js';
import { openEstablishment } from '../establishments/index.js';
import { localRange } from './checkout.transactions.js';
import * as repo from './checkout.transactions.repository.js';

type EarningsQuery = z.output<typeof earningsQuerySchema>;

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
    const filter = {
      tenantId: actor.tenantId,
      establishmentId: establishment.id,
      from: range.from,
      to: range.to,
      staffId,
    };
    const sales = await repo.staffSales(tx, filter);
    const tips = await repo.staffTips(tx, filter);
    const counts = await repo.staffTransactionCounts(tx, filter);
    const refunds = new Map((await repo.staffRefunds(tx, filter)).map((r) => [r.staffId, r]));
    const ids = [
      ...new Set([
        ...(staffId ? [staffId] : []),
        ...sales.map((s) => s.staffId),
        ...tips.map((t) => t.staffId),
        ...refunds.keys(),
      ]),
    ];
    const names = await repo.peopleNames(tx, ids);
    const salesOf = new Map(sales.map((s) => [s.staffId, s]));
    const tipsOf = new Map(tips.map((t) => [t.staffId, t.tipsCents]));
    const countOf = new Map(counts.map((c) => [c.staffId, c.transactions]));
    const staff = ids
      .map((id) => ({
        staffId: id,
        staffName: names.get(id) ?? '',
        serviceSales: toDollars(salesOf.get(id)?.serviceCents ?? 0),
        productSales: toDollars(salesOf.get(id)?.productCents ?? 0),
        tips: toDollars((tipsOf.get(id) ?? 0) - (refunds.get(id)?.tipCents ?? 0)),
        refunds: toDollars(refunds.get(id)?.itemCents ?? 0),
        services: salesOf.get(id)?.services ?? 0,
        transactions: countOf.get(id) ?? 0,
      }))
      .sort((a, b) => a.staffName.localeCompare(b.staffName));
    return { startDate: range.startDate, endDate: range.endDate, staff };
  });
}
