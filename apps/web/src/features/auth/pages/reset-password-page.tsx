/**
 * /reset-password?token=…: sets a new password with the emailed token. With `invite=1` (the
 * invitation an employee receives when added, issue #14) it reads 'Set your password'.
 */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@daybook/contracts';
import { ApiError } from '../../../lib/api-client';
import { resetPassword } from '../../../lib/auth/api/auth-api';
import { AuthLayout } from '../components/auth-layout';

/** The reset-password page. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = params.get('invite') === '1';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const next: { password?: string; confirm?: string } = {};
    if (password.length < PASSWORD_MIN_LENGTH) {
      next.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
    }
    if (password !== confirm) next.confirm = 'Passwords do not match.';
    setErrors(next);
    if (next.password || next.confirm) return;
    setSubmitting(true);
    try {
      const message = await resetPassword(token, password);
      setDone(
        invite
          ? 'Your password is set. You can now sign in.'
          : (message ?? 'Your password has been reset. You can now sign in.'),
      );
    } catch (e) {
      setError(e instanceof ApiError && e.serverMessage ? e.serverMessage : MESSAGES.resetFailed);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title={invite ? 'Set your password' : 'Choose a new password'}>
      {!token ? (
        <Alert color="red" role="alert">
          This {invite ? 'invitation' : 'reset'} link is invalid or has expired. Please{' '}
          <Anchor component={Link} to="/forgot-password">
            request a new one
          </Anchor>
          .
        </Alert>
      ) : done ? (
        <Alert color="green" role="status" title={invite ? 'Password set' : 'Password reset'}>
          {done}
        </Alert>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="sm">
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <PasswordInput
              label="New password"
              description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              autoComplete="new-password"
              required
              value={password}
              error={errors.password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              required
              value={confirm}
              error={errors.confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
            />
            <Button type="submit" loading={submitting} fullWidth>
              {invite ? 'Set password' : 'Reset password'}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
