/**
 * SQL for clients (spec core.md §3 Client) and the CRM's settings. Reads join the home
 * establishment's name and the preferred stylist's name (through the CRM's read models) and the
 * derived figures (client-visits.repository.ts) for a whole page at once.
 */
import {
  LOYALTY_POINTS_PER_DOLLAR_DEFAULT,
  contactSearchText,
  type ClientSortKey,
  type SortOrder,
} from '@daybook/contracts';
import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../../db/client.js';
import { favoriteServicesField, figureJoins, servedBy, visitsAt } from './client-visits.repository.js';
import type { RawFigures } from './clients.figures.js';
import { clientFigures, clientPeople, clientPlaces, clients, crmSettings } from './clients.schema.js';
import type { CrmReach } from './clients.scope.js';
import { searchCondition } from './crm.search.js';

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = Omit<typeof clients.$inferInsert, 'id' | 'tenantId' | 'searchText' | 'sortName'> & {
  tenantId: string;
};

/**
 * Condition on `clients` for the rows `reach` sees (clients.scope.ts); `establishmentId`
 * narrows to clients at home there (for an employee: served there). Null reach: no condition.
 */
function visibleClients(reach: CrmReach | null, establishmentId?: string): SQL | undefined {
  switch (reach?.kind) {
    case undefined:
      return undefined;
    case 'tenant':
      return establishmentId ? eq(clients.establishmentId, establishmentId) : undefined;
    case 'establishments': {
      const ids = establishmentId ? [establishmentId] : reach.establishmentIds;
      return ids.length > 0 ? inArray(clients.establishmentId, ids) : sql`false`;
    }
    case 'served':
      return servedBy(reach.userId, establishmentId);
  }
}

/**
 * Reading one client, managers and the front desk also see a visitor at home elsewhere: one
 * with an appointment at their locations, whose allergies the appointment panel must show.
 * Lists and writes keep to clients at home there (visibleClients).
 */
function readableClient(reach: CrmReach | null): SQL | undefined {
  if (reach?.kind !== 'establishments' || reach.establishmentIds.length === 0) return visibleClients(reach);
  return or(inArray(clients.establishmentId, reach.establishmentIds), visitsAt(reach.establishmentIds));
}

/** A client with its home establishment's and preferred stylist's names and raw figures. */
export interface ClientView {
  client: ClientRow;
  establishmentName: string;
  preferredStylistName: string | null;
  figures: RawFigures;
}

export type ClientUpdate = Partial<
  Pick<
    ClientRow,
    | 'establishmentId'
    | 'name'
    | 'email'
    | 'phone'
    | 'birthdate'
    | 'preferredStylistId'
    | 'preferences'
    | 'allergies'
    | 'status'
    | 'loyaltyPointsAdjustment'
    | 'mergedIntoId'
  >
>;

const stylist = alias(clientPeople, 'stylist');

/** The select every client read shares; `where` and ordering are the caller's. */
function selectViews(tx: Tx) {
  const { totals, latest, paid } = figureJoins(tx);
  return tx
    .select({
      client: clients,
      establishmentName: clientPlaces.name,
      preferredStylistName: sql<string | null>`${stylist.firstName} || ' ' || ${stylist.lastName}`,
      visitCount: sql<number>`coalesce(${totals.visitCount}, 0)`.mapWith(Number),
      serviceCents: sql<number>`coalesce(${totals.serviceCents}, 0)`.mapWith(Number),
      paidCents: sql<number>`coalesce(${paid.paidCents}, 0)`.mapWith(Number),
      lastVisit: sql<string | null>`${latest.lastVisit}`,
      favoriteServices: favoriteServicesField,
    })
    .from(clients)
    .innerJoin(clientPlaces, eq(clientPlaces.id, clients.establishmentId))
    .leftJoin(stylist, eq(stylist.id, clients.preferredStylistId))
    .leftJoinLateral(totals, sql`true`)
    .leftJoinLateral(latest, sql`true`)
    .leftJoinLateral(paid, sql`true`);
}

