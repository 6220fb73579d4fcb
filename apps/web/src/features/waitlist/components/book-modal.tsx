/**
 * Book from the waitlist: pick a day, then one of the free start times of the entry's service
 * (the availability endpoint), for its preferred staff member or whoever is free. An open offer
 * is preselected. Booking seats the entry with the new appointment.
 */
import { useState } from 'react';
import { Alert, Button, Chip, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import type { WaitlistBook, WaitlistEntry } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format';
import { useFreeSlots } from '../api/waitlist-api';

export interface BookModalProps {
  entry: WaitlistEntry;
  establishmentId: string;
  today: string;
  staffNames: Map<string, string>;
  saving: boolean;
  onClose: () => void;
  onBook: (body: WaitlistBook) => Promise<unknown>;
}

export function BookModal({
  entry,
  establishmentId,
  today,
  staffNames,
  saving,
  onClose,
  onBook,
}: BookModalProps) {
  const offer = entry.offers[0];
  const firstDay = entry.earliest_date > today ? entry.earliest_date : today;
  const [date, setDate] = useState(offer?.date ?? firstDay);
  const [staffId, setStaffId] = useState<string | null>(offer?.staff_id ?? entry.staff_id);
  const [start, setStart] = useState<string | null>(offer?.start_time ?? null);
  const slots = useFreeSlots(establishmentId, entry.service_id, date);
  const byStaff = slots.data ?? {};
  const staffIds = Object.keys(byStaff).filter((id) => !entry.staff_id || id === entry.staff_id);
  const chosen = staffId && staffIds.includes(staffId) ? staffId : (staffIds[0] ?? null);
  const times = chosen ? (byStaff[chosen] ?? []) : [];
  // The offered slot is free again only on the calendar: keep it choosable even if the list lags.
  const starts = [
    ...new Set([
      ...(offer && offer.date === date && offer.staff_id === chosen ? [offer.start_time] : []),
      ...times.map((t) => t.startTime),
    ]),
  ].sort();

  return (
    <AppModal opened onClose={onClose} title={`Book ${entry.client_name}`}>
      <Stack gap="sm">
        <Text size="sm">{entry.service_name}</Text>
        <Group grow align="flex-end">
          <TextInput
            label="Day"
            type="date"
            value={date}
            min={today}
            onChange={(e) => {
              setDate(e.currentTarget.value);
              setStart(null);
            }}
          />
          <Select
            label="Staff"
            data={staffIds.map((id) => ({ value: id, label: staffNames.get(id) ?? 'Staff member' }))}
            value={chosen}
            onChange={(v) => {
              setStaffId(v);
              setStart(null);
            }}
            allowDeselect={false}
            disabled={staffIds.length === 0}
          />
        </Group>
        {slots.isFetching && !slots.data ? (
          <Loader size="sm" aria-label="Loading free times" />
        ) : slots.isError ? (
          <Alert color="red">{errorMessage(slots.error, 'Failed to load free times')}</Alert>
        ) : starts.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            No free times on this day.
          </Text>
        ) : (
          <Chip.Group value={start ?? ''} onChange={(v) => setStart(typeof v === 'string' ? v : null)}>
            <Group gap={6} role="group" aria-label="Free times">
              {starts.map((t) => (
                <Chip key={t} value={t} size="xs">
                  {formatTime(t)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={saving}
            disabled={!start || !chosen}
            onClick={() => {
              if (start && chosen)
                void onBook({ date, start_time: start, staff_id: chosen }).then(onClose, () => undefined);
            }}
          >
            Book
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
