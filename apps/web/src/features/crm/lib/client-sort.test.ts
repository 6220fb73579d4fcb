import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLIENT_SORT,
  ariaSortOf,
  clientSortQuery,
  nextClientSort,
  readClientSort,
  writeClientSort,
} from './client-sort';

describe('client list order', () => {
  it('reads the address, falling back to the name ascending for anything unknown', () => {
    expect(readClientSort(new URLSearchParams(''))).toEqual(DEFAULT_CLIENT_SORT);
    expect(readClientSort(new URLSearchParams('sort=visitCount&order=asc'))).toEqual({
      sort: 'visitCount',
      order: 'asc',
    });
    // A figure without an order starts with the most.
    expect(readClientSort(new URLSearchParams('sort=lifetimeSpend'))).toEqual({
      sort: 'lifetimeSpend',
      order: 'desc',
    });
    expect(readClientSort(new URLSearchParams('sort=birthday&order=sideways'))).toEqual(DEFAULT_CLIENT_SORT);
  });

  it('writes the order next to other parameters, and leaves the default out', () => {
    const params = new URLSearchParams('tab=clients');
    const sorted = writeClientSort(params, { sort: 'email', order: 'desc' });
    expect(sorted.toString()).toBe('tab=clients&sort=email&order=desc');
    expect(writeClientSort(sorted, DEFAULT_CLIENT_SORT).toString()).toBe('tab=clients');
    // The given parameters are not changed in place.
    expect(params.toString()).toBe('tab=clients');
  });

  it('turns the same column around and starts another afresh', () => {
    expect(nextClientSort(DEFAULT_CLIENT_SORT, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(nextClientSort({ sort: 'name', order: 'desc' }, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextClientSort(DEFAULT_CLIENT_SORT, 'email')).toEqual({ sort: 'email', order: 'asc' });
    expect(nextClientSort({ sort: 'email', order: 'desc' }, 'visitCount')).toEqual({
      sort: 'visitCount',
      order: 'desc',
    });
  });

  it('marks only the sorted header, and asks the server only for a non-default order', () => {
    expect(ariaSortOf(DEFAULT_CLIENT_SORT, 'name')).toBe('ascending');
    expect(ariaSortOf({ sort: 'status', order: 'desc' }, 'status')).toBe('descending');
    expect(ariaSortOf(DEFAULT_CLIENT_SORT, 'status')).toBeUndefined();
    expect(clientSortQuery(DEFAULT_CLIENT_SORT)).toEqual({});
    expect(clientSortQuery({ sort: 'name', order: 'desc' })).toEqual({ sort: 'name', order: 'desc' });
  });
});
