/**
 * The Socket.IO server on the API's own HTTP server (spec core.md §7 "Real-time socket").
 *
 * - Handshake: the session (cookie or bearer token, handshake.ts) must be valid; the socket then
 *   joins its tenant's, establishments', user's and session's rooms (rooms.ts), and is
 *   disconnected when that session ends: revoked (endSession) or run out (session-watch.ts).
 * - Domain events (the change feed, after commit) reach every instance by the database's NOTIFY,
 *   so each instance forwards them to its own sockets only (`local`): nothing is sent twice.
 * - Everything else an instance emits (presence, and what modules emit through `emit`) fans out
 *   to every instance through the Redis Streams adapter when REDIS_URL is set; without it one
 *   process works alone. The Streams adapter resumes its stream after a Redis reconnect, so a
 *   blip loses no packet (the pub/sub adapter would).
 */
import type { FastifyInstance } from 'fastify';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import {
  DOMAIN_ENTITIES,
  PERSONAL_ENTITIES,
  SERVER_ONLY_ENTITIES,
  SOCKET_EVENTS,
  SOCKET_PATH,
  type DomainEntity,
  type DomainEvent,
  type EntityChangedPayload,
  type PresencePayload,
} from '@daybook/contracts';
import { authenticate, type AuthDeps } from '../modules/auth/index.js';
import type { DomainEvents } from '../events/domain-events.js';
import type { Actor } from '../core/actor.js';
import { handshakeToken } from './handshake.js';
import { rooms } from './rooms.js';
import { watchSession } from './session-watch.js';

/**
 * The entities whose changes are forwarded to screens as `entity:changed`: not a person's own,
 * nor those announced for the server alone.
 */
const FORWARDED_ENTITIES: readonly DomainEntity[] = DOMAIN_ENTITIES.filter(
  (e) => !PERSONAL_ENTITIES.includes(e) && !SERVER_ONLY_ENTITIES.includes(e),
);

export interface RealtimeOptions {
  auth: AuthDeps;
  events: DomainEvents;
  /** Redis for fan-out across instances; undefined: this process alone. */
  redisUrl?: string;
  /** Behind a proxy: the host the browser saw is X-Forwarded-Host. */
  trustProxy: boolean;
}

/** What modules may do with the realtime server (ModuleDeps.realtime). */
export interface Realtime {
  /** Emits to every socket in `to` (room names), on every instance. */
  emit(to: string | string[], event: string, payload: unknown): void;
  /** Emits to the sockets in `to` connected to this instance only (for change-feed events). */
  emitLocal(to: string | string[], event: string, payload: unknown): void;
  /**
   * Adds rooms every socket joins at its handshake, before its connect is answered (a module's
   * own rooms, such as messaging's channels): nothing sent to them right after can miss it.
   */
  roomsAtHandshake(rooms: (actor: Actor) => Promise<string[]>): void;
  /** Runs `handler` for every authenticated socket that connects (a module's socket events). */
  onConnection(handler: (socket: AppSocket, actor: Actor) => void): void;
  /** Disconnects every socket of a session (signed out, password changed), on every instance. */
  endSession(sessionId: string): void;
  /** Makes every socket of these people, on every instance, join `room` (added to a channel). */
  join(userIds: readonly string[], room: string): void;
  /** Makes every socket of these people, on every instance, leave `room`. */
  leave(userIds: readonly string[], room: string): void;
  /**
   * Who of the tenant has a socket on any instance, and whether away (every socket of theirs
   * said so) or online; anyone else is offline.
   */
  presence(tenantId: string): Promise<Map<string, 'online' | 'away'>>;
}

/** A connected socket as modules handle it: any event names, typed data. */
export type AppSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/** What a socket carries: its session's actor, and the presence its page last told (user:status). */
export interface SocketData {
  actor: Actor;
  status?: 'online' | 'away';
  /** The modules' rooms (roomsAtHandshake), joined with the session's own on connection. */
  moduleRooms?: string[];
}

/** The origin check: a browser's cross-site page may not ride on its visitor's cookie. */
function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** When a session ends unless used again: the earlier of its idle and absolute expiries. */
function expiryOf(session: { idleExpiresAt: Date; absoluteExpiresAt: Date }): Date {
  return session.idleExpiresAt < session.absoluteExpiresAt
    ? session.idleExpiresAt
    : session.absoluteExpiresAt;
}

