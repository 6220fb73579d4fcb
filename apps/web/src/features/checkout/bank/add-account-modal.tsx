/**
 * Adds a location's bank account fed by statement import (issue #31): its name and, optionally,
 * the account number's last 4 digits. The server's 400 lands on the fields it names.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AppModal } from '../../../components/app-modal';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateBankAccount } from './bank-api';

export interface AddAccountModalProps {
  establishmentId: string;
  opened: boolean;
  onClose: () => void;
}

type Errors = { name?: string; accountMask?: string; form?: string };

/** The "Add account" dialog; closes and toasts on success. */
export function AddAccountModal({ establishmentId, opened, onClose }: AddAccountModalProps) {
  const create = useCreateBankAccount(establishmentId);
  const [name, setName] = useState('');
  const [mask, setMask] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const close = () => {
    setName('');
    setMask('');
    setErrors({});
    create.reset();
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    const body = { name: name.trim(), ...(mask.trim() && { accountMask: mask.trim() }) };
    create.mutate(body, {
      onSuccess: (account) => {
        notifications.show({ color: 'green', title: 'Bank account added', message: account.name });
        close();
      },
      onError: (error) => {
        const fields: Errors = {};
        if (error instanceof ApiError) {
          for (const d of error.details) {
            if (d.path === 'name' || d.path === 'accountMask') fields[d.path] ??= d.message;
          }
        }
        if (!fields.name && !fields.accountMask)
          fields.form = errorMessage(error, 'The account could not be added.');
        setErrors(fields);
      },
    });
  };

  return (
    <AppModal opened={opened} onClose={close} title="Add bank account" size="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          <TextInput
            label="Account name"
            placeholder="Operating account"
            required
            data-autofocus
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label="Last 4 digits (optional)"
            description="Only the last 4 digits of the account number; never the whole number."
            inputMode="numeric"
            maxLength={4}
            value={mask}
            error={errors.accountMask}
            onChange={(e) => setMask(e.currentTarget.value)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add account
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
