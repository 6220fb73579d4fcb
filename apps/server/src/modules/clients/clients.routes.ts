/**
 * HTTP surface of CRM clients (spec core.md §7 "CRM"): the spec's list, create and update, plus
 * read-one, notes, merge, erase and the loyalty rule, registered from CRM_ENDPOINTS. Answers are
 * the `{ success, data }` envelope; the list adds `pagination`.
 */
import type { FastifyInstance } from 'fastify';
import { CRM_ENDPOINTS as E } from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import * as clients from './clients.service.js';
import type { CrmRouteDeps } from './crm.routes.js';
import * as notes from './notes.service.js';
import * as records from './records.service.js';
import * as settings from './settings.service.js';

export function clientRoutes({ db, now, parts }: CrmRouteDeps) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['crm'] };

    route(
      app,
      E.listClients,
      async (req) => ({
        success: true as const,
        ...(await clients.listClients(db, requireActor(req.actor), req.query)),
      }),
      extras,
    );

    dataRoute(app, E.client, (req, actor) => clients.getClient(db, actor, req.params.id, now()), extras);

    route(
      app,
      E.clientHistory,
      async (req) => ({
        success: true as const,
        ...(await clients.clientHistory(db, requireActor(req.actor), req.params.id, req.query, now())),
      }),
      extras,
    );

    dataRoute(app, E.createClient, (req, actor) => clients.createClient(db, actor, req.body, now()), extras);

    dataRoute(
      app,
      E.updateClient,
      (req, actor) => clients.updateClient(db, actor, req.params.id, req.body, now()),
      extras,
    );

    dataRoute(app, E.clientNotes, (req, actor) => notes.listClientNotes(db, actor, req.params.id), extras);

    dataRoute(
      app,
      E.addClientNote,
      (req, actor) => notes.addClientNote(db, actor, req.params.id, req.body.content),
      extras,
    );

    route(
      app,
      E.removeClientNote,
      async (req) => {
        await notes.deleteClientNote(db, requireActor(req.actor), req.params.id, req.params.noteId);
        return { success: true as const };
      },
      extras,
    );

    dataRoute(
      app,
      E.mergeClient,
      (req, actor) => records.mergeClients(db, parts, actor, req.params.id, req.body.duplicateId),
      extras,
    );

    dataRoute(
      app,
      E.eraseClient,
      (req, actor) => records.eraseClient(db, parts.appointments, actor, req.params.id),
      extras,
    );

    dataRoute(app, E.settings, (req, actor) => settings.getCrmSettings(db, actor), extras);

    dataRoute(app, E.saveSettings, (req, actor) => settings.setCrmSettings(db, actor, req.body), extras);
  };
}
