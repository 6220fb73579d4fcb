/** SQL for leads (spec core.md §3 Lead): prospects not yet clients. */
import { contactSearchText } from '@daybook/contracts';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { leads } from './clients.schema.js';
import type { CrmReach } from './clients.scope.js';
import { searchCondition } from './crm.search.js';

export type LeadRow = typeof leads.$inferSelect;
export type LeadInsert = Omit<typeof leads.$inferInsert, 'id' | 'searchText'>;
export type LeadUpdate = Partial<
  Pick<LeadRow, 'establishmentId' | 'name' | 'email' | 'phone' | 'source' | 'status'>
>;

/**
 * Condition on `leads` for the rows `reach` sees (clients.scope.ts): an employee's own, the
 * front desk's and manager's at their establishments, all of the tenant's for owner and admin;
 * `establishmentId` narrows to one.
 */
function visibleLeads(reach: CrmReach, establishmentId?: string): SQL | undefined {
  switch (reach.kind) {
    case 'tenant':
      return establishmentId ? eq(leads.establishmentId, establishmentId) : undefined;
    case 'establishments': {
      const ids = establishmentId ? [establishmentId] : reach.establishmentIds;
      return ids.length > 0 ? inArray(leads.establishmentId, ids) : sql`false`;
    }
    case 'served':
      return and(
        eq(leads.createdBy, reach.userId),
        establishmentId ? eq(leads.establishmentId, establishmentId) : undefined,
      );
  }
}

export interface LeadListFilter {
  reach: CrmReach;
  /** Leads of this establishment only. */
  establishmentId: string | undefined;
  /** Partial, accent-insensitive text over name, email and phone digits (crm.search.ts). */
  search: string | undefined;
  status?: string;
  page: number;
  pageSize: number;
}

/** One page of leads, newest first, and how many match in all. */
export async function listLeads(tx: Tx, f: LeadListFilter): Promise<{ rows: LeadRow[]; total: number }> {
  const where = and(
    visibleLeads(f.reach, f.establishmentId),
    searchCondition(leads.searchText, f.search),
    f.status ? eq(leads.status, f.status) : undefined,
  );
  const rows = await tx
    .select({ lead: leads, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  if (rows[0]) return { rows: rows.map((r) => r.lead), total: rows[0].total };
  if (f.page === 1) return { rows: [], total: 0 };
  const [counted] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(leads)
    .where(where);
  return { rows: [], total: counted?.n ?? 0 };
}

/** The lead when `reach` sees it. */
export async function findLead(tx: Tx, id: string, reach: CrmReach): Promise<LeadRow | undefined> {
  const rows = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), visibleLeads(reach)))
    .limit(1);
  return rows[0];
}

export async function insertLead(tx: Tx, values: LeadInsert): Promise<LeadRow> {
  const [row] = await tx
    .insert(leads)
    .values({ ...values, searchText: contactSearchText(values) })
    .returning();
  if (!row) throw new Error('insert leads returned nothing');
  return row;
}

/** Updates a lead, keeping its search text in step with name, email and phone. */
export async function updateLead(tx: Tx, current: LeadRow, values: LeadUpdate): Promise<LeadRow> {
  const [row] = await tx
    .update(leads)
    .set({ ...values, searchText: contactSearchText({ ...current, ...values }), updatedAt: sql`now()` })
    .where(eq(leads.id, current.id))
    .returning();
  if (!row) throw new Error('updated lead not found');
  return row;
}

/**
 * Deletes the lead if `visible` lets the actor see it; the row it deleted, else undefined. A
 * conversion deletes first, so of two concurrent conversions only one finds the row.
 */
export async function deleteLead(tx: Tx, id: string, reach: CrmReach): Promise<LeadRow | undefined> {
  const [row] = await tx
    .delete(leads)
    .where(and(eq(leads.id, id), visibleLeads(reach)))
    .returning();
  return row;
}
