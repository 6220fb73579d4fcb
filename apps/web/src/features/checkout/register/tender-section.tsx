/**
 * Payments of a sale (issue #13, split tender): any mix of cash and card, each new one
 * prefilled with what is still to pay. Card numbers are never entered here: the card is taken
 * on the salon's terminal and only its brand, last 4 and authorisation code are recorded.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCash, IconCreditCard } from '@tabler/icons-react';
import { TENDERS_MAX } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { toDollars, type TenderDraft } from './cart';
import { TenderRow } from './tender-row';
import { remainingCents } from './tenders';

export interface TenderSectionProps {
  totalCents: number;
  tenders: TenderDraft[];
  onChange: (tenders: TenderDraft[]) => void;
}

export function TenderSection({ totalCents, tenders, onChange }: TenderSectionProps) {
  const remaining = remainingCents(totalCents, tenders);
  const next = toDollars(Math.max(remaining, 0));
  const add = (t: TenderDraft) => onChange([...tenders, t]);
  const full = tenders.length >= TENDERS_MAX;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          variant="light"
          size="sm"
          leftSection={<IconCash size={16} aria-hidden />}
          disabled={full}
          onClick={() => add({ key: crypto.randomUUID(), type: 'cash', amount: next, received: null })}
        >
          Add cash
        </Button>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconCreditCard size={16} aria-hidden />}
          disabled={full}
          onClick={() =>
            add({
              key: crypto.randomUUID(),
              type: 'card',
              amount: next,
              cardType: 'visa',
              cardLast4: '',
              authCode: '',
            })
          }
        >
          Add card
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Cards are taken on the terminal. Card numbers are never entered here: record only the brand, the last
        4 digits and the authorisation code.
      </Text>
      {tenders.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Payments"
        >
          {tenders.map((t, i) => (
            <TenderRow
              key={t.key}
              tender={t}
              position={i + 1}
              onChange={(nextTender) => onChange(tenders.map((x) => (x.key === t.key ? nextTender : x)))}
              onRemove={() => onChange(tenders.filter((x) => x.key !== t.key))}
            />
          ))}
        </Stack>
      )}
      <Text
        size="sm"
        aria-live="polite"
        c={
          remaining === 0 ? 'var(--daybook-text-good)' : remaining < 0 ? 'var(--daybook-text-bad)' : undefined
        }
      >
        {remaining === 0
          ? 'Paid in full.'
          : remaining > 0
            ? `Still to pay: ${formatCurrency(toDollars(remaining))}`
            : `Over by ${formatCurrency(toDollars(-remaining))}: lower a payment (give change with Cash received).`}
      </Text>
    </Stack>
  );
}
