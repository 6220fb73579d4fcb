/**
 * A location's overtime rule (issue #28 "Overtime"): weekly threshold 40 h (2400 minutes), no
 * daily threshold and 1.5 × the hourly rate until an owner saves another (e.g. California's
 * daily 480 minutes). Draft runs take a saved rule when recomputed; finalised ones keep theirs
 * (stored on the run), and so do late corrections of them.
 */
import {
  OVERTIME_MULTIPLIER_DEFAULT,
  OVERTIME_WEEKLY_DEFAULT_MINUTES,
  type OvertimeRule as WireRule,
  type overtimeRuleUpdateSchema,
} from '@daybook/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { openEstablishment } from '../establishments/index.js';
import type { OvertimeRule } from './payroll.overtime.js';
import * as repo from './payroll.repository.js';

type RuleUpdate = z.output<typeof overtimeRuleUpdateSchema>;

/** The rule of `establishmentId`, and whether one was saved (else the defaults). */
export async function overtimeRuleOf(
  tx: Tx,
  establishmentId: string,
): Promise<OvertimeRule & { custom: boolean }> {
  const row = await repo.findOvertimeRule(tx, establishmentId);
  return row
    ? {
        weeklyThresholdMinutes: row.weeklyThresholdMinutes,
        dailyThresholdMinutes: row.dailyThresholdMinutes,
        multiplier: Number(row.multiplier),
        custom: true,
      }
    : {
        weeklyThresholdMinutes: OVERTIME_WEEKLY_DEFAULT_MINUTES,
        dailyThresholdMinutes: null,
        multiplier: OVERTIME_MULTIPLIER_DEFAULT,
        custom: false,
      };
}

/** GET /api/payroll/overtime: 404 location out of reach. Permission payroll:read. */
export function getOvertimeRule(db: Db, actor: Actor, establishmentId: string): Promise<WireRule> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    return { establishmentId: place.id, ...(await overtimeRuleOf(tx, place.id)) };
  });
}

/**
 * PUT /api/payroll/overtime: saves the rule (thresholds in minutes, multiplier 1–3 with two
 * decimals; 400 otherwise, checked by the contract). 404 location out of reach. Permission
 * tenant:settings.
 */
export function updateOvertimeRule(
  db: Db,
  actor: Actor,
  establishmentId: string,
  body: RuleUpdate,
): Promise<WireRule> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    await repo.saveOvertimeRule(tx, {
      establishmentId: place.id,
      tenantId: actor.tenantId,
      weeklyThresholdMinutes: body.weeklyThresholdMinutes,
      dailyThresholdMinutes: body.dailyThresholdMinutes,
      multiplier: body.multiplier,
      updatedBy: actor.userId,
    });
    return { establishmentId: place.id, ...(await overtimeRuleOf(tx, place.id)) };
  });
}
