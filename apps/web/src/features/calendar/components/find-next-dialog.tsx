/**
 * "Find next available" (issue #10 "Getting around"): for a service and optionally a staff
 * member, the next free start times across staff and the coming days; choosing one hands it to
 * the booking form. Searches from the calendar's date (or today) up to 60 days, within the
 * establishment's booking window.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import {
  AVAILABILITY_MESSAGES,
  type Establishment,
  type Service,
  type StaffMember,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { serviceOptions } from '../lib/service-options';
import { useNextAvailable } from '../api/next-available';
import { formatShortWeekdayDate, formatWeekdayDate } from '../lib/open-days';
import { freeTimeLabel, searchRange, type FreeTime } from '../lib/next-available';
import { performersOf } from '../lib/visit-plan';
import { addDays, todayIn } from '../lib/wall-clock';

/** What the dialog opens with: a service and staff member already chosen, or none. */
export interface FindNextRequest {
  serviceId: string | null;
  staffId: string | null;
  /** The date ('YYYY-MM-DD') to search from instead of the calendar's (the booking form's). */
  from?: string;
}

/** A chosen free time: its date, 'HH:MM' start, the staff member and the service. */
export interface FoundTime {
  date: string;
  startTime: string;
  staffId: string;
  serviceId: string;
}

/**
 * The dialog, open while `request` is set. `shownDate` is the calendar's date ('YYYY-MM-DD');
 * `staff` the bookable staff in calendar order; `onChoose` receives the picked time.
 */
export function FindNextDialog({
  request,
  establishment,
  shownDate,
  services,
  staff,
  onClose,
  onChoose,
}: {
  request: FindNextRequest | null;
  establishment: Establishment;
  shownDate: string;
  services: Service[];
  staff: StaffMember[];
  onClose: () => void;
  onChoose: (time: FoundTime) => void;
}) {
  return (
    <AppModal opened={request !== null} onClose={onClose} title="Find next available">
      {request && (
        <FindNextBody
          request={request}
          establishment={establishment}
          shownDate={shownDate}
          services={services}
          staff={staff}
          onChoose={onChoose}
        />
      )}
    </AppModal>
  );
}

function FindNextBody({
  request,
  establishment,
  shownDate,
  services,
  staff,
  onChoose,
}: {
  request: FindNextRequest;
  establishment: Establishment;
  shownDate: string;
  services: Service[];
  staff: StaffMember[];
  onChoose: (time: FoundTime) => void;
}) {
  const active = useMemo(() => services.filter((s) => s.isActive), [services]);
  const options = useMemo(() => serviceOptions(services), [services]);
  const [serviceId, setServiceId] = useState<string | null>(request.serviceId);
  const [staffId, setStaffId] = useState<string | null>(request.staffId);
  const service = active.find((s) => s.id === serviceId) ?? null;
  const choices = useMemo(() => performersOf(service, staff), [service, staff]);
  const person = choices.find((p) => p.id === staffId) ?? null;
  const names = useMemo(() => new Map(staff.map((s) => [s.id, s.name])), [staff]);

  const maxAdvanceDays = establishment.settings.booking.maxAdvanceTime;
  const range = searchRange(todayIn(establishment.timeZone), request.from ?? shownDate, maxAdvanceDays);
  const found = useNextAvailable(
    service && range.days > 0
      ? { establishmentId: establishment.id, serviceId: service.id, staffId: person?.id ?? null, range }
      : null,
  );
  const lastDate = addDays(range.date, Math.max(range.days - 1, 0));
  const what = `${service?.name ?? ''}${person ? ` with ${person.name}` : ''}`;

  const choose = (time: FreeTime) => {
    if (!service) return;
    onChoose({
      date: time.date,
      startTime: time.startTime,
      staffId: time.staffIds[0]!,
      serviceId: service.id,
    });
  };

  return (
    <Stack gap="sm">
      <Select
        label="Service"
        required
        searchable
        placeholder="Choose a service"
        data={options}
        value={serviceId}
        onChange={setServiceId}
        nothingFoundMessage="No service matches"
        data-autofocus
      />
      <Select
        label="Staff"
        placeholder="Anyone"
        description="Leave empty to search everyone who performs the service."
        clearable
        data={choices.map((p) => ({ value: p.id, label: p.name }))}
        value={person?.id ?? null}
        onChange={setStaffId}
      />
      <Stack gap="xs" aria-live="polite" data-testid="find-next-results">
        {range.days === 0 ? (
          <Text size="sm">
            Bookings open {maxAdvanceDays} days ahead: nothing can be booked from{' '}
            {formatWeekdayDate(range.date)}.
          </Text>
        ) : !service ? (
          <Text size="sm" c="dimmed">
            Choose a service to see its next free times from {formatWeekdayDate(range.date)}.
          </Text>
        ) : found.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Searching free times…</Text>
          </Group>
        ) : found.isError ? (
          <Alert color="red" role="alert" title={AVAILABILITY_MESSAGES.failed}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(found.error, AVAILABILITY_MESSAGES.failed)}</Text>
              <Button size="xs" color="red" loading={found.isFetching} onClick={() => void found.refetch()}>
                Retry
              </Button>
            </Stack>
          </Alert>
        ) : found.data.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              No free time for {what} from {formatShortWeekdayDate(range.date)} to{' '}
              {formatShortWeekdayDate(lastDate)}.
            </Text>
            {person && (
              <Button size="xs" variant="light" onClick={() => setStaffId(null)}>
                Search anyone
              </Button>
            )}
          </Stack>
        ) : (
          <>
            <Text size="sm" fw={500} id="find-next-list-label">
              Next free times for {what}: choose one to book it.
            </Text>
            <Stack gap={6} role="list" aria-labelledby="find-next-list-label">
              {found.data.map((time) => (
                <div role="listitem" key={`${time.date} ${time.startTime}`}>
                  <Button variant="default" fullWidth justify="flex-start" onClick={() => choose(time)}>
                    {freeTimeLabel(time, names.get(time.staffIds[0]!) ?? 'Staff member')}
                  </Button>
                </div>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Stack>
  );
}
