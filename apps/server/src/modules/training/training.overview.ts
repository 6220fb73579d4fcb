/**
 * GET /api/admin/establishments/{id}/training (spec operations.md §7 HR; issue #14): the
 * location's modules (its own and tenant-wide, archived included), its active people, their
 * progress and certifications. An employee sees the modules and only their own rows.
 */
import type { TrainingOverview } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { todayIn } from '../../lib/local-dates.js';
import { openEstablishment } from '../establishments/index.js';
import { managesTraining } from './training.access.js';
import * as repo from './training.repository.js';
import { toCertification, toModule, toProgress } from './training.view.js';

/** The training overview of `establishmentId` at `now`. 404 when the location is out of reach. */
export function trainingOverview(
  db: Db,
  actor: Actor,
  establishmentId: string,
  now: Date,
): Promise<TrainingOverview> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    const today = todayIn(place.timeZone, now);
    const modules = await repo.modulesFor(tx, establishmentId);
    const everyone = await repo.peopleAt(tx, establishmentId);
    const people = managesTraining(actor) ? everyone : everyone.filter((p) => p.id === actor.userId);
    const ids = people.map((p) => p.id);
    const progress = await repo.progressOf(
      tx,
      ids,
      modules.map((m) => m.id),
    );
    const names = new Map(people.map((p) => [p.id, p.name]));
    const certifications = await repo.certificationsOf(tx, ids);
    return {
      modules: modules.map(toModule),
      progress: progress.map(toProgress),
      certifications: certifications.map((c) => toCertification(c, names.get(c.userId) ?? '', today)),
      people,
      today,
    };
  });
}
