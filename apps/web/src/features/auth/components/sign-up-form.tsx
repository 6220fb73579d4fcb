/**
 * Sign-up form: a new business, its owner and first location (contracts signUpRequestSchema).
 * Used by /signup, /free-trial and /signup/establishment when signed out.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Grid,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { signUpRequestSchema, type SignUpRequest } from '@daybook/contracts';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors, focusFirstInvalid } from '../../../lib/form-errors';
import { defaultTimeZone, timeZoneOptions } from '../../../lib/time-zones';
import { signUp } from '../../../lib/auth/api/auth-api';
import { useAuth } from '../../../lib/auth/auth-context';
import { AddressFields } from '../../../components/address-fields';

interface Values {
  businessName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  locationName: string;
  timeZone: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

const initial = (): Values => ({
  businessName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  locationName: '',
  timeZone: defaultTimeZone(),
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'United States',
});

/** Maps schema paths to the form's field names. */
const FIELD_OF_PATH: Record<string, keyof Values> = {
  'establishment.name': 'locationName',
  'establishment.timeZone': 'timeZone',
  'establishment.address.street': 'street',
  'establishment.address.city': 'city',
  'establishment.address.state': 'state',
  'establishment.address.postalCode': 'postalCode',
  'establishment.address.country': 'country',
};

/** The whole sign-up form; on success the new owner is signed in and lands on /dashboard. */
export function SignUpForm({ submitLabel = 'Create account' }: { submitLabel?: string }) {
  const { adoptUser } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const request: SignUpRequest = {
      businessName: values.businessName,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password: values.password,
      phone: values.phone.trim() || undefined,
      establishment: {
        name: values.locationName,
        timeZone: values.timeZone,
        address: {
          street: values.street,
          city: values.city,
          state: values.state,
          postalCode: values.postalCode,
          country: values.country,
        },
        phone: values.phone.trim() || undefined,
      },
    };
    const parsed = signUpRequestSchema.safeParse(request);
    const next: Partial<Record<keyof Values, string>> = {};
    if (!parsed.success) {
      for (const [path, message] of Object.entries(fieldErrors(parsed.error.issues))) {
        const name = FIELD_OF_PATH[path] ?? (path as keyof Values);
        next[name] = message;
      }
    }
    if (values.password !== values.confirmPassword) next.confirmPassword = 'Passwords do not match.';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }

    setSubmitting(true);
    try {
      const user = await signUp(parsed.data);
      adoptUser(user);
      navigate('/dashboard', { replace: true });
    } catch (e) {
      setSubmitting(false);
      if (e instanceof ApiError) setFormError(e.serverMessage ?? 'Failed to create your account.');
      else setFormError(e instanceof Error ? e.message : 'Failed to create your account.');
    }
  }

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert color="red" role="alert" title="Sign up failed">
            {formError}
          </Alert>
        )}
        <Fieldset legend="Your business">
          <TextInput label="Business name" required autoComplete="organization" {...field('businessName')} />
        </Fieldset>
        <Fieldset legend="Owner account">
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="First name" required autoComplete="given-name" {...field('firstName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Last name" required autoComplete="family-name" {...field('lastName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Email" type="email" required autoComplete="email" {...field('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PasswordInput
                label="Password"
                required
                autoComplete="new-password"
                description="At least 8 characters."
                {...field('password')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PasswordInput
                label="Confirm password"
                required
                autoComplete="new-password"
                {...field('confirmPassword')}
              />
            </Grid.Col>
          </Grid>
        </Fieldset>
        <Fieldset legend="First location">
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Location name" required {...field('locationName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect
                label="Time zone"
                required
                data={timeZoneOptions(values.timeZone)}
                {...field('timeZone')}
              />
            </Grid.Col>
            <AddressFields field={field} />
          </Grid>
        </Fieldset>
        <Button type="submit" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
