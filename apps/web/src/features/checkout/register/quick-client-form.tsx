/**
 * A quick new client at the register: a name and a phone or an email, checked with the CRM's own
 * field rules, added at this location.
 */
import { useState } from 'react';
import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { crmNameSchema, optionalEmailSchema, optionalPhoneSchema } from '@daybook/contracts';
import { useCreateSaleClient, type SaleClient } from '../api/register-api';

export interface QuickClientFormProps {
  tenantId: string;
  establishmentId: string;
  initialName: string;
  onCreated: (client: SaleClient) => void;
  onCancel: () => void;
}

const CONTACT_REQUIRED = 'Enter a phone number or an email so the client can be reached.';

export function QuickClientForm({
  tenantId,
  establishmentId,
  initialName,
  onCreated,
  onCancel,
}: QuickClientFormProps) {
  const create = useCreateSaleClient();
  const [name, setName] = useState(initialName);
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = () => {
    const n = crmNameSchema.safeParse(name);
    const p = optionalPhoneSchema.safeParse(phone);
    const e = optionalEmailSchema.safeParse(email);
    const next: Record<string, string> = {};
    if (!n.success) next.name = n.error.issues[0]?.message ?? 'Enter a name.';
    if (!p.success) next.phone = p.error.issues[0]?.message ?? 'Not a valid phone number.';
    if (!e.success) next.email = e.error.issues[0]?.message ?? 'Not a valid email.';
    if (p.success && e.success && !p.data && !e.data) next.phone = CONTACT_REQUIRED;
    setErrors(next);
    if (!n.success || !p.success || !e.success || Object.keys(next).length > 0 || create.isPending) return;
    create.mutate(
      { tenantId, establishmentId, name: n.data, phone: p.data ?? null, email: e.data ?? null },
      { onSuccess: onCreated },
    );
  };

  return (
    <Fieldset legend="New client" variant="filled">
      <Stack gap="xs">
        <TextInput
          label="Name"
          required
          value={name}
          error={errors.name}
          onChange={(ev) => setName(ev.currentTarget.value)}
        />
        <Group grow gap="xs" align="flex-start">
          <TextInput
            label="Phone"
            type="tel"
            value={phone}
            error={errors.phone}
            onChange={(ev) => setPhone(ev.currentTarget.value)}
          />
          <TextInput
            label="Email"
            type="email"
            value={email}
            error={errors.email}
            onChange={(ev) => setEmail(ev.currentTarget.value)}
          />
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            Cancel
          </Button>
          <Button size="xs" loading={create.isPending} onClick={save}>
            Add client
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
