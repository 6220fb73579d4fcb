/**
 * Today's walk-in queue of one location (spec operations.md §2 Walk-ins: view, add, change
 * status; issue #15): waiting clients in check-in order with their wait estimate, those in
 * service, and those finished today. Live: changes of the location refetch it (lib/realtime),
 * and it reads again every minute as estimates age.
 */
import { useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  WALK_IN_MESSAGES,
  hasPermission,
  type Role,
  type WalkIn,
  type WalkInStatus,
} from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/api-client';
import { useServices, useStaff } from '../../../lib/catalog/api/services-api';
import { useAddWalkIn, useChangeWalkInStatus, useWalkInStaffOptions, useWalkIns } from '../api/walk-ins-api';
import { AddWalkInModal, type StaffOption } from './add-walk-in-modal';
import { StartWalkInModal } from './start-walk-in-modal';
import { WalkInCard } from './walk-in-card';

export interface WalkInQueueProps {
  tenantId: string;
  establishmentId: string;
  timeZone: string;
  role: Role;
}

const SECTIONS: { title: string; statuses: WalkInStatus[]; empty: string }[] = [
  { title: 'Waiting', statuses: ['waiting'], empty: 'Nobody is waiting.' },
  { title: 'In service', statuses: ['in_service'], empty: 'Nobody is in service.' },
  { title: 'Finished today', statuses: ['done', 'left'], empty: 'No walk-ins finished yet today.' },
];

export function WalkInQueue({ tenantId, establishmentId, timeZone, role }: WalkInQueueProps) {
  const queue = useWalkIns(tenantId, establishmentId);
  const services = useServices(tenantId, establishmentId);
  const staffList = useStaff(tenantId, establishmentId);
  const add = useAddWalkIn(tenantId, establishmentId);
  const change = useChangeWalkInStatus(tenantId, establishmentId);
  const [adding, setAdding] = useState(false);
  const [starting, setStarting] = useState<WalkIn | null>(null);
  const startOptions = useWalkInStaffOptions(tenantId, establishmentId, starting?.id ?? null);
  const canChange = hasPermission(role, 'appointment:create');
  const staff: StaffOption[] = (staffList.data ?? [])
    .filter((p) => p.bookable)
    .map((p) => ({ value: p.id, label: p.name }));

  if (queue.isPending)
    return (
      <Stack aria-busy="true" aria-label="Loading walk-ins">
        {[0, 1, 2].map((k) => (
          <Skeleton key={k} height={96} radius="md" />
        ))}
      </Stack>
    );
  if (queue.isError)
    return (
      <LoadError
        title={WALK_IN_MESSAGES.fetchFailed}
        error={queue.error}
        onRetry={() => void queue.refetch()}
      />
    );

  const pendingFor = (id: string) =>
    change.isPending && change.variables?.visitId === id ? change.variables.status : null;
  const waiting = queue.data.filter((w) => w.status === 'waiting').length;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Text role="status" aria-live="polite">
          {waiting === 0 ? 'Nobody waiting' : `${waiting} waiting`}
        </Text>
        {canChange && <Button onClick={() => setAdding(true)}>Add walk-in</Button>}
      </Group>
      {change.isError && !starting && (
        <Alert color="red" withCloseButton onClose={() => change.reset()} closeButtonLabel="Dismiss">
          {errorMessage(change.error, WALK_IN_MESSAGES.statusFailed)}
        </Alert>
      )}
      {SECTIONS.map((section) => {
        const rows = queue.data.filter((w) => section.statuses.includes(w.status));
        const headingId = `walk-ins-${section.statuses[0]}`;
        return (
          <Stack key={section.title} gap="xs" component="section" aria-labelledby={headingId}>
            <Title order={2} size="h4" id={headingId}>
              {section.title} ({rows.length})
            </Title>
            {rows.length === 0 ? (
              <Text c="dimmed" size="sm">
                {section.empty}
              </Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {rows.map((w) => (
                  <WalkInCard
                    key={w.id}
                    walkIn={w}
                    timeZone={timeZone}
                    canChange={canChange}
                    pending={pendingFor(w.id)}
                    onStart={() => {
                      change.reset();
                      setStarting(w);
                    }}
                    onStatus={(status) => change.mutate({ visitId: w.id, status })}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
      <AddWalkInModal
        opened={adding}
        services={services.data ?? []}
        staff={staff}
        pending={add.isPending}
        onClose={() => setAdding(false)}
        onSubmit={(body) => add.mutateAsync(body)}
      />
      <StartWalkInModal
        key={starting?.id ?? 'none'}
        walkIn={starting}
        options={startOptions.data}
        optionsError={startOptions.error}
        pending={change.isPending}
        error={starting ? change.error : null}
        onClose={() => setStarting(null)}
        onStart={(staffId) =>
          starting &&
          change.mutate(
            { visitId: starting.id, status: 'in_service', ...(staffId ? { staffId } : {}) },
            { onSuccess: () => setStarting(null) },
          )
        }
      />
    </Stack>
  );
}
