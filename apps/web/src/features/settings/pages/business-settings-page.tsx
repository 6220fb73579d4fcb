/**
 * /business-settings (issue #10 "Finding things"): per location the person manages, its public
 * online booking link with Copy, QR code and Download QR, and its register's tax rate and drawer
 * threshold (issue #13, owners edit), and for owners and admins the business's own details
 * (issue #33) and the background work that failed (issue #30).
 * The locations are the workspace's,
 * already limited to the person's own for a manager (spec §6); owners see every one.
 */
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, hasPermission } from '@daybook/contracts';
import { Link } from 'react-router';
import { RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { establishmentsQuery } from '../../../lib/workspace/api/workspace-api';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { BackgroundWorkCard } from '../components/background-work-card';
import { BookingLinkCard } from '../components/booking-link-card';
import { BusinessDetailsCard } from '../components/business-details-card';
import { managesBusiness } from '../components/business-links';
import { RegisterSettingsCard } from '../components/register-settings-card';

const TITLE = 'Business Settings';

/** The page: the role check, then the list's loading, error, empty and filled states. */
export function BusinessSettingsPage() {
  const { role, tenant, establishments } = useWorkspace();
  // The workspace's own query (same key): its state tells loading and failure apart from "none".
  const query = useQuery({ ...establishmentsQuery(tenant.id), enabled: managesBusiness(role) });
  if (!managesBusiness(role)) return <RoleCannotView title={TITLE} what="business settings" />;

  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title={TITLE}
        description="Keep the business's details up to date, share each location's online booking page, and set its register's tax rate and cash drawer rule."
      />
      {hasPermission(role, 'tenant:settings') && <BusinessDetailsCard tenantId={tenant.id} />}
      {query.isPending ? (
        <Stack align="center" py="xl" role="status" aria-label="Loading locations">
          <Loader />
        </Stack>
      ) : query.isError ? (
        <Alert color="red" title={MESSAGES.fetchEstablishmentsFailed} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error, MESSAGES.fetchEstablishmentsFailed)}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : establishments.length === 0 ? (
        <Alert color="gray" role="status" title="No locations yet">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Add a location first; its booking link and QR code appear here.</Text>
            <Button size="xs" component={Link} to="/establishments">
              Go to Establishments
            </Button>
          </Stack>
        </Alert>
      ) : (
        establishments.map((e) => (
          <Stack key={e.id} gap="md">
            <BookingLinkCard establishment={e} origin={window.location.origin} />
            <RegisterSettingsCard establishment={e} role={role} />
          </Stack>
        ))
      )}
      {hasPermission(role, 'tenant:settings') && <BackgroundWorkCard />}
    </Stack>
  );
}
