/** Today's time entries of a person, oldest first, as '9:05 AM · Checked in'. */
import { List, Text } from '@mantine/core';
import { PUNCH_LABELS, type TimeEntry } from '@daybook/contracts';
import { clockTime } from './time-format';

export function TimeEntries({ entries, timeZone }: { entries: readonly TimeEntry[]; timeZone: string }) {
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No time entries today.
      </Text>
    );
  return (
    <List size="sm" spacing={2} aria-label="Time entries">
      {entries.map((e) => (
        <List.Item key={e.id}>
          <Text span size="sm" fw={500}>
            {clockTime(e.at, timeZone)}
          </Text>{' '}
          · {PUNCH_LABELS[e.kind]}
          {e.reason ? ` — ${e.reason}` : ''}
        </List.Item>
      ))}
    </List>
  );
}
