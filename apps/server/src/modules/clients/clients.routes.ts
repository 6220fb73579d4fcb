/**
 * HTTP surface of CRM clients (spec core.md §7 "CRM"): the spec's list, create and update, plus
 * read-one, notes, merge, erase and the loyalty rule, registered from CRM_ENDPOINTS. Answers are
 * the `{ success, data }` envelope; the list adds `pagination`.
 */
import type { FastifyInstance } from 'fastify';
import { CRM_ENDPOINTS as E } from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import { route } from '../../http/route.js';
import * as clients from './clients.service.js';
import type { CrmRouteDeps } from './crm.routes.js';
import * as notes from './notes.service.js';
import * as records from './records.service.js';
import * as settings from './settings.service.js';

export function clientRoutes({ db, now }: CrmRouteDeps) {
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

    route(
      app,
      E.client,
      async (req) => ({
        success: true as const,
        data: await clients.getClient(db, requireActor(req.actor), req.params.id, now()),
      }),
      extras,
    );

    route(
      app,
      E.createClient,
      async (req, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await clients.createClient(db, requireActor(req.actor), req.body, now()),
        }),
      extras,
    );

    route(
      app,
      E.updateClient,
      async (req) => ({
        success: true as const,
        data: await clients.updateClient(db, requireActor(req.actor), req.params.id, req.body, now()),
      }),
      extras,
    );

    route(
      app,
      E.clientNotes,
      async (req) => ({
        success: true as const,
        data: await notes.listClientNotes(db, requireActor(req.actor), req.params.id),
      }),
      extras,
    );

    route(
      app,
      E.addClientNote,
      async (req, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await notes.addClientNote(db, requireActor(req.actor), req.params.id, req.body.content),
        }),
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

    route(
      app,
      E.mergeClient,
      async (req) => ({
        success: true as const,
        data: await records.mergeClients(db, requireActor(req.actor), req.params.id, req.body.duplicateId),
      }),
      extras,
    );

    route(
      app,
      E.eraseClient,
      async (req) => ({
        success: true as const,
        data: await records.eraseClient(db, requireActor(req.actor), req.params.id),
      }),
      extras,
    );

    route(
      app,
      E.settings,
      async (req) => ({
        success: true as const,
        data: await settings.getCrmSettings(db, requireActor(req.actor)),
      }),
      extras,
    );

    route(
      app,
      E.saveSettings,
      async (req) => ({
        success: true as const,
        data: await settings.setCrmSettings(db, requireActor(req.actor), req.body),
      }),
      extras,
    );
  };
}
