/**
 * The pay-change trail on an employee's record (issue #28 "every such change is in an audit
 * trail"): who changed which figure from what to what, and when, newest first. Owners only.
 */
import { Loader, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/format';
import { useStaffTrail } from '../api/staff-audit-api';

/** 'Jan 5, 2026, 3:04 PM' in the browser's zone. */
const when = (iso: string) =>
  `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

export function PayChanges({ userId }: { userId: string }) {
  const trail = useStaffTrail(userId, true);
  let body;
  if (trail.isPending) body = <Loader size="xs" aria-label="Loading pay changes" />;
  else if (trail.isError)
    body = (
      <LoadError
        title="Could not load pay changes"
        error={trail.error}
        onRetry={() => void trail.refetch()}
      />
    );
  else if (trail.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        No changes to pay, commission, leave, shifts or certifications yet.
      </Text>
    );
  else
    // A list, not a table: the drawer is a phone's width, and each change reads as two lines.
    body = (
      <Stack component="ul" aria-label="Pay changes" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {trail.data.map((c) => (
          <li key={c.id}>
            <Text size="sm">
              <Text span fw={600}>
                {c.field}
              </Text>
              {`: ${c.oldValue ?? '—'} → ${c.newValue ?? '—'}`}
            </Text>
            <Text size="xs" c="dimmed">
              {`${when(c.at)} · ${c.actorName || 'Former user'}`}
            </Text>
          </li>
        ))}
      </Stack>
    );
  return (
    <>
      <Title order={3} size="h5">
        Pay changes
      </Title>
      {body}
    </>
  );
}
