/** One request in a drawer: its details, timeline stamps and the actions the person may take. */
import { Alert, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { REQUEST_TYPE_LABEL, type InternalRequest, type Role } from '@daybook/contracts';
import { useRequest } from '../api/requests-api';
import { actionsFor } from '../requests-access';
import { exactLabel } from '../requests-format';
import { PriorityBadge, RequestStatusBadge } from './request-badges';
import { RequestActions } from './request-actions';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

interface Props {
  establishmentId: string;
  selected: InternalRequest | null;
  role: Role;
  userId: string;
  onClose: () => void;
}

export function RequestDrawer({ establishmentId, selected, role, userId, onClose }: Props) {
  const query = useRequest(establishmentId, selected?.id ?? null, selected ?? undefined);
  const r = selected ? (query.data ?? selected) : null;
  const actions = r ? actionsFor(r, role, userId) : null;
  return (
    <Drawer
      opened={selected !== null}
      onClose={onClose}
      position="right"
      size="min(440px, 100vw)"
      title={r?.title ?? ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {r && actions && (
        <Stack gap="md">
          <Group gap="xs">
            <RequestStatusBadge status={r.status} />
            <PriorityBadge priority={r.priority} />
          </Group>
          {query.isError && (
            <Alert color="red" role="alert">
              This request could not be refreshed; what shows may be out of date.
            </Alert>
          )}
          <SimpleGrid cols={2} spacing="sm">
            <Field label="Type" value={REQUEST_TYPE_LABEL[r.type]} />
            <Field label="Raised by" value={r.staffName} />
            <Field label="Assigned to" value={r.assignedToName} />
            <Field label="Raised" value={exactLabel(r.createdAt)} />
            <Field label="Last update" value={exactLabel(r.updatedAt)} />
            <Field label="Resolved" value={r.resolvedAt ? exactLabel(r.resolvedAt) : null} />
          </SimpleGrid>
          <div>
            <Title order={3} size="h6">
              Description
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {r.description || 'No description.'}
            </Text>
          </div>
          {r.response && !actions.respond && (
            <div>
              <Title order={3} size="h6">
                Response
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="request-response">
                {r.response}
              </Text>
            </div>
          )}
          <RequestActions
            key={`${r.id}:${r.updatedAt}`}
            establishmentId={establishmentId}
            request={r}
            actions={actions}
          />
        </Stack>
      )}
    </Drawer>
  );
}
