/** Database row ↔ wire shape of a service (spec core.md §3). Money: integer cents ↔ dollars. */
import type { Service, ServiceCreateParsed, ServiceUpdateParsed } from '@daybook/contracts';
import type { ServiceInsert, ServiceRow } from './services.repository.js';

import { toCents, toDollars } from '../../lib/money.js';

export { toCents, toDollars };

/** Wire shape of a stored service with the ids of its staff. */
export function toService(row: ServiceRow, staffIds: string[]): Service {
  return {
    id: row.id,
    name: row.name,
    duration: row.durationMinutes,
    price: toDollars(row.priceCents),
    taxable: row.taxable,
    description: row.description,
    category: row.category,
    isActive: row.isActive,
    establishmentId: row.establishmentId,
    bufferAfter: row.bufferAfterMinutes,
    processingStart: row.processingStartMinutes,
    processingDuration: row.processingDurationMinutes,
    staffIds,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Columns for a new service; absent optional fields take their defaults. */
export function toInsert(
  tenantId: string,
  establishmentId: string,
  input: ServiceCreateParsed,
): ServiceInsert {
  return {
    tenantId,
    establishmentId,
    name: input.name,
    description: input.description ?? null,
    category: input.category ?? null,
    durationMinutes: input.duration,
    priceCents: toCents(input.price),
    bufferAfterMinutes: input.bufferAfter ?? 0,
    processingStartMinutes: input.processingStart ?? null,
    processingDurationMinutes: input.processingDuration ?? null,
    isActive: input.isActive ?? true,
    taxable: input.taxable ?? false,
  };
}

/** Columns to change for an update; absent fields stay as they are. */
export function toUpdate(input: ServiceUpdateParsed): Partial<ServiceInsert> {
  const out: Partial<ServiceInsert> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.description !== undefined) out.description = input.description;
  if (input.category !== undefined) out.category = input.category;
  if (input.duration !== undefined) out.durationMinutes = input.duration;
  if (input.price !== undefined) out.priceCents = toCents(input.price);
  if (input.bufferAfter !== undefined) out.bufferAfterMinutes = input.bufferAfter;
  if (input.processingStart !== undefined) out.processingStartMinutes = input.processingStart;
  if (input.processingDuration !== undefined) out.processingDurationMinutes = input.processingDuration;
  if (input.isActive !== undefined) out.isActive = input.isActive;
  if (input.taxable !== undefined) out.taxable = input.taxable;
  return out;
}
