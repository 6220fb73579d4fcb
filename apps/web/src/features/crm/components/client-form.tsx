/**
 * Add/edit form of a client (spec core.md §3 Client, §7 POST/PUT /api/admin/crm/clients): name,
 * contact, birthdate, preferred stylist, preferences, allergies and status, and the home
 * location when the person works in several. Checked with the contracts schema before sending;
 * a refusal from the server shows under its field.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Grid, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import {
  CLIENT_NAME_MAX,
  CLIENT_STATUSES,
  CLIENT_STATUS_LABEL,
  CLIENT_TEXT_MAX,
  clientCreateSchema,
  formatPhone,
  type ClientCreate,
  type ClientStatus,
  type Establishment,
} from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors, focusFirstInvalid } from '../../../lib/form-errors';
import { useStaff } from '../../services/api/services-api';
import { serverFieldError } from '../lib/server-field-error';

export interface ClientFormValues {
  name: string;
  email: string;
  phone: string;
  birthdate: string;
  preferredStylist: string | null;
  preferences: string;
  allergies: string;
  status: ClientStatus;
  /** The client's home location; null until one is chosen. */
  establishmentId: string | null;
}

/** What a client (or a lead being converted) puts in the form; anything missing starts empty. */
export interface ClientFormSource {
  name: string;
  email: string | null;
  phone: string | null;
  birthdate?: string | null;
  preferredStylist?: string | null;
  preferences?: string | null;
  allergies?: string | null;
  status?: ClientStatus;
}

/** Initial form values from `source` (or blank), at home in `establishmentId`. */
export function clientFormValues(
  source: ClientFormSource | null,
  establishmentId: string | null,
): ClientFormValues {
  return {
    name: source?.name ?? '',
    email: source?.email ?? '',
    phone: source?.phone ? formatPhone(source.phone) : '',
    birthdate: source?.birthdate ?? '',
    preferredStylist: source?.preferredStylist ?? null,
    preferences: source?.preferences ?? '',
    allergies: source?.allergies ?? '',
    status: source?.status ?? 'active',
    establishmentId,
  };
}

export interface ClientFormProps {
  tenantId: string;
  initial: ClientFormValues;
  /** Locations to choose the home from; empty when it is fixed to `initial.establishmentId`. */
  locationChoices: readonly Establishment[];
  submitLabel: string;
  submitting: boolean;
  /** The last refused save, shown under its field (or above the form). */
  serverError: unknown;
  onSubmit: (body: ClientCreate) => void;
  onCancel: () => void;
}

const STATUS_OPTIONS = CLIENT_STATUSES.map((s) => ({ value: s, label: CLIENT_STATUS_LABEL[s] }));

/** The client form; the body it submits carries tenantId and establishmentId (spec §5). */
export function ClientForm({
  tenantId,
  initial,
  locationChoices,
  submitLabel,
  submitting,
  serverError,
  onSubmit,
  onCancel,
}: ClientFormProps) {
  const [values, setValues] = useState<ClientFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const staff = useStaff(tenantId, values.establishmentId);

  const set = <K extends keyof ClientFormValues>(key: K, value: ClientFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  // Stylists clients can book, plus the one already chosen should they no longer be bookable.
  const stylistOptions = (staff.data ?? [])
    .filter((s) => s.bookable || s.id === values.preferredStylist)
    .map((s) => ({ value: s.id, label: s.title ? `${s.name} · ${s.title}` : s.name }));

  const fromServer = serverFieldError(serverError);
  const errorOf = (field: string) =>
    errors[field] ?? (fromServer?.field === field ? fromServer.message : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: ClientCreate = {
      tenantId,
      establishmentId: values.establishmentId ?? undefined,
      name: values.name,
      email: values.email,
      phone: values.phone,
      birthdate: values.birthdate,
      preferredStylist: values.preferredStylist,
      preferences: values.preferences,
      allergies: values.allergies,
      status: values.status,
    };
    const parsed = clientCreateSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      // The missing-scope check reports on the whole body: it is about the location.
      if (found[''] !== undefined) found.establishmentId ??= found[''];
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    // The raw values go out: the server applies the same schema ('' clears a field).
    onSubmit(body);
  }

  const hasErrors = Object.keys(errors).length > 0;
  const otherServerError =
    serverError && !fromServer ? errorMessage(serverError, 'The client was not saved.') : null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {hasErrors && (
          <Alert color="red" role="alert">
            Please correct the highlighted fields.
          </Alert>
        )}
        {otherServerError && (
          <Alert color="red" role="alert">
            {otherServerError}
          </Alert>
        )}
        <Grid>
          {locationChoices.length > 0 && (
            <Grid.Col span={12}>
              <Select
                label="Location"
                description="The client’s home location: its team sees the client."
                required
                data={locationChoices.map((e) => ({ value: e.id, label: e.name }))}
                value={values.establishmentId}
                error={errorOf('establishmentId')}
                onChange={(v) =>
                  setValues((prev) => ({ ...prev, establishmentId: v, preferredStylist: null }))
                }
                allowDeselect={false}
              />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label="Name"
              required
              data-autofocus
              maxLength={CLIENT_NAME_MAX}
              value={values.name}
              error={errorOf('name')}
              onChange={(e) => set('name', e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="Status"
              data={STATUS_OPTIONS}
              value={values.status}
              error={errorOf('status')}
              allowDeselect={false}
              onChange={(v) => {
                const status = CLIENT_STATUSES.find((s) => s === v);
                if (status) set('status', status);
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Email"
              type="email"
              autoComplete="off"
              value={values.email}
              error={errorOf('email')}
              onChange={(e) => set('email', e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="off"
              placeholder="(212) 555-0123"
              value={values.phone}
              error={errorOf('phone')}
              onChange={(e) => set('phone', e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Birthdate"
              type="date"
              value={values.birthdate}
              error={errorOf('birthdate')}
              onChange={(e) => set('birthdate', e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Preferred stylist"
              placeholder={values.establishmentId ? 'No preference' : 'Choose a location first'}
              data={stylistOptions}
              value={values.preferredStylist}
              error={errorOf('preferredStylist')}
              disabled={!values.establishmentId || staff.isPending}
              searchable
              clearable
              nothingFoundMessage="No stylist by that name"
              onChange={(v) => set('preferredStylist', v)}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label="Allergies"
              description="Shown in red at the top of the client’s page."
              autosize
              minRows={2}
              maxRows={5}
              maxLength={CLIENT_TEXT_MAX}
              value={values.allergies}
              error={errorOf('allergies')}
              onChange={(e) => set('allergies', e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label="Preferences"
              autosize
              minRows={2}
              maxRows={5}
              maxLength={CLIENT_TEXT_MAX}
              value={values.preferences}
              error={errorOf('preferences')}
              onChange={(e) => set('preferences', e.currentTarget.value)}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
