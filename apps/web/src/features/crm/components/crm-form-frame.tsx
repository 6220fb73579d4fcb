/** The frame of a CRM add/edit form: what to correct or why the server refused, the fields, Cancel and submit. */
import type { ReactNode } from 'react';
import { Alert, Button, Grid, Group, Stack } from '@mantine/core';
import type { CrmForm } from '../lib/use-crm-form';

export interface CrmFormFrameProps<Values> {
  form: CrmForm<Values>;
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
  /** The fields, as Grid columns. */
  children: ReactNode;
}

/** Draws `form` (from useCrmForm) around its field columns. */
export function CrmFormFrame<Values>({
  form,
  submitLabel,
  submitting,
  onCancel,
  children,
}: CrmFormFrameProps<Values>) {
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate>
      <Stack gap="md">
        {form.hasErrors && (
          <Alert color="red" role="alert">
            Please correct the highlighted fields.
          </Alert>
        )}
        {form.otherServerError && (
          <Alert color="red" role="alert">
            {form.otherServerError}
          </Alert>
        )}
        <Grid>{children}</Grid>
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
