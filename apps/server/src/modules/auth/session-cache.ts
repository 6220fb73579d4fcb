/**
 * A short-lived, in-process memory of resolved sessions, so a burst of requests with one token
 * costs one database lookup instead of one each (the calendar polls and fans out requests).
 *
 * Staleness is bounded by `ttlSeconds` (SESSION_CACHE_SECONDS, default 2): a session revoked
 * or a user deactivated by another instance is honoured here at most that much later. Changes
 * made through this instance (sign-out, refresh, password reset, profile metadata) forget the
 * entries at once. A ttl of 0 turns the cache off.
 */
import { LRUCache } from 'lru-cache';

/** Most sessions remembered at once; the least recently used go first. */
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  userId: string;
  expiresAt: number;
}

export class SessionCache<T extends object> {
  private readonly entries = new LRUCache<string, Entry<T>>({ max: MAX_ENTRIES });
  /** Lookups under way, by token hash: a burst that finds nothing remembered waits for one. */
  private readonly pending = new Map<string, Promise<unknown>>();

  /** `now` is the app's clock (tests move it), in the same terms as the sessions' expiries. */
  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {}

  /** The remembered resolution of `tokenHash`, if still fresh. */
  get(tokenHash: string): T | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now().getTime()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.value;
  }

  /** Remembers `value` for `tokenHash` (belonging to `userId`) for the ttl. */
  set(tokenHash: string, userId: string, value: T): void {
    if (this.ttlSeconds <= 0) return;
    this.entries.set(tokenHash, { value, userId, expiresAt: this.now().getTime() + this.ttlSeconds * 1000 });
  }

  /**
   * `lookUp`'s answer for `tokenHash`, shared by every caller that asks while it runs: when the
   * remembered resolution lapses under load, one lookup (and at most one sliding of the session's
   * expiry) serves the whole burst instead of each request queueing for the same session row.
   */
  shared<R>(tokenHash: string, lookUp: () => Promise<R>): Promise<R> {
    const running = this.pending.get(tokenHash) as Promise<R> | undefined;
    if (running) return running;
    const started = lookUp().finally(() => this.pending.delete(tokenHash));
    this.pending.set(tokenHash, started);
    return started;
  }

  /** Forgets every session of `userId` (revocation, password or profile change). */
  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries.entries()) {
      if (entry.userId === userId) this.entries.delete(key);
    }
  }
}
