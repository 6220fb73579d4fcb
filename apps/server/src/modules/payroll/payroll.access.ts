/** Who sees what of payroll (issue #14; roles.ts): employees only their own lines of finalised runs. */
import { PAYROLL_MESSAGES, permissionScope } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../core/app-error.js';
import { reaches, type Actor } from '../../core/actor.js';
import * as repo from './payroll.repository.js';

/** True when the actor reads only their own pay (payroll:read:own). */
export function ownOnly(actor: Actor): boolean {
  return permissionScope(actor.role, 'payroll:read') === 'own';
}

/**
 * The run `id` when the actor may see it: in the tenant (row-level security), at a location they
 * reach, and for an employee finalised and holding a line of theirs. Else 404. `lock` takes the
 * run's row lock (writers).
 */
export async function openRun(tx: Tx, actor: Actor, id: string, lock = false): Promise<repo.RunRow> {
  const run = await repo.findRun(tx, id, lock);
  const visible =
    run !== undefined &&
    reaches(actor, run.establishmentId) &&
    (!ownOnly(actor) ||
      (run.status === 'finalised' && (await repo.linesOf(tx, run.id, actor.userId)).length > 0));
  if (!visible) throw new AppError('NOT_FOUND', PAYROLL_MESSAGES.runNotFound);
  return run;
}

/** 409 when `run` is finalised: it never changes again. */
export function assertDraft(run: repo.RunRow): void {
  if (run.status === 'finalised') throw new AppError('CONFLICT', PAYROLL_MESSAGES.runFinalised);
}
