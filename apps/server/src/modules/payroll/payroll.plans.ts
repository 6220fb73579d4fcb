/**
 * Commission plans (issue #14): per person a service and a product percent, per-service
 * overrides and an optional tiered scale ('all' or 'progressive'). Until a plan is saved the
 * person's employee record's percents apply. Managers edit the people of their location.
 */
import { inArray, sql } from 'drizzle-orm';
import {
  PAYROLL_MESSAGES,
  type CommissionPlan,
  type CommissionRates,
  type commissionPlanUpdateSchema,
} from '@daybook/contracts';
import type { z } from 'zod';
import { queryRows, type Db, type Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { AppError, invalid } from '../../core/app-error.js';
import type { Actor } from '../../core/actor.js';
import { toCents, toDollars } from '../../lib/money.js';
import { openEstablishment } from '../establishments/index.js';
import { guardStaffChange, recordStaffChanges } from '../staff-audit/index.js';
import * as inputs from './payroll.inputs.js';
import { planChanges } from './payroll.plan-audit.js';
import { commissionPlans } from './payroll.schema.js';

type PlanUpdate = z.output<typeof commissionPlanUpdateSchema>;

/** Roles whose pay is not run by payroll (they own or run the business). */
const UNPAID_ROLES = new Set(['owner', 'admin']);

/** Names of the services `ids`; with `establishmentId`, only those of that location. */
async function serviceNames(
  tx: Tx,
  ids: readonly string[],
  establishmentId?: string,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const at = establishmentId ? sql` AND establishment_id = ${establishmentId}` : sql``;
  const rows = await queryRows<{ id: string; name: string }>(
    tx,
    sql`SELECT id, name FROM payroll_services WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})${at}`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

function toPlan(
  p: inputs.PersonTerms,
  rates: CommissionRates,
  custom: boolean,
  names: Map<string, string>,
): CommissionPlan {
  return {
    userId: p.userId,
    name: p.name,
    payType: p.payType,
    servicePercent: rates.servicePercent,
    productPercent: rates.productPercent,
    overrides: Object.entries(rates.overrides).map(([serviceId, percent]) => ({
      serviceId,
      serviceName: names.get(serviceId) ?? '',
      percent,
    })),
    tiers: rates.tiers
      ? {
          mode: rates.tiers.mode,
          bands: rates.tiers.bands.map((b) => ({
            from: toDollars(b.fromCents),
            to: b.toCents === null ? null : toDollars(b.toCents),
            percent: b.percent,
          })),
        }
      : null,
    custom,
  };
}

/** The plans of `people`, by name. */
async function plansOf(tx: Tx, people: inputs.PersonTerms[]): Promise<CommissionPlan[]> {
  const ids = people.map((p) => p.userId);
  const rates = await inputs.ratesOf(tx, ids);
  const saved =
    ids.length === 0
      ? new Set<string>()
      : new Set(
          (
            await tx
              .select({ userId: commissionPlans.userId })
              .from(commissionPlans)
              .where(inArray(commissionPlans.userId, ids))
          ).map((r) => r.userId),
        );
  const names = await serviceNames(tx, [
    ...new Set([...rates.values()].flatMap((r) => Object.keys(r.overrides))),
  ]);
  return people
    .map((p) => toPlan(p, rates.get(p.userId)!, saved.has(p.userId), names))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The paid people assigned to a location. */
async function staffOf(tx: Tx, establishmentId: string): Promise<inputs.PersonTerms[]> {
  return (await inputs.peopleTerms(tx, establishmentId, [])).filter(
    (p) => !UNPAID_ROLES.has(p.role) && p.assignments.includes(establishmentId),
  );
}

/** GET /api/payroll/plans: 404 location out of reach. Permission payroll:update. */
export function listPlans(db: Db, actor: Actor, establishmentId: string): Promise<CommissionPlan[]> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    return plansOf(tx, await staffOf(tx, place.id));
  });
}

/**
 * PUT /api/payroll/plans/{userId}: saves the plan of a person of the location, each change in
 * their audit trail. 400 unknown service (nothing written); 403 for one's own plan, or a
 * manager's while the owner keeps pay to owners (issue #28); 404 location out of reach or person
 * not on its staff.
 */
export function updatePlan(
  db: Db,
  actor: Actor,
  userId: string,
  establishmentId: string,
  body: PlanUpdate,
): Promise<CommissionPlan> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    const person = (await staffOf(tx, place.id)).find((p) => p.userId === userId);
    if (!person) throw new AppError('NOT_FOUND', PAYROLL_MESSAGES.personUnknown);
    await guardStaffChange(tx, actor, userId, 'commission');
    const before = (await inputs.ratesOf(tx, [userId])).get(userId);
    const serviceIds = body.overrides.map((o) => o.serviceId);
    // A plan is a location's: an override names one of its services, not another location's.
    const known = await serviceNames(tx, serviceIds, place.id);
    const unknown = serviceIds.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw invalid(`overrides.${unknown}.serviceId`, PAYROLL_MESSAGES.serviceUnknown);
    const values = {
      servicePercent: body.servicePercent,
      productPercent: body.productPercent,
      overrides: Object.fromEntries(body.overrides.map((o) => [o.serviceId, o.percent])),
      tierMode: body.tiers?.mode ?? null,
      tiers:
        body.tiers?.bands.map((b) => ({
          fromCents: toCents(b.from),
          toCents: b.to === null ? null : toCents(b.to),
          percent: b.percent,
        })) ?? null,
      updatedBy: actor.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(commissionPlans)
      .values({ userId, tenantId: actor.tenantId, ...values })
      .onConflictDoUpdate({ target: commissionPlans.userId, set: values });
    const after = (await inputs.ratesOf(tx, [userId])).get(userId)!;
    const named = [...Object.keys(before?.overrides ?? {}), ...Object.keys(after.overrides)];
    await recordStaffChanges(tx, actor, userId, planChanges(before, after, await serviceNames(tx, named)));
    const [plan] = await plansOf(tx, [person]);
    return plan!;
  });
}
