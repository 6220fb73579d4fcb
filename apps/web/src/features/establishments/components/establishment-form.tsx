/**
 * Create/edit form of an establishment: identity, address, contact, time zone, business hours per
 * weekday, and the booking, notification and services settings (contracts establishment schemas).
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Fieldset,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  WEEKDAYS,
  defaultBusinessHours,
  defaultEstablishmentSettings,
  establishmentCreateSchema,
  type BusinessHours,
  type Establishment,
  type EstablishmentCreate,
  type EstablishmentSettings,
  type Weekday,
} from '@daybook/contracts';
import { fieldErrors, focusFirstInvalid } from '../../../lib/form-errors';
import { defaultTimeZone, timeZoneOptions } from '../../../lib/time-zones';
import { AddressFields } from '../../../components/address-fields';

interface Values {
  name: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
  email: string;
  website: string;
  timeZone: string;
  businessHours: BusinessHours;
  settings: EstablishmentSettings;
}

function initialValues(e: Establishment | null | undefined): Values {
  return {
    name: e?.name ?? '',
    street: e?.address.street ?? '',
    city: e?.address.city ?? '',
    state: e?.address.state ?? '',
    postalCode: e?.address.postalCode ?? '',
    country: e?.address.country ?? 'United States',
    phone: e?.phone ?? '',
    email: e?.email ?? '',
    website: e?.website ?? '',
    timeZone: e?.timeZone ?? defaultTimeZone(),
    businessHours: structuredClone(e?.businessHours ?? defaultBusinessHours()),
    settings: structuredClone(e?.settings ?? defaultEstablishmentSettings()),
  };
}

const dayLabel = (d: Weekday) => d.charAt(0).toUpperCase() + d.slice(1);

/** Maps schema paths to the text inputs that show the error. */
const ADDRESS_PATHS: Record<string, string> = {
  'address.street': 'street',
  'address.city': 'city',
  'address.state': 'state',
  'address.postalCode': 'postalCode',
  'address.country': 'country',
};

export interface EstablishmentFormProps {
  establishment?: Establishment | null;
  submitLabel: string;
  submitting?: boolean;
  onSubmit: (body: EstablishmentCreate) => void;
  onCancel?: () => void;
}

