import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { ONLINE_BOOKING_MESSAGES, type BookingEstablishment, type BookingSlot } from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useBookingSlots } from '../api/online-booking-api';
import {
  addDays,
  datesFrom,
  dayLabel,
  formatLongDate,
  formatTime,
  isOpenOn,
  monthsLabel,
  pageStart,
} from '../lib/booking-dates';

const WEEK = 7;

/** 'Eastern Standard Time' for an IANA zone (the browser may be elsewhere). */
function zoneName(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' }).formatToParts(
    new Date(),
  );
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** A week of dates to pick from, with earlier and later weeks within the bookable range. */
function DateStrip({
  place,
  date,
  onDate,
}: {
  place: BookingEstablishment;
  date: string;
  onDate: (date: string) => void;
}) {
  // Pages of a week from today, so today shows (even closed) and the chosen date is on screen.
  const [start, setStart] = useState(() => pageStart(place.today, date, WEEK));
  const days = datesFrom(start, WEEK);
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Earlier dates"
          disabled={start <= place.today}
          onClick={() => setStart(addDays(start, -WEEK))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {monthsLabel(days[0]!, days[WEEK - 1]!)}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Later dates"
          disabled={addDays(start, WEEK) > place.lastDate}
          onClick={() => setStart(addDays(start, WEEK))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={WEEK} spacing={4} role="group" aria-label="Dates">
        {days.map((d) => {
          const open = d <= place.lastDate && isOpenOn(place.businessHours, d);
          const label = dayLabel(d);
          return (
            <Button
              key={d}
              variant={d === date ? 'filled' : 'default'}
              disabled={!open}
              aria-pressed={d === date}
              aria-label={`${formatLongDate(d)}${open ? '' : ', not available'}`}
              onClick={() => onDate(d)}
              h="auto"
              py={6}
              px={0}
            >
              <Stack gap={0} align="center">
                <Text size="xs">{label.weekday}</Text>
                <Text size="md" fw={700} lh={1.2}>
                  {label.day}
                </Text>
              </Stack>
            </Button>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** Step 3: a date, then one of its free starts (fresh from the server each time). */
export function TimeStep({
  place,
  serviceId,
  staffId,
  date,
  notice,
  onDate,
  onSlot,
}: {
  place: BookingEstablishment;
  serviceId: string;
  /** Null for anyone. */
  staffId: string | null;
  date: string;
  /** Why the client is back here (the slot they chose went meanwhile), shown above the times. */
  notice: string | null;
  onDate: (date: string) => void;
  onSlot: (slot: BookingSlot) => void;
}) {
  const slots = useBookingSlots({ establishmentId: place.id, serviceId, date, staffId });
  return (
    <Stack gap="md">
      {notice && (
        <Alert color="yellow" title="Please choose another time" role="alert">
          {notice}
        </Alert>
      )}
      <DateStrip place={place} date={date} onDate={onDate} />
      <Text size="sm" c="dimmed">
        {formatLongDate(date)} · times in {zoneName(place.timeZone)}
      </Text>
      {slots.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">Checking availability…</Text>
        </Group>
      ) : slots.isError ? (
        <Alert color="red" title={ONLINE_BOOKING_MESSAGES.availabilityFailed} role="alert">
          {errorMessage(slots.error, ONLINE_BOOKING_MESSAGES.availabilityFailed)}
        </Alert>
      ) : slots.data.slots.length === 0 ? (
        <Text>No free times on this day. Please choose another date.</Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" role="group" aria-label="Available times">
          {slots.data.slots.map((slot) => (
            <Button key={slot.startTime} variant="default" onClick={() => onSlot(slot)}>
              {formatTime(slot.startTime)}
            </Button>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
