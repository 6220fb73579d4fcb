/**
 * One payment of a sale (issue #13): cash (the amount it pays, what was handed over, the change)
 * or a card taken on the salon's own terminal (brand, last 4, authorisation code).
 */
import { ActionIcon, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { CARD_BRANDS, type CardBrand } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { toCents, toDollars, type TenderDraft } from './cart';

export interface TenderRowProps {
  tender: TenderDraft;
  /** 1-based position, to name the fields. */
  position: number;
  onChange: (next: TenderDraft) => void;
  onRemove: () => void;
}

const BRAND_LABEL: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  other: 'Other',
};

const num = (v: string | number) => (typeof v === 'number' ? v : Number.parseFloat(v) || 0);

export function TenderRow({ tender, position, onChange, onRemove }: TenderRowProps) {
  const what = `${tender.type === 'cash' ? 'Cash' : 'Card'} payment ${position}`;
  const change =
    tender.type === 'cash' && tender.received !== null
      ? toCents(tender.received) - toCents(tender.amount)
      : null;
  return (
    <Paper withBorder p="xs" component="li" aria-label={what}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {what}
          </Text>
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${what}`} onClick={onRemove}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <NumberInput
            size="xs"
            w={110}
            label="Amount"
            aria-label={`Amount, ${what}`}
            prefix="$"
            min={0}
            decimalScale={2}
            fixedDecimalScale
            allowNegative={false}
            value={tender.amount || ''}
            onChange={(v) => onChange({ ...tender, amount: num(v) })}
          />
          {tender.type === 'cash' ? (
            <NumberInput
              size="xs"
              w={130}
              label="Cash received"
              aria-label={`Cash received, ${what}`}
              prefix="$"
              min={0}
              decimalScale={2}
              fixedDecimalScale
              allowNegative={false}
              value={tender.received ?? ''}
              error={change !== null && change < 0 ? 'Less than the amount' : undefined}
              onChange={(v) => onChange({ ...tender, received: v === '' ? null : num(v) })}
            />
          ) : (
            <>
              <Select
                size="xs"
                w={150}
                label="Card brand"
                aria-label={`Card brand, ${what}`}
                data={CARD_BRANDS.map((b) => ({ value: b, label: BRAND_LABEL[b] }))}
                value={tender.cardType}
                allowDeselect={false}
                onChange={(b) => b && onChange({ ...tender, cardType: b as CardBrand })}
              />
              <TextInput
                size="xs"
                w={90}
                label="Last 4"
                aria-label={`Card last 4, ${what}`}
                inputMode="numeric"
                maxLength={4}
                autoComplete="off"
                value={tender.cardLast4}
                error={
                  tender.cardLast4 !== '' && !/^\d{4}$/.test(tender.cardLast4) ? 'Four digits' : undefined
                }
                onChange={(e) => onChange({ ...tender, cardLast4: e.currentTarget.value.replace(/\D/g, '') })}
              />
              <TextInput
                size="xs"
                w={120}
                label="Auth code"
                aria-label={`Authorisation code, ${what}`}
                maxLength={20}
                autoComplete="off"
                value={tender.authCode}
                onChange={(e) =>
                  onChange({ ...tender, authCode: e.currentTarget.value.replace(/[^A-Za-z0-9]/g, '') })
                }
              />
            </>
          )}
        </Group>
        {change !== null && change >= 0 && (
          <Text size="sm" fw={600} aria-live="polite">
            Change due: {formatCurrency(toDollars(change))}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
