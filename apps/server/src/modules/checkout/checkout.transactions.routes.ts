/**
 * HTTP surface of checkout's transactions (spec operations.md §7 "Transactions", issue #13),
 * registered from its contracts: the list, one transaction, refunds, the CSV export, emailed
 * receipts and staff earnings. The spec's paths end in '/', and the app does not ignore
 * trailing slashes, so callers use the contracts' paths exactly.
 */
import type { FastifyInstance } from 'fastify';
import { CHECKOUT_ENDPOINTS as E, CHECKOUT_MESSAGES } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { requireActor } from '../../http/actor.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { dataRoute, route } from '../../http/route.js';
import { staffEarnings } from './checkout.earnings.js';
import { exportTransactions } from './checkout.export.js';
import { sendReceipt } from './checkout.receipt.js';
import { refundTransaction } from './checkout.refund.js';
import { getTransaction, listTransactions } from './checkout.transactions.js';

/** Registers the transaction endpoints. */
export function transactionRoutes({ db, now, mailer }: ModuleDeps) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['checkout'] };

    route(
      app,
      E.transactions,
      async (req) => listTransactions(db, requireActor(req.actor), req.query, now()),
      extras,
    );
    route(
      app,
      E.exportTransactions,
      async (req, reply) => {
        const { filename, csv } = await exportTransactions(db, requireActor(req.actor), req.query, now());
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
      extras,
    );
    dataRoute(app, E.earnings, (req, actor) => staffEarnings(db, actor, req.query, now()), extras);
    dataRoute(app, E.transaction, (req, actor) => getTransaction(db, actor, req.params.id), extras);
    route(
      app,
      E.refund,
      async (req, reply) => {
        const answer = await refundTransaction(
          db,
          requireActor(req.actor),
          req.params.id,
          req.body,
          idempotencyKeyOf(req),
          now(),
        );
        if (answer.replayed) reply.header('idempotent-replayed', 'true');
        return { success: true as const, data: answer.body };
      },
      extras,
    );
    route(
      app,
      E.sendReceipt,
      async (req) => {
        await sendReceipt(db, requireActor(req.actor), mailer, req.params.id, req.body.email);
        return { success: true as const, message: CHECKOUT_MESSAGES.receiptSent };
      },
      extras,
    );
  };
}
