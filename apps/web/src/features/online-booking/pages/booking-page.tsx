/**
 * /book (spec core.md §2, the client portal): public online booking, no account needed. A
 * business shares its link: /book?tenant={tenantId} lists its locations that take online
 * bookings; /book/{establishmentId} books at one location. Plain /book lists nothing, so one
 * business's page never reveals another's.
 */
import { useDeferredValue } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { ONLINE_BOOKING_MESSAGES } from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useBookingEstablishment, useBookingLocations } from '../api/online-booking-api';
import { BookingLayout } from '../components/booking-layout';
import { LocationList } from '../components/location-list';
import { BookingFlow } from './booking-flow';

function Loading({ text }: { text: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text size="sm">{text}</Text>
    </Group>
  );
}

/** /book?tenant={tenantId}: choose one of the business's locations (one only: straight to it). */
function LocationChooser({ tenantId }: { tenantId: string }) {
  const locations = useBookingLocations(tenantId);
  if (locations.data?.length === 1) {
    return <Navigate replace to={`/book/${locations.data[0]!.id}?tenant=${encodeURIComponent(tenantId)}`} />;
  }
  return (
    <BookingLayout title="Book an appointment" subtitle="Choose a location">
      {locations.isPending ? (
        <Loading text="Loading locations…" />
      ) : locations.isError ? (
        <Alert color="red" title={ONLINE_BOOKING_MESSAGES.loadFailed} role="alert">
          {errorMessage(locations.error, ONLINE_BOOKING_MESSAGES.loadFailed)}
        </Alert>
      ) : (
        <LocationList tenantId={tenantId} locations={locations.data} />
      )}
    </BookingLayout>
  );
}

/** /book/{establishmentId}: the steps at one location. */
function LocationBooking({
  establishmentId,
  tenantId,
}: {
  establishmentId: string;
  tenantId: string | null;
}) {
  const place = useBookingEstablishment(establishmentId);
  // The query store re-renders synchronously (useSyncExternalStore): drawing the whole flow in
  // that render was one long task on a phone. The deferred copy draws it in a transition, which
  // React renders in short slices.
  const loaded = useDeferredValue(place.data);
  if (loaded) {
    const where = [loaded.address.city, loaded.address.state].filter(Boolean).join(', ');
    return (
      <BookingLayout title={loaded.name} subtitle={`Book an appointment${where ? ` · ${where}` : ''}`}>
        <BookingFlow place={loaded} tenantId={tenantId} />
      </BookingLayout>
    );
  }
  return (
    <BookingLayout title="Book an appointment">
      {place.isPending || place.isSuccess ? (
        <Loading text="Loading…" />
      ) : (
        <Alert color="red" title={ONLINE_BOOKING_MESSAGES.loadFailed} role="alert">
          {errorMessage(place.error, ONLINE_BOOKING_MESSAGES.loadFailed)}
        </Alert>
      )}
      {tenantId && (
        <Anchor component={Link} to={`/book?tenant=${encodeURIComponent(tenantId)}`}>
          See all locations
        </Anchor>
      )}
    </BookingLayout>
  );
}

/** Plain /book: nothing to list without a business's link. */
function AskForLink() {
  return (
    <BookingLayout title="Book an appointment">
      <Text>Ask your salon for its online booking link: it takes you straight to its booking page.</Text>
    </BookingLayout>
  );
}

/** The page behind /book and /book/:establishmentId. */
export function BookingPage() {
  const { establishmentId } = useParams();
  const [params] = useSearchParams();
  const tenantId = params.get('tenant');
  if (establishmentId) return <LocationBooking establishmentId={establishmentId} tenantId={tenantId} />;
  if (tenantId) return <LocationChooser tenantId={tenantId} />;
  return <AskForLink />;
}
