/**
 * The in-process publisher of domain events (packages/contracts `DomainEvent`). It is fed only
 * by the database's change feed (change-feed.ts), so a subscriber sees the writes of every
 * instance, after they committed, and never a write that rolled back. Subscribers also learn
 * when events may have been missed (the feed's connection dropped), so that anything they
 * remember can be dropped rather than trusted.
 */
import type { DomainEntity, DomainEvent } from '@daybook/contracts';

export type DomainEventHandler = (event: DomainEvent) => void;

interface Subscription {
  entities: ReadonlySet<DomainEntity>;
  handler: DomainEventHandler;
}

export class DomainEvents {
  private readonly subscriptions = new Set<Subscription>();
  private readonly feedWatchers = new Set<(live: boolean) => void>();
  private live = false;
  /** Sync markers sent and not yet heard back, by id. */
  private readonly markers = new Map<string, () => void>();

  constructor(private readonly onHandlerError: (err: unknown, event: DomainEvent) => void) {}

  /** Calls `handler` for every event about one of `entities`; answers the unsubscribe. */
  subscribe(entities: readonly DomainEntity[], handler: DomainEventHandler): () => void {
    const subscription = { entities: new Set(entities), handler };
    this.subscriptions.add(subscription);
    return () => this.subscriptions.delete(subscription);
  }

  /**
   * Calls `watcher(live)` now and whenever the feed starts or stops: while not live, events may
   * be missed. Answers the unsubscribe.
   */
  watchFeed(watcher: (live: boolean) => void): () => void {
    this.feedWatchers.add(watcher);
    watcher(this.live);
    return () => this.feedWatchers.delete(watcher);
  }

  /** True while the feed is connected, so that no committed change can go unannounced. */
  get isLive(): boolean {
    return this.live;
  }

  /** Delivers `event` to its subscribers; one subscriber's failure does not stop the others. */
  publish(event: DomainEvent): void {
    for (const s of this.subscriptions) {
      if (!s.entities.has(event.entity)) continue;
      try {
        s.handler(event);
      } catch (err) {
        this.onHandlerError(err, event);
      }
    }
  }

  /**
   * Resolves once the feed delivers the marker `id` (sent by the caller after registering it):
   * every change committed before the marker was sent has then been published, since the
   * database delivers announcements in commit order. Answers false after `timeoutMs`.
   */
  awaitMarker(id: string, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.markers.delete(id);
        resolve(false);
      }, timeoutMs);
      this.markers.set(id, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** The feed delivered the marker `id` (see awaitMarker); markers of other instances are ignored. */
  markerHeard(id: string): void {
    const resolve = this.markers.get(id);
    this.markers.delete(id);
    resolve?.();
  }

  /** The feed connected (true) or dropped (false). */
  setLive(live: boolean): void {
    this.live = live;
    for (const watcher of this.feedWatchers) watcher(live);
  }
}
