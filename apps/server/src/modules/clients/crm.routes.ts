/** The CRM's HTTP surface (spec core.md §7 "CRM"): clients and leads under /api/admin/crm. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { clientRoutes } from './clients.routes.js';
import { leadRoutes } from './leads.routes.js';
import type { ClientRecordParts } from './records.service.js';

export interface CrmRouteDeps {
  db: Db;
  /** The clock for "upcoming" appointments and birthdates not in the future. */
  now: () => Date;
  /** The appointments and consent modules' sides of a merge or an erasure (from modules.ts). */
  parts: ClientRecordParts;
}

export function crmRoutes(deps: CrmRouteDeps) {
  return async (app: FastifyInstance) => {
    await app.register(clientRoutes(deps));
    await app.register(leadRoutes(deps));
  };
}
