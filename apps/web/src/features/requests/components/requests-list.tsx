/**
 * The requests as a list of rows that open the detail drawer: title, badges, who raised it, who
 * handles it and when. One layout serves desktop and phone widths (rows wrap).
 */
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { REQUEST_TYPE_LABEL, type InternalRequest } from '@daybook/contracts';
import { formatRecentTime } from '../../../lib/relative-time';
import { exactLabel } from '../requests-format';
import { PriorityBadge, RequestStatusBadge } from './request-badges';

interface Props {
  requests: InternalRequest[];
  onOpen: (request: InternalRequest) => void;
}

export function RequestsList({ requests, onOpen }: Props) {
  return (
    <Stack gap="xs" component="ul" aria-label="Requests" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {requests.map((r) => (
        <li key={r.id}>
          <Paper withBorder radius="md">
            <UnstyledButton
              onClick={() => onOpen(r)}
              p="sm"
              w="100%"
              aria-label={`${r.title}, ${r.status.replace('_', ' ')}, ${r.priority} priority`}
            >
              <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <Text fw={600} size="sm" lineClamp={1}>
                    {r.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {REQUEST_TYPE_LABEL[r.type]} · by {r.staffName || 'Unknown'}
                    {r.assignedToName ? ` · assigned to ${r.assignedToName}` : ' · unassigned'}
                  </Text>
                </Stack>
                <Group gap={6} wrap="wrap">
                  <PriorityBadge priority={r.priority} />
                  <RequestStatusBadge status={r.status} />
                  <Text size="xs" c="dimmed" title={exactLabel(r.createdAt)}>
                    {formatRecentTime(r.createdAt)}
                  </Text>
                </Group>
              </Group>
            </UnstyledButton>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
