/**
 * Client use cases (spec core.md §3 Client, §5, §6, §7 CRM): list and search with paging, one
 * client's page, create (duplicates flagged, not refused) and update. Who sees what is
 * clients.scope.ts; anything out of reach answers 404. Figures are derived, never written.
 */
import { recordEvent } from '../../events/business-events.js';
import {
  CLIENT_APPOINTMENTS_MAX,
  CLIENT_MESSAGES,
  type Client,
  type ClientAppointment,
  type ClientCreateParsed,
  type ClientDetail,
  type ClientDuplicate,
  type ClientHistoryQueryParsed,
  type ClientListQueryParsed,
  type ClientSource,
  type ClientUpdateParsed,
  type Pagination,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { isCalendarDate, todayIn } from '../../lib/local-dates.js';
import { activeStaffAt, type EstablishmentRow } from '../establishments/index.js';
import { listClientAppointments } from './client-visits.repository.js';
import { toClient, toClientAppointment, toDuplicate, toNote } from './clients.mapper.js';
import * as repo from './clients.repository.js';
import type { ClientRow } from './clients.repository.js';
import { assertOwnTenant, crmReach, homeEstablishment, listEstablishment } from './clients.scope.js';
import { changedFields, movedTo } from './crm.changes.js';
import { listNotes } from './notes.repository.js';

/**
 * The client row for a change, locked until the transaction ends: 404 when out of reach or
 * merged away, 409 when erased (nothing personal may be written back).
 */
export async function loadClientForWrite(tx: Tx, actor: Actor, id: string): Promise<ClientRow> {
  const row = await repo.findClientRow(tx, id, crmReach(actor), true);
  if (!row) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.notFound);
  if (row.mergedIntoId) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.merged);
  if (row.erasedAt) throw new AppError('CONFLICT', CLIENT_MESSAGES.erased);
  return row;
}

/** The wire client `id` as it now stands (after a write in the same transaction). */
export async function readClient(tx: Tx, id: string): Promise<Client> {
  const view = await repo.findClientView(tx, id, null);
  if (!view) throw new Error('client vanished inside its transaction');
  return toClient(view, await repo.loyaltyRate(tx));
}

async function duplicatesOf(
  tx: Tx,
  contact: { email?: string | null; phone?: string | null },
  exceptId: string,
): Promise<ClientDuplicate[]> {
  const rows = await repo.findClientsByContact(tx, contact);
  return rows.filter((r) => r.id !== exceptId).map(toDuplicate);
}

/** 400 unless 'YYYY-MM-DD' names a real day no later than today at the establishment. */
function checkBirthdate(birthdate: string, establishment: EstablishmentRow, now: Date): void {
  if (!isCalendarDate(birthdate)) throw invalid('birthdate', CLIENT_MESSAGES.birthdate);
  if (birthdate > todayIn(establishment.timeZone, now))
    throw invalid('birthdate', CLIENT_MESSAGES.birthdateFuture);
}

/** 400 unless `stylistId` is an active member of staff at the establishment. */
async function checkStylist(tx: Tx, establishmentId: string, stylistId: string): Promise<void> {
  if ((await activeStaffAt(tx, establishmentId, [stylistId])).length === 0) {
    throw invalid('preferredStylist', CLIENT_MESSAGES.preferredStylist);
  }
}

/**
 * Page `query.page` of the clients the actor sees, in `query.sort` and `query.order` (by name
 * unless asked), with their figures, and the total across pages. Errors: 400 bad dates, 404
 * another tenant or an establishment out of reach. Permission client:read (spec §7 CRM).
 */
export function listClients(
  db: Db,
  actor: Actor,
  query: ClientListQueryParsed,
): Promise<{ data: Client[]; pagination: Pagination }> {
  return withTenant(db, actor, (tx) => clientsPage(tx, actor, query));
}

