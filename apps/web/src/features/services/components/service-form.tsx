/**
 * Create/edit form of a service: name, category, description, duration, price, buffer, optional
 * processing window, who performs it and whether it is active. Validated with the contracts schema.
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Autocomplete,
  Avatar,
  Button,
  Collapse,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  DEFAULT_SERVICE_DURATION_MINUTES,
  SERVICE_BUFFER_MAX,
  SERVICE_DURATION_MAX,
  SERVICE_DURATION_MIN,
  SERVICE_PRICE_MAX,
  serviceCreateSchema,
  type Service,
  type ServiceCreate,
  type StaffMember,
} from '@daybook/contracts';
import { fieldErrors, focusFirstInvalid } from '../../../lib/form-errors';
import { readableTextColor } from '../../../lib/color-contrast';
import { initials } from '../pages/service-display';

/** Minute fields step by 5 and take whole, non-negative numbers; range errors come from the schema. */
const MINUTES_INPUT = { step: 5, allowDecimal: false, allowNegative: false, clampBehavior: 'none' } as const;

type NumberValue = number | string;

interface Values {
  name: string;
  category: string;
  description: string;
  duration: NumberValue;
  price: NumberValue;
  bufferAfter: NumberValue;
  hasProcessing: boolean;
  processingStart: NumberValue;
  processingDuration: NumberValue;
  staffIds: string[];
  isActive: boolean;
  taxable: boolean;
}

function initialValues(s: Service | null | undefined): Values {
  return {
    name: s?.name ?? '',
    category: s?.category ?? '',
    description: s?.description ?? '',
    duration: s?.duration ?? DEFAULT_SERVICE_DURATION_MINUTES,
    price: s?.price ?? '',
    bufferAfter: s?.bufferAfter ?? 0,
    hasProcessing: s ? s.processingStart !== null : false,
    processingStart: s?.processingStart ?? '',
    processingDuration: s?.processingDuration ?? '',
    staffIds: s?.staffIds ?? [],
    isActive: s?.isActive ?? true,
    taxable: s?.taxable ?? false,
  };
}

/** NumberInput gives '' when empty: that is "not given". */
function toNumber(value: NumberValue): number | undefined {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return undefined;
  return Number(value);
}

/** Builds the request body from the form values (the processing pair is null when switched off). */
function toServiceBody(v: Values): ServiceCreate {
  return {
    name: v.name,
    category: v.category,
    description: v.description,
    // Required numbers: undefined makes the schema report the field's own message.
    duration: toNumber(v.duration) as number,
    price: toNumber(v.price) as number,
    bufferAfter: toNumber(v.bufferAfter) ?? 0,
    // With processing switched on an empty field is an error, not "none": NaN fails the
    // schema's number check and shows that field's message.
    processingStart: v.hasProcessing ? (toNumber(v.processingStart) ?? Number.NaN) : null,
    processingDuration: v.hasProcessing ? (toNumber(v.processingDuration) ?? Number.NaN) : null,
    staffIds: v.staffIds,
    isActive: v.isActive,
    taxable: v.taxable,
  };
}

export interface ServiceFormProps {
  service?: Service | null;
  /** Existing categories, offered as suggestions. */
  categories: string[];
  staff: StaffMember[];
  staffLoading?: boolean;
  submitLabel: string;
  submitting?: boolean;
  onSubmit: (body: ServiceCreate) => void;
  onCancel?: () => void;
}

