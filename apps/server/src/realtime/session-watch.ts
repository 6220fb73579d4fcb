/**
 * A socket lives no longer than its session (spec core.md §7; issue #28). The session's expiry
 * (the earlier of idle and absolute) is known from the handshake; a timer at that instant, and a
 * look before each event the socket sends, re-check the session once that instant has passed
 * (browsing may have slid the idle expiry on) and disconnect the socket when it has ended.
 * Revocations (sign-out, password change, termination) disconnect at once through
 * Realtime.endSession; this covers the session that simply runs out.
 */
import type { Socket } from 'socket.io';

/** setTimeout's longest delay (about 24.8 days); a later expiry re-arms on the way. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface SessionWatchOptions {
  /** When the session ends unless re-checked. */
  expiresAt: Date;
  now: () => Date;
  /** Looks the session up again: its new expiry, or null when it has ended. */
  recheck: () => Promise<Date | null>;
  onError: (err: unknown) => void;
}

/** Disconnects `socket` (server side) once its session has ended, and drops its events after. */
export function watchSession(socket: Socket, options: SessionWatchOptions): void {
  let expiresAt = options.expiresAt;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<boolean> | null = null;

  const end = (): false => {
    clearTimeout(timer);
    socket.disconnect(true);
    return false;
  };
  const alive = (): Promise<boolean> => {
    checking ??= options
      .recheck()
      .then((next) => {
        if (!next || next <= options.now()) return end();
        expiresAt = next;
        arm();
        return true;
      })
      .catch((err: unknown) => {
        options.onError(err);
        return end();
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  };
  const arm = (): void => {
    clearTimeout(timer);
    const delay = Math.min(Math.max(expiresAt.getTime() - options.now().getTime(), 0), MAX_DELAY_MS);
    timer = setTimeout(() => {
      if (options.now() >= expiresAt) void alive();
      else arm();
    }, delay);
    timer.unref();
  };

  // In time, events pass at once (their order kept); past it, only after the session is found live.
  socket.use((_packet, next) => {
    if (options.now() < expiresAt) return next();
    void alive().then((ok) => {
      if (ok) next();
    });
  });
  socket.on('disconnect', () => clearTimeout(timer));
  arm();
}
