/**
 * Opening the cash drawer (issues #13 and #28): the float is counted into it by denomination,
 * its total shown as it is typed; the server recomputes the total from the count and keeps it.
 */
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { countedCents } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { useOpenDrawer } from '../api/drawer-api';
import { DenominationCount, nonZeroCounts } from './denomination-count';

export function OpenDrawerForm({ establishmentId }: { establishmentId: string }) {
  const open = useOpenDrawer(establishmentId);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const float = countedCents(counts);
  return (
    <Stack gap="xs" role="group" aria-label="Opening float">
      <Text size="sm" c="dimmed">
        The drawer is closed. Count the float into it by denomination and open it to take cash.
      </Text>
      <DenominationCount counts={counts} onChange={setCounts} />
      <Group justify="space-between" gap="xs">
        <Text size="sm" aria-live="polite" data-testid="drawer-float">
          Opening float: <strong>{formatCurrency(float / 100)}</strong>
        </Text>
        <Button loading={open.isPending} onClick={() => open.mutate(nonZeroCounts(counts))}>
          Open drawer
        </Button>
      </Group>
    </Stack>
  );
}
