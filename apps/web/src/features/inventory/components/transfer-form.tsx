/**
 * 'Transfer' in the product detail (issue #12): moves some of the stock on hand to the same
 * product at another of the person's locations (the server finds it by SKU, else name, and
 * creates it there when missing). The quantity cannot exceed on hand; a refusal shows its reason.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Select, Text } from '@mantine/core';
import { IconTransfer } from '@tabler/icons-react';
import { INVENTORY_MESSAGES, type Product } from '@daybook/contracts';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useTransfer } from '../api/inventory-api';
import { serverProblems } from '../lib/field-errors';
import { formatQuantity } from '../lib/inventory-labels';

const FAILED = 'Failed to transfer stock';

export function TransferForm({ product }: { product: Product }) {
  const { establishments } = useWorkspace();
  const others = establishments.filter((e) => e.id !== product.establishmentId);
  const [to, setTo] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const transfer = useTransfer();
  const server = serverProblems(transfer.error, FAILED, ['toEstablishmentId', 'quantity']);
  const errorOf = (f: string) => errors[f] ?? server.fields[f];
  const unit = product.unit_of_measure;

  if (others.length === 0) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const amount = quantity === '' ? Number.NaN : Number(quantity);
    if (!to) found.toEstablishmentId = 'Choose the location to move the stock to.';
    else if (to === product.establishmentId) found.toEstablishmentId = INVENTORY_MESSAGES.transferSame;
    if (!Number.isFinite(amount) || amount <= 0 || Math.round(amount * 1000) !== amount * 1000)
      found.quantity = 'Enter a quantity above zero, with at most 3 decimals.';
    else if (amount > product.quantity)
      found.quantity = `Only ${formatQuantity(product.quantity)} ${unit} on hand.`;
    setErrors(found);
    if (Object.keys(found).length > 0 || !to) return;
    const toName = others.find((e) => e.id === to)?.name ?? 'the other location';
    transfer.mutate(
      { productId: product.id, toEstablishmentId: to, toName, quantity: amount },
      {
        onSuccess: () => {
          setQuantity('');
          setTo(null);
        },
      },
    );
  }

  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} noValidate aria-label="Transfer stock">
      <Text fw={600} size="sm" mb="xs">
        Transfer
      </Text>
      {server.other && (
        <Alert color="red" role="alert" mb="xs">
          {server.other}
        </Alert>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="To location"
          placeholder="Choose a location"
          w={220}
          data={others.map((e) => ({ value: e.id, label: e.name }))}
          value={to}
          error={errorOf('toEstablishmentId')}
          onChange={setTo}
        />
        <NumberInput
          label="Quantity to move"
          description={`At most ${formatQuantity(product.quantity)} ${unit}`}
          w={170}
          min={0}
          max={product.quantity}
          decimalScale={3}
          allowNegative={false}
          clampBehavior="none"
          value={quantity}
          error={errorOf('quantity')}
          onChange={setQuantity}
        />
        <Button
          type="submit"
          leftSection={<IconTransfer size={16} aria-hidden />}
          loading={transfer.isPending}
          disabled={product.quantity <= 0}
        >
          Transfer
        </Button>
      </Group>
      {product.quantity <= 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          Nothing on hand to transfer.
        </Text>
      )}
    </Paper>
  );
}
