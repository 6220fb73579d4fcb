/** HTTP surface of checkout's tickets (issue #13), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app-module.js';

export function ticketRoutes(_deps: ModuleDeps) {
  return async (_app: FastifyInstance) => {};
}
