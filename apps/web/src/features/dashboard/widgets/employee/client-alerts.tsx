/**
 * What a stylist must know before the client sits down (issue #15 "Dashboards", employee):
 * allergies first and in red, then preferences, then the appointment's own notes, from the
 * client's CRM record.
 */
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Appointment } from '@daybook/contracts';
import { useClientRecord } from '../../api/employee-api';

/** The client alerts of appointment `a` (its client's record is read once and shared). */
export function ClientAlerts({ appointment: a }: { appointment: Appointment }) {
  const record = useClientRecord(a.clientId);
  const c = record.data;
  return (
    <Stack gap={6}>
      {a.clientId && record.isPending && (
        <Skeleton height={48} role="status" aria-label="Loading the client's record" />
      )}
      {record.isError && (
        <Text size="sm" c="dimmed">
          The client&rsquo;s record could not be loaded.
        </Text>
      )}
      {!a.clientId && (
        <Text size="sm" c="dimmed">
          Booked by name (no client record).
        </Text>
      )}
      {c?.allergies ? (
        <Alert
          // The darkest red keeps white text readable (WCAG AA), as on the client's page.
          color="red.9"
          variant="filled"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Allergies"
          aria-label="Allergies"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.allergies}
          </Text>
        </Alert>
      ) : (
        c && (
          <Text size="sm" c="dimmed">
            No allergies recorded. Ask before colour or skin treatments.
          </Text>
        )
      )}
      {c?.preferences && (
        <Alert color="blue" title="Preferences" aria-label="Preferences">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.preferences}
          </Text>
        </Alert>
      )}
      {a.notes && (
        <Alert color="gray" title="Appointment notes" aria-label="Appointment notes">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {a.notes}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
