/**
 * Messaging over the socket (spec core.md §7 "Real-time socket", §4 "Messaging socket"):
 * - at the handshake, the socket joins the rooms of the person's channels (channelRooms);
 * - message:send runs the same use case as the HTTP send and acknowledges with the stored
 *   message (delivery to the room rides the change feed, messaging.delivery.ts);
 * - message:typing is relayed to the channel's other sockets with the session's own name;
 * - channel:join / channel:leave subscribe to a channel's room (members only);
 * - user:status tells the tenant the person is online or away.
 * Payloads are checked; identity is always the session's, never a payload's.
 */
import { z } from 'zod';
import {
  MESSAGING_CLIENT_EVENTS,
  MESSAGING_MESSAGES,
  MESSAGING_SERVER_EVENTS,
  messageSendSchema,
  type MessageAck,
  type StatusPayload,
  type TypingPayload,
} from '@daybook/contracts';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import type { AppSocket } from '../../realtime/realtime-server.js';
import { rooms } from '../../realtime/rooms.js';
import type { MessagingDeps } from './messaging.channels.js';
import { sendMessage } from './messaging.messages.js';
import * as repo from './messaging.repository.js';

const channelIdSchema = z.object({ channelId: z.uuid() });
const sendSchema = messageSendSchema.extend({ channelId: z.uuid() });
const typingSchema = channelIdSchema.extend({ isTyping: z.boolean() });
const statusSchema = z.object({ status: z.enum(['online', 'away']) });

/** The answer a failed send acknowledges with: the error's own text, else the spec's. */
function failure(err: unknown): MessageAck {
  if (err instanceof AppError) return { ok: false, error: err.message };
  if (err instanceof z.ZodError)
    return { ok: false, error: err.issues[0]?.message ?? MESSAGING_MESSAGES.sendMessage };
  return { ok: false, error: MESSAGING_MESSAGES.sendMessage };
}

/** The rooms of the channels `actor` belongs to (Realtime.roomsAtHandshake). */
export async function channelRooms(deps: MessagingDeps, actor: Actor): Promise<string[]> {
  const ids = await withTenant(deps.db, actor, (tx) => repo.memberChannelIds(tx, actor.userId));
  return ids.map(rooms.channel);
}

/** Sets up one authenticated socket's messaging events; `onError` hears what failed unexpectedly. */
export function handleSocket(
  deps: MessagingDeps,
  socket: AppSocket,
  actor: Actor,
  onError: (err: unknown) => void,
): void {
  let name: Promise<string> | null = null;
  const userName = () =>
    (name ??= withTenant(deps.db, actor, (tx) => repo.people(tx, [actor.userId])).then(
      (p) => p[0]?.name ?? '',
    ));

  socket.on(MESSAGING_CLIENT_EVENTS.send, (payload: unknown, ack?: (answer: MessageAck) => void) => {
    const parsed = sendSchema.safeParse(payload);
    const answer = parsed.success
      ? sendMessage(
          deps,
          actor,
          { channelId: parsed.data.channelId, tenantId: actor.tenantId },
          parsed.data,
        ).then(({ message }): MessageAck => ({ ok: true, message }), failure)
      : Promise.resolve(failure(parsed.error));
    void answer.then((a) => ack?.(a));
  });

  socket.on(MESSAGING_CLIENT_EVENTS.typing, (payload: unknown) => {
    const parsed = typingSchema.safeParse(payload);
    if (!parsed.success) return;
    const room = rooms.channel(parsed.data.channelId);
    // Only a member's socket is in the room: anyone else's typing goes nowhere.
    if (!socket.rooms.has(room)) return;
    userName()
      .then((found) => {
        const typing: TypingPayload = { ...parsed.data, userId: actor.userId, userName: found };
        socket.to(room).emit(MESSAGING_SERVER_EVENTS.typing, typing);
      })
      .catch(onError);
  });

  socket.on(MESSAGING_CLIENT_EVENTS.join, (payload: unknown) => {
    const parsed = channelIdSchema.safeParse(payload);
    if (!parsed.success) return;
    const { channelId } = parsed.data;
    withTenant(deps.db, actor, (tx) => repo.findMember(tx, channelId, actor.userId))
      .then((member) => (member ? socket.join(rooms.channel(channelId)) : undefined))
      .catch(onError);
  });

  socket.on(MESSAGING_CLIENT_EVENTS.leave, (payload: unknown) => {
    const parsed = channelIdSchema.safeParse(payload);
    if (parsed.success) void socket.leave(rooms.channel(parsed.data.channelId));
  });

  socket.on(MESSAGING_CLIENT_EVENTS.status, (payload: unknown) => {
    const parsed = statusSchema.safeParse(payload);
    if (!parsed.success) return;
    socket.data.status = parsed.data.status;
    const told: StatusPayload = { userId: actor.userId, status: parsed.data.status };
    deps.realtime.emit(rooms.tenant(actor.tenantId), MESSAGING_SERVER_EVENTS.status, told);
  });
}
