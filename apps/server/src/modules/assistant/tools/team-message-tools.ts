/**
 * Dawn AI's team message tool (issue #33 "Write tools"): posts a message, signed by the person,
 * to a channel they belong to, once they approve a card showing the channel's name and the exact
 * text. It goes through the messaging routes as the person, so a channel they may not post to is
 * refused with the route's own words.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import { MESSAGING_ENDPOINTS, MESSAGING_MESSAGES, idSchema, messageSendSchema } from '@daybook/contracts';
import { AppError } from '../../../core/app-error.js';
import { table } from './tool-helpers.js';
import { writeTool, type ToolContext } from './tool.js';
import { added, assertMayCall } from './write-helpers.js';

const messageInput = z.object({
  channelId: idSchema('Not a valid channel id.').describe(
    'The channel to post in (its id); the person must belong to it.',
  ),
  content: messageSendSchema.shape.content.describe('The message, exactly as it should be posted.'),
});

/** '#front-desk', or a direct message's other person as the viewer sees them. */
const channelLabel = (c: { name: string; type: string }) => (c.type === 'dm' ? c.name : `#${c.name}`);

/**
 * The channel as the person sees it, refused as the send route refuses it: 404 when they cannot
 * see it, 403 when it is a public channel they have not joined.
 */
async function postableChannel(ctx: ToolContext, channelId: string) {
  const { channels } = await ctx.api(MESSAGING_ENDPOINTS.channels, {
    params: { tenantId: ctx.actor.tenantId },
  });
  const channel = channels.find((c) => c.id === channelId);
  if (!channel) throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.channelNotFound);
  if (!channel.isMember) throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.notMember);
  return channel;
}

/** Posts a message to one of the person's channels, once they approve the text. */
export const sendTeamMessage = writeTool({
  name: 'send_team_message',
  label: 'Send a team message',
  description:
    'Posts a message, signed by the person, to a team channel or direct message they belong to. The person approves the channel and exact text before it is sent.',
  input: messageInput,
  async preview(ctx, input) {
    assertMayCall(ctx, MESSAGING_ENDPOINTS.send);
    const channel = await postableChannel(ctx, input.channelId);
    return {
      title: `Message ${channelLabel(channel)}`,
      changes: [added('Channel', channelLabel(channel)), added('Message', input.content)],
    };
  },
  async run(ctx, input) {
    const channel = await postableChannel(ctx, input.channelId);
    // The route dedupes a sender's retry by this id; each approved run is one new message.
    const message = await ctx.api(MESSAGING_ENDPOINTS.send, {
      params: { channelId: input.channelId, tenantId: ctx.actor.tenantId },
      body: { clientId: crypto.randomUUID(), content: input.content },
    });
    return table('Message sent', ['Channel', 'Message'], [[channelLabel(channel), message.content]], {
      label: 'Open the channel',
      href: `/messaging?channel=${message.channelId}`,
    });
  },
});

export const TEAM_MESSAGE_TOOLS = [sendTeamMessage] as const;
