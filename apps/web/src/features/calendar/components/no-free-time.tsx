/**
 * The booking form's answer to a date with no free start for the chosen service and staff
 * member (issue #10 "Getting around"): why, and "Find next available" for the same choice.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { formatShortWeekdayDate } from '../lib/open-days';

/**
 * The notice for `serviceName` with `staffName` on `date` ('YYYY-MM-DD'); `reason` is the
 * page's explanation (lib/open-days noFreeTimeReason); `onFindNext` opens the search.
 */
export function NoFreeTimeAlert({
  serviceName,
  staffName,
  date,
  reason,
  onFindNext,
}: {
  serviceName: string;
  staffName: string;
  date: string;
  reason: string;
  onFindNext: () => void;
}) {
  return (
    <Alert
      color="yellow"
      role="status"
      title={`No free time for ${serviceName} with ${staffName} on ${formatShortWeekdayDate(date)}`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{reason}</Text>
        <Button size="xs" variant="light" onClick={onFindNext}>
          Find next available
        </Button>
      </Stack>
    </Alert>
  );
}
