/**
 * Client notes, kept on the server with author and time (the spec's client kept them only in
 * the browser, §7). Reading follows the client's visibility; writing needs client:update;
 * deleting is for the note's author or a manager and above.
 */
import { CLIENT_MESSAGES, hasPermission, type ClientNote } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { toNote } from './clients.mapper.js';
import * as repo from './clients.repository.js';
import { crmReach } from './clients.scope.js';
import { loadClientForWrite } from './clients.service.js';
import * as notes from './notes.repository.js';

/** The client's notes, newest first. 404 when the client is out of reach. Permission client:read. */
export function listClientNotes(db: Db, actor: Actor, clientId: string): Promise<ClientNote[]> {
  return withTenant(db, actor, async (tx) => {
    const row = await repo.findClientRow(tx, clientId, crmReach(actor));
    if (!row || row.mergedIntoId) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.notFound);
    return (await notes.listNotes(tx, clientId)).map(toNote);
  });
}

/**
 * Adds a note by the actor, stamped now. 404 out of reach or merged, 409 erased. Permission
 * client:update.
 */
export function addClientNote(db: Db, actor: Actor, clientId: string, content: string): Promise<ClientNote> {
  return withTenant(db, actor, async (tx) => {
    await loadClientForWrite(tx, actor, clientId);
    const note = await notes.insertNote(tx, {
      tenantId: actor.tenantId,
      clientId,
      content,
      authorId: actor.userId,
    });
    return toNote(note);
  });
}

/**
 * Deletes a note: its author, or a manager, owner or admin (403 for others). 404 when the
 * client is out of reach or the note is not the client's. Permission client:update.
 */
export function deleteClientNote(db: Db, actor: Actor, clientId: string, noteId: string): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    await loadClientForWrite(tx, actor, clientId);
    const note = await notes.findNote(tx, clientId, noteId);
    if (!note) throw new AppError('NOT_FOUND', CLIENT_MESSAGES.noteNotFound);
    if (note.authorId !== actor.userId && !hasPermission(actor.role, 'client_note:delete')) {
      throw new AppError('FORBIDDEN', CLIENT_MESSAGES.noteDeleteForbidden);
    }
    await notes.deleteNote(tx, noteId);
  });
}
