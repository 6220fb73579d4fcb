/**
 * One person of today's team: avatar, name and title, status badge, hours worked, today's
 * revenue (dollars), utilisation, the buttons their status allows, and today's time entries.
 */
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { actionsFor, type TeamMember, type TimeClockAction } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { TeamStatusBadge } from './team-status-badge';
import { TimeEntries } from './time-entries';
import { hoursLabel, percentLabel } from './time-format';

const ACTION_LABELS: Record<TimeClockAction, string> = {
  'check-in': 'Check in',
  'break-start': 'Start break',
  'break-end': 'End break',
  'check-out': 'Check out',
};

function initials(m: TeamMember): string {
  return `${m.firstName.charAt(0)}${m.lastName.charAt(0)}`.toUpperCase();
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

export interface TeamMemberCardProps {
  member: TeamMember;
  timeZone: string;
  /** Whether this viewer may press the buttons for this person. */
  canPunch: boolean;
  /** The action in flight for this person, if one is. */
  pending: TimeClockAction | null;
  onAction: (action: TimeClockAction) => void;
}

export function TeamMemberCard({ member, timeZone, canPunch, pending, onAction }: TeamMemberCardProps) {
  const label = `${member.name}`;
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={label}
      data-testid={`team-member-${member.userId}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={member.avatarUrl} alt="" radius="xl" color="dark" variant="filled">
              {initials(member)}
            </Avatar>
            <Stack gap={0}>
              <Text fw={600}>{member.name}</Text>
              <Text size="sm" c="dimmed">
                {member.title ?? member.role}
              </Text>
            </Stack>
          </Group>
          <TeamStatusBadge status={member.status} />
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <Figure label="Hours worked" value={hoursLabel(member.hoursWorked)} />
          <Figure label="Today's revenue" value={formatCurrency(member.todayRevenue / 100)} />
          <Figure label="Utilization" value={percentLabel(member.utilizationRate)} />
        </SimpleGrid>
        {canPunch && (
          <Group gap="xs">
            {actionsFor(member.status).map((action) => (
              <Button
                key={action}
                size="xs"
                variant={action === 'check-out' ? 'default' : 'filled'}
                loading={pending === action}
                disabled={pending !== null && pending !== action}
                onClick={() => onAction(action)}
                aria-label={`${ACTION_LABELS[action]}: ${member.name}`}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </Group>
        )}
        <TimeEntries entries={member.timeEntries} timeZone={timeZone} />
      </Stack>
    </Card>
  );
}
