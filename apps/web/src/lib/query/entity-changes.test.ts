/**
 * The one rule for what a change makes stale (entity-changes.ts): a query is stale when it
 * declares the changed entity among its reads and the change is in its location (or in none);
 * a query that declares no reads, or an empty list, is never made stale by a change.
 */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { DomainEntity } from '@daybook/contracts';
import { changeTouches, invalidateReaders } from './entity-changes';

/** A query's key and its declared reads (none: undefined), as the cache holds them. */
const query = (queryKey: readonly unknown[], reads?: readonly DomainEntity[]) => ({
  queryKey,
  meta: reads ? { reads } : undefined,
});

describe('changeTouches', () => {
  it('is false for a query that declares no reads or an empty list, wherever the change is', () => {
    for (const establishmentIds of [['a'], null]) {
      expect(changeTouches(query(['est', 'a', 'x']), { entity: 'client', establishmentIds })).toBe(false);
      expect(changeTouches(query(['crm', 'client', 'c1']), { entity: 'client', establishmentIds })).toBe(
        false,
      );
      expect(changeTouches(query(['est', 'a', 'x'], []), { entity: 'client', establishmentIds })).toBe(false);
    }
  });

  it("is true for a reader of the entity in the change's location, or under no location", () => {
    const change = { entity: 'client' as const, establishmentIds: ['a'] };
    expect(changeTouches(query(['est', 'a', 'x'], ['client']), change)).toBe(true);
    expect(changeTouches(query(['crm', 'client', 'c1'], ['client']), change)).toBe(true);
    expect(changeTouches(query(['est', 'b', 'x'], ['client']), change)).toBe(false);
    expect(changeTouches(query(['est', 'a', 'x'], ['lead']), change)).toBe(false);
  });
});

describe('invalidateReaders', () => {
  it("invalidates the write's readers only", async () => {
    const client = new QueryClient();
    const keys = {
      reader: ['est', 'a', 'clients'],
      undeclared: ['est', 'a', 'legacy'],
      empty: ['est', 'a', 'config'],
    };
    const reads: Record<keyof typeof keys, readonly DomainEntity[] | undefined> = {
      reader: ['client'],
      undeclared: undefined,
      empty: [],
    };
    for (const [name, key] of Object.entries(keys) as [keyof typeof keys, unknown[]][]) {
      client
        .getQueryCache()
        .build(client, { queryKey: key, meta: reads[name] ? { reads: reads[name] } : undefined });
      client.setQueryData(key, 1);
    }
    await invalidateReaders(client, ['client'], 'a');
    expect(client.getQueryState(keys.reader)?.isInvalidated).toBe(true);
    expect(client.getQueryState(keys.undeclared)?.isInvalidated).toBe(false);
    expect(client.getQueryState(keys.empty)?.isInvalidated).toBe(false);
  });
});
