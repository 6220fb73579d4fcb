/**
 * Lead use cases (spec core.md §3 Lead, §4 "Lead to client", §5, §7 CRM). Leads are seen like
 * clients (clients.scope.ts): the tenant for owner and admin, their establishments for manager
 * and front desk, and for an employee the leads they created. Out of reach answers 404.
 */
import {
  CLIENT_MESSAGES,
  ALL_ESTABLISHMENTS,
  type Client,
  type ClientDuplicate,
  type Lead,
  type LeadConvertParsed,
  type LeadCreateParsed,
  type LeadListQueryParsed,
  type LeadUpdateParsed,
  type Pagination,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { findClientsByContact } from './clients.repository.js';
import { toDuplicate, toLead } from './clients.mapper.js';
import { assertOwnTenant, crmReach, homeEstablishment, listEstablishment } from './clients.scope.js';
import { createClientIn } from './clients.service.js';
import { changedFields, movedTo } from './crm.changes.js';
import * as repo from './leads.repository.js';

/** The lead `id` if the actor sees it; 404 otherwise. */
async function findLeadInReach(tx: Tx, actor: Actor, id: string): Promise<repo.LeadRow> {
  const row = await repo.findLead(tx, id, crmReach(actor));
  if (!row) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.leadNotFound);
  return row;
}

/** Deletes the lead `id` if the actor sees it and answers it as it was; 404 otherwise. */
async function deleteLeadInReach(tx: Tx, actor: Actor, id: string): Promise<repo.LeadRow> {
  const row = await repo.deleteLead(tx, id, crmReach(actor));
  if (!row) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.leadNotFound);
  return row;
}

/**
 * Page `query.page` of the leads the actor sees, newest first, and the total. `tenantId` and
 * `establishmentId` are required (spec §5; ALL_ESTABLISHMENTS for every location in reach).
 * Permission client:read.
 */
export function listLeads(
  db: Db,
  actor: Actor,
  query: LeadListQueryParsed,
): Promise<{ data: Lead[]; pagination: Pagination }> {
  return withTenant(db, actor, async (tx) => {
    assertOwnTenant(actor, query.tenantId);
    const establishmentId = await listEstablishment(tx, actor, query.establishmentId);
    const { rows, total } = await repo.listLeads(tx, {
      reach: crmReach(actor),
      establishmentId,
      search: query.search,
      status: query.status,
      page: query.page,
      pageSize: query.pageSize,
    });
    return { data: rows.map(toLead), pagination: { page: query.page, pageSize: query.pageSize, total } };
  });
}

/** One lead; 404 when out of reach. Permission client:read. */
export function getLead(db: Db, actor: Actor, id: string): Promise<Lead> {
  return withTenant(db, actor, async (tx) => toLead(await findLeadInReach(tx, actor, id)));
}

/**
 * POST /api/admin/crm/leads (spec §7): a lead at `establishmentId`, status 'new' unless given,
 * answered with the live clients that share its email or phone (it may already be a client).
 * Errors as for creating a client. Permission client:create.
 */
export function createLead(
  db: Db,
  actor: Actor,
  input: LeadCreateParsed,
): Promise<Lead & { duplicates: ClientDuplicate[] }> {
  return withTenant(db, actor, async (tx) => {
    assertOwnTenant(actor, input.tenantId);
    const establishment = await homeEstablishment(tx, actor, input.establishmentId);
    const row = await repo.insertLead(tx, {
      tenantId: actor.tenantId,
      establishmentId: establishment.id,
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      source: input.source ?? null,
      status: input.status ?? 'new',
      createdBy: actor.userId,
    });
    const duplicates = (await findClientsByContact(tx, row)).map(toDuplicate);
    return { ...toLead(row), duplicates };
  });
}

/**
 * PUT /api/admin/crm/leads/{id} changes any subset of the fields; another reachable `establishmentId`
 * moves the lead (ALL_ESTABLISHMENTS keeps it). 404 out of reach. Permission client:update.
 */
export function updateLead(db: Db, actor: Actor, id: string, input: LeadUpdateParsed): Promise<Lead> {
  return withTenant(db, actor, async (tx) => {
    assertOwnTenant(actor, input.tenantId);
    const row = await findLeadInReach(tx, actor, id);
    const values: repo.LeadUpdate = changedFields(input, row, ['name', 'email', 'phone', 'source', 'status']);
    const moveTo = movedTo(input.establishmentId, row.establishmentId);
    if (moveTo) values.establishmentId = (await homeEstablishment(tx, actor, moveTo)).id;
    if (Object.keys(values).length === 0) return toLead(row);
    return toLead(await repo.updateLead(tx, row, values));
  });
}

/** Deletes a lead; 404 when out of reach. Permission client:delete. */
export function deleteLead(db: Db, actor: Actor, id: string): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    await deleteLeadInReach(tx, actor, id);
  });
}

/**
 * POST /api/admin/crm/leads/{id}/convert (spec §4, §7): in one transaction, removes the lead
 * and creates the client from the body (source 'lead'), at home in `establishmentId`. The lead
 * is deleted first, so of two concurrent conversions only one creates a client; any error
 * after that (a field rule, an establishment out of reach) rolls the deletion back. Errors:
 * 404 lead or establishment out of reach, 400 field rules. Permission client:create.
 */
export function convertLead(
  db: Db,
  actor: Actor,
  id: string,
  input: LeadConvertParsed,
  now: Date,
): Promise<Client & { duplicates: ClientDuplicate[] }> {
  return withTenant(db, actor, async (tx) => {
    assertOwnTenant(actor, input.tenantId);
    const lead = await deleteLeadInReach(tx, actor, id);
    const establishment = await homeEstablishment(
      tx,
      actor,
      input.establishmentId === ALL_ESTABLISHMENTS ? lead.establishmentId : input.establishmentId,
    );
    return createClientIn(tx, actor, establishment, input, 'lead', now);
  });
}
