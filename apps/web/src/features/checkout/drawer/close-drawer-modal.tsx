/**
 * Closing the drawer (issue #13): a count per US denomination, the counted total and its
 * difference from what is expected updated as it is typed, and a note, which the server asks
 * for when the difference is over the location's threshold. Closing answers the Z report.
 */
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { CHECKOUT_MESSAGES, countedCents, type DrawerSession } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { formatCurrency } from '../../../lib/format';
import { useCloseDrawer } from '../api/drawer-api';
import { DenominationCount, nonZeroCounts } from './denomination-count';

export interface CloseDrawerModalProps {
  session: DrawerSession;
  opened: boolean;
  onClose: () => void;
  /** The Z report of the closed session. */
  onClosed: (report: DrawerSession) => void;
}

export function CloseDrawerModal({ session, opened, onClose, onClosed }: CloseDrawerModalProps) {
  const close = useCloseDrawer(session.establishmentId, onClosed);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [note, setNote] = useState('');
  const counted = countedCents(counts);
  const difference = counted - Math.round(session.expected * 100);
  const failure = close.isError ? errorMessage(close.error, 'Failed to close the drawer') : null;
  const noteNeeded = failure === CHECKOUT_MESSAGES.drawerNoteRequired;

  const submit = () => {
    close.mutate({ counts: nonZeroCounts(counts), note: note.trim() || undefined });
  };

  return (
    <AppModal opened={opened} onClose={onClose} title="Close drawer" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Count the cash in the drawer by denomination.
        </Text>
        <DenominationCount counts={counts} onChange={setCounts} />
        <Group justify="space-between" aria-live="polite">
          <Text size="sm">
            Expected: <strong>{formatCurrency(session.expected)}</strong>
          </Text>
          <Text size="sm" data-testid="drawer-counted">
            Counted: <strong>{formatCurrency(counted / 100)}</strong>
          </Text>
          <Text
            size="sm"
            c={difference === 0 ? 'var(--daybook-text-good)' : 'var(--daybook-text-bad)'}
            data-testid="drawer-difference"
          >
            Difference:{' '}
            <strong>
              {difference > 0 ? '+' : ''}
              {formatCurrency(difference / 100)}
            </strong>
            {difference > 0 ? ' over' : difference < 0 ? ' short' : ''}
          </Text>
        </Group>
        <Textarea
          label="Note"
          description="Explain the difference."
          autosize
          minRows={2}
          value={note}
          error={noteNeeded ? CHECKOUT_MESSAGES.drawerNoteRequired : undefined}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {failure && !noteNeeded && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={close.isPending} onClick={submit}>
            Close drawer
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
