/**
 * Establishment use cases (spec core.md §3 Establishment, §6 establishment access, §7).
 * Admin and owner reach every establishment of the tenant; others only those they work at.
 * An establishment the actor may not reach answers 404, the same as one that does not exist.
 */
import {
  canAccessAnyEstablishment,
  type Establishment,
  type EstablishmentCreateParsed,
  type EstablishmentUpdateParsed,
  type RawRole,
  type TimeZoneSource,
  ESTABLISHMENT_MESSAGES,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { reaches, type Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { resolveTimeZone } from './establishments.time-zone.js';
import * as repo from './establishments.repository.js';
import { toEstablishment, toInsert, toUpdate } from './establishments.mapper.js';

function visibleIds(actor: Actor): string[] | undefined {
  return canAccessAnyEstablishment(actor.role) ? undefined : actor.establishmentIds;
}

const NOT_FOUND = 'Establishment not found.';

/** The 404 of a location missing or out of reach, for a module that looks it up itself. */
export function establishmentNotFound(): AppError {
  return new AppError('NOT_FOUND', NOT_FOUND);
}

/**
 * The establishment `id` when the actor reaches it (spec core.md §6 establishment access) and it
 * is in the tenant (row-level security hides others); else 404 with `message`. Reach is checked
 * before the database. Every module that works inside one establishment opens it with this.
 */
export async function openEstablishment(
  tx: Tx,
  actor: Actor,
  id: string,
  message: string = NOT_FOUND,
): Promise<repo.EstablishmentRow> {
  const row = reaches(actor, id) ? await repo.findEstablishment(tx, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', message);
  return row;
}

/** Lists the establishments the actor may use, by name. */
export function listEstablishments(db: Db, actor: Actor): Promise<Establishment[]> {
  return withTenant(db, actor, async (tx) =>
    (await repo.listEstablishments(tx, visibleIds(actor))).map(toEstablishment),
  );
}

/** One establishment; NOT_FOUND when missing or out of the actor's reach. */
export function getEstablishment(db: Db, actor: Actor, id: string): Promise<Establishment> {
  return withTenant(db, actor, async (tx) => toEstablishment(await openEstablishment(tx, actor, id)));
}

/**
 * Creates an establishment inside an open tenant transaction and assigns `ownerId` to it. Its
 * time zone is the one given, else the address's (a US state, or a country with one zone), else
 * the tenant's first location's; the answer says which (`timeZoneSource`). 400 on timeZone when
 * none of them names one. Used by the create endpoint and by sign-up.
 */
export async function insertEstablishment(
  tx: Tx,
  tenantId: string,
  ownerId: string | null,
  input: EstablishmentCreateParsed,
): Promise<Establishment & { timeZoneSource: TimeZoneSource }> {
  const zone = resolveTimeZone(
    input.timeZone,
    input.address,
    input.timeZone ? null : await repo.firstEstablishmentZone(tx),
  );
  if (!zone) throw invalid('timeZone', ESTABLISHMENT_MESSAGES.timeZoneNeeded);
  const row = await repo.insertEstablishment(tx, toInsert(tenantId, ownerId, input, zone.timeZone));
  if (ownerId) await repo.assignUser(tx, tenantId, ownerId, row.id);
  return { ...toEstablishment(row), timeZoneSource: zone.source };
}

/** Creates an establishment owned by the actor (permission establishment:create). */
export function createEstablishment(
  db: Db,
  actor: Actor,
  input: EstablishmentCreateParsed,
): Promise<Establishment & { timeZoneSource: TimeZoneSource }> {
  return withTenant(db, actor, (tx) => insertEstablishment(tx, actor.tenantId, actor.userId, input));
}

/** Updates fields, business hours, settings or the active flag (permission establishment:update). */
export function updateEstablishment(
  db: Db,
  actor: Actor,
  id: string,
  input: EstablishmentUpdateParsed,
): Promise<Establishment> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, id);
    const row = await repo.updateEstablishment(tx, id, toUpdate(input));
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toEstablishment(row);
  });
}

/** Deletes an establishment; the tenant's last one is refused (LAST_ESTABLISHMENT). */
export function deleteEstablishment(db: Db, actor: Actor, id: string): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, id);
    if ((await repo.countEstablishments(tx)) <= 1) throw new AppError('LAST_ESTABLISHMENT');
    await repo.deleteEstablishment(tx, id);
  });
}

/**
 * The ids of the establishments a person may use, by name: every one of the tenant's for an
 * owner or admin, the ones they are assigned to otherwise. Runs in the caller's transaction
 * (also as the auth role, when a session is resolved before any tenant is known).
 */
export function establishmentIdsOf(
  tx: Tx,
  person: { id: string; tenantId: string; role: RawRole },
): Promise<string[]> {
  return repo.establishmentIdsFor(tx, person);
}

/*
 * Reads for other modules, inside their transaction. The actor's reach is theirs to check
 * (openEstablishment does it for the ones that act for a person).
 */

/** The establishment `id` of the tenant in scope, or undefined (no reach check: public booking, lookups). */
export function establishmentById(tx: Tx, id: string): Promise<repo.EstablishmentRow | undefined> {
  return repo.findEstablishment(tx, id);
}

/** Every establishment of the tenant in scope, by name. */
export function establishmentsOfTenant(tx: Tx): Promise<repo.EstablishmentRow[]> {
  return repo.listEstablishments(tx);
}

/** A person working at an establishment, with contact details. */
export type StaffMember = Awaited<ReturnType<typeof repo.listEmployees>>[number];

/** The active people assigned to the establishment, by last then first name, with contact details. */
export function staffAt(tx: Tx, establishmentId: string): Promise<StaffMember[]> {
  return repo.listEmployees(tx, establishmentId);
}

/** Of `userIds`, the active people assigned to the establishment, with their role. */
export function peopleAt(
  tx: Tx,
  establishmentId: string,
  userIds: string[],
): Promise<{ id: string; role: RawRole }[]> {
  return repo.activeStaffAt(tx, establishmentId, userIds);
}

/** Of `userIds`, the ids of the active people assigned to the establishment. */
export async function activeStaffAt(tx: Tx, establishmentId: string, userIds: string[]): Promise<string[]> {
  return (await repo.activeStaffAt(tx, establishmentId, userIds)).map((p) => p.id);
}

/** Assigns a person to an establishment (no-op when already assigned). */
export function assignPerson(
  tx: Tx,
  tenantId: string,
  userId: string,
  establishmentId: string,
): Promise<void> {
  return repo.assignUser(tx, tenantId, userId, establishmentId);
}

export type { EstablishmentRow } from './establishments.repository.js';
