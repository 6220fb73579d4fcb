/**
 * Training modules (spec operations.md §3 Training, §4 active → archived; issue #14): created
 * tenant-wide or for one location by managers and owners; archived by a PUT with status
 * 'archived' (and restored by 'active').
 */
import type { TrainingModule } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { openEstablishment } from '../establishments/index.js';
import { lockModuleInReach, requireManager } from './training.access.js';
import * as repo from './training.repository.js';
import { toModule } from './training.view.js';

export interface ModuleInput {
  title: string;
  description?: string | null;
  category?: string | null;
  durationMinutes: number;
  required: boolean;
  establishmentId?: string | null;
}

/** Creates a module. 403 for employees; 404 when `establishmentId` is out of the actor's reach. */
export function createModule(db: Db, actor: Actor, input: ModuleInput): Promise<TrainingModule> {
  requireManager(actor);
  return withTenant(db, actor, async (tx) => {
    if (input.establishmentId) await openEstablishment(tx, actor, input.establishmentId);
    const row = await repo.insertModule(tx, {
      tenantId: actor.tenantId,
      establishmentId: input.establishmentId ?? null,
      title: input.title,
      description: input.description ?? null,
      category: input.category ?? null,
      durationMinutes: input.durationMinutes,
      required: input.required,
      status: 'active',
      createdBy: actor.userId,
    });
    return toModule(row);
  });
}

export type ModulePatch = Partial<Omit<ModuleInput, 'establishmentId'>> & { status?: 'active' | 'archived' };

/**
 * Changes a module's fields; status 'archived' stamps archivedAt, 'active' clears it. 403 for
 * employees; 404 when the module is unknown or of a location out of reach.
 */
export function updateModule(
  db: Db,
  actor: Actor,
  id: string,
  patch: ModulePatch,
  now: Date,
): Promise<TrainingModule> {
  requireManager(actor);
  return withTenant(db, actor, async (tx) => {
    const current = await lockModuleInReach(tx, actor, id);
    const status = patch.status ?? current.status;
    const archivedAt = status === 'archived' ? (current.archivedAt ?? now) : null;
    const row = await repo.updateModule(tx, id, {
      ...definedOnly(patch),
      status,
      archivedAt,
      updatedAt: now,
    });
    return toModule(row);
  });
}

/** The fields of `patch` that were sent (undefined: unchanged; null clears). */
function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}
