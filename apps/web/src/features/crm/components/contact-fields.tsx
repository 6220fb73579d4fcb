/**
 * Fields the client and lead forms share, as Grid columns: the location (when the person works
 * in several), the name, email and phone, and the status.
 */
import { Grid, Select, TextInput, type GridColProps } from '@mantine/core';
import { CLIENT_NAME_MAX, type Establishment } from '@daybook/contracts';

type ErrorOf = (field: string) => string | undefined;

/** The location select; nothing when `choices` is empty (the location is fixed). */
export function LocationField({
  choices,
  value,
  description,
  errorOf,
  onChange,
}: {
  choices: readonly Establishment[];
  value: string | null;
  description?: string;
  errorOf: ErrorOf;
  onChange: (establishmentId: string | null) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <Grid.Col span={12}>
      <Select
        label="Location"
        description={description}
        required
        data={choices.map((e) => ({ value: e.id, label: e.name }))}
        value={value}
        error={errorOf('establishmentId')}
        onChange={onChange}
        allowDeselect={false}
      />
    </Grid.Col>
  );
}

/** The required name, focused when the dialog opens; `span` is its Grid width. */
export function NameField({
  value,
  span,
  errorOf,
  onChange,
}: {
  value: string;
  span: GridColProps['span'];
  errorOf: ErrorOf;
  onChange: (name: string) => void;
}) {
  return (
    <Grid.Col span={span}>
      <TextInput
        label="Name"
        required
        data-autofocus
        maxLength={CLIENT_NAME_MAX}
        value={value}
        error={errorOf('name')}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Grid.Col>
  );
}

/** Email and phone side by side, as typed (the server checks and normalises them). */
export function ContactFields({
  values,
  errorOf,
  onChange,
}: {
  values: { email: string; phone: string };
  errorOf: ErrorOf;
  onChange: (field: 'email' | 'phone', value: string) => void;
}) {
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          value={values.email}
          error={errorOf('email')}
          onChange={(e) => onChange('email', e.currentTarget.value)}
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
          onChange={(e) => onChange('phone', e.currentTarget.value)}
        />
      </Grid.Col>
    </>
  );
}

/** A status select over `statuses` (client or lead statuses), labelled by `labels`; `span` is its Grid width. */
export function StatusField<S extends string>({
  statuses,
  labels,
  value,
  span,
  errorOf,
  onChange,
}: {
  statuses: readonly S[];
  labels: Record<S, string>;
  value: S;
  span: GridColProps['span'];
  errorOf: ErrorOf;
  onChange: (status: S) => void;
}) {
  return (
    <Grid.Col span={span}>
      <Select
        label="Status"
        data={statuses.map((s) => ({ value: s, label: labels[s] }))}
        value={value}
        error={errorOf('status')}
        allowDeselect={false}
        onChange={(v) => {
          const status = statuses.find((s) => s === v);
          if (status) onChange(status);
        }}
      />
    </Grid.Col>
  );
}
