/** HTTP surface of client import and export as CSV (CRM import/export), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { CLIENT_IMPORT_ENDPOINTS as E, CLIENT_IMPORT_MAX_BODY_BYTES } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import * as service from './client-import.service.js';
import { exportClients } from './client-export.service.js';
import { exportFile, exportStatus, queueExport } from './client-export-job.js';

/** The file travels as base64 inside JSON: room for the largest file plus the envelope. */
const BODY_LIMIT = CLIENT_IMPORT_MAX_BODY_BYTES;

export function clientCsvRoutes(db: Db, jobs: JobQueue, now: () => Date) {
  return async (app: FastifyInstance) => {
    const tags = ['crm'];

    route(
      app,
      E.preview,
      async (req) => ({
        success: true as const,
        data: await service.previewImport(db, requireActor(req.actor), req.body),
      }),
      { tags, bodyLimit: BODY_LIMIT },
    );

    route(
      app,
      E.commit,
      async (req, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await service.commitImport(db, requireActor(req.actor), req.body),
        }),
      { tags, bodyLimit: BODY_LIMIT },
    );

    route(
      app,
      E.export,
      async (req, reply) => {
        const csv = await exportClients(db, requireActor(req.actor), req.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="clients-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
      { tags },
    );

    route(
      app,
      E.exportJob,
      async (req, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await queueExport(db, jobs, requireActor(req.actor), req.query),
        }),
      { tags },
    );

    dataRoute(app, E.exportJobStatus, (req, actor) => exportStatus(jobs, actor, req.params.id), { tags });

    route(
      app,
      E.exportFile,
      async (req, reply) => {
        const file = await exportFile(db, requireActor(req.actor), req.params.id, now());
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.content);
      },
      { tags },
    );
  };
}
