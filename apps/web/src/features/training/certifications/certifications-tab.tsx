/** The Certifications tab (issue #14): a table with expiry badges; managers add and edit. */
import { useState } from 'react';
import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Certification, TrainingPerson } from '@daybook/contracts';
import { formatDate } from '../../../lib/format';
import { CertificationBadge } from '../training-badges';
import { CertificationFormModal } from './certification-form-modal';
import { TableHead } from '../../../components/table-head';

export interface CertificationsTabProps {
  establishmentId: string;
  certifications: Certification[];
  people: TrainingPerson[];
  canManage: boolean;
}

export function CertificationsTab({
  establishmentId,
  certifications,
  people,
  canManage,
}: CertificationsTabProps) {
  const [editing, setEditing] = useState<Certification | 'new' | null>(null);
  const soon = certifications.filter((c) => c.expiringSoon).length;
  const expired = certifications.filter((c) => c.status === 'expired').length;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {soon} expiring within 30 days · {expired} expired
        </Text>
        {canManage && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
            disabled={people.length === 0}
          >
            Add certification
          </Button>
        )}
      </Group>
      {certifications.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No certifications yet.
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table aria-label="Certifications" miw={720} verticalSpacing="sm" striped>
            <TableHead
              columns={[canManage && 'Team member', 'Certification', 'Issuer', 'Issued', 'Expires', 'Status']}
              actions={canManage}
            />
            <Table.Tbody>
              {certifications.map((c) => (
                <Table.Tr key={c.id}>
                  {canManage && <Table.Td>{c.employeeName}</Table.Td>}
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {c.name}
                    </Text>
                    {c.credentialId && (
                      <Text size="xs" c="dimmed">
                        {c.credentialId}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{c.issuer ?? '—'}</Table.Td>
                  <Table.Td>{formatDate(c.issueDate)}</Table.Td>
                  <Table.Td>{c.expiryDate ? formatDate(c.expiryDate) : 'No expiry'}</Table.Td>
                  <Table.Td>
                    <CertificationBadge certification={c} />
                  </Table.Td>
                  {canManage && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing(c)}
                        aria-label={`Edit ${c.name} of ${c.employeeName}`}
                      >
                        Edit
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {editing !== null && (
        <CertificationFormModal
          establishmentId={establishmentId}
          people={people}
          certification={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
