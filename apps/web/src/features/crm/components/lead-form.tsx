/**
 * Add/edit form of a lead (spec core.md §3 Lead, §7 POST/PUT /api/admin/crm/leads): name,
 * contact, source and status, and the location when the person works in several. Checked with
 * the contracts schema; a refusal from the server shows under its field.
 */
import { Grid, Select } from '@mantine/core';
import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_STATUS_LABEL,
  leadCreateSchema,
  type Establishment,
  type Lead,
  type LeadCreate,
  type LeadStatus,
} from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { useCrmForm } from '../lib/use-crm-form';
import { ContactFields, LocationField, NameField, StatusField } from './contact-fields';
import { CrmFormFrame } from './crm-form-frame';
import { leadSourceLabel } from './status-badges';

interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  source: string | null;
  status: LeadStatus;
  establishmentId: string | null;
}

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

/** The lead form; the body it submits carries tenantId and establishmentId (spec §5). */
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
  const form = useCrmForm<LeadFormValues, LeadCreate>({
    initial: () => ({
      name: lead?.name ?? '',
      email: lead?.email ?? '',
      phone: lead?.phone ? formatPhone(lead.phone) : '',
      source: lead?.source ?? null,
      status: lead?.status ?? 'new',
      establishmentId,
    }),
    schema: leadCreateSchema,
    toBody: (values) => ({
      tenantId,
      establishmentId: values.establishmentId ?? undefined,
      name: values.name,
      email: values.email,
      phone: values.phone,
      source: values.source,
      status: values.status,
    }),
    serverError,
    notSavedText: 'The lead was not saved.',
    onSubmit,
  });
  const { values, set, errorOf } = form;

  // The known sources, and one typed elsewhere kept as it is.
  const sources: string[] = [...LEAD_SOURCES];
  if (values.source && !sources.includes(values.source)) sources.push(values.source);

  return (
    <CrmFormFrame form={form} submitLabel={submitLabel} submitting={submitting} onCancel={onCancel}>
      <LocationField
        choices={locationChoices}
        value={values.establishmentId}
        errorOf={errorOf}
        onChange={(v) => set('establishmentId', v)}
      />
      <NameField span={12} value={values.name} errorOf={errorOf} onChange={(name) => set('name', name)} />
      <ContactFields values={values} errorOf={errorOf} onChange={set} />
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
      <StatusField
        span={{ base: 12, sm: 6 }}
        statuses={LEAD_STATUSES}
        labels={LEAD_STATUS_LABEL}
        value={values.status}
        errorOf={errorOf}
        onChange={(status) => set('status', status)}
      />
    </CrmFormFrame>
  );
}
