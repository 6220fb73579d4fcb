/** Leave balances in hours per person (spec §3, §9: zero by default), with pending hours. */
import { Table, Text } from '@mantine/core';
import { TIME_OFF_TYPES, TIME_OFF_TYPE_LABEL, type LeaveBalance } from '@daybook/contracts';
import { formatHours } from '../time-off-format';

export function BalancesTable({ balances }: { balances: LeaveBalance[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label="Leave balances">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Employee</Table.Th>
            {TIME_OFF_TYPES.map((t) => (
              <Table.Th key={t}>{TIME_OFF_TYPE_LABEL[t]}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {balances.map((b) => (
            <Table.Tr key={b.employeeId}>
              <Table.Td>{b.employeeName}</Table.Td>
              {TIME_OFF_TYPES.map((t) => (
                <Table.Td key={t}>
                  {formatHours(b[t])}
                  {b.pending[t] > 0 && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({formatHours(b.pending[t])} pending)
                    </Text>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
