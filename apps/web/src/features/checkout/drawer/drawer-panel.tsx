/**
 * The cash drawer of the location (issue #13, spec operations.md §3 "Register state"): closed,
 * it offers to open with a float; open, it shows the X report with pay-in, pay-out and close;
 * just closed, it shows the Z report until dismissed.
 */
import { useState } from 'react';
import { Alert, Button, CloseButton, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import type { DrawerMovementKind, DrawerSession } from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useDrawer } from '../api/drawer-api';
import { CloseDrawerModal } from './close-drawer-modal';
import { DrawerReport } from './drawer-report';
import { DrawerStateBadge } from './drawer-state-badge';
import { MovementModal } from './movement-modal';
import { OpenDrawerForm } from './open-drawer-form';

export interface DrawerPanelProps {
  establishmentId: string;
  timeZone: string;
}

export function DrawerPanel({ establishmentId, timeZone }: DrawerPanelProps) {
  const drawer = useDrawer(establishmentId);
  const [movement, setMovement] = useState<DrawerMovementKind | null>(null);
  const [closing, setClosing] = useState(false);
  const [zReport, setZReport] = useState<DrawerSession | null>(null);
  const session = drawer.data ?? null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="cash-drawer-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h4" id="cash-drawer-title">
              Cash drawer
            </Title>
            {drawer.isSuccess && <DrawerStateBadge session={session} />}
          </Group>
          {session && (
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => setMovement('pay_in')}>
                Pay in
              </Button>
              <Button size="xs" variant="light" onClick={() => setMovement('pay_out')}>
                Pay out
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => setClosing(true)}>
                Close drawer
              </Button>
            </Group>
          )}
        </Group>
        {drawer.isPending && <Loader size="sm" aria-label="Loading the drawer" />}
        {drawer.isError && (
          <Alert color="red" title="The drawer could not be loaded">
            {errorMessage(drawer.error, 'Failed to load the drawer')}
          </Alert>
        )}
        {zReport && (
          <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
            <Group justify="space-between" mb={4}>
              <Title order={3} size="h5">
                Z report
              </Title>
              <CloseButton aria-label="Dismiss the Z report" onClick={() => setZReport(null)} />
            </Group>
            <DrawerReport session={zReport} timeZone={timeZone} />
          </Paper>
        )}
        {drawer.isSuccess && !session && <OpenDrawerForm establishmentId={establishmentId} />}
        {session && <DrawerReport session={session} timeZone={timeZone} />}
      </Stack>
      <MovementModal establishmentId={establishmentId} kind={movement} onClose={() => setMovement(null)} />
      {session && (
        <CloseDrawerModal
          key={session.id}
          session={session}
          opened={closing}
          onClose={() => setClosing(false)}
          onClosed={(report) => {
            setClosing(false);
            setZReport(report);
          }}
        />
      )}
    </Paper>
  );
}
