/**
 * Add (invite) or edit an employee: account fields on add, profile, type and pay. Money is typed
 * in US dollars and sent as cents; the contracts' schemas check the form before it is sent, and
 * the server's field problems show on their fields.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  EMPLOYEE_MESSAGES,
  EMPLOYEE_ROLES,
  EMPLOYEE_TYPES,
  OVERTIME_EXEMPT_BY_PAY_TYPE,
  PAY_PERIODS,
  PAY_TYPES,
  STAFF_AUDIT_MESSAGES,
  employeeCreateSchema,
  employeeUpdateSchema,
  type Employee,
  type PayType,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-errors';
import { useEmployeeMutations } from '../api/employees-api';
import { toCents, toDollars } from '../employees-access';

type Values = Record<string, string | number | boolean | null>;

const isPayType = (v: string | null): v is PayType => PAY_TYPES.some((t) => t === v);

function initialValues(e: Employee | null, establishmentId: string | null): Values {
  return {
    firstName: e?.firstName ?? '',
    lastName: e?.lastName ?? '',
    email: e?.email ?? '',
    phone: e?.phone ?? '',
    role: e?.role ?? 'employee',
    establishmentId: e?.establishmentId ?? establishmentId,
    jobTitle: e?.jobTitle ?? '',
    level: e?.level ?? '',
    specialization: e?.specialization ?? '',
    biography: e?.biography ?? '',
    employeeType: e?.employeeType ?? 'W2',
    payType: e?.payType ?? 'Hourly',
    overtimeExempt: e?.overtimeExempt ?? OVERTIME_EXEMPT_BY_PAY_TYPE[e?.payType ?? 'Hourly'],
    payRate: e?.payRate != null ? toDollars(e.payRate) : 0,
    commissionPercent: e?.commissionPercent ?? 0,
    productCommissionPercent: e?.productCommissionPercent ?? 0,
    payPeriod: e?.payPeriod ?? 'bi-weekly',
  };
}

export function EmployeeFormModal({
  opened,
  employee,
  locations,
  defaultEstablishmentId,
  canAddManager,
  ownRecord = false,
  onClose,
}: {
  opened: boolean;
  /** null: add a new employee. */
  employee: Employee | null;
  /** The signed-in person's own record: its pay is shown, not editable (issue #28). */
  ownRecord?: boolean;
  locations: { value: string; label: string }[];
  defaultEstablishmentId: string | null;
  canAddManager: boolean;
  onClose: () => void;
}) {
  const adding = employee === null;
  const [values, setValues] = useState<Values>(() => initialValues(employee, defaultEstablishmentId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [handOver, setHandOver] = useState<{ message: string; link: string } | null>(null);
  const { create, update } = useEmployeeMutations();
  const busy = create.isPending || update.isPending;
  const set = (key: string) => (value: string | number | boolean | null) =>
    setValues((v) => ({ ...v, [key]: value }));
  // A new pay type brings its usual overtime status (issue #28); the person can still be set apart.
  const setPayType = (payType: string | null) =>
    setValues((v) =>
      isPayType(payType) && payType !== v.payType
        ? { ...v, payType, overtimeExempt: OVERTIME_EXEMPT_BY_PAY_TYPE[payType] }
        : v,
    );
  const text = (key: string) => ({
    value: String(values[key] ?? ''),
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key)(e.currentTarget.value),
  });
  const num = (key: string) => ({
    value: values[key] as number,
    error: errors[key],
    onChange: (v: string | number) => set(key)(typeof v === 'number' ? v : v === '' ? 0 : Number(v)),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const body = {
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone === '' ? null : values.phone,
      jobTitle: values.jobTitle,
      level: values.level,
      specialization: values.specialization,
      biography: values.biography,
      employeeType: values.employeeType,
      // Nobody sets their own pay: their own record's save leaves it as it is.
      ...(ownRecord
        ? {}
        : {
            payType: values.payType,
            payRate: toCents(Number(values.payRate)),
            commissionPercent: Number(values.commissionPercent),
            productCommissionPercent: Number(values.productCommissionPercent),
            payPeriod: values.payPeriod,
            overtimeExempt: values.overtimeExempt === true,
          }),
      ...(adding ? { email: values.email, role: values.role, establishmentId: values.establishmentId } : {}),
    };
    const parsed = (adding ? employeeCreateSchema : employeeUpdateSchema).safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      if (adding) {
        const answer = await create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0]);
        // Without email on the server, the inviter hands the link over.
        if (answer.invitationLink)
          return setHandOver({ message: answer.message, link: answer.invitationLink });
        notifications.show({ color: 'green', message: answer.message });
      } else {
        const answer = await update.mutateAsync({
          id: employee.id,
          body: body as Parameters<typeof update.mutateAsync>[0]['body'],
        });
        notifications.show({ color: 'green', message: answer.message });
      }
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.details.length > 0) {
        setErrors(Object.fromEntries(e.details.map((d) => [d.path, d.message])));
      }
      setFailure(errorMessage(e, EMPLOYEE_MESSAGES.loadFailed));
    }
  }

  const roles = EMPLOYEE_ROLES.filter((r) => r !== 'manager' || canAddManager);
  if (handOver) {
    return (
      <AppModal opened={opened} onClose={onClose} title="Invitation ready">
        <Stack gap="sm">
          <Alert color="green" role="status">
            {handOver.message}
          </Alert>
          <TextInput
            label="Invitation link"
            value={handOver.link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group justify="flex-end">
            <CopyButton value={handOver.link}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      </AppModal>
    );
  }
  return (
    <AppModal opened={opened} onClose={onClose} title={adding ? 'Add employee' : 'Edit employee'} size="lg">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {ownRecord && <Alert color="blue">{STAFF_AUDIT_MESSAGES.ownPay}</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" required {...text('firstName')} />
            <TextInput label="Last name" required {...text('lastName')} />
            {adding && <TextInput label="Email" type="email" required {...text('email')} />}
            <TextInput label="Phone" {...text('phone')} />
            {adding && (
              <Select
                label="Role"
                data={roles.map((r) => ({ value: r, label: r[0]!.toUpperCase() + r.slice(1) }))}
                value={String(values.role)}
                onChange={set('role')}
                error={errors.role}
                allowDeselect={false}
              />
            )}
            {adding && (
              <Select
                label="Location"
                data={locations}
                value={values.establishmentId as string | null}
                onChange={set('establishmentId')}
                error={errors.establishmentId}
                allowDeselect={false}
              />
            )}
            <TextInput label="Job title" {...text('jobTitle')} />
            <TextInput label="Level" {...text('level')} />
            <TextInput label="Specialization" {...text('specialization')} />
            <Select
              label="Employee type"
              data={[...EMPLOYEE_TYPES]}
              value={String(values.employeeType)}
              onChange={set('employeeType')}
              error={errors.employeeType}
              allowDeselect={false}
            />
            <Select
              label="Pay type"
              data={[...PAY_TYPES]}
              value={String(values.payType)}
              onChange={setPayType}
              error={errors.payType}
              allowDeselect={false}
              disabled={ownRecord}
            />
            <NumberInput
              label={values.payType === 'Salary' ? 'Salary per year ($)' : 'Hourly rate ($)'}
              min={0}
              decimalScale={2}
              prefix="$"
              thousandSeparator=","
              disabled={ownRecord}
              {...num('payRate')}
            />
            <NumberInput
              label="Service commission (%)"
              description={
                employee?.commissionPlan?.tiers
                  ? 'Service sales are paid by the tiered scale (Payroll).'
                  : undefined
              }
              min={0}
              max={100}
              decimalScale={2}
              disabled={ownRecord}
              {...num('commissionPercent')}
            />
            <NumberInput
              label="Product commission (%)"
              min={0}
              max={100}
              decimalScale={2}
              disabled={ownRecord}
              {...num('productCommissionPercent')}
            />
            <Select
              label="Pay period"
              data={[...PAY_PERIODS]}
              value={String(values.payPeriod)}
              onChange={set('payPeriod')}
              error={errors.payPeriod}
              allowDeselect={false}
              disabled={ownRecord}
            />
          </SimpleGrid>
          {/* Hourly staff are paid overtime and commission staff no premium, whatever the flag: only a
              salary has the choice (a salaried front desk is usually not exempt). */}
          {values.payType === 'Salary' && (
            <Checkbox
              label="Exempt from overtime"
              description="Salaried managers usually are; untick it for salaried staff paid overtime."
              checked={values.overtimeExempt === true}
              onChange={(e) => set('overtimeExempt')(e.currentTarget.checked)}
              error={errors.overtimeExempt}
              disabled={ownRecord}
            />
          )}
          <Textarea label="Biography" autosize minRows={2} {...text('biography')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {adding ? 'Send invitation' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
