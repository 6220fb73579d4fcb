/** Sign-in page (spec core.md §2, §4, §8): email, password, remember-me and demo accounts. */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { MESSAGES } from '@daybook/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { STORAGE_KEYS, readStored, writeStored } from '../../../lib/storage';
import { fetchPublicConfig } from '../../../lib/workspace/api/workspace-api';
import { useAuth } from '../../../lib/auth/auth-context';
import { AuthLayout } from '../components/auth-layout';

/** The sign-in form; after success the sign-in guard sends the user on (origin or /dashboard). */
export function LoginPage({ title = 'Sign in to Daybook' }: { title?: string }) {
  const { signIn } = useAuth();
  const remembered = readStored('session', STORAGE_KEYS.rememberedEmail);
  const [email, setEmail] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(remembered !== null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const rememberInput = useRef<HTMLInputElement>(null);
  // False in the prerendered HTML and the render that hydrates it: until the app has taken the
  // form over, a click on Sign in would submit it natively and reload the page, losing the input.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // The build prerenders this form (scripts/prerender.ts), and on a slow phone it is typed into
  // before the app takes it over. Hydration leaves the typed text on screen but not in state,
  // so the next render would wipe it: adopt it. The remembered email, which the build could
  // not know, goes the other way.
  useLayoutEffect(() => {
    const typedEmail = emailInput.current?.value ?? '';
    if (typedEmail) setEmail(typedEmail);
    else if (emailInput.current && remembered) emailInput.current.value = remembered;
    const typedPassword = passwordInput.current?.value ?? '';
    if (typedPassword) setPassword(typedPassword);
    if (rememberInput.current?.checked) setRememberMe(true);
    else if (rememberInput.current && remembered !== null) rememberInput.current.checked = true;
    // Once, right after hydration: later renders keep the inputs and the state in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const config = useQuery({
    queryKey: queryKeys.publicConfig,
    queryFn: fetchPublicConfig,
    // The app's name, version and demo accounts come from the server's settings, not from any
    // tenant's data: no change announced to screens touches them.
    meta: { reads: [] },
    staleTime: Infinity,
    retry: false,
  });
  const demo = config.data?.demo ?? null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError('Enter your email and password.');
      return;
    }
    setSubmitting(true);
    try {
      // Remember-me keeps only the email, and only for this browser session (spec §4).
      writeStored('session', STORAGE_KEYS.rememberedEmail, rememberMe ? email.trim() : null);
      await signIn(email.trim(), password);
      // No navigate here: RedirectIfSignedIn sees the user and replaces history with the target.
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : MESSAGES.signInFallback);
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title={title} description="Welcome back. Sign in to manage your business.">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert" title="Sign in failed">
              {error}
            </Alert>
          )}
          <TextInput
            ref={emailInput}
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            ref={passwordInput}
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Group justify="space-between">
            <Checkbox
              ref={rememberInput}
              label="Remember me"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.currentTarget.checked)}
            />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={submitting || !ready} fullWidth>
            Sign in
          </Button>
          <Text size="sm" ta="center">
            New to Daybook?{' '}
            <Anchor component={Link} to="/signup">
              Create an account
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to="/free-trial">
              start a free trial
            </Anchor>
          </Text>
        </Stack>
      </form>
      {demo && demo.accounts.length > 0 && (
        <Stack gap="xs" aria-labelledby="demo-accounts-heading" component="section">
          <Text id="demo-accounts-heading" fw={600} size="sm">
            Demo accounts (password {demo.password})
          </Text>
          <Text size="xs" c="dimmed">
            Click an account to fill in the form.
          </Text>
          {demo.accounts.map((account) => (
            <UnstyledButton
              key={account.email}
              onClick={() => {
                setEmail(account.email);
                setPassword(demo.password);
                setError(null);
              }}
              aria-label={`Use demo account ${account.label} (${account.email})`}
              p="xs"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {account.label}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {account.email}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </AuthLayout>
  );
}
