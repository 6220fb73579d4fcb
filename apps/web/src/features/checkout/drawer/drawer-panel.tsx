/**
 * The cash drawer of the location (issues #13 and #28, spec operations.md §3 "Register state"):
 * closed, it offers to open with a float counted by denomination; open, it shows the X report
 * with pay-in, pay-out, close and the printable X report (read again when asked for); just
 * closed, it shows the Z report, printable, until dismissed.
 */
import { useState } from 'react';
import { Alert, Button, CloseButton, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import type { DrawerMovementKind, DrawerSession } from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useDrawer } from '../api/drawer-api';
import { CloseDrawerModal } from './close-drawer-modal';
import { DrawerReport } from './drawer-report';
import { DrawerReportModal } from './drawer-report-modal';
import { DrawerStateBadge } from './drawer-state-badge';
import { MovementModal } from './movement-modal';
import { OpenDrawerForm } from './open-drawer-form';

export interface DrawerPanelProps {
  establishmentId: string;
  timeZone: string;
  /** Printed at the top of the X and Z reports. */
  establishmentName?: string;
}

export function DrawerPanel({ establishmentId, timeZone, establishmentName }: DrawerPanelProps) {
  const drawer = useDrawer(establishmentId);
  const [movement, setMovement] = useState<DrawerMovementKind | null>(null);
  const [closing, setClosing] = useState(false);
  const [zReport, setZReport] = useState<DrawerSession | null>(null);
  const [printing, setPrinting] = useState<'x' | 'z' | null>(null);
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
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  void drawer.refetch();
                  setPrinting('x');
                }}
              >
                X report
              </Button>
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
              <Group gap={4}>
                <Button size="xs" variant="light" onClick={() => setPrinting('z')}>
                  Print Z report
                </Button>
                <CloseButton aria-label="Dismiss the Z report" onClick={() => setZReport(null)} />
              </Group>
            </Group>
            <DrawerReport session={zReport} timeZone={timeZone} />
          </Paper>
        )}
        {drawer.isSuccess && !session && <OpenDrawerForm establishmentId={establishmentId} />}
        {session && <DrawerReport session={session} timeZone={timeZone} />}
      </Stack>
      <DrawerReportModal
        session={printing === 'x' ? session : printing === 'z' ? zReport : null}
        timeZone={timeZone}
        establishmentName={establishmentName}
        takenAt={new Date(drawer.dataUpdatedAt).toISOString()}
        onClose={() => setPrinting(null)}
      />
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
