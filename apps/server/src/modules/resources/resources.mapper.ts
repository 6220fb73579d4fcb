/** Database row ↔ wire shape of a room or piece of equipment (contracts entities/resource.ts). */
import type { z } from 'zod';
import type {
  BookableResource,
  ResourceKind,
  resourceCreateSchema,
  resourceUpdateSchema,
} from '@daybook/contracts';
import type { ResourceInsert, ResourceRow } from './resources.repository.js';

/** A validated POST body (defaults applied: kind 'room', active). */
export type ResourceCreateParsed = z.output<typeof resourceCreateSchema>;
/** A validated PUT body. */
export type ResourceUpdateParsed = z.output<typeof resourceUpdateSchema>;

/** Wire shape of a stored resource; instants as ISO 8601. */
export function toResource(row: ResourceRow): BookableResource {
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    name: row.name,
    // The table's check constraint admits only the contract's kinds.
    kind: row.kind as ResourceKind,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Columns of a new resource. */
export function toInsert(
  tenantId: string,
  establishmentId: string,
  input: ResourceCreateParsed,
): ResourceInsert {
  return { tenantId, establishmentId, name: input.name, kind: input.kind, isActive: input.isActive };
}

/** Columns to change for an update; absent fields stay as they are. */
export function toUpdate(input: ResourceUpdateParsed): Partial<ResourceInsert> {
  const out: Partial<ResourceInsert> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.kind !== undefined) out.kind = input.kind;
  if (input.isActive !== undefined) out.isActive = input.isActive;
  return out;
}
