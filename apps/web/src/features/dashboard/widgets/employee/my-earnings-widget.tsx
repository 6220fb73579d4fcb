/**
 * My earnings (issue #15 "Dashboards", employee): the signed-in person's service sales, product
 * sales and tips in US dollars, and services performed, today and in the current pay period
 * (this month when payroll names none), at the selected location. Commission is worked out only
 * when a pay run is drafted, so it is not shown here (My Earnings lists it per finalised run).
 */
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { LOCALE, type Establishment, type StaffEarnings } from '@daybook/contracts';
import { formatCurrency, formatDate } from '../../../../lib/format';
import { useWorkspace } from '../../../../lib/workspace/workspace-context';
import { useCurrentPayPeriod, useMyEarnings } from '../../api/employee-api';
import { OneLocationWidget } from '../../components/one-location-widget';
import { WidgetCard } from '../../components/widget-card';
import { useLocalClock } from '../../lib/local-clock';
import { combinedState } from '../../lib/query-state';

const TITLE = 'My earnings';

type Figures = Pick<StaffEarnings, 'serviceSales' | 'productSales' | 'tips' | 'services'>;

const ROWS: { label: string; value: (f: Figures) => string }[] = [
  { label: 'Service sales', value: (f) => formatCurrency(f.serviceSales) },
  { label: 'Product sales', value: (f) => formatCurrency(f.productSales) },
  { label: 'Tips', value: (f) => formatCurrency(f.tips) },
  { label: 'Services performed', value: (f) => f.services.toLocaleString(LOCALE) },
];

/** The signed-in person's earnings; asks for a location when all locations are selected. */
export function MyEarningsWidget() {
  const { user } = useWorkspace();
  return (
    <OneLocationWidget title={TITLE} needs="your earnings">
      {(place) => <MyEarnings place={place} userId={user.id} />}
    </OneLocationWidget>
  );
}

function MyEarnings({ place, userId }: { place: Establishment; userId: string }) {
  const today = useLocalClock(place.timeZone).date;
  const period = useCurrentPayPeriod(place.id);
  // A failed or empty pay-period answer is no reason to hide the figures: the month stands in.
  const payPeriod = period.data ?? null;
  const start = period.isPending ? null : (payPeriod?.start ?? `${today.slice(0, 8)}01`);
  const todays = useMyEarnings(place.id, userId, today, today);
  const periods = useMyEarnings(place.id, userId, start, today);
  const periodLabel = payPeriod ? 'This pay period' : 'This month';
  return (
    <WidgetCard title={TITLE} query={combinedState(todays, periods)} errorTitle="Failed to fetch earnings">
      {todays.data && periods.data && start && (
        <>
          <Table verticalSpacing={4} aria-label={TITLE}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>Figure</VisuallyHidden>
                </Table.Th>
                <Table.Th ta="right">Today</Table.Th>
                <Table.Th ta="right">{periodLabel}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ROWS.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row" fw={400}>
                    {row.label}
                  </Table.Th>
                  <Table.Td ta="right">{row.value(todays.data)}</Table.Td>
                  <Table.Td ta="right">{row.value(periods.data)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed" mt="xs">
            {periodLabel}: {formatDate(start)} – {formatDate(today)}
          </Text>
        </>
      )}
    </WidgetCard>
  );
}
