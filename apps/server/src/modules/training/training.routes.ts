/** HTTP surface of training (issue #14), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { TRAINING_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { dataRoute } from '../../http/route.js';
import { createCertification, updateCertification } from './training.certifications.js';
import { createModule, updateModule } from './training.modules.js';
import { trainingOverview } from './training.overview.js';
import { setProgress } from './training.progress.js';

/** The overview, module, progress and certification endpoints. */
export function trainingRoutes(deps: ModuleDeps) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['hr'] };
    dataRoute(app, E.overview, (req, actor) => trainingOverview(db, actor, req.params.id, now()), extras);
    dataRoute(app, E.createModule, (req, actor) => createModule(db, actor, req.body), extras);
    dataRoute(
      app,
      E.updateModule,
      (req, actor) => updateModule(db, actor, req.params.id, req.body, now()),
      extras,
    );
    dataRoute(app, E.updateProgress, (req, actor) => setProgress(db, actor, req.body, now()), extras);
    dataRoute(
      app,
      E.createCertification,
      (req, actor) => createCertification(db, actor, req.body, now()),
      extras,
    );
    dataRoute(
      app,
      E.updateCertification,
      (req, actor) => updateCertification(db, actor, req.params.id, req.body, now()),
      extras,
    );
  };
}