/** listClients inside the caller's tenant transaction (the export reads page after page). */
export async function clientsPage(
  tx: Tx,
  actor: Actor,
  query: ClientListQueryParsed,
): Promise<{ data: Client[]; pagination: Pagination }> {
  assertOwnTenant(actor, query.tenantId);
  if (query.lastVisitFrom && !isCalendarDate(query.lastVisitFrom))
    throw invalid('lastVisitFrom', CLIENT_MESSAGES.date);
  if (query.lastVisitTo && !isCalendarDate(query.lastVisitTo))
    throw invalid('lastVisitTo', CLIENT_MESSAGES.date);
  const establishmentId = await listEstablishment(tx, actor, query.establishmentId);
  const { rows, total } = await repo.listClients(
    tx,
    {
      reach: crmReach(actor),
      establishmentId,
      search: query.search,
      status: query.status,
      preferredStylistId: query.preferredStylistId,
      lastVisitFrom: query.lastVisitFrom,
      lastVisitTo: query.lastVisitTo,
    },
    query,
  );
  const rate = await repo.loyaltyRate(tx);
  return {
    data: rows.map((r) => toClient(r, rate)),
    pagination: { page: query.page, pageSize: query.pageSize, total },
  };
}

/**
 * One client's page: figures, notes newest first, the upcoming appointments the actor may see
 * (CLIENT_APPOINTMENTS_MAX from `now`), and live clients sharing its email or phone; the past
 * ones page through clientHistory. An erased client still answers (anonymised); a merged one
 * is 404. Permission client:read.
 */
export function getClient(db: Db, actor: Actor, id: string, now: Date): Promise<ClientDetail> {
  return withTenant(db, actor, async (tx) => {
    const reach = crmReach(actor);
    const view = await repo.findClientView(tx, id, reach);
    if (!view) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.notFound);
    if (view.client.mergedIntoId) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.merged);
    const rate = await repo.loyaltyRate(tx);
    const notes = await listNotes(tx, id);
    const { rows: upcoming } = await listClientAppointments(tx, id, reach, 'upcoming', now, {
      limit: CLIENT_APPOINTMENTS_MAX,
      offset: 0,
    });
    const duplicates = await duplicatesOf(tx, view.client, id);
    return {
      ...toClient(view, rate),
      notes: notes.map(toNote),
      upcomingAppointments: upcoming.map(toClientAppointment),
      duplicates,
    };
  });
}

/**
 * GET /api/admin/crm/clients/{id}/history: page `query.page` of the client's appointments that
 * started before `now` (any status), latest first, that the actor may see (an employee those
 * they served, others those at establishments they reach), and their total. Errors: 404 when
 * the client is out of reach or merged away. Permission client:read.
 */
export function clientHistory(
  db: Db,
  actor: Actor,
  id: string,
  query: ClientHistoryQueryParsed,
  now: Date,
): Promise<{ data: ClientAppointment[]; pagination: Pagination }> {
  return withTenant(db, actor, async (tx) => {
    const reach = crmReach(actor);
    const row = await repo.findClientRow(tx, id, reach);
    if (!row) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.notFound);
    if (row.mergedIntoId) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.merged);
    const { rows, total } = await listClientAppointments(tx, id, reach, 'past', now, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      data: rows.map(toClientAppointment),
      pagination: { page: query.page, pageSize: query.pageSize, total },
    };
  });
}

/** The fields of a new client, as the create and lead-conversion bodies carry them. */
type NewClientInput = Omit<ClientCreateParsed, 'tenantId' | 'establishmentId'>;

/**
 * Creates a client at `establishment` inside the caller's transaction, after checking the
 * birthdate and preferred stylist (400). Answers it with the live clients sharing its email or
 * phone: flagged, not refused, since families share a phone and the desk decides.
 */
export async function createClientIn(
  tx: Tx,
  actor: Actor,
  establishment: EstablishmentRow,
  input: NewClientInput,
  source: ClientSource,
  now: Date,
): Promise<Client & { duplicates: ClientDuplicate[] }> {
  if (input.birthdate) checkBirthdate(input.birthdate, establishment, now);
  if (input.preferredStylist) await checkStylist(tx, establishment.id, input.preferredStylist);
  const row = await repo.insertClient(tx, {
    tenantId: actor.tenantId,
    establishmentId: establishment.id,
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    birthdate: input.birthdate ?? null,
    preferredStylistId: input.preferredStylist ?? null,
    preferences: input.preferences ?? null,
    allergies: input.allergies ?? null,
    status: input.status ?? 'active',
    source,
    createdBy: actor.userId,
  });
  await recordEvent(tx, actor.tenantId, 'client.created', { clientId: row.id });
  return { ...(await readClient(tx, row.id)), duplicates: await duplicatesOf(tx, row, row.id) };
}

