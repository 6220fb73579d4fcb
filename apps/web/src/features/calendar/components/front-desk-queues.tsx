/**
 * The front desk's way to its queues (issue #15): the spec's sidebar has no entries for walk-ins,
 * the waitlist or internal requests, so the Front Desk page links them beside its calendar.
 */
import { Button, Group } from '@mantine/core';
import { IconClipboardList, IconClockHour4, IconWalk } from '@tabler/icons-react';
import { Link } from 'react-router';

export function FrontDeskQueues() {
  return (
    <Group gap="xs" wrap="wrap" aria-label="Queues" role="group">
      <Button
        component={Link}
        to="/walk-ins"
        variant="light"
        leftSection={<IconWalk size={16} aria-hidden />}
      >
        Walk-ins
      </Button>
      <Button
        component={Link}
        to="/waitlist"
        variant="light"
        leftSection={<IconClockHour4 size={16} aria-hidden />}
      >
        Waitlist
      </Button>
      <Button
        component={Link}
        to="/requests"
        variant="light"
        leftSection={<IconClipboardList size={16} aria-hidden />}
      >
        Requests
      </Button>
    </Group>
  );
}
