/** The analytics range in the address (analytics-range.ts), and a setter that writes a change. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readPeriod, type AnalyticsPeriod } from './analytics-range';

/** The period for today `today` ('YYYY-MM-DD'); setting a preset drops the custom days. */
export function useAnalyticsPeriod(today: string) {
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => readPeriod(params, today), [params, today]);
  const update = useCallback(
    (next: AnalyticsPeriod) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.set('range', next.range);
          if (next.range === 'custom') {
            out.set('from', next.from);
            out.set('to', next.to);
          } else {
            out.delete('from');
            out.delete('to');
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [period, update] as const;
}
