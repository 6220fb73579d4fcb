/** SQL for client notes, read with their author's current name (the CRM's read model of people). */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { clientNotes, clientPeople } from './clients.schema.js';

export type NoteRow = typeof clientNotes.$inferSelect;
export type NoteView = NoteRow & { authorName: string | null };

const authorName = sql<string | null>`${clientPeople.firstName} || ' ' || ${clientPeople.lastName}`;

function selectViews(tx: Tx) {
  return tx
    .select({ note: clientNotes, authorName })
    .from(clientNotes)
    .leftJoin(clientPeople, eq(clientPeople.id, clientNotes.authorId));
}

function toView(r: { note: NoteRow; authorName: string | null }): NoteView {
  return { ...r.note, authorName: r.note.authorId ? r.authorName : null };
}

/** A client's notes, newest first. */
export async function listNotes(tx: Tx, clientId: string): Promise<NoteView[]> {
  const rows = await selectViews(tx)
    .where(eq(clientNotes.clientId, clientId))
    .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id));
  return rows.map(toView);
}

export async function findNote(tx: Tx, clientId: string, noteId: string): Promise<NoteView | undefined> {
  const rows = await selectViews(tx)
    .where(and(eq(clientNotes.id, noteId), eq(clientNotes.clientId, clientId)))
    .limit(1);
  return rows[0] ? toView(rows[0]) : undefined;
}

export async function insertNote(
  tx: Tx,
  values: { tenantId: string; clientId: string; content: string; authorId: string },
): Promise<NoteView> {
  const [row] = await tx.insert(clientNotes).values(values).returning({ id: clientNotes.id });
  if (!row) throw new Error('insert client_notes returned nothing');
  const view = await findNote(tx, values.clientId, row.id);
  if (!view) throw new Error('inserted note not found');
  return view;
}

export async function deleteNote(tx: Tx, noteId: string): Promise<void> {
  await tx.delete(clientNotes).where(eq(clientNotes.id, noteId));
}

/** Moves every note of `fromId` to `toId` (merge keeps the history). */
export async function moveNotes(tx: Tx, fromId: string, toId: string): Promise<void> {
  await tx.update(clientNotes).set({ clientId: toId }).where(eq(clientNotes.clientId, fromId));
}

/** Deletes every note of the clients `ids` (erasure). */
export async function deleteNotesOf(tx: Tx, clientIds: string[]): Promise<void> {
  if (clientIds.length === 0) return;
  await tx.delete(clientNotes).where(inArray(clientNotes.clientId, clientIds));
}

/** Inserts notes in one statement. */
export async function insertNotes(
  tx: Tx,
  values: { tenantId: string; clientId: string; content: string; authorId: string }[],
): Promise<void> {
  if (values.length > 0) await tx.insert(clientNotes).values(values);
}
