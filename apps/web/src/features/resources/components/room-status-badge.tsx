/** Whether a room or resource takes bookings: Active or Inactive. */
import { Badge } from '@mantine/core';

/** The tint carries the colour and the words the page's text colour (teal words read 4.3:1). */
export function RoomStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light" c="var(--mantine-color-text)">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
