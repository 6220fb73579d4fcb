/**
 * Start a walk-in's service (issue #15, #28): the desk picks among the stylists free now for the
 * service (the calendar's availability, as the server will check it), or leaves the choice
 * empty for the first one free; the others are listed with when they free up today. The server
 * books an appointment now. A refusal (busy, nobody free) shows the server's sentence inline,
 * the status change being silent per spec §8.
 */
import { useState } from 'react';
import { Alert, Button, Group, List, Loader, Select, Stack, Text } from '@mantine/core';
import { WALK_IN_MESSAGES, type WalkIn, type WalkInStaffOption } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format';

export interface StartWalkInModalProps {
  walkIn: WalkIn | null;
  /** Who performs the service, free now or not; undefined while loading. */
  options: WalkInStaffOption[] | undefined;
  /** Why the options could not be read, if they could not. */
  optionsError: unknown;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onStart: (staffId: string | undefined) => void;
}

/** "free now", "free at 10:50 AM" or "no opening left today". */
function whenFree(o: WalkInStaffOption): string {
  if (o.freeNow) return 'free now';
  return o.nextOpening ? `free at ${formatTime(o.nextOpening)}` : 'no opening left today';
}

export function StartWalkInModal(props: StartWalkInModalProps) {
  const { walkIn, options, optionsError, pending, error, onClose, onStart } = props;
  // Undefined until the desk touches the field; null once they empty it, which must not bring the
  // preset back.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const free = (options ?? []).filter((o) => o.freeNow);
  const wanted = walkIn?.staffId ?? walkIn?.servingStaffId ?? null;
  const preset = free.some((o) => o.staffId === wanted) ? wanted : null;
  const value = chosen === undefined ? preset : chosen;
  const close = () => {
    setChosen(undefined);
    onClose();
  };
  const loading = options === undefined && !optionsError;
  const nobodyFree = options !== undefined && free.length === 0;
  return (
    <AppModal opened={walkIn !== null} onClose={close} title="Start service">
      {walkIn && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onStart(value ?? undefined);
          }}
        >
          <Stack>
            <Text size="sm">
              {walkIn.clientName} · {walkIn.serviceName}. An appointment starting now is added to the
              calendar.
            </Text>
            {loading && <Loader size="sm" aria-label="Loading who is free" />}
            {optionsError !== null && optionsError !== undefined && (
              <Alert color="red" role="alert">
                {errorMessage(optionsError, WALK_IN_MESSAGES.statusFailed)}
              </Alert>
            )}
            {options !== undefined && (
              <>
                <Select
                  label="Staff member"
                  description="Only those free now. Leave empty for the first one free."
                  placeholder="First available"
                  data={free.map((o) => ({ value: o.staffId, label: o.name }))}
                  value={value}
                  onChange={setChosen}
                  disabled={nobodyFree}
                  clearable
                  searchable
                  comboboxProps={{ withinPortal: true }}
                />
                {nobodyFree && (
                  <Alert color="yellow" role="status">
                    {WALK_IN_MESSAGES.noStaffFree}
                  </Alert>
                )}
                {options.length > 0 && (
                  <Stack gap={4}>
                    <Text size="sm" fw={500} id="walk-in-who-free">
                      Who is free when
                    </Text>
                    <List size="sm" spacing={2} aria-labelledby="walk-in-who-free">
                      {options.map((o) => (
                        <List.Item key={o.staffId}>
                          {o.name}: {whenFree(o)}
                        </List.Item>
                      ))}
                    </List>
                  </Stack>
                )}
              </>
            )}
            {error !== null && error !== undefined && (
              <Alert color="red" role="alert">
                {errorMessage(error, WALK_IN_MESSAGES.statusFailed)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={pending} disabled={options === undefined || nobodyFree}>
                Start service
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