/** The establishment form; validates with the shared schema before calling onSubmit. */
export function EstablishmentForm({
  establishment,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: EstablishmentFormProps) {
  const [values, setValues] = useState<Values>(() => initialValues(establishment));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const text = (
    name:
      | 'name'
      | 'street'
      | 'city'
      | 'state'
      | 'postalCode'
      | 'country'
      | 'phone'
      | 'email'
      | 'website'
      | 'timeZone',
  ) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  const setDay = (day: Weekday, patch: Partial<BusinessHours[Weekday]>) =>
    setValues((v) => ({
      ...v,
      businessHours: { ...v.businessHours, [day]: { ...v.businessHours[day], ...patch } },
    }));

  const setSettings = <K extends keyof EstablishmentSettings>(
    group: K,
    patch: Partial<EstablishmentSettings[K]>,
  ) => setValues((v) => ({ ...v, settings: { ...v.settings, [group]: { ...v.settings[group], ...patch } } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: EstablishmentCreate = {
      name: values.name,
      address: {
        street: values.street,
        city: values.city,
        state: values.state,
        postalCode: values.postalCode,
        country: values.country,
      },
      phone: values.phone,
      email: values.email,
      website: values.website,
      timeZone: values.timeZone,
      businessHours: values.businessHours,
      settings: values.settings,
    };
    const parsed = establishmentCreateSchema.safeParse(body);
    if (!parsed.success) {
      const raw = fieldErrors(parsed.error.issues);
      const mapped: Record<string, string> = {};
      for (const [path, message] of Object.entries(raw)) mapped[ADDRESS_PATHS[path] ?? path] = message;
      setErrors(mapped);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    // Send the raw strings: the server applies the same schema (empty text becomes null there).
    onSubmit(body);
  }

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {hasErrors && (
          <Alert color="red" role="alert">
            Please correct the highlighted fields.
          </Alert>
        )}
        <Fieldset legend="Location">
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Name" required {...text('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect
                label="Time zone"
                required
                data={timeZoneOptions(values.timeZone)}
                {...text('timeZone')}
              />
            </Grid.Col>
            <AddressFields field={text} />
          </Grid>
        </Fieldset>

        <Fieldset legend="Contact">
          <Grid>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Phone" type="tel" {...text('phone')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Email" type="email" {...text('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Website" type="url" {...text('website')} />
            </Grid.Col>
          </Grid>
        </Fieldset>

        <Fieldset legend="Business hours">
          <Stack gap="xs">
            {WEEKDAYS.map((day) => {
              const hours = values.businessHours[day];
              const label = dayLabel(day);
              return (
                <Group key={day} gap="sm" wrap="wrap" align="flex-start">
                  <Switch
                    w={170}
                    mt={8}
                    label={`Open on ${label}`}
                    checked={hours.isOpen}
                    onChange={(e) => setDay(day, { isOpen: e.currentTarget.checked })}
                  />
                  <TextInput
                    type="time"
                    label={`${label} opening time`}
                    placeholder="HH:MM"
                    w={180}
                    size="xs"
                    disabled={!hours.isOpen}
                    value={hours.openTime}
                    error={errors[`businessHours.${day}.openTime`]}
                    onChange={(e) => setDay(day, { openTime: e.currentTarget.value })}
                  />
                  <TextInput
                    type="time"
                    label={`${label} closing time`}
                    placeholder="HH:MM"
                    w={180}
                    size="xs"
                    disabled={!hours.isOpen}
                    value={hours.closeTime}
                    error={errors[`businessHours.${day}.closeTime`]}
                    onChange={(e) => setDay(day, { closeTime: e.currentTarget.value })}
                  />
                </Group>
              );
            })}
          </Stack>
        </Fieldset>

        <Fieldset legend="Booking">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Switch
              label="Allow online booking"
              checked={values.settings.booking.allowOnlineBooking}
              onChange={(e) => setSettings('booking', { allowOnlineBooking: e.currentTarget.checked })}
            />
            <Switch
              label="Require deposit"
              checked={values.settings.booking.requireDeposit}
              onChange={(e) => setSettings('booking', { requireDeposit: e.currentTarget.checked })}
            />
            <NumberInput
              label="Minimum advance time (minutes)"
              min={0}
              max={43_200}
              allowDecimal={false}
              value={values.settings.booking.minAdvanceTime}
              error={errors['settings.booking.minAdvanceTime']}
              onChange={(v) =>
                setSettings('booking', { minAdvanceTime: typeof v === 'number' ? v : Number(v) || 0 })
              }
            />
            <NumberInput
              label="Maximum advance time (days)"
              min={1}
              max={730}
              allowDecimal={false}
              value={values.settings.booking.maxAdvanceTime}
              error={errors['settings.booking.maxAdvanceTime']}
              onChange={(v) =>
                setSettings('booking', { maxAdvanceTime: typeof v === 'number' ? v : Number(v) || 0 })
              }
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Notifications">
          <Group gap="lg">
            <Switch
              label="Email notifications"
              checked={values.settings.notifications.email}
              onChange={(e) => setSettings('notifications', { email: e.currentTarget.checked })}
            />
            <Switch
              label="SMS notifications"
              checked={values.settings.notifications.sms}
              onChange={(e) => setSettings('notifications', { sms: e.currentTarget.checked })}
            />
            <Switch
              label="Push notifications"
              checked={values.settings.notifications.push}
              onChange={(e) => setSettings('notifications', { push: e.currentTarget.checked })}
            />
          </Group>
        </Fieldset>

        <Fieldset legend="Services">
          <Stack gap="xs">
            <Switch
              label="Allow multiple services per appointment"
              checked={values.settings.services.allowMultipleServices}
              onChange={(e) => setSettings('services', { allowMultipleServices: e.currentTarget.checked })}
            />
            <Switch
              label="Allow multiple stylists per appointment"
              checked={values.settings.services.allowMultipleStylists}
              onChange={(e) => setSettings('services', { allowMultipleStylists: e.currentTarget.checked })}
            />
          </Stack>
        </Fieldset>

        {errors.businessHours && (
          <Text c="red" size="sm">
            {errors.businessHours}
          </Text>
        )}

        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