type SelectedRow = {
  client: ClientRow;
  establishmentName: string;
  preferredStylistName: string | null;
  visitCount: number;
  serviceCents: number;
  paidCents: number;
  lastVisit: string | null;
  favoriteServices: string[] | string | null;
};

/** Some drivers hand json back unparsed; both forms become an array of names. */
function namesOf(value: string[] | string | null): string[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as string[]) : value;
}

function toView(r: SelectedRow): ClientView {
  return {
    client: r.client,
    establishmentName: r.establishmentName,
    preferredStylistName: r.client.preferredStylistId ? r.preferredStylistName : null,
    figures: {
      visitCount: r.visitCount,
      serviceCents: r.serviceCents,
      paidCents: r.paidCents,
      lastVisit: r.lastVisit,
      favoriteServices: namesOf(r.favoriteServices),
    },
  };
}

/** Live (not merged, not erased) clients. */
const live = and(isNull(clients.mergedIntoId), isNull(clients.erasedAt));

export interface ClientListFilter {
  /** Who may be seen (clients.scope.ts). */
  reach: CrmReach;
  /** Clients at home at this establishment only (for an employee: served there). */
  establishmentId: string | undefined;
  /** Partial, accent-insensitive text over name, email and phone digits (crm.search.ts). */
  search: string | undefined;
  status?: string;
  preferredStylistId?: string;
  /** Inclusive 'YYYY-MM-DD' bounds on the last visit's local date. */
  lastVisitFrom?: string;
  lastVisitTo?: string;
}

/** A page of the list in an order (CLIENT_SORT_KEYS). */
export interface ClientListPage {
  sort: ClientSortKey;
  order: SortOrder;
  page: number;
  pageSize: number;
}

/**
 * The name order every list ends with: the folded key (migration 0020, byte order), then the
 * name itself so that 'Lea' and 'Léa' stay apart in a fixed order, then the id.
 */
function byName(order: SortOrder): SQL[] {
  const dir = order === 'asc' ? sql`ASC` : sql`DESC`;
  return [
    sql`${clients.sortName} ${dir}`,
    sql`${clients.name} COLLATE "C" ${dir}`,
    sql`${clients.id} ${dir}`,
  ];
}

/**
 * The list filter's condition on `clients`, and `joinFigures`, which joins to a select on
 * clients what the condition or the order needs: the latest visit (a filter on its local date),
 * the stored figures (an order by last visit, visits or spend), the home location (order by it).
 */
function listCondition(tx: Tx, f: ClientListFilter, sort: ClientSortKey = 'name') {
  const needsLatest = f.lastVisitFrom !== undefined || f.lastVisitTo !== undefined;
  // An order by a figure reads the stored figures (migration 0022): one row per client, not an
  // aggregate of every matching client's appointments.
  const needsStored = sort === 'lastVisit' || sort === 'visitCount' || sort === 'lifetimeSpend';
  const { latest } = figureJoins(tx);
  const where = and(
    live,
    visibleClients(f.reach, f.establishmentId),
    searchCondition(clients.searchText, f.search),
    f.status ? eq(clients.status, f.status) : undefined,
    f.preferredStylistId ? eq(clients.preferredStylistId, f.preferredStylistId) : undefined,
    f.lastVisitFrom ? gte(latest.lastVisit, f.lastVisitFrom) : undefined,
    f.lastVisitTo ? lte(latest.lastVisit, f.lastVisitTo) : undefined,
  );
  const joinFigures = <Q extends PgSelect>(query: Q): Q => {
    let q = query;
    if (needsLatest) q = q.leftJoinLateral(latest, sql`true`) as unknown as Q;
    if (needsStored) q = q.leftJoin(clientFigures, eq(clientFigures.clientId, clients.id)) as unknown as Q;
    if (sort === 'location')
      q = q.innerJoin(clientPlaces, eq(clientPlaces.id, clients.establishmentId)) as unknown as Q;
    return q;
  };
  // Lifetime spend: unpaid completed services plus what was paid (clients.figures.ts). Statuses
  // sort by their values, which read in the same order as their labels (Active, Inactive, VIP).
  const sortColumn: Record<Exclude<ClientSortKey, 'name'>, SQL> = {
    email: sql`${clients.email} COLLATE "C"`,
    phone: sql`${clients.phone} COLLATE "C"`,
    location: sql`app_sort_key(${clientPlaces.name}) COLLATE "C"`,
    lastVisit: sql`${clientFigures.lastVisitAt}`,
    visitCount: sql`coalesce(${clientFigures.visitCount}, 0)`,
    lifetimeSpend: sql`coalesce(${clientFigures.serviceCents} + ${clientFigures.paidCents}, 0)`,
    status: sql`${clients.status} COLLATE "C"`,
  };
  const orderBy = (order: SortOrder): SQL[] =>
    sort === 'name'
      ? byName(order)
      : [sql`${sortColumn[sort]} ${order === 'asc' ? sql`ASC` : sql`DESC`} NULLS LAST`, ...byName('asc')];
  return { where, joinFigures, orderBy };
}

