/**
 * The app's one Socket.IO connection (spec core.md §4 "Messaging socket", §9): same origin, the
 * session cookie authenticates it; reconnects 5 times 1 s apart, then stays honestly
 * 'disconnected' with the error until `retry()`. Screens read its state with useSocketStatus.
 */
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, SOCKET_RECONNECT_ATTEMPTS, SOCKET_RECONNECT_DELAY_MS } from '@daybook/contracts';

/** 'closed': not opened (signed out); 'disconnected': gave up or refused, until retry. */
export type SocketState = 'closed' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export interface SocketStatus {
  state: SocketState;
  /** The last connection error's message, kept while not connected (spec §8). */
  error: string | null;
}

let socket: Socket | null = null;
let status: SocketStatus = { state: 'closed', error: null };
const watchers = new Set<() => void>();
const reconnectWatchers = new Set<() => void>();

function setStatus(next: SocketStatus): void {
  status = next;
  for (const watcher of watchers) watcher();
}

/** Opens the connection (once; later calls answer the same socket). */
export function openSocket(): Socket {
  if (socket) return socket;
  const s = io({
    path: SOCKET_PATH,
    withCredentials: true,
    reconnectionAttempts: SOCKET_RECONNECT_ATTEMPTS,
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MS,
    randomizationFactor: 0,
  });
  let wasConnected = false;
  setStatus({ state: 'connecting', error: null });
  s.on('connect', () => {
    setStatus({ state: 'connected', error: null });
    // Events may have been missed while away: screens read again from the server.
    if (wasConnected) for (const watcher of reconnectWatchers) watcher();
    wasConnected = true;
  });
  s.on('disconnect', (reason) => {
    // A server-side disconnect (session ended) is not retried by the client: say so.
    const retrying = s.active;
    setStatus({ state: retrying ? 'reconnecting' : 'disconnected', error: retrying ? null : reason });
  });
  s.on('connect_error', (err) => {
    setStatus({ state: s.active ? 'reconnecting' : 'disconnected', error: err.message });
  });
  s.io.on('reconnect_failed', () => setStatus({ state: 'disconnected', error: status.error }));
  socket = s;
  return s;
}

/** Closes the connection (signing out). */
export function closeSocket(): void {
  socket?.removeAllListeners();
  socket?.io.removeAllListeners();
  socket?.close();
  socket = null;
  setStatus({ state: 'closed', error: null });
}

/** Tries again after the automatic attempts gave up. */
export function retrySocket(): void {
  if (!socket) return;
  setStatus({ state: 'connecting', error: null });
  socket.connect();
}

/** The current socket, if open. */
export function currentSocket(): Socket | null {
  return socket;
}

/** The connection's status now (for useSyncExternalStore). */
export function socketStatus(): SocketStatus {
  return status;
}

/** Calls `watcher` whenever the status changes; answers the unsubscribe. */
export function watchSocketStatus(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** Calls `watcher` after each reconnection (not the first connect); answers the unsubscribe. */
export function onReconnect(watcher: () => void): () => void {
  reconnectWatchers.add(watcher);
  return () => reconnectWatchers.delete(watcher);
}
