import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import {
  ONLINE_BOOKING_NAME_MAX,
  ONLINE_BOOKING_NOTES_MAX,
  onlineBookingCreateSchema,
  type OnlineBookingCreate,
} from '@daybook/contracts';
import { fieldErrors, focusFirstInvalid } from '../../../lib/form-errors';

/** What the client types in; kept by the page so going back to the times loses nothing. */
export interface ClientDetails {
  name: string;
  email: string;
  phone: string;
  notes: string;
}

export const EMPTY_DETAILS: ClientDetails = { name: '', email: '', phone: '', notes: '' };

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
  const set = (field: keyof ClientDetails) => (value: string) => {
    onChange({ ...details, [field]: value });
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: OnlineBookingCreate = { ...booking, ...details };
    const parsed = onlineBookingCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    onSubmit(body);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Your details">
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
        <Button type="submit" size="md" loading={submitting}>
          Confirm booking
        </Button>
      </Stack>
    </form>
  );
}
