/**
 * Add/edit form of a client (spec core.md §3 Client, §7 POST/PUT /api/admin/crm/clients): name,
 * contact, birthdate, preferred stylist, preferences, allergies and status, and the home
 * location when the person works in several. Checked with the contracts schema before sending;
 * a refusal from the server shows under its field.
 */
import { Grid, Select, TextInput, Textarea } from '@mantine/core';
import {
  CLIENT_STATUSES,
  CLIENT_STATUS_LABEL,
  CLIENT_TEXT_MAX,
  clientCreateSchema,
  type ClientCreate,
  type ClientStatus,
  type Establishment,
} from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { useStaff } from '../../../lib/catalog/api/services-api';
import { useCrmForm } from '../lib/use-crm-form';
import { ContactFields, LocationField, NameField, StatusField } from './contact-fields';
import { CrmFormFrame } from './crm-form-frame';

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
  const form = useCrmForm<ClientFormValues, ClientCreate>({
    initial,
    schema: clientCreateSchema,
    toBody: (values) => ({
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
    }),
    serverError,
    notSavedText: 'The client was not saved.',
    onSubmit,
  });
  const { values, set, errorOf } = form;
  const staff = useStaff(tenantId, values.establishmentId);

  // Stylists clients can book, plus the one already chosen should they no longer be bookable.
  const stylistOptions = (staff.data ?? [])
    .filter((s) => s.bookable || s.id === values.preferredStylist)
    .map((s) => ({ value: s.id, label: s.title ? `${s.name} · ${s.title}` : s.name }));

  return (
    <CrmFormFrame form={form} submitLabel={submitLabel} submitting={submitting} onCancel={onCancel}>
      <LocationField
        choices={locationChoices}
        description="The client’s home location: its team sees the client."
        value={values.establishmentId}
        errorOf={errorOf}
        onChange={(v) => form.setValues((prev) => ({ ...prev, establishmentId: v, preferredStylist: null }))}
      />
      <NameField
        span={{ base: 12, sm: 8 }}
        value={values.name}
        errorOf={errorOf}
        onChange={(name) => set('name', name)}
      />
      <StatusField
        span={{ base: 12, sm: 4 }}
        statuses={CLIENT_STATUSES}
        labels={CLIENT_STATUS_LABEL}
        value={values.status}
        errorOf={errorOf}
        onChange={(status) => set('status', status)}
      />
      <ContactFields values={values} errorOf={errorOf} onChange={set} />
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
    </CrmFormFrame>
  );
}
