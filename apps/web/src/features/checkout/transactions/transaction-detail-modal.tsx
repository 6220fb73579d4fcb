/**
 * One transaction: its facts and totals, items with staff, payments, tips per staff, refunds,
 * the printable receipt, 'Email receipt' and (with transaction:refund, while something is left)
 * 'Refund'. The refund form replaces this dialog while it is open.
 */
import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import type { Transaction } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { Fact } from '../../../components/fact';
import { formatCurrency } from '../../../lib/format';
import { ReceiptView } from '../receipt/receipt-view';
import { EmailReceipt } from './email-receipt';
import { formatDateTime } from './local-dates';
import { RefundModal, leftToRefund } from './refund-modal';
import { TransactionItems } from './transaction-items';
import { TransactionPayments } from './transaction-payments';
import { TransactionRefunds } from './transaction-refunds';
import { TransactionStatusBadge } from './transaction-status-badge';

interface Props {
  transaction: Transaction | null;
  establishmentId: string;
  establishmentName: string;
  timeZone: string;
  canRefund: boolean;
  onClose: () => void;
  /** The refunded transaction as the server answered it, so the dialog shows it at once. */
  onChange: (transaction: Transaction) => void;
}

export function TransactionDetailModal({
  transaction: t,
  establishmentId,
  establishmentName,
  timeZone,
  canRefund,
  onClose,
  onChange,
}: Props) {
  const [refunding, setRefunding] = useState(false);
  return (
    <>
      <AppModal
        opened={t !== null && !refunding}
        onClose={onClose}
        title={t ? `Transaction #${t.number}` : 'Transaction'}
        size="xl"
      >
        {t && (
          <Tabs defaultValue="details" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="details">Details</Tabs.Tab>
              <Tabs.Tab value="receipt">Receipt</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="details">
              <Stack gap="md">
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                  <Fact label="Date">{formatDateTime(t.createdAt, timeZone)}</Fact>
                  <Fact label="Customer">{t.customerName ?? 'Walk-in'}</Fact>
                  <Fact label="Cashier">{t.cashierName ?? '—'}</Fact>
                  <Fact label="Status">
                    <TransactionStatusBadge transaction={t} />
                  </Fact>
                  <Fact label="Subtotal">{formatCurrency(t.subtotal)}</Fact>
                  <Fact label="Discount">{formatCurrency(t.discountAmount)}</Fact>
                  <Fact label="Tax">{formatCurrency(t.taxAmount)}</Fact>
                  <Fact label="Tip">{formatCurrency(t.tipAmount)}</Fact>
                  <Fact label="Total">{formatCurrency(t.totalAmount)}</Fact>
                  <Fact label="Refunded">{formatCurrency(t.refundAmount)}</Fact>
                </SimpleGrid>
                <TransactionItems items={t.items} />
                <TransactionPayments transaction={t} />
                {t.refunds.length > 0 && (
                  <Stack gap={4}>
                    <Title order={3} size="h5">
                      Refunds
                    </Title>
                    <TransactionRefunds refunds={t.refunds} timeZone={timeZone} />
                  </Stack>
                )}
                {t.notes && <Fact label="Notes">{t.notes}</Fact>}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="receipt">
              <ReceiptView transaction={t} establishmentName={establishmentName} timeZone={timeZone} />
            </Tabs.Panel>
            <Group justify="flex-end" mt="lg" align="flex-end">
              <EmailReceipt key={t.id} transaction={t} />
              {canRefund && leftToRefund(t) > 0 && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconReceiptRefund size={16} aria-hidden />}
                  onClick={() => setRefunding(true)}
                >
                  Refund
                </Button>
              )}
            </Group>
          </Tabs>
        )}
      </AppModal>
      <RefundModal
        transaction={refunding ? t : null}
        establishmentId={establishmentId}
        onClose={() => setRefunding(false)}
        onRefunded={(updated) => {
          setRefunding(false);
          onChange(updated);
        }}
      />
    </>
  );
}
