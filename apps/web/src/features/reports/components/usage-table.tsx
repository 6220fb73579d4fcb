/** "Usage and days remaining": what the last 30 days used, per day, and how long stock lasts. */
import { Badge, Card, Table, Text, Title } from '@mantine/core';
import type { InventoryReport } from '@daybook/contracts';
import { formatNumber, formatQuantityUnit } from './report-format';

const TYPE_LABEL = { retail: 'Retail', backbar: 'Backbar', both: 'Retail and backbar' } as const;
/** Days left at or under which a product is flagged. */
const SOON_DAYS = 14;

export function UsageTable({ rows }: { rows: InventoryReport['usage'] }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs" id="usage-title">
        Usage and days remaining
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Used or sold over the last 30 days, soonest to run out first.
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing was used or sold in the last 30 days.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs" aria-labelledby="usage-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">On hand</Table.Th>
                <Table.Th ta="right">Used, 30 days</Table.Th>
                <Table.Th ta="right">Per day</Table.Th>
                <Table.Th ta="right">Days remaining</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.productId}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {r.name}
                    </Text>
                    {r.brand && (
                      <Text size="xs" c="dimmed">
                        {r.brand}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{TYPE_LABEL[r.productType]}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatQuantityUnit(r.quantity, r.unit_of_measure)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatQuantityUnit(r.usedLast30Days, r.unit_of_measure)}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(r.usageRate)}</Table.Td>
                  <Table.Td ta="right">
                    {r.daysRemaining === null ? (
                      '—'
                    ) : r.daysRemaining <= SOON_DAYS ? (
                      <Badge component="span" color="orange.9" variant="filled">
                        {formatNumber(r.daysRemaining)}
                      </Badge>
                    ) : (
                      formatNumber(r.daysRemaining)
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