/** Where an export batch starts: after this client in name order (byName). */
export interface ExportCursor {
  name: string;
  id: string;
}

/**
 * A client as the CSV export writes it, flat as the driver answers it: its own fields and the
 * stored figures (counts and cents cast to float8), no names joined.
 */
export interface ExportClientRow extends Omit<RawFigures, 'favoriteServices'> {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  birthdate: string | null;
  status: string;
  preferences: string | null;
  allergies: string | null;
  loyaltyPointsAdjustment: number;
}

/**
 * Up to `limit` live clients matching `f` after `cursor` in name order (byName; a keyset: no
 * offset to skip over), each with its stored figures (client_figures, migration 0022) rather
 * than the list's per-row aggregates; lastVisit is the date in that visit's establishment zone.
 */
export async function exportBatch(
  tx: Tx,
  f: ClientListFilter,
  cursor: ExportCursor | null,
  limit: number,
): Promise<ExportClientRow[]> {
  const { where, joinFigures } = listCondition(tx, f);
  // sort_name is generated as app_sort_key(name): the cursor's is recomputed from its name, and
  // the rows need not carry the folded key.
  const after = cursor
    ? sql`(${clients.sortName}, ${clients.name} COLLATE "C", ${clients.id}) > (app_sort_key(${cursor.name}), ${cursor.name} COLLATE "C", ${cursor.id}::uuid)`
    : undefined;
  const lastPlace = alias(clientPlaces, 'last_place');
  // Columns named as the row's fields and read as raw rows: drizzle's per-row mapping of a few
  // thousand rows cost a fifth of the whole export.
  const query = joinFigures(
    tx
      .select({
        id: clients.id,
        name: clients.name,
        email: clients.email,
        phone: clients.phone,
        // Dates come through as the server writes them ('YYYY-MM-DD', as drizzle reads every
        // date column): to_char on each row cost an eighth of the statement.
        birthdate: sql`${clients.birthdate}`.as('birthdate'),
        status: clients.status,
        preferences: clients.preferences,
        allergies: clients.allergies,
        loyaltyPointsAdjustment: sql`${clients.loyaltyPointsAdjustment}`.as('loyaltyPointsAdjustment'),
        visitCount: sql`coalesce(${clientFigures.visitCount}, 0)::float8`.as('visitCount'),
        serviceCents: sql`coalesce(${clientFigures.serviceCents}, 0)::float8`.as('serviceCents'),
        paidCents: sql`coalesce(${clientFigures.paidCents}, 0)::float8`.as('paidCents'),
        lastVisit: sql`(${clientFigures.lastVisitAt} AT TIME ZONE ${lastPlace.timeZone})::date`.as(
          'lastVisit',
        ),
      })
      .from(clients)
      .leftJoin(clientFigures, eq(clientFigures.clientId, clients.id))
      .leftJoin(lastPlace, eq(lastPlace.id, clientFigures.lastVisitEstablishmentId))
      .$dynamic(),
  )
    .where(and(where, after))
    .orderBy(...byName('asc'))
    .limit(limit);
  return queryRows<ExportClientRow>(tx, query.getSQL());
}

