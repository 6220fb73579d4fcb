/** HTTP surface of checkout's drawer (issue #13), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app-module.js';

export function drawerRoutes(_deps: ModuleDeps) {
  return async (_app: FastifyInstance) => {};
}
