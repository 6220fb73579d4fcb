/** HTTP surface of the onboarding checklist (issue #33), registered from its contract. */
import type { FastifyInstance } from 'fastify';
import { ONBOARDING_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { dataRoute } from '../../http/route.js';
import { onboardingChecklist } from './onboarding.service.js';

/** The checklist; booking links point at PUBLIC_URL, else at the address the request came to. */
export function onboardingRoutes(deps: ModuleDeps) {
  const { db, publicUrl } = deps;
  return async (app: FastifyInstance) => {
    dataRoute(
      app,
      E.checklist,
      (req, actor) => onboardingChecklist(db, actor, publicUrl ?? `${req.protocol}://${req.host}`),
      { tags: ['onboarding'] },
    );
  };
}
