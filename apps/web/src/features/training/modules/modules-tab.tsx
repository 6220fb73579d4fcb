/** The Modules tab: cards of the location's modules, with create, edit and archive for managers (issue #14). */
import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TrainingModule } from '@daybook/contracts';
import { formatDuration } from '../../../lib/format';
import { useUpdateModule } from '../api/training-api';
import { ModuleFormModal } from './module-form-modal';

export interface ModulesTabProps {
  establishmentId: string;
  establishmentName: string;
  modules: TrainingModule[];
  canManage: boolean;
}

export function ModulesTab({ establishmentId, establishmentName, modules, canManage }: ModulesTabProps) {
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<TrainingModule | 'new' | null>(null);
  const update = useUpdateModule(establishmentId);
  const shown = modules.filter((m) => showArchived || m.status === 'active');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Switch
          label="Show archived"
          checked={showArchived}
          onChange={(e) => setShowArchived(e.currentTarget.checked)}
        />
        {canManage && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            New module
          </Button>
        )}
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {modules.length === 0
            ? 'No training modules yet.'
            : 'No active modules. Turn on Show archived to see the others.'}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((m) => (
            <Card key={m.id} withBorder padding="md" aria-label={m.title} component="article">
              <Stack gap="xs" h="100%">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Title order={2} size="h5">
                    {m.title}
                  </Title>
                  {m.status === 'archived' ? (
                    <Badge color="gray.7">Archived</Badge>
                  ) : (
                    m.required && <Badge color="grape.9">Required</Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {[
                    m.category,
                    m.durationMinutes > 0 ? formatDuration(m.durationMinutes) : null,
                    m.establishmentId ? establishmentName : 'Every location',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {m.description && (
                  <Text size="sm" lineClamp={3}>
                    {m.description}
                  </Text>
                )}
                {canManage && (
                  <Group gap="xs" mt="auto">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(m)}
                      aria-label={`Edit ${m.title}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color={m.status === 'active' ? 'red' : 'blue'}
                      loading={update.isPending && update.variables?.id === m.id}
                      aria-label={`${m.status === 'active' ? 'Archive' : 'Restore'} ${m.title}`}
                      onClick={() =>
                        update.mutate({
                          id: m.id,
                          body: { status: m.status === 'active' ? 'archived' : 'active' },
                        })
                      }
                    >
                      {m.status === 'active' ? 'Archive' : 'Restore'}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {editing !== null && (
        <ModuleFormModal
          establishmentId={establishmentId}
          establishmentName={establishmentName}
          opened
          module={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
