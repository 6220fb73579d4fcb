/** Shifts closed automatically at closing, for a manager to review and correct (issue #14). */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Shift } from '@daybook/contracts';
import { clockDateTime } from './time-format';

export function ReviewList({
  shifts,
  timeZone,
  onEdit,
}: {
  shifts: readonly Shift[];
  timeZone: string;
  onEdit: (shift: Shift) => void;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="needs-review-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="needs-review-title">
          Needs review
        </Title>
        {shifts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No shifts to review.
          </Text>
        ) : (
          shifts.map((s) => (
            <Group key={s.id} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={500}>{s.userName}</Text>
                <Text size="sm" c="dimmed">
                  {clockDateTime(s.clockInAt, timeZone)} –{' '}
                  {s.clockOutAt ? clockDateTime(s.clockOutAt, timeZone) : 'open'}
                  {s.autoClosed ? ' · closed automatically at closing' : ''}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="light"
                onClick={() => onEdit(s)}
                aria-label={`Edit shift of ${s.userName}`}
              >
                Edit
              </Button>
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}
