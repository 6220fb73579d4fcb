/**
 * The waitlist of one location (spec operations.md §2, §3 Waitlist entry, §4): the queue in
 * order with offers highlighted, Add to waitlist, Call next (seats the next client), and per
 * entry book, send the offer, remove. Live: changes of the location refetch it (lib/realtime).
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { hasPermission, WAITLIST_MESSAGES as M, type Role, type WaitlistEntry } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { useStaff } from '../../../lib/catalog/api/services-api';
import { useWaitlist, useWaitlistActions, useWaitlistPending } from '../api/waitlist-api';
import { AddEntryModal } from './add-entry-modal';
import { BookModal } from './book-modal';
import { EntryCard } from './entry-card';
import { localToday } from './local-today';

export interface WaitlistViewProps {
  tenantId: string;
  establishmentId: string;
  timeZone: string;
  role: Role;
}

export function WaitlistView({ tenantId, establishmentId, timeZone, role }: WaitlistViewProps) {
  const queue = useWaitlist(establishmentId);
  const pending = useWaitlistPending(establishmentId);
  const actions = useWaitlistActions(establishmentId);
  const staff = useStaff(tenantId, establishmentId);
  const [adding, setAdding] = useState(false);
  const [booking, setBooking] = useState<WaitlistEntry | null>(null);
  const canWrite = hasPermission(role, 'appointment:create');
  const busy = actions.remove.isPending || actions.send.isPending || actions.callNext.isPending;
  const staffNames = new Map((staff.data ?? []).map((p) => [p.id, p.name]));
  const offered = queue.data?.filter((e) => e.status === 'offered').length ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Text fw={500}>{queue.data ? `${queue.data.length} waiting` : 'Queue'}</Text>
          {offered > 0 && (
            <Badge color="teal.9" c="white" aria-label={`${offered} with an open slot`}>
              {offered} offer{offered === 1 ? '' : 's'}
            </Badge>
          )}
        </Group>
        {canWrite && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setAdding(true)}>
              Add to waitlist
            </Button>
            <Button
              onClick={() => actions.callNext.mutate(undefined)}
              loading={actions.callNext.isPending}
              disabled={!queue.data?.length}
            >
              Call next
            </Button>
          </Group>
        )}
      </Group>
      {queue.isPending ? (
        <Stack aria-busy="true" aria-label="Loading the waitlist">
          {[0, 1, 2].map((k) => (
            <Skeleton key={k} height={110} radius="md" />
          ))}
        </Stack>
      ) : queue.isError ? (
        <LoadError title={M.fetchFailed} error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <Alert color="gray" role="status">
          Nobody is waiting.
        </Alert>
      ) : (
        <Stack gap="sm" component="section" aria-label="Queue">
          {queue.data.map((e) => (
            <EntryCard
              key={e.id}
              entry={e}
              canWrite={canWrite}
              smsConfigured={pending.data?.sms_configured ?? false}
              busy={busy}
              onBook={setBooking}
              onRemove={(x) => actions.remove.mutate(x.id)}
              onSend={(x, channel) => actions.send.mutate({ id: x.id, channel })}
            />
          ))}
        </Stack>
      )}
      {adding && (
        <AddEntryModal
          opened
          onClose={() => setAdding(false)}
          tenantId={tenantId}
          establishmentId={establishmentId}
          timeZone={timeZone}
          saving={actions.add.isPending}
          onSubmit={(body) => actions.add.mutateAsync(body)}
        />
      )}
      {booking && (
        <BookModal
          entry={booking}
          establishmentId={establishmentId}
          today={localToday(timeZone)}
          staffNames={staffNames}
          saving={actions.book.isPending}
          onClose={() => setBooking(null)}
          onBook={(body) => actions.book.mutateAsync({ id: booking.id, body })}
        />
      )}
    </Stack>
  );
}
