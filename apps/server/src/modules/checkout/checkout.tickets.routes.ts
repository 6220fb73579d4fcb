/**
 * HTTP surface of checkout's tickets and register (spec operations.md §7 "Tickets", issue #13),
 * registered from its contracts: tickets, paying at the register, and the register settings.
 */
import type { FastifyInstance } from 'fastify';
import { CHECKOUT_ENDPOINTS as E, CHECKOUT_MESSAGES } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { requireActor } from '../../http/actor.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { dataRoute, route } from '../../http/route.js';
import { checkout } from './checkout.pay.js';
import { getRegisterSettings, updateRegisterSettings } from './checkout.settings.js';
import * as tickets from './checkout.tickets.js';

/** Registers the ticket, checkout and register settings endpoints. */
export function ticketRoutes({ db, now }: ModuleDeps) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['checkout'] };

    route(
      app,
      E.tickets,
      async (req) => ({
        success: true as const,
        ...(await tickets.listTickets(db, requireActor(req.actor), req.query)),
      }),
      extras,
    );
    dataRoute(app, E.ticket, (req, actor) => tickets.getTicket(db, actor, req.params.id), extras);
    route(
      app,
      E.createTicket,
      async (req, reply) => {
        const actor = requireActor(req.actor);
        const answer = await tickets.createTicket(db, actor, req.params.appointmentId, req.body, now());
        // An existing live ticket of the visit is answered as it is, with 200.
        if (!answer.created) reply.status(200);
        return { success: true as const, data: answer.ticket, message: CHECKOUT_MESSAGES.ticketCreated };
      },
      extras,
    );
    route(
      app,
      E.voidTicket,
      async (req) => {
        await tickets.voidTicket(db, requireActor(req.actor), req.params.id, req.body, now());
        return { success: true as const, message: CHECKOUT_MESSAGES.ticketDeleted };
      },
      extras,
    );

    route(
      app,
      E.checkout,
      async (req, reply) => {
        const answer = await checkout(db, requireActor(req.actor), req.body, idempotencyKeyOf(req), now());
        if (answer.replayed) reply.status(200).header('idempotent-replayed', 'true');
        return { success: true as const, data: answer.body };
      },
      extras,
    );
    dataRoute(
      app,
      E.settings,
      (req, actor) => getRegisterSettings(db, actor, req.query.establishmentId),
      extras,
    );
    dataRoute(
      app,
      E.updateSettings,
      (req, actor) => updateRegisterSettings(db, actor, req.query.establishmentId, req.body),
      extras,
    );
  };
}
