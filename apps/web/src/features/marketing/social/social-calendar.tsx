/**
 * The content calendar (issue #32 "Social posts"): one month, Sunday first, each post on its day
 * in the location's zone with its time and status. A table, so a screen reader announces the day
 * and weekday of each cell; each post is a button that opens it.
 */
import { ActionIcon, Group, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { SocialPost, SocialPostStatus } from '@daybook/contracts';
import { addMonths, dayOf, formatClock, monthLabel, monthWeeks } from './zoned-time';
import { TintedBadge } from '../../../components/tinted-badge';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

export const STATUS_LABELS: Record<SocialPostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  failed: 'Failed',
};
export const STATUS_COLORS: Record<SocialPostStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'green',
  failed: 'red',
};

/** A caption cut to a line for the grid. */
function gist(caption: string): string {
  const line = caption.split('\n')[0] ?? '';
  if (line === '') return 'Untitled post';
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

export function SocialCalendar({
  month,
  timeZone,
  posts,
  onMonth,
  onOpen,
}: {
  month: string;
  timeZone: string;
  posts: SocialPost[];
  onMonth: (month: string) => void;
  onOpen: (post: SocialPost) => void;
}) {
  const byDay = new Map<string, SocialPost[]>();
  for (const p of posts) {
    if (!p.plannedAt) continue;
    const day = dayOf(p.plannedAt, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), p]);
  }
  const label = monthLabel(month);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <ActionIcon
          variant="default"
          aria-label="Previous month"
          onClick={() => onMonth(addMonths(month, -1))}
        >
          ‹
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {label}
        </Text>
        <ActionIcon variant="default" aria-label="Next month" onClick={() => onMonth(addMonths(month, 1))}>
          ›
        </ActionIcon>
      </Group>
      <Table withTableBorder withColumnBorders layout="fixed" aria-label={`Posts in ${label}`}>
        <Table.Thead>
          <Table.Tr>
            {WEEKDAYS.map(([short, long]) => (
              <Table.Th key={short} ta="center">
                <abbr title={long} style={{ textDecoration: 'none' }}>
                  {short}
                </abbr>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {monthWeeks(month).map((week, w) => (
            <Table.Tr key={w}>
              {week.map((day, d) => (
                <Table.Td key={day ?? `blank-${w}-${d}`} valign="top" h={96} data-day={day ?? undefined}>
                  {day && (
                    <Stack gap={4}>
                      <Text size="xs" c="dimmed">
                        <VisuallyHidden>{WEEKDAYS[d]![1]}, </VisuallyHidden>
                        {Number(day.slice(8))}
                      </Text>
                      {(byDay.get(day) ?? []).map((p) => (
                        <UnstyledButton
                          key={p.id}
                          onClick={() => onOpen(p)}
                          aria-label={`${gist(p.caption)}, ${formatClock(p.plannedAt!, timeZone)}, ${STATUS_LABELS[p.status]}`}
                        >
                          <Stack gap={2}>
                            <Text size="xs" lineClamp={2}>
                              {formatClock(p.plannedAt!, timeZone)} {gist(p.caption)}
                            </Text>
                            <TintedBadge size="xs" color={STATUS_COLORS[p.status]}>
                              {STATUS_LABELS[p.status]}
                            </TintedBadge>
                          </Stack>
                        </UnstyledButton>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
