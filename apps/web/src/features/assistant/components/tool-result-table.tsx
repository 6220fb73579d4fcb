/**
 * What a tool answered (issue #33), as a compact table: its title, the rows it carries, how many
 * there were in all, and a button to the screen that shows the same in full.
 */
import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AssistantToolResult } from '@daybook/contracts';

/** `result` as a table under its title. */
export function ToolResultTable({ result }: { result: AssistantToolResult }) {
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {result.title}
      </Text>
      {result.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing to show.
        </Text>
      ) : (
        <ScrollArea.Autosize
          mah={320}
          type="auto"
          // The keyboard reaches the box, so a table without links still scrolls (axe's
          // scrollable-region-focusable).
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `${result.title}, scrollable` }}
        >
          <Table
            striped
            withTableBorder
            fz="sm"
            verticalSpacing={4}
            aria-label={result.title}
            // A narrow screen scrolls the table sideways rather than breaking times and names.
            style={{ whiteSpace: 'nowrap' }}
          >
            <Table.Thead>
              <Table.Tr>
                {result.columns.map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.rows.map((row, r) => (
                // Rows have no id of their own; their order is the answer's.
                <Table.Tr key={r}>
                  {row.map((cell, c) => (
                    <Table.Td key={c}>{cell === null ? '—' : String(cell)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          Showing {result.rows.length.toLocaleString('en-US')} of {result.total.toLocaleString('en-US')}
        </Text>
        {result.link && (
          <Button component={Link} to={result.link.href} size="compact-sm" variant="light">
            {result.link.label}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
