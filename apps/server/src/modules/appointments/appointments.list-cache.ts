/**
 * Remembered answers of the calendar's list call, so that the front-desk screens polling one
 * day cost a lookup instead of a database round trip each (issue budget: the day list at 32
 * concurrent connections).
 *
 * Freshness: every committed change to appointments is announced by the database per tenant
 * (NOTIFY 'appointments_changed', migration 0013), and every state-changing request through
 * this instance forgets its tenant's answers before it replies, so a writer reads its own
 * write at once. A read stores its answer only if no change was announced since it began, and
 * nothing is stored while the announcements cannot be heard (listening connection lost).
 * Names shown beside appointments (staff, rooms) changed on another instance may lag by
 * `ttlMs` at most.
 */
import { LRUCache } from 'lru-cache';

/** Answers remembered at once across tenants; the least recently used go first. */
const MAX_ENTRIES = 2000;

interface Entry {
  body: Buffer;
  tenantId: string;
  expiresAt: number;
}

export class CalendarListCache {
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

  /** Remembers `body` unless a change was announced (or listening changed) since `token`. */
  set(key: string, tenantId: string, token: string, body: Buffer): void {
    if (!this.listening || token !== this.token(tenantId)) return;
    this.entries.set(key, { body, tenantId, expiresAt: this.now().getTime() + this.ttlMs });
  }

  /** A change in `tenantId`: forget its answers and void reads in flight. */
  changed(tenantId: string): void {
    this.changes.set(tenantId, (this.changes.get(tenantId) ?? 0) + 1);
    for (const [key, entry] of this.entries.entries()) {
      if (entry.tenantId === tenantId) this.entries.delete(key);
    }
  }
}