/**
 * One page of live clients in `p`'s order, and how many match in all. Two statements: the
 * page's ids and the total (figures joined only when the filter or the order needs them), then
 * the figures of those rows alone. In name order (the default) the page is read off an index
 * and costs the same however many clients the tenant has; ordered by a figure, every matching
 * client's figure is read once, through the appointments' client index.
 */
export async function listClients(
  tx: Tx,
  f: ClientListFilter,
  p: ClientListPage,
): Promise<{ rows: ClientView[]; total: number }> {
  const { where, joinFigures, orderBy } = listCondition(tx, f, p.sort);
  // Dynamic builders change in place: each statement gets its own.
  const matching = () =>
    joinFigures(
      tx
        .select({ id: clients.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
        .from(clients)
        .$dynamic(),
    ).where(where);
  const page = await matching()
    .orderBy(...orderBy(p.order))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  if (!page[0]) {
    // A page past the end has no row to carry the window count.
    if (p.page === 1) return { rows: [], total: 0 };
    const counted = await matching().limit(1);
    return { rows: [], total: counted[0]?.total ?? 0 };
  }
  const position = new Map(page.map((r, i) => [r.id, i]));
  const views = await selectViews(tx).where(inArray(clients.id, [...position.keys()]));
  // The page's order was decided by the first statement; this one only adds the figures.
  views.sort((a, b) => (position.get(a.client.id) ?? 0) - (position.get(b.client.id) ?? 0));
  return { rows: views.map(toView), total: page[0].total };
}

/**
 * One client (live, merged or erased) with names and figures, when `reach` may read it (null:
 * any; a visitor at the actor's locations too, readableClient).
 */
export async function findClientView(
  tx: Tx,
  id: string,
  reach: CrmReach | null,
): Promise<ClientView | undefined> {
  const rows = await selectViews(tx)
    .where(and(eq(clients.id, id), readableClient(reach)))
    .limit(1);
  return rows[0] ? toView(rows[0]) : undefined;
}

/**
 * The bare client row when `reach` sees it (null: any), locked for the rest of the transaction
 * when `lock` (merge, erase, update).
 */
export async function findClientRow(
  tx: Tx,
  id: string,
  reach: CrmReach | null,
  lock = false,
): Promise<ClientRow | undefined> {
  const query = tx
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), visibleClients(reach)))
    .limit(1);
  const rows = lock ? await query.for('update', { of: clients }) : await query;
  return rows[0];
}

/** Updates a client, keeping its search text in step with name, email and phone. */
export async function updateClient(tx: Tx, current: ClientRow, values: ClientUpdate): Promise<void> {
  const next = { ...current, ...values };
  await tx
    .update(clients)
    .set({ ...values, searchText: next.erasedAt ? '' : contactSearchText(next), updatedAt: sql`now()` })
    .where(eq(clients.id, current.id));
}

/** Ids of clients that were merged into `ids` (their personal data goes with an erasure). */
export async function mergedInto(tx: Tx, ids: string[]): Promise<string[]> {
  const rows = await tx.select({ id: clients.id }).from(clients).where(inArray(clients.mergedIntoId, ids));
  return rows.map((r) => r.id);
}

/** Points the records merged into `fromId` at `toId`, so a merge chain never leads to a merged record. */
export async function repointMerged(tx: Tx, fromId: string, toId: string): Promise<void> {
  await tx
    .update(clients)
    .set({ mergedIntoId: toId, updatedAt: sql`now()` })
    .where(eq(clients.mergedIntoId, fromId));
}

