/**
 * Saved segments as other modules use them (issue #32): campaigns name the segment they go to
 * and, when they start, evaluate its filter (segmentMembers); the demo saves a few. Inside the
 * caller's tenant transaction.
 */
import { inArray } from 'drizzle-orm';
import type { SegmentFilter } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { segments } from './segments.schema.js';

/** A saved segment as another module sees it. */
export interface SavedSegment {
  id: string;
  name: string;
  filter: SegmentFilter;
}

/** Saves segment `name` with `filter` in the caller's tenant; answers it. */
export async function saveSegment(
  tx: Tx,
  tenantId: string,
  name: string,
  filter: SegmentFilter,
  createdBy: string | null,
): Promise<SavedSegment> {
  const [row] = await tx
    .insert(segments)
    .values({ tenantId, name, filter, createdBy })
    .returning({ id: segments.id, name: segments.name, filter: segments.filter });
  return row!;
}

/** The tenant's segments among `ids`, by id (a deleted one is absent); one query. */
export async function savedSegments(tx: Tx, ids: readonly string[]): Promise<Map<string, SavedSegment>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: segments.id, name: segments.name, filter: segments.filter })
    .from(segments)
    .where(inArray(segments.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
