/**
 * The transaction filters kept in the address (/transactions?from=…&to=…&page=2), so Back,
 * reload and a shared link show the same list. Missing or malformed values fall back to the
 * defaults: today in the location's zone, no amount bound (issue #28: a default bound hid large
 * sales), page 1.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@daybook/contracts';
import type { TransactionFilters } from '../api/transactions-api';
import { isDay, todayIn } from './local-dates';

/** Address parameter of each filter. */
const PARAM = {
  start: 'from',
  end: 'to',
  cashier: 'cashier',
  status: 'status',
  min: 'min',
  max: 'max',
  search: 'q',
  page: 'page',
} as const satisfies Record<keyof TransactionFilters, string>;

function amount(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}(\.\d{1,2})?$/.test(raw)) return undefined;
  return Number(raw);
}

/** False when both amount bounds are set and the maximum is below the minimum. */
export function amountsInOrder(f: Pick<TransactionFilters, 'min' | 'max'>): boolean {
  return f.min === undefined || f.max === undefined || f.min <= f.max;
}

/** The filters of `params`, defaults filled in for `timeZone`'s today. */
export function readTransactionFilters(params: URLSearchParams, timeZone: string): TransactionFilters {
  const today = todayIn(timeZone);
  const status = params.get(PARAM.status);
  const page = Number(params.get(PARAM.page));
  const start = params.get(PARAM.start);
  const end = params.get(PARAM.end);
  return {
    start: isDay(start) ? start : today,
    end: isDay(end) ? end : today,
    cashier: params.get(PARAM.cashier) || undefined,
    status: (TRANSACTION_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as TransactionStatus)
      : undefined,
    min: amount(params.get(PARAM.min)),
    max: amount(params.get(PARAM.max)),
    search: params.get(PARAM.search) ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The filters and a setter that writes a change into the address; any change but the page's
 * goes back to page 1. Defaults are left out of the address.
 */
export function useTransactionFilters(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readTransactionFilters(params, timeZone), [params, timeZone]);
  const update = useCallback(
    (patch: Partial<TransactionFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...readTransactionFilters(current, timeZone), ...patch };
          if (!('page' in patch)) merged.page = 1;
          const today = todayIn(timeZone);
          const defaults: Record<keyof TransactionFilters, string> = {
            start: today,
            end: today,
            cashier: '',
            status: '',
            min: '',
            max: '',
            search: '',
            page: '1',
          };
          for (const key of Object.keys(PARAM) as (keyof TransactionFilters)[]) {
            const value = merged[key] === undefined ? '' : String(merged[key]);
            if (value === defaults[key]) next.delete(PARAM[key]);
            else next.set(PARAM[key], value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, timeZone],
  );
  return [filters, update] as const;
}
