/**
 * Today's team of one location (spec operations.md §2 Today's team, §3 Team member): a card
 * per person with the buttons their status allows; managers also see the shifts to review and
 * may correct one. Live: changes of the location refetch it (lib/realtime), and it reads again
 * every minute for the hours worked.
 */
import { useState } from 'react';
import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { hasPermission, permissionScope, type Role, type Shift } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { usePunch, useTeamToday } from '../api/team-api';
import { EditShiftModal } from './edit-shift-modal';
import { ReviewList } from './review-list';
import { TeamMemberCard } from './team-member-card';

export interface TeamViewProps {
  establishmentId: string;
  timeZone: string;
  role: Role;
  userId: string;
}

export function TeamView({ establishmentId, timeZone, role, userId }: TeamViewProps) {
  const team = useTeamToday(establishmentId);
  const punch = usePunch(establishmentId);
  const [editing, setEditing] = useState<Shift | null>(null);
  const scope = permissionScope(role, 'time_clock:create');
  const canEdit = hasPermission(role, 'time_clock:update');

  if (team.isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading today's team">
        {[0, 1, 2].map((k) => (
          <Skeleton key={k} height={220} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (team.isError)
    return (
      <LoadError title="Failed to load today's team" error={team.error} onRetry={() => void team.refetch()} />
    );

  const { members, needsReview } = team.data;
  const pendingFor = (id: string) =>
    punch.isPending && punch.variables?.userId === id ? punch.variables.action : null;
  return (
    <Stack gap="lg">
      {members.length === 0 ? (
        <Alert color="gray" role="status">
          Nobody on this location&apos;s team punches a clock yet.
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {members.map((m) => (
            <TeamMemberCard
              key={m.userId}
              member={m}
              timeZone={timeZone}
              canPunch={scope === 'all' || (scope === 'own' && m.userId === userId)}
              pending={pendingFor(m.userId)}
              onAction={(action) => punch.mutate({ userId: m.userId, action })}
            />
          ))}
        </SimpleGrid>
      )}
      {canEdit && <ReviewList shifts={needsReview} timeZone={timeZone} onEdit={setEditing} />}
      <EditShiftModal
        establishmentId={establishmentId}
        timeZone={timeZone}
        shift={editing}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
