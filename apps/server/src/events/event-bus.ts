/**
 * Delivery of business events (issue #30): each subscriber is a job queue of its own, and the
 * relay moves outbox rows into those queues in one transaction (rows marked relayed, one job
 * per subscriber inserted), so every subscriber gets every event once, whichever instance
 * relays it. Jobs run at least once (a retry after a crash may repeat one), so a handler is
 * idempotent by the event's id. NOTIFY 'daybook_outbox' (migration 0055) only wakes the relay;
 * a recurring relay job catches anything a lost wake-up left behind.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Db, type Tx } from '../db/client.js';
import type { JobQueue, JobSql, QueueRules } from '../jobs/job-queue.js';
import type { BusinessEvent, BusinessEventType } from './business-events.js';

/** The NOTIFY channel of migration 0055's trigger on business_events. */
export const OUTBOX_CHANNEL = 'daybook_outbox';
/** Outbox rows relayed per transaction. */
const RELAY_BATCH = 500;

/** A subscriber's handler; `event.id` is its idempotency key. */
export type EventHandler<K extends BusinessEventType> = (event: BusinessEvent<K>) => Promise<void>;

interface OutboxRow {
  id: string | number;
  tenant_id: string;
  type: string;
  payload: unknown;
  occurred_at: Date | string;
}

/** Subscriptions by event type, and the relay that feeds them. */
export class EventBus {
  private readonly subscribers = new Map<string, string[]>();
  private relaying: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly onError: (err: unknown) => void,
  ) {
    jobs.every('events.relay', '* * * * *', () => this.relay());
  }

  /**
   * Runs `handler` once for every `type` event of any instance (at least once: idempotent by
   * `event.id`). `subscriber` names the reaction, unique across the app ('waitlist.offer-freed-slot').
   */
  on<K extends BusinessEventType>(
    type: K,
    subscriber: string,
    handler: EventHandler<K>,
    rules: QueueRules = {},
  ): void {
    const queue = `event.${subscriber}`;
    this.jobs.work<BusinessEvent<K>>(queue, (event) => handler(event), rules);
    this.subscribers.set(type, [...(this.subscribers.get(type) ?? []), queue]);
  }

  /** Listens for the outbox's wake-up and relays what is waiting now. */
  async start(listen: Database['listen'] | undefined): Promise<() => Promise<void>> {
    const stop = listen
      ? await listen(
          OUTBOX_CHANNEL,
          () => this.relaySoon(),
          (live) => live && this.relaySoon(),
        )
      : async () => undefined;
    this.relaySoon();
    return async () => {
      await stop();
      await this.relaying;
    };
  }

  /** Relays now, or once more after the relay in progress (wake-ups coalesce). */
  relaySoon(): void {
    if (this.relaying) {
      this.again = true;
      return;
    }
    this.relaying = this.relay()
      .catch(this.onError)
      .finally(() => {
        this.relaying = null;
        if (this.again) {
          this.again = false;
          this.relaySoon();
        }
      });
  }

  /** Relays every waiting event, a batch per transaction; answers when none is left. */
  async relay(): Promise<void> {
    while ((await this.relayBatch()) === RELAY_BATCH);
  }

  private async relayBatch(): Promise<number> {
    const woken = new Set<string>();
    const count = await this.db.transaction(async (tx) => {
      // Across tenants, as the outbox role (its policy sees every row, migration 0055); other
      // instances' batches are skipped, not waited for.
      await tx.execute(sql`SET LOCAL ROLE daybook_outbox`);
      const rows = await queryRows<OutboxRow>(
        tx,
        sql`UPDATE business_events SET relayed_at = now() WHERE id IN (
              SELECT id FROM business_events WHERE relayed_at IS NULL
              ORDER BY id LIMIT ${RELAY_BATCH} FOR UPDATE SKIP LOCKED)
            RETURNING id, tenant_id, type, payload, occurred_at`,
      );
      await tx.execute(sql`SET LOCAL ROLE NONE`);
      const jobs = rows.flatMap((row) => {
        const event = eventOf(row);
        return (this.subscribers.get(row.type) ?? []).map((queue) => ({ queue, data: event }));
      });
      await this.jobs.insertWithin(txSql(tx), jobs);
      for (const job of jobs) woken.add(job.queue);
      return rows.length;
    });
    for (const queue of woken) this.jobs.wake(queue);
    return count;
  }
}

function eventOf(row: OutboxRow): BusinessEvent {
  return {
    id: Number(row.id),
    tenantId: row.tenant_id,
    type: row.type as BusinessEventType,
    payload: row.payload as BusinessEvent['payload'],
    occurredAt: new Date(row.occurred_at).toISOString(),
  };
}

/** pg-boss's `executeSql` on an open drizzle transaction: `$n` placeholders become parameters. */
function txSql(tx: Tx): JobSql {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
      );
      return { rows: await queryRows<unknown>(tx, sql.join(chunks)) };
    },
  };
}
