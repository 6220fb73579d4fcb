/**
 * Start a walk-in's service: choose who serves (the estimate's staff member preselected, or the
 * first free one when left empty); the server books an appointment now. A refusal (busy, nobody
 * free) shows inline, the status change being silent per spec §8.
 */
import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { WALK_IN_MESSAGES, type WalkIn } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';

export interface StaffOption {
  value: string;
  label: string;
}

export interface StartWalkInModalProps {
  walkIn: WalkIn | null;
  staff: StaffOption[];
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onStart: (staffId: string | undefined) => void;
}

export function StartWalkInModal({ walkIn, staff, pending, error, onClose, onStart }: StartWalkInModalProps) {
  // Undefined until the desk touches the field; null once they empty it, which must not bring the
  // preset back.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const preset = walkIn?.staffId ?? walkIn?.servingStaffId ?? null;
  const value = chosen === undefined ? preset : chosen;
  const close = () => {
    setChosen(undefined);
    onClose();
  };
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
            <Select
              label="Staff member"
              description="Leave empty for the first one free now."
              placeholder="First available"
              data={staff}
              value={value}
              onChange={setChosen}
              clearable
              searchable
              comboboxProps={{ withinPortal: true }}
            />
            {error !== null && error !== undefined && (
              <Alert color="red" role="alert">
                {errorMessage(error, WALK_IN_MESSAGES.statusFailed)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={pending}>
                Start service
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
