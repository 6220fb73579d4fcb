/**
 * One loading/error state for a widget that reads several queries (issue #15 "Dashboards"):
 * the card shows an error when one of the reads failed (its retry reads the failed ones again),
 * else loading while one is still pending.
 */
import type { WidgetQueryState } from '../components/widget-card';

/** The combined state of `queries` for WidgetCard. */
export function combinedState(...queries: WidgetQueryState[]): WidgetQueryState {
  const failed = queries.filter((q) => q.isError);
  return {
    isPending: queries.some((q) => q.isPending),
    isError: failed.length > 0,
    error: failed[0]?.error ?? null,
    refetch: () => Promise.all(failed.map((q) => q.refetch())),
  };
}
