/**
 * The day view's notice for a day nobody can be booked on (issue #10 "Getting around"): a
 * weekly closed day says so and offers the next open day; an open weekday on which no bookable
 * staff member works says that and offers "Find next available".
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { closedOnText, formatWeekdayDate, type DayNotice } from '../lib/open-days';

/**
 * The notice for `notice` (lib/open-days dayNotice) on `date` ('YYYY-MM-DD'). `onGoTo` shows
 * another date; `onFindNext` opens the search, and is absent for roles that may not book.
 */
export function DayNoticeAlert({
  notice,
  establishmentName,
  date,
  onGoTo,
  onFindNext,
}: {
  notice: NonNullable<DayNotice>;
  establishmentName: string;
  date: string;
  onGoTo: (date: string) => void;
  onFindNext?: () => void;
}) {
  const text =
    notice.kind === 'closed'
      ? `${closedOnText(establishmentName, notice.day)}.${notice.next ? '' : ' No weekday has opening hours yet.'}`
      : `No one is scheduled to work on ${formatWeekdayDate(date)}.`;
  return (
    <Alert
      color="blue"
      role="status"
      icon={<IconCalendarOff size={18} aria-hidden />}
      data-testid="calendar-day-notice"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{text}</Text>
        <Group gap="xs">
          {notice.kind === 'closed' && notice.next && (
            <Button size="xs" variant="light" onClick={() => onGoTo(notice.next!)}>
              Go to {formatWeekdayDate(notice.next)}
            </Button>
          )}
          {notice.kind === 'nobody' && onFindNext && (
            <Button size="xs" variant="subtle" onClick={onFindNext}>
              Find next available
            </Button>
          )}
        </Group>
      </Group>
    </Alert>
  );
}