/** Attaches Socket.IO to `app.server`; closing the app closes it (and its Redis connection). */
export async function attachRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<Realtime> {
  const redis = options.redisUrl ? new Redis(options.redisUrl, { lazyConnect: true }) : null;
  if (redis) {
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis connection error'));
    await redis.connect();
  }
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: undefined,
    allowRequest: (req, callback) => {
      const forwarded = options.trustProxy ? req.headers['x-forwarded-host'] : undefined;
      const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? req.headers.host;
      callback(null, sameOrigin(req.headers.origin, host));
    },
    ...(redis ? { adapter: createAdapter(redis) } : {}),
  });

  // Each socket's session token and expiry, for the watch that ends the socket with the session.
  const sessionOf = new WeakMap<object, { token: string; expiresAt: Date }>();
  io.use((socket, next) => {
    const token = handshakeToken(socket.request, socket.handshake.auth, (h) => app.parseCookie(h));
    if (!token) return next(new Error('Unauthorized'));
    authenticate(options.auth, token)
      .then((result) => {
        if (result.status !== 'ok')
          return next(new Error(result.status === 'expired' ? 'Session expired' : 'Unauthorized'));
        socket.data.actor = { ...result.actor, establishmentId: null };
        sessionOf.set(socket, { token, expiresAt: expiryOf(result.session) });
        next();
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'socket handshake failed');
        next(new Error('Unauthorized'));
      });
  });

  const roomSources: ((actor: Actor) => Promise<string[]>)[] = [];
  io.use((socket, next) => {
    Promise.all(roomSources.map((source) => source(socket.data.actor)))
      .then((found) => {
        socket.data.moduleRooms = found.flat();
        next();
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'socket rooms failed');
        next(new Error('Could not connect'));
      });
  });

  const handlers: ((socket: AppSocket, actor: Actor) => void)[] = [];
  io.on('connection', (socket) => {
    const { actor } = socket.data;
    void socket.join([
      rooms.tenant(actor.tenantId),
      rooms.user(actor.userId),
      rooms.session(actor.sessionId),
      ...actor.establishmentIds.map(rooms.establishment),
      ...(socket.data.moduleRooms ?? []),
    ]);
    const presence: PresencePayload = { userId: actor.userId };
    io.to(rooms.tenant(actor.tenantId)).emit(SOCKET_EVENTS.userConnected, presence);
    socket.on('disconnect', () => {
      // Offline only when the person's last socket, on any instance, has gone.
      io.in(rooms.user(actor.userId))
        .fetchSockets()
        .then((rest) => {
          if (rest.length === 0)
            io.to(rooms.tenant(actor.tenantId)).emit(SOCKET_EVENTS.userDisconnected, presence);
        })
        .catch(() => undefined);
    });
    const session = sessionOf.get(socket);
    if (session) {
      watchSession(socket, {
        expiresAt: session.expiresAt,
        now: options.auth.now,
        recheck: async () => {
          const result = await authenticate(options.auth, session.token);
          return result.status === 'ok' ? expiryOf(result.session) : null;
        },
        onError: (err) => app.log.error({ err }, 'socket session check failed'),
      });
    }
    for (const handler of handlers) handler(socket, actor);
  });

  const forward = (event: DomainEvent): void => {
    const payload: EntityChangedPayload = {
      entity: event.entity,
      change: event.change,
      ids: event.ids,
      establishmentIds: event.establishmentIds,
      ...(event.visitKeys !== undefined && { visitKeys: event.visitKeys }),
    };
    const to = event.establishmentIds
      ? event.establishmentIds.map(rooms.establishment)
      : [rooms.tenant(event.tenantId)];
    // Rooms of another tenant's establishments hold only that tenant's sockets.
    io.local.to(to).emit(SOCKET_EVENTS.entityChanged, payload);
  };
  const unsubscribe = options.events.subscribe(FORWARDED_ENTITIES, forward);

  // Before the HTTP server closes: its upgraded sockets would otherwise keep it open.
  app.addHook('preClose', async () => {
    unsubscribe();
    io.disconnectSockets(true);
    io.engine.close();
    await Promise.all([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
  });
  app.addHook('onClose', () => {
    redis?.disconnect();
  });

  return {
    emit: (to, event, payload) => io.to(to).emit(event as never, payload as never),
    emitLocal: (to, event, payload) => io.local.to(to).emit(event as never, payload as never),
    roomsAtHandshake: (source) => roomSources.push(source),
    onConnection: (handler) => handlers.push(handler),
    endSession: (sessionId) => io.in(rooms.session(sessionId)).disconnectSockets(true),
    join: (userIds, room) => {
      if (userIds.length) io.in(userIds.map(rooms.user)).socketsJoin(room);
    },
    leave: (userIds, room) => {
      if (userIds.length) io.in(userIds.map(rooms.user)).socketsLeave(room);
    },
    presence: async (tenantId) => {
      const found = new Map<string, 'online' | 'away'>();
      for (const socket of await io.in(rooms.tenant(tenantId)).fetchSockets()) {
        const { userId } = socket.data.actor;
        const status = socket.data.status ?? 'online';
        if (found.get(userId) !== 'online') found.set(userId, status);
      }
      return found;
    },
  };
}
