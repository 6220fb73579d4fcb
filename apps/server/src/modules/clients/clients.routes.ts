/**
 * HTTP surface of CRM clients (spec core.md §7 "CRM"): the spec's list, create and update, plus
 * read-one, notes, merge, erase and the loyalty rule. Answers are the `{ success, data }`
 * envelope; the list adds `pagination`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientCreateResponseSchema,
  clientCreateSchema,
  clientDetailResponseSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientMergeSchema,
  clientNoteCreateSchema,
  clientNoteListResponseSchema,
  clientNoteParamsSchema,
  clientNoteResponseSchema,
  clientParamsSchema,
  clientResponseSchema,
  clientUpdateSchema,
  crmSettingsResponseSchema,
  crmSettingsSchema,
  successOnlySchema,
} from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import * as clients from './clients.service.js';
import type { CrmRouteDeps } from './crm.routes.js';
import * as notes from './notes.service.js';
import * as records from './records.service.js';
import * as settings from './settings.service.js';

export function clientRoutes({ db, now }: CrmRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['crm'];
    const base = '/api/admin/crm/clients';

    /** A page of the clients the person sees, by name, searched and filtered, with figures. */
    app.get(
      base,
      {
        config: { access: { permission: 'client:read' } },
        schema: { tags, querystring: clientListQuerySchema, response: { 200: clientListResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        ...(await clients.listClients(db, requireActor(req.actor), req.query)),
      }),
    );

    /** One client's page: figures, notes, upcoming and past appointments, duplicates. */
    app.get(
      `${base}/:id`,
      {
        config: { access: { permission: 'client:read' } },
        schema: { tags, params: clientParamsSchema, response: { 200: clientDetailResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        data: await clients.getClient(db, requireActor(req.actor), req.params.id, now()),
      }),
    );

    /** Adds a client; same email or phone as a live client is flagged in `duplicates`. */
    app.post(
      base,
      {
        config: { access: { permission: 'client:create' } },
        schema: { tags, body: clientCreateSchema, response: { 201: clientCreateResponseSchema } },
      },
      async (req, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await clients.createClient(db, requireActor(req.actor), req.body, now()),
        }),
    );

    /** Changes a client's typed fields; derived figures in the body are ignored. */
    app.put(
      `${base}/:id`,
      {
        config: { access: { permission: 'client:update' } },
        schema: {
          tags,
          params: clientParamsSchema,
          body: clientUpdateSchema,
          response: { 200: clientResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await clients.updateClient(db, requireActor(req.actor), req.params.id, req.body, now()),
      }),
    );

    /** The client's notes, newest first. */
    app.get(
      `${base}/:id/notes`,
      {
        config: { access: { permission: 'client:read' } },
        schema: { tags, params: clientParamsSchema, response: { 200: clientNoteListResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        data: await notes.listClientNotes(db, requireActor(req.actor), req.params.id),
      }),
    );

    /** Adds a note by the signed-in person. */
    app.post(
      `${base}/:id/notes`,
      {
        config: { access: { permission: 'client:update' } },
        schema: {
          tags,
          params: clientParamsSchema,
          body: clientNoteCreateSchema,
          response: { 201: clientNoteResponseSchema },
        },
      },
      async (req, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await notes.addClientNote(db, requireActor(req.actor), req.params.id, req.body.content),
        }),
    );

    /** Deletes a note (its author, or a manager and above). */
    app.delete(
      `${base}/:id/notes/:noteId`,
      {
        config: { access: { permission: 'client:update' } },
        schema: { tags, params: clientNoteParamsSchema, response: { 200: successOnlySchema } },
      },
      async (req) => {
        await notes.deleteClientNote(db, requireActor(req.actor), req.params.id, req.params.noteId);
        return { success: true as const };
      },
    );

    /** Merges `duplicateId` into this client (manager and above). */
    app.post(
      `${base}/:id/merge`,
      {
        config: { access: { permission: 'client:delete' } },
        schema: {
          tags,
          params: clientParamsSchema,
          body: clientMergeSchema,
          response: { 200: clientResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await records.mergeClients(db, requireActor(req.actor), req.params.id, req.body.duplicateId),
      }),
    );

    /** Erases the client's personal data on request, keeping visits for the books (owner, admin). */
    app.post(
      `${base}/:id/erase`,
      {
        config: { access: { permission: 'client:delete' } },
        schema: { tags, params: clientParamsSchema, response: { 200: clientResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        data: await records.eraseClient(db, requireActor(req.actor), req.params.id),
      }),
    );

    /** The tenant's loyalty rule. */
    app.get(
      '/api/admin/crm/settings',
      {
        config: { access: { permission: 'client:read' } },
        schema: { tags, response: { 200: crmSettingsResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        data: await settings.getCrmSettings(db, requireActor(req.actor)),
      }),
    );

    /** Sets the loyalty rule (owner and admin). */
    app.put(
      '/api/admin/crm/settings',
      {
        config: { access: { permission: 'client:update' } },
        schema: { tags, body: crmSettingsSchema, response: { 200: crmSettingsResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        data: await settings.setCrmSettings(db, requireActor(req.actor), req.body),
      }),
    );
  };
}