/**
 * Removes the personal data of clients `ids` and marks them erased; the rows stay so that the
 * appointments (and later payments) that point at them keep adding up.
 */
export async function eraseClients(tx: Tx, ids: string[], erasedName: string): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(clients)
    .set({
      name: erasedName,
      email: null,
      phone: null,
      birthdate: null,
      preferredStylistId: null,
      preferences: null,
      allergies: null,
      searchText: '',
      erasedAt: sql`coalesce(${clients.erasedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(inArray(clients.id, ids));
}

/** The tenant's loyalty rule: points per dollar spent (the default until one is set). */
export async function loyaltyRate(tx: Tx): Promise<number> {
  const rows = await tx.select({ rate: crmSettings.loyaltyPointsPerDollar }).from(crmSettings).limit(1);
  return rows[0]?.rate ?? LOYALTY_POINTS_PER_DOLLAR_DEFAULT;
}

/** Sets the tenant's loyalty rule. */
export async function setLoyaltyRate(tx: Tx, tenantId: string, rate: number): Promise<void> {
  await tx
    .insert(crmSettings)
    .values({ tenantId, loyaltyPointsPerDollar: rate })
    .onConflictDoUpdate({
      target: crmSettings.tenantId,
      set: { loyaltyPointsPerDollar: rate, updatedAt: sql`now()` },
    });
}

/**
 * Live clients of the tenant (row-level security) with this email or this phone, oldest first;
 * merged and erased records are left out. Empty when neither is given. Email and phone must
 * already be in normal form (contracts' emailSchema / phoneSchema).
 */
export async function findClientsByContact(
  tx: Tx,
  contact: { email?: string | null; phone?: string | null },
): Promise<ClientRow[]> {
  const matches: SQL[] = [];
  if (contact.email) matches.push(eq(clients.email, contact.email));
  if (contact.phone) matches.push(eq(clients.phone, contact.phone));
  if (matches.length === 0) return [];
  return tx
    .select()
    .from(clients)
    .where(and(or(...matches), live))
    .orderBy(clients.createdAt)
    .limit(20);
}

/** Inserts a client, deriving its search text from name, email and phone. */
export async function insertClient(tx: Tx, values: NewClient): Promise<ClientRow> {
  const [row] = await tx
    .insert(clients)
    .values({ ...values, searchText: contactSearchText(values) })
    .returning();
  if (!row) throw new Error('insert into clients returned no row');
  return row;
}

/** True when `id` is a client of the tenant (row-level security hides others) not merged into another. */
export async function isUnmergedClient(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, id), isNull(clients.mergedIntoId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Live clients of the tenant with any of `emails` or `phones` (thousands at once: each list
 * travels as one JSON parameter, cheaper than a bind parameter per value).
 */
export async function findClientsByAnyContact(
  tx: Tx,
  emails: string[],
  phones: string[],
): Promise<Pick<ClientRow, 'name' | 'email' | 'phone'>[]> {
  const among = (list: string[]) => sql`(SELECT jsonb_array_elements_text(${JSON.stringify(list)}::jsonb))`;
  const matches: SQL[] = [];
  if (emails.length > 0) matches.push(sql`${clients.email} IN ${among(emails)}`);
  if (phones.length > 0) matches.push(sql`${clients.phone} IN ${among(phones)}`);
  if (matches.length === 0) return [];
  return tx
    .select({ name: clients.name, email: clients.email, phone: clients.phone })
    .from(clients)
    .where(and(or(...matches), live));
}

/** Inserts clients in one statement (each with its search text); answers their ids in order. */
export async function insertClients(tx: Tx, values: NewClient[]): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await tx
    .insert(clients)
    .values(values.map((v) => ({ ...v, searchText: contactSearchText(v) })))
    .returning({ id: clients.id });
  return rows.map((r) => r.id);
}
