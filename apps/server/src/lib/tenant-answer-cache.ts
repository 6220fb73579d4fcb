/**
 * Remembered JSON answers of hot read calls, per tenant, so that screens polling the same
 * question (the front desk's day list, a booking panel's availability) cost a lookup instead of
 * database round trips each (issue #3 budgets: the day list at 32 concurrent connections,
 * availability for 14 days).
 *
 * Freshness is the caller's to wire (http/remembered-answers.ts): `changed(tenant)` on every
 * announced change, `setListening` as announcements can or cannot be heard. A read stores its
 * answer only if no change was announced since it began (`token`), and nothing is stored while
 * announcements cannot be heard. Entries also expire after `ttlMs`, or earlier when the answer
 * itself says when the clock will change it.
 */
import { LRUCache } from 'lru-cache';

/** Answers remembered at once across tenants; the least recently used go first. */
const MAX_ENTRIES = 2000;

interface Entry {
  body: Buffer;
  tenantId: string;
  expiresAt: number;
}

export class TenantAnswerCache {
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
  /** Per tenant, how many changes were announced; a read's token pins the count it began at. */
  private readonly changes = new Map<string, number>();
  /** Bumped whenever listening starts or stops, which voids every token issued before. */
  private epoch = 0;
  private listening = false;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => Date,
  ) {}

  /** Announcements can (true) or may no longer (false) be heard. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.epoch++;
    this.entries.clear();
  }

  /** What a read must present to `set` its answer; take it before reading. */
  token(tenantId: string): string {
    return `${this.epoch}:${this.changes.get(tenantId) ?? 0}`;
  }

  /** The remembered JSON answer (UTF-8 bytes) for `key` within `tenantId`, if fresh. */
  get(key: string, tenantId: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.tenantId !== tenantId) return undefined;
    if (entry.expiresAt <= this.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  /**
   * Remembers `body` unless a change was announced (or listening changed) since `token`, until
   * `ttlMs` from now or `expiresAt` (epoch ms) if sooner.
   */
  set(key: string, tenantId: string, token: string, body: Buffer, expiresAt = Infinity): void {
    if (!this.listening || token !== this.token(tenantId)) return;
    const until = Math.min(this.now().getTime() + this.ttlMs, expiresAt);
    this.entries.set(key, { body, tenantId, expiresAt: until });
  }

  /**
   * The remembered answer for `key`, else `read`'s, remembered when no change overtook the read
   * (until `expiresAt` if it gives one). Errors of `read` pass through and nothing is stored.
   */
  async remember(
    key: string,
    tenantId: string,
    read: () => Promise<{ body: Buffer; expiresAt?: number }>,
  ): Promise<Buffer> {
    const remembered = this.get(key, tenantId);
    if (remembered !== undefined) return remembered;
    const token = this.token(tenantId);
    const { body, expiresAt } = await read();
    this.set(key, tenantId, token, body, expiresAt);
    return body;
  }

  /** A change in `tenantId`: forget its answers and void reads in flight. */
  changed(tenantId: string): void {
    this.changes.set(tenantId, (this.changes.get(tenantId) ?? 0) + 1);
    for (const [key, entry] of this.entries.entries()) {
      if (entry.tenantId === tenantId) this.entries.delete(key);
    }
  }
}
