/**
 * The Progress tab (issue #14): for managers, people × active modules with each person's
 * completion; for an employee, their own list of modules to mark. A cell opens the editor.
 */
import { useState } from 'react';
import { Button, Progress, ScrollArea, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { TrainingOverview } from '@daybook/contracts';
import { formatDate } from '../../../lib/format';
import { ProgressBadge } from '../training-badges';
import { ProgressEditor, type ProgressTarget } from './progress-editor';
import { TableHead } from '../../../components/table-head';

export interface ProgressTabProps {
  establishmentId: string;
  overview: TrainingOverview;
  canManage: boolean;
  selfId: string;
}

export function ProgressTab({ establishmentId, overview, canManage, selfId }: ProgressTabProps) {
  const [target, setTarget] = useState<ProgressTarget | null>(null);
  const modules = overview.modules.filter((m) => m.status === 'active');
  const byKey = new Map(overview.progress.map((p) => [`${p.employeeId}:${p.moduleId}`, p]));
  const people = canManage ? overview.people : overview.people.filter((p) => p.id === selfId);
  const open = (person: { id: string; name: string }, m: { id: string; title: string }) => {
    const p = byKey.get(`${person.id}:${m.id}`);
    setTarget({
      employeeId: person.id,
      employeeName: person.name,
      moduleId: m.id,
      moduleTitle: m.title,
      status: p?.status ?? 'not_started',
      percent: p?.percent ?? 0,
    });
  };

  if (modules.length === 0 || people.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {modules.length === 0 ? 'No active modules to track.' : 'No team members at this location.'}
      </Text>
    );

  const editor = target && (
    <ProgressEditor establishmentId={establishmentId} target={target} onClose={() => setTarget(null)} />
  );

  if (!canManage) {
    const me = people[0]!;
    return (
      <Stack gap="sm">
        <Table aria-label="My training" verticalSpacing="sm">
          <TableHead columns={['Module', 'Progress', 'Completed']} actions />
          <Table.Tbody>
            {modules.map((m) => {
              const p = byKey.get(`${me.id}:${m.id}`);
              return (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.title}</Table.Td>
                  <Table.Td miw={140}>
                    <Stack gap={4}>
                      <ProgressBadge progress={p} />
                      <Progress value={p?.percent ?? 0} size="sm" aria-label={`${m.title} progress`} />
                    </Stack>
                  </Table.Td>
                  <Table.Td>{p?.completedAt ? formatDate(p.completedAt) : '—'}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => open(me, m)}
                      aria-label={`Update ${m.title}`}
                    >
                      Update
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {editor}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <ScrollArea type="auto">
        <Table
          aria-label="Training progress"
          withColumnBorders
          stickyHeader
          miw={Math.max(480, 160 + modules.length * 130)}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Team member</Table.Th>
              {modules.map((m) => (
                <Table.Th key={m.id}>{m.title}</Table.Th>
              ))}
              <Table.Th>Done</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {people.map((person) => {
              const done = modules.filter(
                (m) => byKey.get(`${person.id}:${m.id}`)?.status === 'completed',
              ).length;
              return (
                <Table.Tr key={person.id}>
                  <Table.Th scope="row">{person.name}</Table.Th>
                  {modules.map((m) => (
                    <Table.Td key={m.id}>
                      <UnstyledButton
                        onClick={() => open(person, m)}
                        aria-label={`${person.name}, ${m.title}: edit progress`}
                      >
                        <ProgressBadge progress={byKey.get(`${person.id}:${m.id}`)} />
                      </UnstyledButton>
                    </Table.Td>
                  ))}
                  <Table.Td>
                    {done}/{modules.length}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {editor}
    </Stack>
  );
}
