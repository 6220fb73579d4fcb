/**
 * My Earnings (issue #14): the signed-in person's own pay by period, from finalised runs only
 * (a draft can still change), with each line's figures; the sales and tips behind a line come
 * from the line endpoint.
 */
import type { MyEarningsPeriod } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { establishmentsOfTenant } from '../establishments/index.js';
import { toLine } from './payroll.mapper.js';
import * as repo from './payroll.repository.js';

/** GET /api/payroll/my-earnings: newest period first. Permission payroll:read (own). */
export function myEarnings(db: Db, actor: Actor): Promise<MyEarningsPeriod[]> {
  return withTenant(db, actor, async (tx) => {
    const rows = await repo.finalisedLinesOf(tx, actor.userId);
    const places = new Map((await establishmentsOfTenant(tx)).map((e) => [e.id, e.name]));
    const out: MyEarningsPeriod[] = [];
    for (const { run } of rows) {
      const [line] = await repo.linesOf(tx, run.id, actor.userId);
      if (!line) continue;
      out.push({
        runId: run.id,
        establishmentId: run.establishmentId,
        establishmentName: places.get(run.establishmentId) ?? '',
        periodStart: run.periodStart,
        periodEnd: run.periodEnd,
        finalisedAt: run.finalisedAt?.toISOString() ?? null,
        line: toLine(line),
      });
    }
    return out;
  });
}
