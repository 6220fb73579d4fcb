/**
 * Dawn AI's client note tool (issue #33) on the real database, through the routes as each
 * person: the card shows the client's name and the exact text and writes nothing; approved, the
 * note is on the client's record, signed by the person; an employee and another tenant's owner are
 * refused with the route's own words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_ENDPOINTS, endpointPath, type Client, type ClientNote } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../../test/context.js';
import { call, ok } from '../../../../test/http.js';
import { previewTool, refusalOf, runTool, toolContextOf } from '../../../../test/assistant-tools.js';
import { addClientNote } from './client-note-tools.js';

let ctx: TestContext;
let owner: Session;
let employee: Session;
let north: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  [owner, employee, north] = await Promise.all([
    ctx.signIn('owner@luxe.example'),
    ctx.signIn('employee@luxe.example'),
    ctx.signIn('owner@northside.example'),
  ]);
});
afterAll(() => ctx?.close());

describe('add_client_note', () => {
  it('previews the text, adds the note once approved, and refuses whom the route refuses', async () => {
    const [client] = await ok<Client[]>(owner, 'GET', CRM_ENDPOINTS.listClients.path);
    const notesUrl = endpointPath(CRM_ENDPOINTS.clientNotes, { id: client!.id });
    const content = 'Prefers the 9 AM slot.\nAsk about the gloss next time.';
    const args = { clientId: client!.id, content };
    const asOwner = toolContextOf(ctx.app, owner);

    const before = await ok<ClientNote[]>(owner, 'GET', notesUrl);
    const card = await previewTool(asOwner, addClientNote, args);
    expect(card.changes).toEqual([
      { label: 'Client', before: null, after: client!.name },
      { label: 'Note', before: null, after: content },
    ]);
    expect(await ok<ClientNote[]>(owner, 'GET', notesUrl)).toHaveLength(before.length);

    for (const who of [employee, north]) {
      const direct = await call(who, 'POST', notesUrl, { content });
      expect(direct.statusCode).toBeGreaterThanOrEqual(400);
      const message = (direct.json() as { message: string }).message;
      const asThem = toolContextOf(ctx.app, who);
      expect((await refusalOf(previewTool(asThem, addClientNote, args))).message).toBe(message);
      expect((await refusalOf(runTool(asThem, addClientNote, args))).message).toBe(message);
    }
    expect(await ok<ClientNote[]>(owner, 'GET', notesUrl)).toHaveLength(before.length);

    const done = await runTool(asOwner, addClientNote, args);
    expect(done.rows[0]).toEqual([client!.name, content, `${owner.user.first_name} ${owner.user.last_name}`]);
    expect(done.link?.href).toBe(`/crm/clients/${client!.id}`);
    const after = await ok<ClientNote[]>(owner, 'GET', notesUrl);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ content, authorId: owner.user.id });
  });
});
