/**
 * Live data: a change announced for an establishment makes that establishment's queries (and
 * the all-locations view's) stale, once for a burst of changes; another location's stay fresh.
 */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ALL_ESTABLISHMENTS } from '@daybook/contracts';
import { createLiveInvalidator } from './live-data';

function stale(client: QueryClient, key: readonly unknown[]): boolean {
  return client.getQueryState(key)?.isInvalidated ?? false;
}

describe('createLiveInvalidator', () => {
  it("invalidates the changed establishment's queries and the all-locations view, coalesced", async () => {
    const client = new QueryClient();
    const keys = {
      a: ['est', 'a', 'appointments', { date: '2026-06-16' }],
      b: ['est', 'b', 'appointments', { date: '2026-06-16' }],
      all: ['est', ALL_ESTABLISHMENTS, 'crm', 'clients', {}],
      crm: ['crm', 'client', 'c1'],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, 1);
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
    await new Promise((r) => setTimeout(r, 150));
    expect(stale(client, keys.a)).toBe(true);
    expect(stale(client, keys.all)).toBe(true);
    expect(stale(client, keys.crm)).toBe(true);
    expect(stale(client, keys.b)).toBe(false);
    expect(invalidations).toBe(3);
  });

  it('invalidates every location for a change without establishments', async () => {
    const client = new QueryClient();
    client.setQueryData(['est', 'b', 'schedule'], 1);
    createLiveInvalidator(client)({
      entity: 'service',
      change: 'updated',
      ids: null,
      establishmentIds: null,
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(client.getQueryState(['est', 'b', 'schedule'])?.isInvalidated).toBe(true);
  });
});
