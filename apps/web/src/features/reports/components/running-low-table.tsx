/** "Running low": products at or under their minimum, lowest first, with what is on order. */
import { Anchor, Badge, Card, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { InventoryReport } from '@daybook/contracts';
import { formatNumber } from './report-format';

export function RunningLowTable({ rows, total }: { rows: InventoryReport['lowStock']; total: number }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs" id="running-low-title">
        Running low
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Every product is above its minimum stock.
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs" aria-labelledby="running-low-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Supplier</Table.Th>
                  <Table.Th ta="right">On hand</Table.Th>
                  <Table.Th ta="right">Minimum</Table.Th>
                  <Table.Th ta="right">On order</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.productId}>
                    <Table.Td>
                      <Text size="sm" fw={600} span>
                        {r.name}
                      </Text>
                      {r.quantity <= 0 && (
                        <Badge component="span" color="red.9" variant="filled" ml="xs" size="sm">
                          Out of stock
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{r.supplier ?? '—'}</Table.Td>
                    <Table.Td ta="right">{formatNumber(r.quantity)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(r.min_stock_level)}</Table.Td>
                    <Table.Td ta="right">{r.onOrder > 0 ? formatNumber(r.onOrder) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" mt="xs">
            {total > rows.length ? `The ${rows.length} lowest of ${formatNumber(total)}. ` : ''}
            <Anchor component={Link} to="/inventory?tab=orders">
              Reorder from Orders
            </Anchor>
          </Text>
        </>
      )}
    </Card>
  );
}
