/**
 * A printable receipt of one transaction (issue #13, spec operations.md §3 Transaction): the
 * location, number, en-US date and time, items with their staff, subtotal, discount, tax, tip,
 * total, payments (card brand and last 4, cash received and change) and refunds. Print prints
 * only the receipt (receipt.css). Used by the register after a sale and by the transactions page.
 */
import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { LOCALE, type Transaction } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import './receipt.css';

export interface ReceiptViewProps {
  transaction: Transaction;
  establishmentName: string;
  /** The location's IANA zone for the date and time; the browser's when omitted. */
  timeZone?: string;
}

type Payment = Transaction['paymentMethods'][number];

function dateTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

function paymentLabel(p: Payment): string {
  if (p.type === 'cash') return 'Cash';
  const brand = p.cardType ? p.cardType.charAt(0).toUpperCase() + p.cardType.slice(1) : 'Card';
  return p.cardLast4 ? `${brand} •••• ${p.cardLast4}` : brand;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}

export function ReceiptView({ transaction: t, establishmentName, timeZone }: ReceiptViewProps) {
  return (
    <Paper withBorder p="md" className="daybook-receipt" maw={420} aria-label={`Receipt #${t.number}`}>
      <Stack gap="xs">
        <Stack gap={0} align="center">
          <Title order={2} size="h4">
            {establishmentName}
          </Title>
          <Text size="sm">Receipt #{t.number}</Text>
          <Text size="sm" c="dimmed">
            {dateTime(t.createdAt, timeZone)}
          </Text>
          {t.customerName && <Text size="sm">Client: {t.customerName}</Text>}
          {t.cashierName && (
            <Text size="sm" c="dimmed">
              Cashier: {t.cashierName}
            </Text>
          )}
        </Stack>
        <Divider />
        {t.items.map((item) => (
          <Stack key={item.id} gap={0}>
            <Row
              label={item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name}
              value={formatCurrency(item.price * item.quantity)}
            />
            {item.staffName && (
              <Text size="xs" c="dimmed">
                with {item.staffName}
              </Text>
            )}
            {item.discount > 0 && <Row label="  Discount" value={`−${formatCurrency(item.discount)}`} />}
          </Stack>
        ))}
        <Divider />
        <Row label="Subtotal" value={formatCurrency(t.subtotal)} />
        {t.discountAmount > 0 && <Row label="Discount" value={`−${formatCurrency(t.discountAmount)}`} />}
        <Row label="Tax" value={formatCurrency(t.taxAmount)} />
        {t.tipAmount > 0 && <Row label="Tip" value={formatCurrency(t.tipAmount)} />}
        <Row label="Total" value={formatCurrency(t.totalAmount)} strong />
        <Divider />
        {t.paymentMethods.map((p) => (
          <Stack key={p.id} gap={0}>
            <Row label={paymentLabel(p)} value={formatCurrency(p.amount)} />
            {p.type === 'card' && p.authCode && (
              <Text size="xs" c="dimmed">
                Auth {p.authCode}
              </Text>
            )}
            {p.type === 'cash' && p.received !== null && (
              <>
                <Row label="  Cash received" value={formatCurrency(p.received)} />
                <Row label="  Change" value={formatCurrency(p.change ?? 0)} />
              </>
            )}
          </Stack>
        ))}
        {t.refunds.length > 0 && (
          <>
            <Divider />
            {t.refunds.map((r) => (
              <Stack key={r.id} gap={0}>
                <Row
                  label={`Refund ${dateTime(r.createdAt, timeZone)}`}
                  value={`−${formatCurrency(r.amount)}`}
                />
                <Text size="xs" c="dimmed">
                  {r.reason}
                  {r.tender === 'cash' ? ' (cash)' : ''}
                </Text>
              </Stack>
            ))}
            <Row label="Refunded" value={formatCurrency(t.refundAmount)} strong />
          </>
        )}
        <Text size="xs" c="dimmed" ta="center">
          Thank you!
        </Text>
        <Group justify="center" className="receipt-no-print">
          <Button
            variant="light"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            Print receipt
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
