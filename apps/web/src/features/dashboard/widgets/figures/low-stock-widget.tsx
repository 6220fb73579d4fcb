/**
 * Low stock (issue #15 "Dashboards"): how many products are at or under their minimum at the
 * selected location (or every location), and the few with the least on hand, each with its
 * quantity against its minimum.
 */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { INVENTORY_MESSAGES } from '@daybook/contracts';
import { useWorkspace } from '../../../../lib/workspace/workspace-context';
import { WidgetCard } from '../../components/widget-card';
import { useLowStock } from '../../api/low-stock-api';
import { count } from '../../lib/figures';

/** Products to reorder, linking to /inventory. */
export function LowStockWidget() {
  const { selectedId, isAllSelected, establishments } = useWorkspace();
  const query = useLowStock(selectedId);
  const products = query.data?.products ?? [];
  const total = query.data?.total ?? 0;
  const placeName = (id: string) => establishments.find((e) => e.id === id)?.name;
  return (
    <WidgetCard
      title="Low stock"
      action={
        <Anchor component={Link} to="/inventory" size="sm">
          Inventory
        </Anchor>
      }
      query={selectedId ? query : undefined}
      errorTitle={INVENTORY_MESSAGES.fetchProductsFailed}
      empty={
        !selectedId
          ? 'Choose a location to see its stock.'
          : query.isSuccess && total === 0 && 'Every product is above its minimum.'
      }
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {count(total)} {total === 1 ? 'product' : 'products'} at or under the minimum
        </Text>
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Lowest stock">
          {products.map((p) => (
            <Group component="li" key={p.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                {p.name}
                {isAllSelected && placeName(p.establishmentId) ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {placeName(p.establishmentId)}
                  </Text>
                ) : null}
              </Text>
              <Text
                size="sm"
                c={p.quantity <= 0 ? 'var(--daybook-text-bad)' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {count(p.quantity)} of min {count(p.min_stock_level)} {p.unit_of_measure}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </WidgetCard>
  );
}
