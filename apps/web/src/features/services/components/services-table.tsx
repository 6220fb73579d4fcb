/** The service catalogue as one table, a header row per category, with row actions by permission. */
import { ActionIcon, Avatar, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Service, StaffMember } from '@daybook/contracts';
import { readableTextColor } from '../../../lib/color-contrast';
import { formatCurrency, formatDuration } from '../../../lib/format';
import { formatBuffer, formatProcessing, initials, type ServiceGroup } from '../pages/service-display';

/** Most avatars shown in a row before '+N'. */
const MAX_AVATARS = 3;

/** Who performs a service: coloured initials, or 'Anyone' when the list is empty. */
function StaffCell({ ids, staffById }: { ids: string[]; staffById: ReadonlyMap<string, StaffMember> }) {
  if (ids.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Anyone
      </Text>
    );
  }
  // Someone who has left the location keeps a grey placeholder so the count stays honest.
  const people = ids.map((id) => staffById.get(id) ?? null);
  const shown = people.slice(0, MAX_AVATARS);
  const hidden = people.slice(MAX_AVATARS);
  const nameOf = (p: StaffMember | null) => p?.name ?? 'Former staff member';
  return (
    <Group gap={4} wrap="nowrap">
      {shown.map((p, i) => (
        <Tooltip key={p?.id ?? `unknown-${i}`} label={nameOf(p)} withArrow>
          <Avatar
            size="sm"
            radius="xl"
            variant="filled"
            color={p?.color ?? 'gray.7'}
            styles={p ? { placeholder: { color: readableTextColor(p.color) } } : undefined}
            role="img"
            aria-label={nameOf(p)}
          >
            {p ? initials(p.name) : '?'}
          </Avatar>
        </Tooltip>
      ))}
      {hidden.length > 0 && (
        <Tooltip label={hidden.map(nameOf).join(', ')} withArrow>
          <Avatar
            size="sm"
            radius="xl"
            color="gray.7"
            variant="filled"
            role="img"
            aria-label={`and ${hidden.map(nameOf).join(', ')}`}
          >
            +{hidden.length}
          </Avatar>
        </Tooltip>
      )}
    </Group>
  );
}

export interface ServicesTableProps {
  groups: ServiceGroup[];
  staffById: ReadonlyMap<string, StaffMember>;
  canUpdate: boolean;
  canDelete: boolean;
  /** The service whose active state is being changed, to show its button busy. */
  togglingId: string | null;
  onEdit: (service: Service) => void;
  onToggleActive: (service: Service) => void;
  onDelete: (service: Service) => void;
}

const COLUMNS = ['Name', 'Duration', 'Price', 'Buffer', 'Processing', 'Staff', 'Status'] as const;

/** The grouped services table. */
export function ServicesTable({
  groups,
  staffById,
  canUpdate,
  canDelete,
  togglingId,
  onEdit,
  onToggleActive,
  onDelete,
}: ServicesTableProps) {
  const withActions = canUpdate || canDelete;
  const columnCount = COLUMNS.length + (withActions ? 1 : 0);

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} scope="col" ta={c === 'Price' ? 'right' : undefined}>
                {c}
              </Table.Th>
            ))}
            {withActions && (
              <Table.Th scope="col" ta="right">
                Actions
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        {groups.map((group) => (
          <Table.Tbody key={group.category}>
            <Table.Tr bg="var(--mantine-color-default-hover)">
              <Table.Th scope="rowgroup" colSpan={columnCount}>
                <Group gap="xs">
                  <Text fw={700} size="sm">
                    {group.category}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {group.services.length} {group.services.length === 1 ? 'service' : 'services'}
                  </Text>
                </Group>
              </Table.Th>
            </Table.Tr>
            {group.services.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td maw={280}>
                  <Text size="sm" fw={500}>
                    {s.name}
                  </Text>
                  {s.description && (
                    <Text size="xs" c="dimmed" lineClamp={1} title={s.description}>
                      {s.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDuration(s.duration)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatCurrency(s.price)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBuffer(s.bufferAfter)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatProcessing(s.processingStart, s.processingDuration)}
                </Table.Td>
                <Table.Td>
                  <StaffCell ids={s.staffIds} staffById={staffById} />
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={s.isActive ? '#1f6f33' : 'gray.7'}
                    variant="filled"
                    style={{ minWidth: 'max-content' }}
                  >
                    {s.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
                {withActions && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {canUpdate && (
                        <Tooltip label="Edit" withArrow>
                          <ActionIcon
                            variant="subtle"
                            onClick={() => onEdit(s)}
                            aria-label={`Edit ${s.name}`}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {canUpdate && (
                        <Tooltip label={s.isActive ? 'Deactivate' : 'Activate'} withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            loading={togglingId === s.id}
                            onClick={() => onToggleActive(s)}
                            aria-label={`${s.isActive ? 'Deactivate' : 'Activate'} ${s.name}`}
                          >
                            {s.isActive ? (
                              <IconEyeOff size={18} aria-hidden />
                            ) : (
                              <IconEye size={18} aria-hidden />
                            )}
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {canDelete && (
                        <Tooltip label="Delete" withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => onDelete(s)}
                            aria-label={`Delete ${s.name}`}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </Table.ScrollContainer>
  );
}
