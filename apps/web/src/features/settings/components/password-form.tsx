/**
 * Change password on /settings (issue #11): current, new and confirmation. The rules are the
 * sign-up's (contracts passwordSchema); a wrong current password comes back from the server
 * on its field. Saving ends the person's other sessions.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors, focusFirstInvalid } from '../../../lib/form-errors';
import { serverFieldErrors } from './server-field-errors';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The field errors of `values`, as the sign-up form words them; empty when they may be sent. */
export function passwordFormErrors(values: typeof EMPTY): Record<string, string> {
  const parsed = changePasswordRequestSchema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  if (!errors.newPassword && values.newPassword !== values.confirmPassword) {
    errors.confirmPassword = 'Passwords do not match.';
  }
  return errors;
}

/** The form; `onSave` sends the change and rejects with the server's ApiError. */
export function PasswordForm({ onSave }: { onSave: (body: ChangePasswordRequest) => Promise<unknown> }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = passwordFormErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    setSaving(true);
    try {
      await onSave({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(EMPTY);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        setErrors(fields);
        focusFirstInvalid(form);
      } else setFailure(errorMessage(error, 'Failed to change your password.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Change password">
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          required
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <PasswordInput
          label="New password"
          required
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
        />
        <PasswordInput
          label="Confirm new password"
          required
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
