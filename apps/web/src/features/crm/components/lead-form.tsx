/**
 * Add/edit form of a lead (spec core.md §3 Lead, §7 POST/PUT /api/admin/crm/leads): name,
 * contact, source and status, and the location when the person works in several. Checked with
 * the contracts schema; a refusal from the server shows under its field.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Grid, Group, Select, Stack, TextInput } from '@mantine/core';
import {
  CLIENT_NAME_MAX,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_STATUS_LABEL,
  formatPhone,
  leadCreateSchema,
  type Establishment,
  type Lead,
  type LeadCreate,
  type LeadStatus,
} from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors, focusFirstInvalid } from '../../../lib/form-errors';
import { serverFieldError } from '../lib/server-field-error';
import { leadSourceLabel } from './status-badges';

interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  source: string | null;
  status: LeadStatus;
  establishmentId: string | null;
}

const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABEL[s] }));

export interface LeadFormProps {
  tenantId: string;
  /** The lead being edited, or null to add one at `establishmentId`. */
  lead: Lead | null;
  establishmentId: string | null;
  locationChoices: readonly Establishment[];
  submitLabel: string;
  submitting: boolean;
  serverError: unknown;
  onSubmit: (body: LeadCreate) => void;
  onCancel: () => void;
}

export function LeadForm({
  tenantId,
  lead,
  establishmentId,
  locationChoices,
  submitLabel,
  submitting,
  serverError,
  onSubmit,
  onCancel,
}: LeadFormProps) {
  const [values, setValues] = useState<LeadFormValues>(() => ({
    name: lead?.name ?? '',
    email: lead?.email ?? '',
    phone: lead?.phone ? formatPhone(lead.phone) : '',
    source: lead?.source ?? null,
    status: lead?.status ?? 'new',
    establishmentId,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof LeadFormValues>(key: K, value: LeadFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  // The known sources, and one typed elsewhere kept as it is.
  const sources: string[] = [...LEAD_SOURCES];
  if (values.source && !sources.includes(values.source)) sources.push(values.source);

  const fromServer = serverFieldError(serverError);
  const errorOf = (field: string) =>
    errors[field] ?? (fromServer?.field === field ? fromServer.message : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: LeadCreate = {
      tenantId,
      establishmentId: values.establishmentId ?? undefined,
      name: values.name,
      email: values.email,
      phone: values.phone,
      source: values.source,
      status: values.status,
    };
    const parsed = leadCreateSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      if (found[''] !== undefined) found.establishmentId ??= found[''];
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    onSubmit(body);
  }

  const otherServerError =
    serverError && !fromServer ? errorMessage(serverError, 'The lead was not saved.') : null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {Object.keys(errors).length > 0 && (
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
                required
                data={locationChoices.map((e) => ({ value: e.id, label: e.name }))}
                value={values.establishmentId}
                error={errorOf('establishmentId')}
                allowDeselect={false}
                onChange={(v) => set('establishmentId', v)}
              />
            </Grid.Col>
          )}
          <Grid.Col span={12}>
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
            <Select
              label="Source"
              placeholder="Where they came from"
              data={sources.map((s) => ({ value: s, label: leadSourceLabel(s) }))}
              value={values.source}
              error={errorOf('source')}
              clearable
              onChange={(v) => set('source', v)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Status"
              data={STATUS_OPTIONS}
              value={values.status}
              error={errorOf('status')}
              allowDeselect={false}
              onChange={(v) => {
                const status = LEAD_STATUSES.find((s) => s === v);
                if (status) set('status', status);
              }}
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
