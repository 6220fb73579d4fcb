/**
 * My Earnings (/finance for employees, core.md navigation table; issue #13): the signed-in
 * person's service sales, product sales, tips and services performed for today, this week,
 * this month or chosen days, from the earnings endpoint (which answers their own row only).
 */
import { useState, type ReactNode } from 'react';
import { Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { CHECKOUT_MESSAGES, type StaffEarnings } from '@daybook/contracts';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useEarnings } from '../api/transactions-api';
import { LoadError } from '../../../components/load-error';
import { todayIn } from '../transactions/local-dates';
import { EARNINGS_PERIODS, PERIOD_LABEL, periodRange, type EarningsPeriod } from './earnings-range';

interface Props {
  establishmentId: string;
  timeZone: string;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

export function MyEarnings({ establishmentId, timeZone }: Props) {
  const { user } = useWorkspace();
  const [period, setPeriod] = useState<EarningsPeriod>('today');
  const today = todayIn(timeZone);
  const [custom, setCustom] = useState({ start: today, end: today });
  const { start, end } = periodRange(period, timeZone, custom);
  const valid = start <= end;
  const earnings = useEarnings(establishmentId, start, end, valid);

  let content: ReactNode;
  if (!valid)
    content = (
      <Text c="var(--daybook-text-bad)" size="sm" role="alert">
        {CHECKOUT_MESSAGES.dateOrder}
      </Text>
    );
  else if (earnings.isPending)
    content = (
      <SimpleGrid cols={{ base: 2, md: 4 }} role="status" aria-label="Loading earnings">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={84} radius="md" />
        ))}
      </SimpleGrid>
    );
  else if (earnings.isError)
    content = (
      <LoadError
        title="Failed to fetch earnings"
        error={earnings.error}
        onRetry={() => void earnings.refetch()}
      />
    );
  else {
    const mine: Pick<StaffEarnings, 'serviceSales' | 'productSales' | 'tips' | 'services'> =
      earnings.data.staff.find((s) => s.staffId === user.id) ??
        earnings.data.staff[0] ?? { serviceSales: 0, productSales: 0, tips: 0, services: 0 };
    content = (
      <SimpleGrid cols={{ base: 2, md: 4 }} aria-busy={earnings.isPlaceholderData}>
        <Figure label="Service sales" value={formatCurrency(mine.serviceSales)} />
        <Figure label="Product sales" value={formatCurrency(mine.productSales)} />
        <Figure label="Tips" value={formatCurrency(mine.tips)} />
        <Figure label="Services" value={mine.services.toLocaleString('en-US')} />
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Period"
          value={period}
          onChange={(v) => setPeriod(v as EarningsPeriod)}
          data={EARNINGS_PERIODS.map((p) => ({ value: p, label: PERIOD_LABEL[p] }))}
        />
        {period === 'custom' && (
          <>
            <TextInput
              type="date"
              label="From"
              value={custom.start}
              onChange={(e) =>
                e.currentTarget.value && setCustom((c) => ({ ...c, start: e.currentTarget.value }))
              }
            />
            <TextInput
              type="date"
              label="To"
              value={custom.end}
              onChange={(e) =>
                e.currentTarget.value && setCustom((c) => ({ ...c, end: e.currentTarget.value }))
              }
            />
          </>
        )}
      </Group>
      {valid && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`}
        </Text>
      )}
      {content}
    </Stack>
  );
}
