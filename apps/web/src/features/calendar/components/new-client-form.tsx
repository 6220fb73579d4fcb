/**
 * The booking panel's quick "New client" form: name, and a phone and/or an email to reach the
 * client, checked with the CRM's own rules before the client is added at the booking's
 * establishment. It sits inside the booking form, so it is a fieldset (forms do not nest) and
 * Enter in its fields saves the client instead of booking.
 */
import { useState, type KeyboardEvent } from 'react';
import { Alert, Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { CLIENT_MESSAGES, crmNameSchema, optionalEmailSchema, optionalPhoneSchema } from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useCreateClient, type CreatedClient } from '../api/client-search';

/** Shown on the phone field when neither a phone nor an email is given. */
export const CONTACT_REQUIRED = 'Enter a phone number or an email so the client can be reached.';

interface QuickClient {
  name: string;
  phone: string | null;
  email: string | null;
}

/** The typed values in the CRM's normal forms, or the message per field. */
export function checkQuickClient(values: {
  name: string;
  phone: string;
  email: string;
}): { ok: true; value: QuickClient } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = crmNameSchema.safeParse(values.name);
  const phone = optionalPhoneSchema.safeParse(values.phone);
  const email = optionalEmailSchema.safeParse(values.email);
  if (!name.success) errors.name = name.error.issues[0]!.message;
  if (!phone.success) errors.phone = phone.error.issues[0]!.message;
  if (!email.success) errors.email = email.error.issues[0]!.message;
  if (phone.success && email.success && !phone.data && !email.data) errors.phone = CONTACT_REQUIRED;
  if (Object.keys(errors).length > 0 || !name.success || !phone.success || !email.success) {
    return { ok: false, errors };
  }
  return { ok: true, value: { name: name.data, phone: phone.data ?? null, email: email.data ?? null } };
}

export function NewClientForm({
  tenantId,
  establishmentId,
  initialName,
  onCreated,
  onCancel,
}: {
  tenantId: string;
  /** The booking's establishment: the new client's home. */
  establishmentId: string;
  /** What was typed in the client field. */
  initialName: string;
  onCreated: (created: CreatedClient) => void;
  onCancel: () => void;
}) {
  const create = useCreateClient();
  const [name, setName] = useState(initialName);
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = () => {
    const checked = checkQuickClient({ name, phone, email });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok || create.isPending) return;
    create.mutate({ tenantId, establishmentId, ...checked.value }, { onSuccess: onCreated });
  };

  // Enter would otherwise submit the booking form around this fieldset.
  const onKeyDown = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      save();
    }
  };

  return (
    <Fieldset legend="New client" variant="filled" onKeyDown={onKeyDown}>
      <Stack gap="xs">
        <TextInput
          label="Name"
          required
          maxLength={120}
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <Group grow align="flex-start">
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="off"
            value={phone}
            error={errors.phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
        </Group>
        {create.isError && (
          <Alert color="red" role="alert" title={CLIENT_MESSAGES.addClientFailed}>
            {errorMessage(create.error, CLIENT_MESSAGES.addClientFailed)}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button size="xs" onClick={save} loading={create.isPending}>
            Save client
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
