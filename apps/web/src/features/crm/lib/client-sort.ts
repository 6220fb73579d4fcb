/**
 * The client list's order (issue #10): which column and which way, kept in the address
 * (?sort=lastVisit&order=desc) so that it survives a reload and a link shares it. The server
 * sorts (GET /api/admin/crm/clients `sort`, `order`); the name ascending is the default and
 * leaves the address and the request without either.
 */
import { CLIENT_SORT_KEYS, SORT_ORDERS, type ClientSortKey, type SortOrder } from '@daybook/contracts';

export interface ClientSort {
  sort: ClientSortKey;
  order: SortOrder;
}

export const DEFAULT_CLIENT_SORT: ClientSort = { sort: 'name', order: 'asc' };

/** Figures start with the most first (the best clients, the latest visits); text from A. */
const DESCENDING_FIRST: ReadonlySet<ClientSortKey> = new Set(['lastVisit', 'visitCount', 'lifetimeSpend']);

const isSortKey = (v: string | null): v is ClientSortKey => CLIENT_SORT_KEYS.some((k) => k === v);
const isOrder = (v: string | null): v is SortOrder => SORT_ORDERS.some((o) => o === v);

/** The order in `params`; anything unknown reads as the default for that part. */
export function readClientSort(params: URLSearchParams): ClientSort {
  const sort = params.get('sort');
  const order = params.get('order');
  const key = isSortKey(sort) ? sort : DEFAULT_CLIENT_SORT.sort;
  return { sort: key, order: isOrder(order) ? order : firstOrder(key) };
}

/** `params` with `value` written in (the default removes both), other parameters kept. */
export function writeClientSort(params: URLSearchParams, value: ClientSort): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('sort');
  next.delete('order');
  if (value.sort !== DEFAULT_CLIENT_SORT.sort || value.order !== DEFAULT_CLIENT_SORT.order) {
    next.set('sort', value.sort);
    next.set('order', value.order);
  }
  return next;
}

function firstOrder(column: ClientSortKey): SortOrder {
  return DESCENDING_FIRST.has(column) ? 'desc' : 'asc';
}

/** The order after choosing `column`'s header: the same column turns around, another starts afresh. */
export function nextClientSort(current: ClientSort, column: ClientSortKey): ClientSort {
  if (current.sort === column) return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: firstOrder(column) };
}

/** The header's aria-sort: the sorted column says which way; the others say nothing. */
export function ariaSortOf(
  current: ClientSort,
  column: ClientSortKey,
): 'ascending' | 'descending' | undefined {
  if (current.sort !== column) return undefined;
  return current.order === 'asc' ? 'ascending' : 'descending';
}

/** The list query's part: nothing for the default order. */
export function clientSortQuery(value: ClientSort): Partial<ClientSort> {
  return value.sort === DEFAULT_CLIENT_SORT.sort && value.order === DEFAULT_CLIENT_SORT.order ? {} : value;
}
