/**
 * Receiving a purchase order: per line what was ordered, what arrived before, and 'Receive now'
 * (the outstanding quantity at first, never more). Partial receipts add up on the server.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Table, Text } from '@mantine/core';
import { INVENTORY_MESSAGES, type InventoryOrder } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { useOrderMutations } from '../api/inventory-api';
import { formatQuantity } from '../lib/inventory-labels';

export function ReceiveOrderModal({ order, onClose }: { order: InventoryOrder | null; onClose: () => void }) {
  return (
    <AppModal
      opened={order !== null}
      onClose={onClose}
      title={order ? `Receive ${order.order_number}` : 'Receive'}
      size="lg"
    >
      {order && <ReceiveForm key={order.id + order.updated_at} order={order} onClose={onClose} />}
    </AppModal>
  );
}

const outstandingOf = (l: InventoryOrder['items'][number]) =>
  Math.max(0, Math.round((l.quantity - l.received_quantity) * 1000) / 1000);

function ReceiveForm({ order, onClose }: { order: InventoryOrder; onClose: () => void }) {
  const [now, setNow] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(order.items.map((l) => [l.id, outstandingOf(l)])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const { receive } = useOrderMutations();

  function submit(event: FormEvent) {
    event.preventDefault();
    const lines = order.items
      .map((l) => ({ line_id: l.id, quantity: Number(now[l.id] === '' ? 0 : now[l.id]) }))
      .filter((l) => l.quantity > 0);
    const over = order.items.some((l) => Number(now[l.id] || 0) > outstandingOf(l));
    if (over) return setProblem(INVENTORY_MESSAGES.overReceive);
    if (lines.length === 0) return setProblem(INVENTORY_MESSAGES.nothingToReceive);
    setProblem(null);
    receive.mutate({ id: order.id, body: { lines } }, { onSuccess: onClose });
  }

  const shown = problem ?? (receive.error ? errorMessage(receive.error, 'Failed to receive order') : null);
  return (
    <form onSubmit={submit} noValidate>
      {shown && (
        <Alert color="red" role="alert" mb="md">
          {shown}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" aria-label="Lines to receive">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Ordered</Table.Th>
              <Table.Th ta="right">Received so far</Table.Th>
              <Table.Th>Receive now</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((l) => {
              const outstanding = outstandingOf(l);
              const value = now[l.id] ?? '';
              const tooMuch = Number(value || 0) > outstanding;
              return (
                <Table.Tr key={l.id}>
                  <Table.Td>{l.product_name}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(l.quantity)}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(l.received_quantity)}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Receive now, ${l.product_name}`}
                      w={130}
                      min={0}
                      max={outstanding}
                      clampBehavior="strict"
                      decimalScale={3}
                      disabled={outstanding === 0}
                      value={value}
                      error={tooMuch ? `At most ${formatQuantity(outstanding)}` : undefined}
                      onChange={(v) => setNow((prev) => ({ ...prev, [l.id]: v }))}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt="xs">
        Receipts add to stock and update each product’s average cost.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={receive.isPending}>
          Receive stock
        </Button>
      </Group>
    </form>
  );
}
