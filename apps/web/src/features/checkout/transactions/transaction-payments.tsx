/** How a transaction was paid (card brand and last 4, cash with what was handed over and the change) and its tips per staff member. */
import { Group, List, Stack, Text, Title } from '@mantine/core';
import type { Transaction } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';

type Payment = Transaction['paymentMethods'][number];

/** 'Visa •••• 4242' or 'Cash'. */
function paymentLabel(p: Payment): string {
  if (p.type === 'cash') return 'Cash';
  const brand = p.cardType ? p.cardType.charAt(0).toUpperCase() + p.cardType.slice(1) : 'Card';
  return p.cardLast4 ? `${brand} •••• ${p.cardLast4}` : brand;
}

function paymentNote(p: Payment): string {
  const parts: string[] = [];
  if (p.type === 'cash' && p.received !== null) parts.push(`received ${formatCurrency(p.received)}`);
  if (p.type === 'cash' && p.change !== null && p.change > 0)
    parts.push(`change ${formatCurrency(p.change)}`);
  if (p.refunded > 0) parts.push(`${formatCurrency(p.refunded)} refunded`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

export function TransactionPayments({ transaction: t }: { transaction: Transaction }) {
  return (
    <Group align="flex-start" grow wrap="wrap" gap="lg">
      <Stack gap={4}>
        <Title order={3} size="h5">
          Payments
        </Title>
        {t.paymentMethods.length === 0 ? (
          <Text size="sm" c="dimmed">
            No payment (nothing was due).
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {t.paymentMethods.map((p) => (
              <List.Item key={p.id}>
                {paymentLabel(p)}: {formatCurrency(p.amount)}
                {paymentNote(p)}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Tips
        </Title>
        {t.tips.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tip.
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {t.tips.map((tip) => (
              <List.Item key={tip.staffId}>
                {tip.staffName ?? 'Staff member'}: {formatCurrency(tip.amount)}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Group>
  );
}
