/**
 * The printable X or Z report of a drawer session (issue #28), laid out like a till's slip: the
 * shift (opened and closed, by whom), the cash (float, cash sales, change, refunds, pay-ins and
 * pay-outs, expected), the count and its over/short, sales by tender, the float and the close
 * counted by denomination, and the pay-ins and pay-outs. An X report is a read-only snapshot of
 * the open drawer; a Z report shows what was frozen at close. Print prints only this sheet
 * (drawer-report.css); dollars, times in the location's zone.
 */
import type { ReactNode } from 'react';
import { Button, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { DRAWER_DENOMINATIONS, LOCALE, type DrawerSession } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { denominationLabel } from './denomination-count';
import './drawer-report.css';

export interface DrawerReportSheetProps {
  session: DrawerSession;
  timeZone: string;
  establishmentName?: string;
  /** When an X report was taken (ISO); now when omitted. */
  takenAt?: string;
}

const at = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone });

/** '+$1.50 over', '-$0.75 short', '$0.00'. */
export function overShort(difference: number): string {
  if (difference > 0) return `+${formatCurrency(difference)} over`;
  if (difference < 0) return `${formatCurrency(difference)} short`;
  return formatCurrency(0);
}

/** What is taken out of the drawer: '−$4.50', or '$0.00' when nothing was. */
const out = (amount: number) => (amount === 0 ? formatCurrency(0) : `−${formatCurrency(amount)}`);

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2} role="group" aria-label={title}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function CountTable({
  opening,
  closing,
}: {
  opening: DrawerSession['openingCounts'];
  closing: DrawerSession['counts'];
}) {
  const rows = DRAWER_DENOMINATIONS.filter((d) => (opening?.[d] ?? 0) > 0 || (closing?.[d] ?? 0) > 0);
  if (rows.length === 0) return null;
  const cell = (counts: Record<string, number> | null, d: number) => {
    const n = counts?.[d] ?? 0;
    return n > 0 ? `${n} · ${formatCurrency((n * d) / 100)}` : '—';
  };
  return (
    <Section title="Counted by denomination">
      <Table fz="sm" verticalSpacing={2} horizontalSpacing={4} aria-label="Counted by denomination">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Denomination</Table.Th>
            {opening && <Table.Th ta="right">Opening</Table.Th>}
            {closing && <Table.Th ta="right">Closing</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ fontVariantNumeric: 'tabular-nums' }}>
          {rows.map((d) => (
            <Table.Tr key={d}>
              <Table.Td>{denominationLabel(d)}</Table.Td>
              {opening && <Table.Td ta="right">{cell(opening, d)}</Table.Td>}
              {closing && <Table.Td ta="right">{cell(closing, d)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

export function DrawerReportSheet({
  session: s,
  timeZone,
  establishmentName,
  takenAt,
}: DrawerReportSheetProps) {
  const closed = s.status === 'closed';
  const name = closed ? 'Z report' : 'X report';
  return (
    <Stack gap="sm" className="daybook-drawer-report" role="document" aria-label={`${name} to print`}>
      <Stack gap={0} align="center">
        <Title order={3} size="h4">
          {name}
        </Title>
        {establishmentName && <Text size="sm">{establishmentName}</Text>}
        <Text size="xs" c="dimmed">
          {closed
            ? 'End of shift · figures as closed'
            : `Mid-shift · as of ${at(takenAt ?? new Date().toISOString(), timeZone)}`}
        </Text>
      </Stack>
      <Divider />
      <Section title="Shift">
        <Row label="Opened" value={at(s.openedAt, timeZone)} />
        {s.openedByName && <Row label="Opened by" value={s.openedByName} />}
        {closed && s.closedAt && <Row label="Closed" value={at(s.closedAt, timeZone)} />}
        {closed && s.closedByName && <Row label="Closed by" value={s.closedByName} />}
      </Section>
      <Divider />
      <Section title="Cash">
        <Row label="Opening float" value={formatCurrency(s.float)} />
        <Row label="Cash sales" value={formatCurrency(s.cashSales)} />
        <Row label="Cash received" value={formatCurrency(s.cashReceived)} />
        <Row label="Change given" value={out(s.change)} />
        <Row label="Cash refunds" value={out(s.cashRefunds)} />
        <Row label="Pay-ins" value={formatCurrency(s.payIns)} />
        <Row label="Pay-outs" value={out(s.payOuts)} />
        <Row label="Expected in drawer" value={formatCurrency(s.expected)} strong />
        {closed && s.counted !== null && <Row label="Counted" value={formatCurrency(s.counted)} strong />}
        {closed && s.difference !== null && <Row label="Over/short" value={overShort(s.difference)} strong />}
        {closed && s.note && <Row label="Note" value={s.note} />}
      </Section>
      <Divider />
      <Section title="Sales by tender">
        <Row label="Cash" value={formatCurrency(s.cashSales)} />
        <Row label="Card" value={formatCurrency(s.cardSales)} />
        <Row label="Transactions" value={s.transactions.toLocaleString(LOCALE)} />
      </Section>
      <CountTable opening={s.openingCounts} closing={closed ? s.counts : null} />
      {s.movements.length > 0 && (
        <Section title="Pay-ins and pay-outs">
          {s.movements.map((m) => (
            <Row
              key={m.id}
              label={`${at(m.createdAt, timeZone)} · ${m.reason}${m.createdByName ? ` (${m.createdByName})` : ''}`}
              value={`${m.kind === 'pay_out' ? '−' : '+'}${formatCurrency(m.amount)}`}
            />
          ))}
        </Section>
      )}
      <Group justify="center" className="drawer-report-no-print">
        <Button
          variant="light"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
        >
          {`Print ${name}`}
        </Button>
      </Group>
    </Stack>
  );
}
