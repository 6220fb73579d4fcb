/**
 * A report over a period chosen on the page (`/reports?type=clients|appointments`, issue #31):
 * the period bar of the sales report (its presets or chosen days, kept in the address) above the
 * report of those days. A period the server would refuse is said here and never asked for.
 */
import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { salesFiltersProblem, todayIn } from '../lib/sales-periods';
import { useSalesFilters } from '../lib/sales-url-state';
import { SalesFiltersBar } from './sales-filters';

export interface PeriodReportProps {
  /** The IANA zone whose today the presets end on. */
  timeZone: string;
  /** The report of local days `from`–`to` ('YYYY-MM-DD'). */
  children: (period: { from: string; to: string }) => ReactNode;
}

export function PeriodReport({ timeZone, children }: PeriodReportProps) {
  const today = todayIn(timeZone);
  const [filters, setFilters] = useSalesFilters(today);
  const problem = salesFiltersProblem(filters);
  return (
    <Stack gap="lg">
      <div className="sales-report-no-print">
        <SalesFiltersBar value={filters} today={today} onChange={setFilters} withInterval={false} />
      </div>
      {problem !== null ? (
        <Text c="var(--daybook-text-bad)" size="sm" role="alert">
          {problem}
        </Text>
      ) : (
        children({ from: filters.from, to: filters.to })
      )}
    </Stack>
  );
}
