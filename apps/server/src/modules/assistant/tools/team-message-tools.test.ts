/**
 * Dawn AI's team message tool (issue #33) on the real database, through the routes as each
 * person: the card shows the channel's name and the exact text and posts nothing; approved, the
 * message is in the channel, from the person; a public channel they have not joined and another
 * tenant's channel are refused with the send route's own words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_ENDPOINTS, endpointPath, type Channel, type MessagePage } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../../test/context.js';
import { call, ok } from '../../../../test/http.js';
import { previewTool, refusalOf, runTool, toolContextOf } from '../../../../test/assistant-tools.js';
import { sendTeamMessage } from './team-message-tools.js';

let ctx: TestContext;
let owner: Session;
let manager: Session;
let north: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  [owner, manager, north] = await Promise.all([
    ctx.signIn('owner@luxe.example'),
    ctx.signIn('manager@luxe.example'),
    ctx.signIn('owner@northside.example'),
  ]);
});
afterAll(() => ctx?.close());

const messagesUrl = (channelId: string, tenantId: string) =>
  endpointPath(MESSAGING_ENDPOINTS.messages, { channelId, tenantId });

describe('send_team_message', () => {
  it('previews the channel and text, posts once approved, and refuses where the route refuses', async () => {
    const tenantId = owner.user.tenantId;
    // The test database holds no channels: the owner opens one with the manager in it.
    const channel = await ok<Channel>(
      owner,
      'POST',
      MESSAGING_ENDPOINTS.createChannel.path,
      { tenantId, name: 'colour-team', type: 'private', memberIds: [manager.user.id] },
      201,
    );
    const content = 'Reminder: colour stock count tonight after close.';
    const args = { channelId: channel.id, content };
    const asOwner = toolContextOf(ctx.app, owner);

    const before = await ok<MessagePage>(owner, 'GET', `${messagesUrl(channel.id, tenantId)}?limit=100`);
    const card = await previewTool(asOwner, sendTeamMessage, args);
    expect(card.changes).toEqual([
      { label: 'Channel', before: null, after: `#${channel.name}` },
      { label: 'Message', before: null, after: content },
    ]);
    const unchanged = await ok<MessagePage>(owner, 'GET', `${messagesUrl(channel.id, tenantId)}?limit=100`);
    expect(unchanged.cursor).toBe(before.cursor);

    // Another tenant's owner: the channel does not exist for them.
    const direct = await call(north, 'POST', messagesUrl(channel.id, north.user.tenantId), {
      clientId: crypto.randomUUID(),
      content,
    });
    expect(direct.statusCode).toBe(404);
    const asNorth = toolContextOf(ctx.app, north);
    const message = (direct.json() as { message: string }).message;
    expect((await refusalOf(previewTool(asNorth, sendTeamMessage, args))).message).toBe(message);
    expect((await refusalOf(runTool(asNorth, sendTeamMessage, args))).message).toBe(message);

    // A public channel the manager has not joined: readable, not postable.
    const open = await ok<Channel>(
      owner,
      'POST',
      MESSAGING_ENDPOINTS.createChannel.path,
      { tenantId, name: 'owners-corner', type: 'public' },
      201,
    );
    const notJoined = await call(manager, 'POST', messagesUrl(open.id, tenantId), {
      clientId: crypto.randomUUID(),
      content,
    });
    expect(notJoined.statusCode).toBe(403);
    const asManager = toolContextOf(ctx.app, manager);
    const notMember = (notJoined.json() as { message: string }).message;
    const joinArgs = { channelId: open.id, content };
    expect((await refusalOf(previewTool(asManager, sendTeamMessage, joinArgs))).message).toBe(notMember);
    expect((await refusalOf(runTool(asManager, sendTeamMessage, joinArgs))).message).toBe(notMember);

    const sent = await runTool(asOwner, sendTeamMessage, args);
    expect(sent.rows[0]).toEqual([`#${channel.name}`, content]);
    expect(sent.link?.href).toBe(`/messaging?channel=${channel.id}`);
    const after = await ok<MessagePage>(owner, 'GET', `${messagesUrl(channel.id, tenantId)}?limit=100`);
    expect(after.messages.at(-1)).toMatchObject({ content, senderId: owner.user.id });
  });
});
