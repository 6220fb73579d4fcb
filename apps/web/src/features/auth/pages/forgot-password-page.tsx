/** /forgot-password: asks for a reset link without revealing whether the email exists. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, forgotPasswordRequestSchema } from '@daybook/contracts';
import { requestPasswordReset } from '../../../lib/auth/api/auth-api';
import { AuthLayout } from '../components/auth-layout';

/** The same text whatever the server found, so the page cannot be used to probe for accounts. */
export const RESET_SENT_TEXT =
  'If an account exists for that email, we have sent a link to reset your password. The link expires in 30 minutes.';

/** The forgot-password page. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid email address.');
      return;
    }
    setFieldError(null);
    setSubmitting(true);
    try {
      await requestPasswordReset(parsed.data.email);
      setSent(true);
    } catch {
      setError(MESSAGES.resetEmailFailed);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title="Reset your password" description="Enter your email and we will send you a reset link.">
      {sent ? (
        <Alert color="green" role="status" title="Check your email">
          {RESET_SENT_TEXT}
        </Alert>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="sm">
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={email}
              error={fieldError}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <Button type="submit" loading={submitting} fullWidth>
              Send reset link
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
