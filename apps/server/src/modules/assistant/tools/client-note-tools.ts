/**
 * Dawn AI's client note tool (issue #33 "Write tools"): adds a note to a client's record, signed
 * by the person, once they approve a card showing the client's name and the note's exact text.
 * It goes through the CRM notes route as the person (an employee may not add one).
 */
import { z } from 'zod';
import { CRM_ENDPOINTS, clientNoteCreateSchema, idSchema } from '@daybook/contracts';
import { table } from './tool-helpers.js';
import { writeTool } from './tool.js';
import { added, assertMayCall, clientOf } from './write-helpers.js';

const noteInput = z.object({
  clientId: idSchema('Not a valid client id.').describe('The client (their id).'),
  content: clientNoteCreateSchema.shape.content.describe('The note, exactly as it should be saved.'),
});

/** Adds a note to a client's record, once the person approves its text. */
export const addClientNote = writeTool({
  name: 'add_client_note',
  label: 'Add a client note',
  description:
    'Adds a note to a client’s record (preferences, formulas, what was discussed), signed by the person. The person approves the exact text before it is saved.',
  input: noteInput,
  async preview(ctx, input) {
    assertMayCall(ctx, CRM_ENDPOINTS.addClientNote);
    const client = await clientOf(ctx, input.clientId);
    return {
      title: `Add a note to ${client.name}`,
      changes: [added('Client', client.name), added('Note', input.content)],
    };
  },
  async run(ctx, input) {
    const note = await ctx.api(CRM_ENDPOINTS.addClientNote, {
      params: { id: input.clientId },
      body: { content: input.content },
    });
    const client = await clientOf(ctx, input.clientId);
    return table('Note added', ['Client', 'Note', 'By'], [[client.name, note.content, note.authorName]], {
      label: 'Open the client',
      href: `/crm/clients/${note.clientId}`,
    });
  },
});

export const CLIENT_NOTE_TOOLS = [addClientNote] as const;
