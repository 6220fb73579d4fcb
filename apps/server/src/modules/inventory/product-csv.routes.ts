/** HTTP surface of product import and export as CSV (issue #12), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { PRODUCT_CSV_ENDPOINTS as E, PRODUCT_IMPORT_MAX_BODY_BYTES } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import { route } from '../../http/route.js';
import { exportProducts } from './product-csv.export.js';
import { commitProductImport, previewProductImport } from './product-csv.import.js';

export function productCsvRoutes(db: Db, now: () => Date) {
  return async (app: FastifyInstance) => {
    const tags = ['inventory'];
    // The file travels as base64 inside JSON: room for the largest file plus the envelope.
    const bodyLimit = PRODUCT_IMPORT_MAX_BODY_BYTES;

    route(
      app,
      E.preview,
      async (req) => ({
        success: true as const,
        data: await previewProductImport(db, requireActor(req.actor), req.body),
      }),
      { tags, bodyLimit },
    );

    route(
      app,
      E.commit,
      async (req, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await commitProductImport(db, requireActor(req.actor), req.body, now()),
        }),
      { tags, bodyLimit },
    );

    route(
      app,
      E.export,
      async (req, reply) => {
        const at = now();
        const csv = await exportProducts(db, requireActor(req.actor), req.query, at);
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="products-${at.toISOString().slice(0, 10)}.csv"`,
          )
          .header('cache-control', 'no-store')
          .send(csv);
      },
      { tags },
    );
  };
}
