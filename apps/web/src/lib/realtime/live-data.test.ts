/**
 * Live data: a change announced for an establishment makes that establishment's queries that
 * read the changed entity (meta.reads), and the all-locations view's, stale, once for a burst of
 * changes; another location's stay fresh, and so does a query that declares no reads.
 */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ALL_ESTABLISHMENTS, type DomainEntity } from '@daybook/contracts';
import { createLiveInvalidator } from './live-data';

function stale(client: QueryClient, key: readonly unknown[]): boolean {
  return client.getQueryState(key)?.isInvalidated ?? false;
}

describe('createLiveInvalidator', () => {
  /** A client with `key` cached, declaring `reads` (none: undefined). */
  function cached(client: QueryClient, key: readonly unknown[], reads?: readonly DomainEntity[]) {
    client.getQueryCache().build(client, { queryKey: key, meta: reads ? { reads } : undefined });
    client.setQueryData(key, 1);
  }
  const settle = () => new Promise((r) => setTimeout(r, 150));

  it("invalidates the changed establishment's readers and the all-locations view's, coalesced", async () => {
    const client = new QueryClient();
    const keys = {
      a: ['est', 'a', 'appointments', { date: '2026-06-16' }],
      b: ['est', 'b', 'appointments', { date: '2026-06-16' }],
      all: ['est', ALL_ESTABLISHMENTS, 'crm', 'clients', {}],
      crm: ['crm', 'client', 'c1'],
    };
    for (const key of Object.values(keys)) cached(client, key, ['appointment', 'client']);
    let invalidations = 0;
    const invalidate = client.invalidateQueries.bind(client);
    client.invalidateQueries = ((...args: Parameters<QueryClient['invalidateQueries']>) => {
      invalidations++;
      return invalidate(...args);
    }) as QueryClient['invalidateQueries'];
    const announce = createLiveInvalidator(client);
    for (let i = 0; i < 5; i++) {
      announce({ entity: 'appointment', change: 'updated', ids: [`x${i}`], establishmentIds: ['a'] });
    }
    expect(stale(client, keys.a)).toBe(false);
    await settle();
    expect(stale(client, keys.a)).toBe(true);
    expect(stale(client, keys.all)).toBe(true);
    // A record under no location's key reads the change wherever it happened.
    expect(stale(client, keys.crm)).toBe(true);
    expect(stale(client, keys.b)).toBe(false);
    expect(invalidations).toBe(1);
  });

  it('invalidates a reader in every location for a change without establishments', async () => {
    const client = new QueryClient();
    cached(client, ['est', 'b', 'schedule'], ['service']);
    createLiveInvalidator(client)({
      entity: 'service',
      change: 'updated',
      ids: null,
      establishmentIds: null,
    });
    await settle();
    expect(stale(client, ['est', 'b', 'schedule'])).toBe(true);
  });

  it('invalidates only the queries that read the changed entity, in the changed location', async () => {
    const client = new QueryClient();
    const keys = {
      calendar: ['est', 'a', '/api/appointments/:establishmentId', {}, {}],
      transactions: ['est', 'a', '/api/transactions', {}, {}],
      otherPlace: ['est', 'b', '/api/transactions', {}, {}],
      allPlaces: ['est', ALL_ESTABLISHMENTS, '/api/transactions', {}, {}],
      tenantWide: ['/api/transactions/summary', {}, {}],
      undeclared: ['est', 'a', 'legacy'],
    };
    cached(client, keys.calendar, ['appointment', 'ticket', 'user']);
    cached(client, keys.transactions, ['transaction']);
    cached(client, keys.otherPlace, ['transaction']);
    cached(client, keys.allPlaces, ['transaction']);
    cached(client, keys.tenantWide, ['transaction']);
    cached(client, keys.undeclared);
    createLiveInvalidator(client)({
      entity: 'transaction',
      change: 'created',
      ids: ['t1'],
      establishmentIds: ['a'],
    });
    await settle();
    expect(stale(client, keys.calendar)).toBe(false);
    expect(stale(client, keys.transactions)).toBe(true);
    expect(stale(client, keys.otherPlace)).toBe(false);
    expect(stale(client, keys.allPlaces)).toBe(true);
    expect(stale(client, keys.tenantWide)).toBe(true);
    // Reads decide alone: a query declaring none is not read again for its location's change.
    expect(stale(client, keys.undeclared)).toBe(false);
  });

  it("leaves a reader of visits' tickets alone for a ticket of no visit (a walk-in sale's)", async () => {
    const client = new QueryClient();
    const calendar = ['est', 'a', '/api/appointments/:establishmentId', {}, {}];
    const tickets = ['est', 'a', '/api/tickets', {}, {}];
    client
      .getQueryCache()
      .build(client, { queryKey: calendar, meta: { reads: ['ticket'], ticketsOfVisits: true } });
    client.setQueryData(calendar, 1);
    cached(client, tickets, ['ticket']);
    const announce = createLiveInvalidator(client);
    announce({ entity: 'ticket', change: 'created', ids: ['t1'], establishmentIds: ['a'], visitKeys: [] });
    await settle();
    expect(stale(client, calendar)).toBe(false);
    expect(stale(client, tickets)).toBe(true);
    announce({ entity: 'ticket', change: 'updated', ids: ['t2'], establishmentIds: ['a'], visitKeys: ['v'] });
    await settle();
    expect(stale(client, calendar)).toBe(true);
  });

  it('invalidates a reader in every location for a change of no location, and only readers', async () => {
    const client = new QueryClient();
    cached(client, ['est', 'b', '/api/services', {}, {}], ['service']);
    cached(client, ['est', 'b', '/api/products', {}, {}], ['product']);
    createLiveInvalidator(client)({
      entity: 'service',
      change: 'updated',
      ids: null,
      establishmentIds: null,
    });
    await settle();
    expect(stale(client, ['est', 'b', '/api/services', {}, {}])).toBe(true);
    expect(stale(client, ['est', 'b', '/api/products', {}, {}])).toBe(false);
  });

  it('invalidates a query reading any entity of a coalesced burst', async () => {
    const client = new QueryClient();
    cached(client, ['est', 'a', 'cal'], ['appointment']);
    cached(client, ['est', 'a', 'stock'], ['product']);
    cached(client, ['est', 'a', 'staff'], ['employee']);
    const announce = createLiveInvalidator(client);
    announce({ entity: 'transaction', change: 'created', ids: ['t1'], establishmentIds: ['a'] });
    announce({ entity: 'product', change: 'updated', ids: ['p1'], establishmentIds: ['a'] });
    announce({ entity: 'appointment', change: 'updated', ids: ['x'], establishmentIds: ['a'] });
    await settle();
    expect(stale(client, ['est', 'a', 'cal'])).toBe(true);
    expect(stale(client, ['est', 'a', 'stock'])).toBe(true);
    expect(stale(client, ['est', 'a', 'staff'])).toBe(false);
  });

  it('leaves a query that declares no reads, or an empty list, alone for every change', async () => {
    const client = new QueryClient();
    const keys = {
      record: ['crm', 'client', 'c1'],
      place: ['est', 'a', 'legacy'],
      everywhere: ['est', ALL_ESTABLISHMENTS, 'legacy'],
      none: ['profile', 'u1'],
      reader: ['crm', 'lead', 'l1'],
    };
    cached(client, keys.record);
    cached(client, keys.place);
    cached(client, keys.everywhere);
    cached(client, keys.none, []);
    cached(client, keys.reader, ['client']);
    const announce = createLiveInvalidator(client);
    announce({ entity: 'client', change: 'updated', ids: ['c1'], establishmentIds: ['a'] });
    announce({ entity: 'user', change: 'updated', ids: null, establishmentIds: null });
    await settle();
    expect(stale(client, keys.record)).toBe(false);
    expect(stale(client, keys.place)).toBe(false);
    expect(stale(client, keys.everywhere)).toBe(false);
    expect(stale(client, keys.none)).toBe(false);
    expect(stale(client, keys.reader)).toBe(true);
  });
});
