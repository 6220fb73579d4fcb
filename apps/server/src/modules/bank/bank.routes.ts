/** HTTP surface of Financials' bank accounts (issue #31), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { BANK_ENDPOINTS as E, BANK_STATEMENT_MAX_BODY_BYTES } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { dataRoute } from '../../http/route.js';
import { importStatement } from './bank.import.js';
import { createStatementAccount, financials, listBankLines } from './bank.service.js';

/** Financials, adding an account, importing a statement (base64 in JSON), an account's lines. */
export function bankRoutes(deps: ModuleDeps) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['financials'] };
    dataRoute(
      app,
      E.financials,
      (req, actor) => financials(db, actor, req.params.id, deps.plaid !== null),
      extras,
    );
    dataRoute(
      app,
      E.createAccount,
      (req, actor) => createStatementAccount(db, actor, req.params.id, req.body),
      extras,
    );
    dataRoute(
      app,
      E.importStatement,
      (req, actor) => importStatement(db, actor, req.params.id, req.params.accountId, req.body, now()),
      // The file travels as base64 inside JSON: room for the largest file plus its name.
      { ...extras, bodyLimit: BANK_STATEMENT_MAX_BODY_BYTES },
    );
    dataRoute(
      app,
      E.lines,
      (req, actor) => listBankLines(db, actor, req.params.id, req.params.accountId, req.query),
      extras,
    );
  };
}
