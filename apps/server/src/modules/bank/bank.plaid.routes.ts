/** HTTP surface of Financials' bank connections through Plaid (issue #31), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { BANK_PLAID_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { dataRoute } from '../../http/route.js';
import { createPlaidProvider } from './plaid-provider.js';
import type { PlaidContext } from './bank.plaid.access.js';
import { connectItem, createLinkToken, disconnectItem, listItems } from './bank.plaid.service.js';
import { syncItem } from './bank.plaid.sync.js';

/** Link token, connect, list, sync and disconnect; every write 409s when Plaid is not set up. */
export function plaidRoutes(deps: ModuleDeps) {
  const { db, now } = deps;
  const plaid: PlaidContext | null = deps.plaid
    ? { provider: createPlaidProvider(deps.plaid), tokenKey: deps.plaid.tokenKey }
    : null;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['financials'] };
    dataRoute(
      app,
      E.linkToken,
      (req, actor) => createLinkToken(db, plaid, actor, req.params.id, req.body),
      extras,
    );
    dataRoute(
      app,
      E.connect,
      (req, actor) => connectItem(db, plaid, actor, req.params.id, req.body, now()),
      extras,
    );
    dataRoute(app, E.items, (req, actor) => listItems(db, actor, req.params.id), extras);
    dataRoute(
      app,
      E.sync,
      (req, actor) => syncItem(db, plaid, actor, req.params.id, req.params.itemId, now()),
      extras,
    );
    dataRoute(
      app,
      E.disconnect,
      (req, actor) => disconnectItem(db, plaid, actor, req.params.id, req.params.itemId, now()),
      extras,
    );
  };
}
