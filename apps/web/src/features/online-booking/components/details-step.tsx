import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import {
  ONLINE_BOOKING_NAME_MAX,
  ONLINE_BOOKING_NOTES_MAX,
  type OnlineBookingCreate,
} from '@daybook/contracts';
import { focusFirstInvalid } from '../../../lib/form-errors';

const loadRules = () => import('../lib/details-problems');

/**
 * The request's problems by field, with the server's own rules; when those rules cannot be
 * loaded (a dropped connection), none: the server checks the request again and answers 400.
 */
async function problemsOf(body: OnlineBookingCreate): Promise<Record<string, string>> {
  try {
    return (await loadRules()).detailsProblems(body);
  } catch {
    return {};
  }
}

/** What the client types in; kept by the page so going back to the times loses nothing. */
export interface ClientDetails {
  name: string;
  email: string;
  phone: string;
  notes: string;
}

/** Step 4: name, email, phone and notes, checked with the server's own rules before sending. */
export function DetailsStep({
  booking,
  details,
  onChange,
  formError,
  submitting,
  onSubmit,
}: {
  /** The choices made so far: service, staff, date and time. */
  booking: Pick<OnlineBookingCreate, 'serviceId' | 'staffId' | 'date' | 'startTime'>;
  details: ClientDetails;
  onChange: (details: ClientDetails) => void;
  /** A message about the request as a whole (not one field). */
  formError: string | null;
  submitting: boolean;
  onSubmit: (body: OnlineBookingCreate) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState(false);
  // Fetch the rules while the client types, so that Confirm does not wait for them.
  useEffect(() => {
    void loadRules().catch(() => undefined);
  }, []);
  const set = (field: keyof ClientDetails) => (value: string) => {
    onChange({ ...details, [field]: value });
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: OnlineBookingCreate = { ...booking, ...details };
    setChecking(true);
    const problems = await problemsOf(body);
    setChecking(false);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    onSubmit(body);
  };

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate aria-label="Your details">
      <Stack gap="md">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label="Full name"
          required
          autoComplete="name"
          maxLength={ONLINE_BOOKING_NAME_MAX}
          value={details.name}
          error={errors.name}
          onChange={(e) => set('name')(e.currentTarget.value)}
        />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={details.email}
          error={errors.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
        />
        <TextInput
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          description="We only use it about this appointment."
          value={details.phone}
          error={errors.phone}
          onChange={(e) => set('phone')(e.currentTarget.value)}
        />
        <Textarea
          label="Notes for the salon (optional)"
          autosize
          minRows={2}
          maxLength={ONLINE_BOOKING_NOTES_MAX}
          value={details.notes}
          error={errors.notes}
          onChange={(e) => set('notes')(e.currentTarget.value)}
        />
        <Button type="submit" size="md" loading={submitting || checking}>
          Confirm booking
        </Button>
      </Stack>
    </form>
  );
}