/**
 * POST /api/admin/crm/clients (spec §7): a client at home in `establishmentId`. Errors: 400
 * 'Missing tenantId or establishmentId' (schema) or all locations, 404 other tenant or
 * establishment out of reach, 400 field rules. Permission client:create.
 */
export function createClient(
  db: Db,
  actor: Actor,
  input: ClientCreateParsed,
  now: Date,
): Promise<Client & { duplicates: ClientDuplicate[] }> {
  return withTenant(db, actor, async (tx) => {
    assertOwnTenant(actor, input.tenantId);
    const establishment = await homeEstablishment(tx, actor, input.establishmentId);
    return createClientIn(tx, actor, establishment, input, 'manual', now);
  });
}

/**
 * PUT /api/admin/crm/clients/{id} changes any subset of the typed fields. `establishmentId` is the
 * client's home; another reachable one moves the client there (ALL_ESTABLISHMENTS keeps it).
 * The derived figures in the body are ignored. Errors: 404 out of reach or merged, 409 erased,
 * 400 field rules. Permission client:update.
 */
export function updateClient(
  db: Db,
  actor: Actor,
  id: string,
  input: ClientUpdateParsed,
  now: Date,
): Promise<Client> {
  return withTenant(db, actor, async (tx) => {
    assertOwnTenant(actor, input.tenantId);
    const row = await loadClientForWrite(tx, actor, id);
    const values: repo.ClientUpdate = changedFields(input, row, [
      'name',
      'email',
      'phone',
      'preferences',
      'allergies',
      'status',
      'loyaltyPointsAdjustment',
    ]);
    const moveTo = movedTo(input.establishmentId, row.establishmentId);
    const establishment = await homeEstablishment(tx, actor, moveTo ?? row.establishmentId);
    if (moveTo) values.establishmentId = establishment.id;

    if (input.birthdate !== undefined && input.birthdate !== row.birthdate) {
      if (input.birthdate) checkBirthdate(input.birthdate, establishment, now);
      values.birthdate = input.birthdate;
    }
    if (input.preferredStylist !== undefined && input.preferredStylist !== row.preferredStylistId) {
      if (input.preferredStylist) await checkStylist(tx, establishment.id, input.preferredStylist);
      values.preferredStylistId = input.preferredStylist;
    }

    if (Object.keys(values).length > 0) await repo.updateClient(tx, row, values);
    return readClient(tx, id);
  });
}

/**
 * True when a booking may name client `id`: a client of the tenant (row-level security hides
 * others) that was not merged into another record. Asked because a foreign key ignores
 * row-level security: it would accept another tenant's client id.
 */
export function isBookableClient(tx: Tx, id: string): Promise<boolean> {
  return repo.isUnmergedClient(tx, id);
}

/** A client as another module's use case needs it (consent, issue #32). */
export interface OpenedClient {
  id: string;
  name: string;
  /** The record this one was merged into, else null. */
  mergedIntoId: string | null;
  erased: boolean;
}

/**
 * Client `id` for another module's use case, or null when the actor does not reach it (`actor`
 * null: the tenant's whole CRM, for a public caller whose signed link named the tenant; row-level
 * security hides other tenants'). `lock` holds the client's row until the transaction ends, so
 * that changes about one client follow each other.
 */
export async function openClient(
  tx: Tx,
  actor: Actor | null,
  id: string,
  lock = false,
): Promise<OpenedClient | null> {
  const row = await repo.findClientRow(tx, id, actor ? crmReach(actor) : null, lock);
  if (!row) return null;
  return { id: row.id, name: row.name, mergedIntoId: row.mergedIntoId, erased: row.erasedAt !== null };
}
