/**
 * Socket.IO clients for tests: real sockets on loopback, authenticated with a session token
 * sent as the browser sends it (the session cookie).
 */
import { io, type Socket } from 'socket.io-client';
import { SESSION_COOKIE, SOCKET_PATH } from '@daybook/contracts';

/** Opens a socket to `baseUrl` with `token` as the session cookie; resolves once connected. */
export function connectSocket(
  baseUrl: string,
  token: string | null,
  options: { headers?: Record<string, string>; auth?: Record<string, unknown> } = {},
): Promise<Socket> {
  const socket = io(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: options.auth ?? {},
    extraHeaders: {
      ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
      ...options.headers,
    },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Collects every `event` a socket receives until `stop()`. */
export function collectEvents<T>(socket: Socket, event: string): { seen: T[]; stop: () => void } {
  const seen: T[] = [];
  const listener = (payload: T) => seen.push(payload);
  socket.on(event, listener);
  return { seen, stop: () => socket.off(event, listener) };
}

/** Waits until `ready()` holds, or fails after `ms`. */
export async function waitFor(ready: () => boolean, ms = 3000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
