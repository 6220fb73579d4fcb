/** A pay-in or pay-out of the open drawer, with its amount and reason (issue #13). */
import { useState } from 'react';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { CHECKOUT_MESSAGES, type DrawerMovementKind } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { useDrawerMovement } from '../api/drawer-api';

export interface MovementModalProps {
  establishmentId: string;
  kind: DrawerMovementKind | null;
  onClose: () => void;
}

export function MovementModal({ establishmentId, kind, onClose }: MovementModalProps) {
  const move = useDrawerMovement(establishmentId);
  const [amount, setAmount] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const title = kind === 'pay_in' ? 'Pay in' : 'Pay out';

  const close = () => {
    setAmount('');
    setReason('');
    setErrors({});
    onClose();
  };
  const save = () => {
    const next = {
      amount: amount === '' || amount <= 0 ? CHECKOUT_MESSAGES.refundAmount : undefined,
      reason: reason.trim() === '' ? CHECKOUT_MESSAGES.reasonRequired : undefined,
    };
    setErrors(next);
    if (next.amount || next.reason || !kind || amount === '') return;
    move.mutate({ kind, amount, reason: reason.trim() }, { onSuccess: close });
  };

  return (
    <AppModal opened={kind !== null} onClose={close} title={title} size="sm">
      <Stack gap="sm">
        <NumberInput
          label="Amount"
          prefix="$"
          min={0}
          decimalScale={2}
          allowNegative={false}
          value={amount}
          error={errors.amount}
          onChange={(v) => setAmount(typeof v === 'number' ? v : v === '' ? '' : Number.parseFloat(v) || 0)}
        />
        <TextInput
          label="Reason"
          placeholder={kind === 'pay_in' ? 'Change from the bank' : 'Milk for the coffee bar'}
          value={reason}
          error={errors.reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button loading={move.isPending} onClick={save}>
            {title}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
