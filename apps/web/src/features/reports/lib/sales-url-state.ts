/**
 * The sales report's filters in the address (/reports?type=sales&from=…&to=…&interval=…), so
 * a reload and a shared link show the same report (issue #31). The other parameters (the
 * report type) are kept.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readSalesFilters, type SalesFilters } from './sales-periods';

/** The filters for today `today` ('YYYY-MM-DD'), and a setter that writes a change into the address. */
export function useSalesFilters(today: string) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readSalesFilters(params, today), [params, today]);
  const update = useCallback(
    (patch: Partial<SalesFilters>) => {
      setParams(
        (current) => {
          const merged = { ...readSalesFilters(current, today), ...patch };
          const next = new URLSearchParams(current);
          next.set('from', merged.from);
          next.set('to', merged.to);
          next.set('interval', merged.interval);
          return next;
        },
        { replace: true },
      );
    },
    [setParams, today],
  );
  return [filters, update] as const;
}
