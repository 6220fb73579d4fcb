/**
 * Who may act on which training rows (spec core.md §6, issue #14): owners and admins the whole
 * tenant, managers the people of their locations and the modules of those locations (or
 * tenant-wide ones), employees their own progress only. Out of reach reads as 404 (another
 * tenant's rows are hidden by row-level security anyway).
 */
import { TRAINING_MESSAGES, canAccessAnyEstablishment, permissionScope } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { reaches, type Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { todayIn } from '../../lib/local-dates.js';
import { establishmentById } from '../establishments/index.js';
import * as repo from './training.repository.js';

/** True when the actor manages training (not only their own progress). */
export function managesTraining(actor: Actor): boolean {
  return permissionScope(actor.role, 'training:update') === 'all';
}

/** 403 unless the actor manages training: employees change no module or certification. */
export function requireManager(actor: Actor): void {
  if (!managesTraining(actor)) throw new AppError('FORBIDDEN', TRAINING_MESSAGES.employeeReadOnly);
}

/**
 * The person `userId` when the actor may act on their training: the actor themself, a person
 * of one of a manager's locations, a person of the tenant for owners and admins. 403 for an
 * employee naming someone else; 404 when the person is out of reach.
 */
export async function personInReach(
  tx: Tx,
  actor: Actor,
  userId: string,
): Promise<repo.PersonRow & { establishmentIds: string[] }> {
  if (!managesTraining(actor) && userId !== actor.userId)
    throw new AppError('FORBIDDEN', TRAINING_MESSAGES.employeeOnlyOwn);
  const person = await repo.findPerson(tx, userId);
  const inReach =
    person &&
    (userId === actor.userId ||
      canAccessAnyEstablishment(actor.role) ||
      person.establishmentIds.some((id) => actor.establishmentIds.includes(id)));
  if (!inReach) throw new AppError('NOT_FOUND', TRAINING_MESSAGES.employeeNotFound);
  return person;
}

/** True when the actor reaches the module: tenant-wide, or of a location they use. */
export function moduleInReach(actor: Actor, module: Pick<repo.ModuleRow, 'establishmentId'>): boolean {
  return module.establishmentId === null || reaches(actor, module.establishmentId);
}

/** The module `id`, locked (see repo.lockModule), when in the actor's reach; 404 otherwise. */
export async function lockModuleInReach(
  tx: Tx,
  actor: Actor,
  id: string,
  strength: 'update' | 'share' = 'update',
): Promise<repo.ModuleRow> {
  const row = await repo.lockModule(tx, id, strength);
  if (!row || !moduleInReach(actor, row)) throw new AppError('NOT_FOUND', TRAINING_MESSAGES.moduleNotFound);
  return row;
}

/** Today in the zone of the person's first location ('YYYY-MM-DD'); UTC when they have none. */
export async function todayForPerson(
  tx: Tx,
  establishmentIds: readonly string[],
  now: Date,
): Promise<string> {
  const first = establishmentIds[0];
  const place = first ? await establishmentById(tx, first) : undefined;
  return todayIn(place?.timeZone ?? 'UTC', now);
}
