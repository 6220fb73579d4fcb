/**
 * The X (open drawer) or Z (closed drawer) report of a session (issue #13): float, cash taken,
 * change given, cash refunds, pay-ins and pay-outs, the cash expected, and when closed the count
 * and its difference.
 */
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { LOCALE, type DrawerSession } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';

export interface DrawerReportProps {
  session: DrawerSession;
  timeZone: string;
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

const at = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone });

export function DrawerReport({ session: s, timeZone }: DrawerReportProps) {
  const closed = s.status === 'closed';
  return (
    <Stack gap="xs" aria-label={closed ? 'Z report' : 'X report'} role="group">
      <Text size="xs" c="dimmed">
        Opened {at(s.openedAt, timeZone)}
        {s.openedByName ? ` by ${s.openedByName}` : ''}
        {closed && s.closedAt
          ? ` · closed ${at(s.closedAt, timeZone)}${s.closedByName ? ` by ${s.closedByName}` : ''}`
          : ''}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 5 }} spacing="sm" verticalSpacing="xs">
        <Figure label="Float" value={formatCurrency(s.float)} />
        <Figure label="Cash sales" value={formatCurrency(s.cashSales)} />
        <Figure label="Cash received" value={formatCurrency(s.cashReceived)} />
        <Figure label="Change given" value={formatCurrency(s.change)} />
        <Figure label="Cash refunds" value={formatCurrency(s.cashRefunds)} />
        <Figure label="Pay-ins" value={formatCurrency(s.payIns)} />
        <Figure label="Pay-outs" value={formatCurrency(s.payOuts)} />
        <Figure label="Card sales" value={formatCurrency(s.cardSales)} />
        <Figure label="Transactions" value={String(s.transactions)} />
        <Figure label="Expected in drawer" value={formatCurrency(s.expected)} strong />
        {closed && s.counted !== null && <Figure label="Counted" value={formatCurrency(s.counted)} strong />}
        {closed && s.difference !== null && (
          <Figure
            label="Difference"
            value={`${s.difference > 0 ? '+' : ''}${formatCurrency(s.difference)}`}
            strong
          />
        )}
      </SimpleGrid>
      {closed && s.note && (
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            Note:
          </Text>
          <Text size="xs">{s.note}</Text>
        </Group>
      )}
    </Stack>
  );
}
