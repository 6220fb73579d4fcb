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
 *
 * A change names its entity, and an answer the entities it read: a change forgets only the
 * answers that read its entity. An answer may also say which staff time it read (`AnswerScope`:
 * whose, and between which instants), and a change which it touched (a booking, a move): such a
 * change forgets only the answers it overlaps, so a busy salon keeps the rest. A change without
 * an entity or a scope, or an answer without reads or a scope, overlaps everything.
 */
import { LRUCache } from 'lru-cache';
import type { ChangeScope, DomainEntity } from '@daybook/contracts';

/** Answers remembered at once across tenants; the least recently used go first. */
const MAX_ENTRIES = 2000;
/** Changes kept per tenant to judge reads in flight; a read older than these stores nothing. */
const CHANGE_LOG = 256;

/** The staff time an answer read: its people (null: anyone's) and [from, to) in epoch ms. */
export interface AnswerScope {
  staffIds: ReadonlySet<string> | null;
  from: number;
  to: number;
}

/** What an answer read: its entities (none named: every entity) and the staff time among them. */
export interface AnswerReads {
  entities?: readonly DomainEntity[];
  scope?: AnswerScope;
}

/** What a change touched: its entity and, for staff time, whose and when. */
export interface Change {
  entity: DomainEntity;
  scope?: ChangeScope;
}

interface Entry<T> extends AnswerReads {
  body: T;
  tenantId: string;
  expiresAt: number;
}

/**
 * Whether a change may alter an answer: it must be of an entity the answer read and, both
 * scoped, share a person and overlap in time.
 */
function overlaps(change: Change | undefined, answer: AnswerReads): boolean {
  if (!change) return true;
  if (answer.entities && !answer.entities.includes(change.entity)) return false;
  const c = change.scope;
  const a = answer.scope;
  if (!c || !a) return true;
  if (c.from >= a.to || c.to <= a.from) return false;
  if (!c.staffIds || !a.staffIds) return true;
  return c.staffIds.some((id) => a.staffIds!.has(id));
}

/**
 * Remembered values of type `T` (JSON answers by default) per tenant: see the file's comment.
 */
export class TenantAnswerCache<T = Buffer> {
  private readonly entries: LRUCache<string, Entry<T>>;
  /** Per tenant, how many changes were announced; a read's token pins the count it began at. */
  private readonly changes = new Map<string, number>();
  /** Per tenant, the last CHANGE_LOG changes (undefined: anything), oldest first. */
  private readonly recent = new Map<string, (Change | undefined)[]>();
  /** Bumped whenever listening starts or stops, which voids every token issued before. */
  private epoch = 0;
  private listening = false;
  /** Reads under way in `remember`, by key, which later callers of the same key share. */
  private readonly reading = new Map<
    string,
    { tenantId: string; entities?: readonly DomainEntity[]; body: Promise<T> }
  >();
  /** Answers served from memory (or a read under way), and read afresh, by `remember`. */
  hits = 0;
  misses = 0;

  /** `max`: values remembered at once across tenants; the least recently used go first. */
  constructor(
    private readonly ttlMs: number,
    private readonly now: () => Date,
    max = MAX_ENTRIES,
  ) {
    this.entries = new LRUCache<string, Entry<T>>({ max });
  }

  /** Whether announcements can be heard, so that values are remembered at all. */
  get isListening(): boolean {
    return this.listening;
  }

  /** Announcements can (true) or may no longer (false) be heard. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.epoch++;
    this.entries.clear();
    this.reading.clear();
  }

  /** What a read must present to `set` its answer; take it before reading. */
  token(tenantId: string): string {
    return `${this.epoch}:${this.changes.get(tenantId) ?? 0}`;
  }

  /** The remembered value (a JSON answer's UTF-8 bytes) for `key` within `tenantId`, if fresh. */
  get(key: string, tenantId: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.tenantId !== tenantId) return undefined;
    if (entry.expiresAt <= this.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  /**
   * Remembers `body` unless a change that may alter it was announced (or listening changed)
   * since `token`, until `ttlMs` from now or `expiresAt` (epoch ms) if sooner.
   */
  set(
    key: string,
    tenantId: string,
    token: string,
    body: T,
    expiresAt = Infinity,
    reads: AnswerReads = {},
  ): void {
    if (!this.listening || this.overtaken(tenantId, token, reads)) return;
    const until = Math.min(this.now().getTime() + this.ttlMs, expiresAt);
    this.entries.set(key, { ...reads, body, tenantId, expiresAt: until });
  }

  /** Whether a change since `token` may alter an answer that read `reads` (or the token is void). */
  private overtaken(tenantId: string, token: string, reads: AnswerReads): boolean {
    const [epoch, seen] = token.split(':').map(Number) as [number, number];
    if (epoch !== this.epoch) return true;
    const count = this.changes.get(tenantId) ?? 0;
    if (seen === count) return false;
    const log = this.recent.get(tenantId) ?? [];
    const since = count - seen;
    if (since > log.length) return true;
    return log.slice(log.length - since).some((change) => overlaps(change, reads));
  }

  /**
   * The remembered answer for `key`, else `read`'s, remembered when no change overtook the read
   * (until `expiresAt` if it gives one). `entities`: what the answer reads (any when absent);
   * `read` may add the staff time it read. Callers asking for a key while its read runs share
   * that read (a burst of screens asking the same question costs one computation), unless a
   * change it may not have seen came since. Errors of `read` pass through and nothing is stored.
   */
  async remember(
    key: string,
    tenantId: string,
    read: () => Promise<{ body: T; expiresAt?: number; scope?: AnswerScope }>,
    entities?: readonly DomainEntity[],
  ): Promise<T> {
    const remembered = this.get(key, tenantId);
    if (remembered !== undefined) {
      this.hits++;
      return remembered;
    }
    // Without the feed a change elsewhere could go unseen: nothing is shared either.
    const running = this.listening ? this.reading.get(key) : undefined;
    if (running && running.tenantId === tenantId) {
      this.hits++;
      return running.body;
    }
    this.misses++;
    const token = this.token(tenantId);
    const body = read().then(({ body, expiresAt, scope }) => {
      this.set(key, tenantId, token, body, expiresAt, { entities, scope });
      return body;
    });
    const shared = { tenantId, entities, body };
    if (this.listening) this.reading.set(key, shared);
    try {
      return await body;
    } finally {
      if (this.reading.get(key) === shared) this.reading.delete(key);
    }
  }

  /**
   * A change in `tenantId`: forget its answers that `change` may alter (all without one) and
   * void the reads in flight it may alter.
   */
  changed(tenantId: string, change?: Change): void {
    this.changes.set(tenantId, (this.changes.get(tenantId) ?? 0) + 1);
    const log = this.recent.get(tenantId) ?? [];
    log.push(change);
    if (log.length > CHANGE_LOG) log.shift();
    this.recent.set(tenantId, log);
    for (const [key, entry] of this.entries.entries()) {
      if (entry.tenantId === tenantId && overlaps(change, entry)) this.entries.delete(key);
    }
    // A read under way may not see this change: callers from now on read for themselves.
    for (const [key, running] of this.reading) {
      if (running.tenantId === tenantId && overlaps(change, { entities: running.entities }))
        this.reading.delete(key);
    }
  }
}
