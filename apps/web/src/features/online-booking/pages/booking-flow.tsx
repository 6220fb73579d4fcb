/**
 * The steps at one location: service → staff or anyone → date and time → details →
 * confirmation. Choices live here, so "Change" on any of them returns to its step and keeps the
 * rest that still fit. A 409 (the slot went meanwhile) returns to the times with the server's
 * message and fresh availability; the typed details stay.
 */
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Center, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  ONLINE_BOOKING_MESSAGES,
  type BookingConfirmation,
  type BookingEstablishment,
  type BookingService,
  type BookingSlot,
  type OnlineBookingCreate,
} from '@daybook/contracts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { bookingKeys, useBookAppointment } from '../api/online-booking-api';
import { BookingSummary, serviceLine, whenLine, type SummaryRow } from '../components/booking-summary';
import type { ClientDetails } from '../components/details-step';
import { ServiceStep } from '../components/service-step';
import { StaffStep, type StaffChoice } from '../components/staff-step';
import { TimeStep } from '../components/time-step';
import { firstOpenDate } from '../lib/booking-dates';

const finalSteps = () => import('../components/final-steps');
const DetailsStep = lazy(() => finalSteps().then((m) => ({ default: m.DetailsStep })));
const ConfirmationCard = lazy(() => finalSteps().then((m) => ({ default: m.ConfirmationCard })));

const EMPTY_DETAILS: ClientDetails = { name: '', email: '', phone: '', notes: '' };

/** Shown in place of a step whose code is still on its way. */
function StepLoader() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}

const STEPS = {
  service: 'Choose a service',
  staff: 'Choose who you would like',
  time: 'Pick a date and time',
  details: 'Your details',
} as const;
type Step = keyof typeof STEPS;
const ORDER: Step[] = ['service', 'staff', 'time', 'details'];

export function BookingFlow({ place, tenantId }: { place: BookingEstablishment; tenantId: string | null }) {
  const queryClient = useQueryClient();
  const book = useBookAppointment(place.id);
  const [service, setService] = useState<BookingService | null>(null);
  const [staff, setStaff] = useState<StaffChoice | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<BookingSlot | null>(null);
  const [details, setDetails] = useState<ClientDetails>(EMPTY_DETAILS);
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<BookingConfirmation | null>(null);

  const step: Step = !service ? 'service' : !staff ? 'staff' : !slot ? 'time' : 'details';
  const index = ORDER.indexOf(step);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Announce each new step to screen readers and keyboard users by moving focus to its heading.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  // Fetch the last steps while the client picks the rest, so that they never wait for them.
  const chosen = service !== null;
  useEffect(() => {
    if (chosen) finalSteps().catch(() => undefined);
  }, [chosen]);

  const staffById = new Map(place.staff.map((p) => [p.id, p]));
  const performers = service ? service.staffIds.flatMap((id) => staffById.get(id) ?? []) : [];
  const staffId = staff === 'anyone' ? null : staff;
  const shownDate = date ?? firstOpenDate(place.businessHours, place.today, place.lastDate) ?? place.today;

  const refreshSlots = () => queryClient.invalidateQueries({ queryKey: bookingKeys.slots(place.id) });

  const submit = (body: OnlineBookingCreate) => {
    setFormError(null);
    book.mutate(body, {
      onSuccess: (c) => {
        setConfirmation(c);
        void refreshSlots();
      },
      onError: (error) => {
        const message = errorMessage(error, ONLINE_BOOKING_MESSAGES.failed);
        if (error instanceof ApiError && error.status === 409) {
          setSlot(null);
          setNotice(message);
          void refreshSlots();
          notifications.show({ color: 'yellow', title: 'That time was just taken', message });
          return;
        }
        setFormError(message);
        notifications.show({ color: 'red', title: ONLINE_BOOKING_MESSAGES.failed, message });
      },
    });
  };

  const startOver = () => {
    setService(null);
    setStaff(null);
    setDate(null);
    setSlot(null);
    setNotice(null);
    setFormError(null);
    setConfirmation(null);
  };

  if (confirmation) {
    return (
      <Suspense fallback={<StepLoader />}>
        <ConfirmationCard confirmation={confirmation} place={place} onBookAnother={startOver} />
      </Suspense>
    );
  }

  const rows: SummaryRow[] = [];
  if (service) {
    rows.push({
      label: 'Service',
      value: serviceLine(service),
      changeLabel: 'Change service',
      onChange: () => {
        setService(null);
        setStaff(null);
        setSlot(null);
      },
    });
  }
  if (staff) {
    rows.push({
      label: 'With',
      value: staffId ? (staffById.get(staffId)?.name ?? '') : 'Anyone available',
      changeLabel: 'Change staff member',
      onChange: () => {
        setStaff(null);
        setSlot(null);
      },
    });
  }
  if (slot) {
    rows.push({
      label: 'When',
      value: whenLine(shownDate, slot.startTime),
      changeLabel: 'Change date and time',
      onChange: () => setSlot(null),
    });
  }

  return (
    <Stack gap="md">
      {tenantId && (
        <Anchor component={Link} to={`/book?tenant=${encodeURIComponent(tenantId)}`} size="sm">
          ← All locations
        </Anchor>
      )}
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Step {index + 1} of {ORDER.length}
        </Text>
        <Progress value={((index + 1) / ORDER.length) * 100} size="sm" aria-label="Booking progress" />
      </Stack>
      <BookingSummary rows={rows} />
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        {STEPS[step]}
      </Title>
      {step === 'service' && (
        <ServiceStep
          services={place.services}
          selectedId={null}
          onSelect={(s) => {
            setService(s);
            setNotice(null);
          }}
        />
      )}
      {step === 'staff' && <StaffStep staff={performers} selected={staff} onSelect={setStaff} />}
      {step === 'time' && service && (
        <TimeStep
          place={place}
          serviceId={service.id}
          staffId={staffId}
          date={shownDate}
          notice={notice}
          onDate={(d) => {
            setDate(d);
            setNotice(null);
          }}
          onSlot={(s) => {
            setDate(shownDate);
            setSlot(s);
            setNotice(null);
            setFormError(null);
          }}
        />
      )}
      {step === 'details' && service && slot && (
        <Suspense fallback={<StepLoader />}>
          <DetailsStep
            booking={{ serviceId: service.id, staffId, date: shownDate, startTime: slot.startTime }}
            details={details}
            onChange={setDetails}
            formError={formError}
            submitting={book.isPending}
            onSubmit={submit}
          />
        </Suspense>
      )}
    </Stack>
  );
}
