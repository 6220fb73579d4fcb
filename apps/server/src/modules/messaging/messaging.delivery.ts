/**
 * Delivery of stored messages to sockets (issue #11 "persist first, broadcast after commit"):
 * the change feed tells every instance of each insert and update of a message once committed
 * (the database's NOTIFY is part of the commit, so it is sent even when the writing instance dies
 * right after), and each instance reads the messages and sends them to its own sockets in the
 * channel's room only. Every socket gets each change once, whichever instance wrote it.
 */
import { MESSAGING_SERVER_EVENTS } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { Realtime } from '../../realtime/realtime-server.js';
import { rooms } from '../../realtime/rooms.js';
import * as repo from './messaging.repository.js';
import { toMessage } from './messaging.views.js';

/** Starts delivering; answers the unsubscribe. */
export function deliverMessages(deps: {
  db: Db;
  events: DomainEvents;
  realtime: Realtime;
  onError: (err: unknown) => void;
}): () => void {
  // One read at a time, in the feed's order: sockets get a channel's changes in commit order.
  let queue = Promise.resolve();
  return deps.events.subscribe(['message'], (event) => {
    // More than 20 rows in one statement (the demo seed) come without ids: no screen waits on those.
    if (event.change === 'deleted' || !event.ids?.length) return;
    const ids = event.ids;
    queue = queue
      .then(() => withTenant(deps.db, { tenantId: event.tenantId }, (tx) => repo.messagesByIds(tx, ids)))
      .then((rows) => {
        for (const row of rows.sort((a, b) => a.changeSeq - b.changeSeq)) {
          const name =
            event.change === 'created'
              ? MESSAGING_SERVER_EVENTS.messageReceived
              : row.deletedAt
                ? MESSAGING_SERVER_EVENTS.messageDeleted
                : MESSAGING_SERVER_EVENTS.messageUpdated;
          deps.realtime.emitLocal(rooms.channel(row.channelId), name, toMessage(row));
        }
      })
      .catch(deps.onError);
  });
}