/** The service form; validates with the shared schema before calling onSubmit. */
export function ServiceForm({
  service,
  categories,
  staff,
  staffLoading,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: ServiceFormProps) {
  const [values, setValues] = useState<Values>(() => initialValues(service));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const staffById = new Map(staff.map((s) => [s.id, s]));
  // Only people clients can book perform services; someone already chosen stays listed.
  const bookable = staff.filter((s) => s.bookable || values.staffIds.includes(s.id));
  const staffOptions = (bookable.length > 0 ? bookable : staff).map((s) => ({ value: s.id, label: s.name }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = toServiceBody(values);
    const parsed = serviceCreateSchema.safeParse(body);
    if (!parsed.success) {
      const raw = fieldErrors(parsed.error.issues);
      const mapped: Record<string, string> = {};
      // 'staffIds.2' → 'staffIds': the error shows under the whole list.
      for (const [path, message] of Object.entries(raw)) mapped[path.split('.')[0] ?? path] ??= message;
      setErrors(mapped);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    // Send the raw values: the server applies the same schema (empty text becomes null there).
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
        <Grid>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              label="Name"
              required
              data-autofocus
              maxLength={120}
              value={values.name}
              error={errors.name}
              onChange={(e) => set('name', e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Autocomplete
              label="Category"
              placeholder="e.g. Haircuts"
              data={categories}
              maxLength={60}
              value={values.category}
              error={errors.category}
              onChange={(v) => set('category', v)}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label="Description"
              autosize
              minRows={2}
              maxRows={5}
              maxLength={1000}
              value={values.description}
              error={errors.description}
              onChange={(e) => set('description', e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label="Duration (minutes)"
              required
              min={SERVICE_DURATION_MIN}
              max={SERVICE_DURATION_MAX}
              {...MINUTES_INPUT}
              value={values.duration}
              error={errors.duration}
              onChange={(v) => set('duration', v)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label="Price"
              required
              prefix="$"
              decimalScale={2}
              fixedDecimalScale
              thousandSeparator=","
              min={0}
              max={SERVICE_PRICE_MAX}
              allowNegative={false}
              clampBehavior="none"
              hideControls
              placeholder="$0.00"
              value={values.price}
              error={errors.price}
              onChange={(v) => set('price', v)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label="Buffer after (minutes)"
              min={0}
              max={SERVICE_BUFFER_MAX}
              {...MINUTES_INPUT}
              value={values.bufferAfter}
              error={errors.bufferAfter}
              onChange={(v) => set('bufferAfter', v)}
            />
          </Grid.Col>
        </Grid>

        <Stack gap="xs">
          <Switch
            label="Processing time"
            description="The client processes (for example, colour develops) while the staff member is free."
            checked={values.hasProcessing}
            onChange={(e) => set('hasProcessing', e.currentTarget.checked)}
          />
          <Collapse expanded={values.hasProcessing}>
            {values.hasProcessing && (
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label="Processing starts after (minutes)"
                    required
                    min={1}
                    max={SERVICE_DURATION_MAX}
                    {...MINUTES_INPUT}
                    value={values.processingStart}
                    error={errors.processingStart}
                    onChange={(v) => set('processingStart', v)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label="Processing time (minutes)"
                    required
                    min={1}
                    max={SERVICE_DURATION_MAX}
                    {...MINUTES_INPUT}
                    value={values.processingDuration}
                    error={errors.processingDuration}
                    onChange={(v) => set('processingDuration', v)}
                  />
                </Grid.Col>
              </Grid>
            )}
          </Collapse>
        </Stack>

        <MultiSelect
          label="Performed by"
          description="Leave empty when anyone at this location can perform it."
          placeholder={values.staffIds.length === 0 ? 'Anyone' : undefined}
          data={staffOptions}
          searchable
          clearable
          disabled={staffLoading}
          nothingFoundMessage="No staff found"
          value={values.staffIds}
          error={errors.staffIds}
          onChange={(ids) => set('staffIds', ids)}
          renderOption={({ option }) => {
            const person = staffById.get(option.value);
            return (
              <Group gap="sm" wrap="nowrap">
                <Avatar
                  size="sm"
                  radius="xl"
                  color={person?.color ?? 'gray.7'}
                  variant="filled"
                  styles={person ? { placeholder: { color: readableTextColor(person.color) } } : undefined}
                >
                  {initials(option.label)}
                </Avatar>
                <div>
                  <Text size="sm">{option.label}</Text>
                  {person?.title && (
                    <Text size="xs" c="dimmed">
                      {person.title}
                    </Text>
                  )}
                </div>
              </Group>
            );
          }}
        />

        <Switch
          label="Active"
          description="Inactive services stay on record but cannot be booked."
          checked={values.isActive}
          onChange={(e) => set('isActive', e.currentTarget.checked)}
        />

        <Switch
          label="Charge sales tax"
          description="Add the location's tax rate to this service at checkout."
          checked={values.taxable}
          onChange={(e) => set('taxable', e.currentTarget.checked)}
        />

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
