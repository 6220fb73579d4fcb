/**
 * A person's progress through a module (issue #14): managers set it for their locations'
 * people, employees for themselves. The server stamps startedAt and completedAt; one row per
 * person and module (unique index), written under a share lock of the module (no archive meanwhile).
 */
import { TRAINING_MESSAGES, type TrainingProgress, type TrainingProgressStatus } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { lockModuleInReach, personInReach } from './training.access.js';
import * as repo from './training.repository.js';
import { toProgress } from './training.view.js';

export interface ProgressInput {
  employeeId: string;
  moduleId: string;
  status: TrainingProgressStatus;
  percent?: number;
}

/**
 * Sets the status (and percent, 0–100) of `employeeId` in `moduleId`. Percent: 100 when
 * completed, 0 when not started, else the one given or kept. 403 when an employee names someone
 * else; 404 for a person or module out of reach; 409 when the module is archived.
 */
export function setProgress(
  db: Db,
  actor: Actor,
  input: ProgressInput,
  now: Date,
): Promise<TrainingProgress> {
  return withTenant(db, actor, async (tx) => {
    await personInReach(tx, actor, input.employeeId);
    const module = await lockModuleInReach(tx, actor, input.moduleId, 'share');
    if (module.status === 'archived')
      throw new AppError('CONFLICT', TRAINING_MESSAGES.moduleArchivedNoProgress);
    const current = await repo.lockProgress(tx, input.employeeId, input.moduleId);
    const percent =
      input.status === 'completed'
        ? 100
        : input.status === 'not_started'
          ? 0
          : (input.percent ?? current?.percent ?? 0);
    const started = input.status === 'not_started' ? null : (current?.startedAt ?? now);
    const completedAt = input.status === 'completed' ? (current?.completedAt ?? now) : null;
    const row = await repo.upsertProgress(tx, {
      tenantId: actor.tenantId,
      userId: input.employeeId,
      moduleId: input.moduleId,
      status: input.status,
      percent,
      startedAt: started,
      completedAt,
      updatedBy: actor.userId,
    });
    return toProgress(row);
  });
}
