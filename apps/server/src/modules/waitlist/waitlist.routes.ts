/** HTTP surface of the waitlist (spec operations.md §7; issue #15), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { WAITLIST_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { dataRoute } from '../../http/route.js';
import type { SmsSender } from '../../sms/sms-sender.js';
import { bookFromWaitlist, sendOffer } from './waitlist.book.js';
import {
  addToWaitlist,
  callNext,
  listWaitlist,
  pendingOffers,
  removeWaitlistEntry,
  updateWaitlistEntry,
} from './waitlist.service.js';

/** The queue, add, edit, remove, call next, book, send an offer and the offered count. */
export function waitlistRoutes(deps: ModuleDeps, sms: SmsSender | null) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['waitlist'] };
    dataRoute(
      app,
      E.pending,
      (req, actor) => pendingOffers(db, actor, req.query.establishment_id, sms !== null),
      extras,
    );
    dataRoute(
      app,
      E.list,
      (req, actor) => listWaitlist(db, actor, req.query.establishment_id, now()),
      extras,
    );
    dataRoute(
      app,
      E.add,
      (req, actor) => addToWaitlist(db, actor, req.query.establishment_id, req.body, now()),
      extras,
    );
    dataRoute(
      app,
      E.callNext,
      (req, actor) => callNext(db, actor, req.query.establishment_id, now()),
      extras,
    );
    dataRoute(
      app,
      E.update,
      (req, actor) => updateWaitlistEntry(db, actor, req.params.id, req.body, now()),
      extras,
    );
    dataRoute(app, E.remove, (req, actor) => removeWaitlistEntry(db, actor, req.params.id, now()), extras);
    dataRoute(
      app,
      E.book,
      (req, actor) => bookFromWaitlist(db, actor, req.params.id, req.body, now()),
      extras,
    );
    dataRoute(
      app,
      E.sendOffer,
      (req, actor) =>
        sendOffer({ db, mailer: deps.mailer, sms }, actor, req.params.id, req.body.channel, now()),
      extras,
    );
  };
}
