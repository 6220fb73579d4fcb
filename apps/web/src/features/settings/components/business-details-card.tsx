/**
 * Business details on /business-settings (issue #33, onboarding's "business" step): the business's
 * name, email, phone and address, edited by owners and admins (tenant:settings). The server
 * checks every field again and its field errors show under their fields.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, TextInput, Title } from '@mantine/core';
import {
  TENANT_ADDRESS_MAX,
  TENANT_NAME_MAX,
  updateTenantRequestSchema,
  type Tenant,
  type UpdateTenantRequest,
} from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors, focusFirstInvalid } from '../../../lib/form-errors';
import {
  BUSINESS_DETAILS_FAILED,
  useBusinessDetails,
  useSaveBusinessDetails,
} from '../api/business-details-api';
import { serverFieldErrors } from './server-field-errors';

const HEADING_ID = 'business-details';

/** The card: the tenant's loading and error states, then its form. */
export function BusinessDetailsCard({ tenantId }: { tenantId: string }) {
  const details = useBusinessDetails(tenantId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={HEADING_ID}>
          Business details
        </Title>
        {details.isPending ? (
          <Loader size="sm" aria-label="Loading business details" />
        ) : details.isError ? (
          <Alert color="red" role="alert" title={BUSINESS_DETAILS_FAILED}>
            {errorMessage(details.error, BUSINESS_DETAILS_FAILED)}
          </Alert>
        ) : (
          <DetailsForm key={JSON.stringify(details.data)} tenant={details.data} />
        )}
      </Stack>
    </Paper>
  );
}

function DetailsForm({ tenant }: { tenant: Tenant }) {
  const save = useSaveBusinessDetails(tenant.id);
  const [values, setValues] = useState({
    name: tenant.name,
    email: tenant.email ?? '',
    phone: tenant.phone ? formatPhone(tenant.phone) : '',
    address: tenant.address ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body: UpdateTenantRequest = values;
    const parsed = updateTenantRequestSchema.safeParse(body);
    setFailure(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(body);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(errorMessage(error, 'Failed to save the business details.'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Business details">
      <Stack gap="sm">
        <TextInput
          label="Business name"
          required
          autoComplete="organization"
          maxLength={TENANT_NAME_MAX}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
        </Group>
        <TextInput
          label="Address"
          autoComplete="street-address"
          maxLength={TENANT_ADDRESS_MAX}
          value={values.address}
          onChange={set('address')}
          error={errors.address}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save business details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
