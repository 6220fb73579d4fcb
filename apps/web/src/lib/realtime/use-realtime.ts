/** React hooks over the app's socket (socket.ts). */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { currentSocket, socketStatus, watchSocketStatus, type SocketStatus } from './socket';

/** The socket's connection state and last error. */
export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(watchSocketStatus, socketStatus, socketStatus);
}

/**
 * Calls `handler` for each `event` the server sends while the component is mounted (and the
 * socket is open); the latest handler is used without re-subscribing.
 */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  // Re-rendered on every status change, so a socket opened later is picked up.
  useSocketStatus();
  const socket = currentSocket();
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
