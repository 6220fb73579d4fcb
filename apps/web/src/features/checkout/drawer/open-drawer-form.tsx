/** Opening the cash drawer with the float counted into it (issue #13). */
import { useState } from 'react';
import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useOpenDrawer } from '../api/drawer-api';

export function OpenDrawerForm({ establishmentId }: { establishmentId: string }) {
  const open = useOpenDrawer(establishmentId);
  const [float, setFloat] = useState<number | ''>('');
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed" w="100%">
        The drawer is closed. Count the float into it and open it to take cash.
      </Text>
      <NumberInput
        w={160}
        label="Opening float"
        prefix="$"
        min={0}
        decimalScale={2}
        allowNegative={false}
        thousandSeparator=","
        value={float}
        onChange={(v) => setFloat(typeof v === 'number' ? v : v === '' ? '' : Number.parseFloat(v) || 0)}
      />
      <Button
        loading={open.isPending}
        disabled={float === ''}
        onClick={() => float !== '' && open.mutate(float)}
      >
        Open drawer
      </Button>
    </Group>
  );
}
