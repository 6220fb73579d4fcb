/** The five address inputs of an establishment (street, city, state, postal code, country). */
import { Grid, TextInput } from '@mantine/core';

export type AddressKey = 'street' | 'city' | 'state' | 'postalCode' | 'country';

/** Props a text input needs from its form: value, error and change handler. */
export interface FieldProps {
  value: string;
  error: string | undefined;
  onChange: (e: { currentTarget: { value: string } }) => void;
}

const FIELDS: {
  key: AddressKey;
  label: string;
  autoComplete: string;
  span: number | { base: number; sm: number };
}[] = [
  { key: 'street', label: 'Street', autoComplete: 'street-address', span: 12 },
  { key: 'city', label: 'City', autoComplete: 'address-level2', span: { base: 12, sm: 6 } },
  { key: 'state', label: 'State', autoComplete: 'address-level1', span: { base: 12, sm: 6 } },
  { key: 'postalCode', label: 'Postal code', autoComplete: 'postal-code', span: { base: 12, sm: 6 } },
  { key: 'country', label: 'Country', autoComplete: 'country-name', span: { base: 12, sm: 6 } },
];

/** Grid columns for the address; place inside a <Grid>. `field` binds each input to the form. */
export function AddressFields({ field }: { field: (key: AddressKey) => FieldProps }) {
  return (
    <>
      {FIELDS.map((f) => (
        <Grid.Col key={f.key} span={f.span}>
          <TextInput label={f.label} autoComplete={f.autoComplete} {...field(f.key)} />
        </Grid.Col>
      ))}
    </>
  );
}
