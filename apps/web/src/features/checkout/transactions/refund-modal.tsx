/**
 * Refund a transaction (issue #13, #28): what is returned (items by unit and tips; the amount
 * follows them and may be lowered, and without any the amount is what is left), a required
 * reason, where the money goes (original payment or cash) and which products return to stock.
 * The server checks what is left under a lock; its refusal is shown as it gives it, under
 * 'Failed to refund transaction'. Nothing is refunded locally.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Group, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import {
  CHECKOUT_AMOUNT_MAX,
  CHECKOUT_MESSAGES,
  type RefundTender,
  type Transaction,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { formatCurrency } from '../../../lib/format';
import { useRefund } from '../api/transactions-api';
import {
  NO_CHOICE,
  choiceBody,
  chosenAmountCents,
  hasChoice,
  refundLineOptions,
  type RefundChoice,
} from './refund-choice';
import { RefundLines } from './refund-lines';

interface Props {
  transaction: Transaction | null;
  establishmentId: string;
  onClose: () => void;
  /** The transaction as the server answers it after the refund. */
  onRefunded: (transaction: Transaction) => void;
}

/** What is left to refund, dollars (cent arithmetic). */
export function leftToRefund(t: Transaction): number {
  return Math.max(0, Math.round(t.totalAmount * 100) - Math.round(t.refundAmount * 100)) / 100;
}

export function RefundModal({ transaction, establishmentId, onClose, onRefunded }: Props) {
  return (
    <AppModal
      opened={transaction !== null}
      onClose={onClose}
      title={transaction ? `Refund transaction #${transaction.number}` : 'Refund'}
      size="lg"
    >
      {transaction && (
        <RefundForm
          key={transaction.id}
          transaction={transaction}
          establishmentId={establishmentId}
          onClose={onClose}
          onRefunded={onRefunded}
        />
      )}
    </AppModal>
  );
}

function RefundForm({
  transaction: t,
  establishmentId,
  onClose,
  onRefunded,
}: Props & { transaction: Transaction }) {
  const refund = useRefund(establishmentId);
  const left = leftToRefund(t);
  const [amount, setAmount] = useState<string | number>(left);
  const [reason, setReason] = useState('');
  const [tender, setTender] = useState<RefundTender>('original');
  const [restock, setRestock] = useState<Record<string, number>>({});
  const [choice, setChoice] = useState<RefundChoice>(NO_CHOICE);
  const options = useMemo(() => refundLineOptions(t), [t]);
  const chosen = hasChoice(choice) ? chosenAmountCents(options, choice) / 100 : null;
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  // One key per form: a retried click refunds once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const products = t.items.filter((i) => i.type === 'product' && i.quantity - i.returnedQuantity > 0);
  const mostReturnable = (id: string) => {
    const item = products.find((p) => p.id === id);
    return item ? item.quantity - item.returnedQuantity : 0;
  };

  /** A new choice sets the amount to what it comes to (or all that is left without one). */
  const choose = (next: RefundChoice) => {
    setChoice(next);
    setAmount(hasChoice(next) ? chosenAmountCents(options, next) / 100 : left);
    // A returned product goes back to stock unless the desk says otherwise.
    setRestock((r) => {
      const kept = Object.fromEntries(
        Object.entries(r).filter(([id]) => id in next.items || !(id in choice.items)),
      );
      for (const [id, units] of Object.entries(next.items))
        if (products.some((p) => p.id === id)) kept[id] = Math.min(units, mostReturnable(id));
      return kept;
    });
  };

  const submit = () => {
    const value = typeof amount === 'number' ? amount : Number(amount);
    const next: typeof errors = {};
    if (amount === '' || !Number.isFinite(value) || value <= 0) next.amount = CHECKOUT_MESSAGES.refundAmount;
    else if (chosen !== null && Math.round(value * 100) > Math.round(chosen * 100))
      next.amount = CHECKOUT_MESSAGES.refundMoreThanChosen;
    if (reason.trim() === '') next.reason = CHECKOUT_MESSAGES.reasonRequired;
    setErrors(next);
    if (next.amount || next.reason) return;
    refund.mutate(
      {
        transactionId: t.id,
        idempotencyKey,
        body: {
          refund_amount: Math.round(value * 100) / 100,
          refund_reason: reason.trim(),
          tender,
          ...choiceBody(choice),
          restock: Object.entries(restock)
            .filter(([, quantity]) => quantity > 0)
            .map(([itemId, quantity]) => ({ itemId, quantity })),
        },
      },
      { onSuccess: onRefunded },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        Paid {formatCurrency(t.totalAmount)}; refunded so far {formatCurrency(t.refundAmount)}; left{' '}
        <b>{formatCurrency(left)}</b>.
      </Text>
      {refund.isError && (
        <Alert color="red" role="alert" title={CHECKOUT_MESSAGES.refundFailed}>
          {errorMessage(refund.error, CHECKOUT_MESSAGES.refundFailed)}
        </Alert>
      )}
      {options.length > 0 && <RefundLines options={options} choice={choice} onChange={choose} />}
      <NumberInput
        label="Refund amount"
        description={
          chosen !== null
            ? `The chosen lines come to ${formatCurrency(chosen)}; you may refund less.`
            : undefined
        }
        prefix="$"
        min={0}
        max={chosen ?? CHECKOUT_AMOUNT_MAX}
        decimalScale={2}
        fixedDecimalScale
        thousandSeparator=","
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        required
      />
      <Textarea
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={errors.reason}
        required
        autosize
        minRows={2}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="refund-tender-label">
          Refund to
        </Text>
        <SegmentedControl
          aria-labelledby="refund-tender-label"
          value={tender}
          onChange={(v) => setTender(v as RefundTender)}
          data={[
            { value: 'original', label: 'Original payment' },
            { value: 'cash', label: 'Cash' },
          ]}
        />
      </Stack>
      {products.length > 0 && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Return products to stock
          </Text>
          {products.map((i) => {
            const most = i.quantity - i.returnedQuantity;
            return (
              <NumberInput
                key={i.id}
                label={`Return ${i.name} to stock`}
                description={`Up to ${most}`}
                min={0}
                max={most}
                allowDecimal={false}
                clampBehavior="strict"
                w={220}
                value={restock[i.id] ?? 0}
                onChange={(v) => setRestock((r) => ({ ...r, [i.id]: typeof v === 'number' ? v : 0 }))}
              />
            );
          })}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" loading={refund.isPending} onClick={submit}>
          Refund
        </Button>
      </Group>
    </Stack>
  );
}
