/** HTTP surface of checkout's transactions (issue #13), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app-module.js';

export function transactionRoutes(_deps: ModuleDeps) {
  return async (_app: FastifyInstance) => {};
}
