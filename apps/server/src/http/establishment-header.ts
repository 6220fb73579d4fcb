/**
 * The location a call is about, when its query or body leaves it out: the spec's client sends
 * the selected location in the x-establishment-id header on every call (spec core.md §6) and
 * names it in the query or body only where the API reference shows it. A route whose contract
 * requires `establishmentId` takes the header's when the request has none; a request that names
 * one keeps it, and the reach checks apply to either alike (issue #28).
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when `schema` is an object schema that refuses a missing `establishmentId`. */
function requiresEstablishment(schema: z.ZodType | undefined): boolean {
  if (!(schema instanceof z.ZodObject)) return false;
  const field: unknown = schema.shape.establishmentId;
  return field instanceof z.ZodType && !field.safeParse(undefined).success;
}

/**
 * For a contract with `query` and `body` schemas: a hook that fills a missing required
 * `establishmentId` from the header's selection (none when all locations are selected), or
 * null when neither schema requires one.
 */
export function establishmentFromHeader(schemas: {
  query?: z.ZodType;
  body?: z.ZodType;
}): ((request: FastifyRequest) => void) | null {
  const parts = (['query', 'body'] as const).filter((part) => requiresEstablishment(schemas[part]));
  if (parts.length === 0) return null;
  return (request) => {
    const selected = request.actor?.establishmentId;
    if (!selected) return;
    for (const part of parts) {
      const value = request[part];
      if (isRecord(value) && value.establishmentId === undefined) value.establishmentId = selected;
    }
  };
}
