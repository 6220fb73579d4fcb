/**
 * System Analytics (core.md §2, the admin's side-by-side view): every location's metrics in one
 * row each, with the whole as the last row, scrolling sideways on a phone.
 */
import { ScrollArea, Table, Title } from '@mantine/core';
import type { Analytics, AnalyticsFigures } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { formatChange, formatPercent, formatUnits } from '../lib/analytics-format';
import { LOCATIONS_TITLE, METRIC_LABEL } from '../lib/analytics-labels';

function Cells({ f }: { f: AnalyticsFigures }) {
  const change = (c: number | null) => (c === null ? '—' : formatChange(c));
  return (
    <>
      <Table.Td>
        {formatCurrency(f.totalRevenue.current)} ({change(f.totalRevenue.change)})
      </Table.Td>
      <Table.Td>{formatCurrency(f.averageOrderValue.current)}</Table.Td>
      <Table.Td>{formatUnits(f.totalPurchaseOrders.current)}</Table.Td>
      <Table.Td>{formatCurrency(f.inventorySpend.current)}</Table.Td>
      <Table.Td>
        {f.retailBackbarSplit.current === null
          ? '—'
          : `${formatPercent(f.retailBackbarSplit.current)} / ${formatPercent(100 - f.retailBackbarSplit.current)}`}
      </Table.Td>
      <Table.Td>
        {f.topSellingProduct
          ? `${f.topSellingProduct.name} (${formatUnits(f.topSellingProduct.units)})`
          : '—'}
      </Table.Td>
    </>
  );
}

export function LocationsTable({ data }: { data: Analytics }) {
  return (
    <section aria-labelledby="analytics-locations-title">
      <Title order={2} size="h4" mb="sm" id="analytics-locations-title">
        {LOCATIONS_TITLE}
      </Title>
      <ScrollArea type="auto">
        <Table striped withTableBorder miw={820} aria-labelledby="analytics-locations-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Location</Table.Th>
              <Table.Th scope="col">{METRIC_LABEL.totalRevenue}</Table.Th>
              <Table.Th scope="col">{METRIC_LABEL.averageOrderValue}</Table.Th>
              <Table.Th scope="col">{METRIC_LABEL.totalPurchaseOrders}</Table.Th>
              <Table.Th scope="col">{METRIC_LABEL.inventorySpend}</Table.Th>
              <Table.Th scope="col">Retail / backbar</Table.Th>
              <Table.Th scope="col">{METRIC_LABEL.topSellingProduct}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.byLocation.map((l) => (
              <Table.Tr key={l.establishmentId}>
                <Table.Th scope="row">{l.name}</Table.Th>
                <Cells f={l} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">All locations</Table.Th>
              <Cells f={data.totals} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollArea>
    </section>
  );
}
