/**
 * Clients met by their contact details, for every path where a client who may already exist
 * arrives: online booking, CSV import, the CRM's duplicate warning (spec core.md §3 Client).
 * Email and phone must already be in normal form (contracts' emailSchema / phoneSchema).
 */
import { recordEvent, recordEvents } from '../../events/business-events.js';
import type { ClientSource } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import * as repo from './clients.repository.js';
import { insertNotes } from './notes.repository.js';

/** A client as other modules see it when matching or adding one. */
export type ContactClient = Pick<
  repo.ClientRow,
  'id' | 'establishmentId' | 'name' | 'email' | 'phone' | 'source' | 'createdBy' | 'createdAt'
>;

/** A new client: home establishment, name, contact details, where they came from and who added them. */
export interface NewContactClient {
  tenantId: string;
  establishmentId: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  source?: ClientSource;
  /** Null for a client who added themselves (online booking). */
  createdBy?: string | null;
}

function toContactClient(row: repo.ClientRow): ContactClient {
  const { id, establishmentId, name, email, phone, source, createdBy, createdAt } = row;
  return { id, establishmentId, name, email, phone, source, createdBy, createdAt };
}

/** The tenant's live clients with this email or this phone, oldest first (merged and erased ones left out). */
export async function clientsByContact(
  tx: Tx,
  contact: { email?: string | null; phone?: string | null },
): Promise<ContactClient[]> {
  return (await repo.findClientsByContact(tx, contact)).map(toContactClient);
}

/**
 * The one live client these details name: the one with this email (the more personal detail:
 * families share phones), else the one with this phone; null when none.
 */
export async function findClientByContact(
  tx: Tx,
  contact: { email?: string | null; phone?: string | null },
): Promise<ContactClient | null> {
  const found = await clientsByContact(tx, contact);
  return (
    found.find((c) => contact.email && c.email === contact.email) ??
    found.find((c) => contact.phone && c.phone === contact.phone) ??
    null
  );
}

/** Adds a client inside the caller's tenant transaction. */
export async function addClient(tx: Tx, client: NewContactClient): Promise<ContactClient> {
  const row = await repo.insertClient(tx, client);
  await recordEvent(tx, client.tenantId, 'client.created', { clientId: row.id });
  return toContactClient(row);
}

/** The name, email and phone of each live client with any of `emails` or `phones`. */
export function clientsWithAnyContact(
  tx: Tx,
  contacts: { emails: string[]; phones: string[] },
): Promise<Pick<ContactClient, 'name' | 'email' | 'phone'>[]> {
  return repo.findClientsByAnyContact(tx, contacts.emails, contacts.phones);
}

/** A client of a bulk addition, with the note to keep on their record if any. */
export interface ImportedClient {
  name: string;
  email: string | null;
  phone: string | null;
  birthdate: string | null;
  preferences: string | null;
  allergies: string | null;
  status: string;
  notes: string | null;
}

/** Rows per INSERT: 500 rows × 14 columns stays far below PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 500;

/**
 * Adds `list` at `establishmentId` inside the caller's tenant transaction (source 'import',
 * created by `actor`), each row's notes kept as a client note by the same person: a few
 * statements per 500 rows, however many there are. Answers the new clients' ids in `list`'s order.
 */
export async function addImportedClients(
  tx: Tx,
  actor: { tenantId: string; userId: string },
  establishmentId: string,
  list: ImportedClient[],
): Promise<string[]> {
  const added: string[] = [];
  for (let i = 0; i < list.length; i += INSERT_BATCH) {
    const batch = list.slice(i, i + INSERT_BATCH);
    const ids = await repo.insertClients(
      tx,
      batch.map(({ notes: _notes, ...c }) => ({
        ...c,
        tenantId: actor.tenantId,
        establishmentId,
        source: 'import',
        createdBy: actor.userId,
      })),
    );
    await recordEvents(
      tx,
      actor.tenantId,
      'client.created',
      ids.map((clientId) => ({ clientId })),
    );
    await insertNotes(
      tx,
      batch.flatMap((c, n) =>
        c.notes && ids[n]
          ? [{ tenantId: actor.tenantId, clientId: ids[n], content: c.notes, authorId: actor.userId }]
          : [],
      ),
    );
    added.push(...ids);
  }
  return added;
}
