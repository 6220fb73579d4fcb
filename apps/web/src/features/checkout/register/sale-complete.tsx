/** After a sale (issue #13): its receipt, emailing it, and starting the next sale. */
import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck, IconMail, IconPlus } from '@tabler/icons-react';
import type { Transaction } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { useSendReceipt } from '../api/register-api';
import { ReceiptView } from '../receipt/receipt-view';

export interface SaleCompleteProps {
  transaction: Transaction;
  establishmentName: string;
  timeZone: string;
  onNewSale: () => void;
}

export function SaleComplete({ transaction, establishmentName, timeZone, onNewSale }: SaleCompleteProps) {
  const send = useSendReceipt();
  const [email, setEmail] = useState(transaction.customerEmail ?? '');
  const change = transaction.paymentMethods.reduce((sum, p) => sum + (p.change ?? 0), 0);
  return (
    <Stack gap="md" align="stretch" maw={520} mx="auto">
      <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title="Payment complete" role="status">
        {formatCurrency(transaction.totalAmount)} paid.
        {change > 0 ? ` Change due: ${formatCurrency(change)}.` : ''}
      </Alert>
      <ReceiptView transaction={transaction} establishmentName={establishmentName} timeZone={timeZone} />
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 200 }}
          type="email"
          label="Receipt email"
          placeholder="client@example.com"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button
          variant="light"
          leftSection={<IconMail size={16} aria-hidden />}
          loading={send.isPending}
          onClick={() => send.mutate({ id: transaction.id, email: email.trim() || undefined })}
        >
          Email receipt
        </Button>
      </Group>
      <Button size="md" leftSection={<IconPlus size={16} aria-hidden />} onClick={onNewSale}>
        New sale
      </Button>
    </Stack>
  );
}
