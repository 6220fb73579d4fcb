/** HTTP surface of client import and export as CSV (CRM import/export). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLIENT_IMPORT_MAX_BYTES,
  CLIENT_IMPORT_PATHS,
  clientImportCommitResponseSchema,
  clientImportCommitSchema,
  clientImportPreviewResponseSchema,
  clientImportPreviewSchema,
  clientListQuerySchema,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import * as service from './client-import.service.js';
import { exportClients } from './client-export.service.js';

/** The file travels as base64 inside JSON: room for the largest file plus the envelope. */
const BODY_LIMIT = Math.ceil((CLIENT_IMPORT_MAX_BYTES * 4) / 3) + 64 * 1024;

export function clientCsvRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['crm'];

    /** Reads an uploaded CSV: mapping (guessed unless given), counts, first rows, row errors. Writes nothing. */
    app.post(
      CLIENT_IMPORT_PATHS.preview,
      {
        bodyLimit: BODY_LIMIT,
        config: { access: { permission: 'client:create' } },
        schema: {
          tags,
          body: clientImportPreviewSchema,
          response: { 200: clientImportPreviewResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.previewImport(db, requireActor(req.actor), req.body),
      }),
    );

    /** Imports the file's accepted rows in one transaction; 400 with row errors and nothing written otherwise. */
    app.post(
      CLIENT_IMPORT_PATHS.commit,
      {
        bodyLimit: BODY_LIMIT,
        config: { access: { permission: 'client:create' } },
        schema: { tags, body: clientImportCommitSchema, response: { 201: clientImportCommitResponseSchema } },
      },
      async (req, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await service.commitImport(db, requireActor(req.actor), req.body),
        }),
    );

    /** The filtered client list (the list call's query, paging ignored) as a CSV download. */
    app.get(
      CLIENT_IMPORT_PATHS.export,
      {
        config: { access: { permission: 'client:create' } },
        schema: { tags, querystring: clientListQuerySchema },
      },
      async (req, reply) => {
        const csv = await exportClients(db, requireActor(req.actor), req.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="clients-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  };
}
