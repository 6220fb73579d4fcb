/** The full record of one employee (spec operations.md §3) in a drawer; pay shown in US dollars. */
import { Badge, Button, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Employee } from '@daybook/contracts';
import { formatCurrency, formatDate } from '../../../lib/format';
import { toDollars } from '../employees-access';
import { EmployeeStatusBadge, SystemAccessBadge } from './employee-badges';
import { overridesLabel, serviceCommissionLabel, tiersLabel } from './commission-label';
import { payLabel } from './employees-table';
import { PayChanges } from './pay-changes';
import { formatPhone } from '@daybook/contracts/phone';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </div>
  );
}

export function EmployeeDrawer({
  employee,
  showPay,
  canSeeChanges,
  canEdit,
  canTerminate,
  onClose,
  onEdit,
  onTerminate,
}: {
  employee: Employee | null;
  showPay: boolean;
  /** Owners: the person's pay-change trail. */
  canSeeChanges: boolean;
  canEdit: boolean;
  canTerminate: boolean;
  onClose: () => void;
  onEdit: (e: Employee) => void;
  onTerminate: (e: Employee) => void;
}) {
  const e = employee;
  const money = (cents: number | null) => (cents === null ? null : formatCurrency(toDollars(cents)));
  return (
    <Drawer
      opened={e !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={e ? `${e.firstName} ${e.lastName}` : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {e && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color="indigo.9" variant="filled" tt="capitalize">
              {e.role}
            </Badge>
            <EmployeeStatusBadge employee={e} withDate />
            <SystemAccessBadge access={e.systemAccess} />
          </Group>
          <Title order={3} size="h5">
            Profile
          </Title>
          <SimpleGrid cols={2} spacing="sm">
            <Field label="Job title" value={e.jobTitle} />
            <Field label="Level" value={e.level} />
            <Field label="Specialization" value={e.specialization} />
            <Field label="Years of experience" value={e.yearsOfExperience?.toString()} />
            <Field label="Date joined" value={e.dateJoined ? formatDate(e.dateJoined) : null} />
            <Field label="Services" value={`${e.services.length}`} />
            <Field label="Certifications" value={e.certifications.join(', ')} />
            <Field label="Average rating" value={e.averageRating?.toFixed(1)} />
          </SimpleGrid>
          {e.biography && <Text size="sm">{e.biography}</Text>}
          {(showPay || e.email) && (
            <>
              <Title order={3} size="h5">
                Contact
              </Title>
              <SimpleGrid cols={2} spacing="sm">
                <Field label="Email" value={e.email} />
                <Field label="Phone" value={e.phone && formatPhone(e.phone)} />
                <Field label="Address" value={e.address} />
              </SimpleGrid>
            </>
          )}
          {e.payType !== null && (
            <>
              <Title order={3} size="h5">
                Pay
              </Title>
              <SimpleGrid cols={2} spacing="sm">
                <Field label="Employee type" value={e.employeeType} />
                <Field label="Pay type" value={e.payType} />
                <Field label="Pay" value={payLabel(e)} />
                <Field label="Pay rate" value={money(e.payRate)} />
                <Field label="Service commission" value={serviceCommissionLabel(e)} />
                <Field label="Product commission" value={`${e.productCommissionPercent ?? 0}%`} />
                <Field label="Service rate" value={money(e.serviceRate)} />
                <Field label="Pay period" value={e.payPeriod} />
                <Field
                  label="Overtime"
                  value={e.overtimeExempt === null ? null : e.overtimeExempt ? 'Exempt' : 'Eligible'}
                />
              </SimpleGrid>
              {tiersLabel(e) && <Field label="Tiered scale" value={tiersLabel(e)} />}
              {overridesLabel(e) && <Field label="Per-service percents" value={overridesLabel(e)} />}
              <Title order={3} size="h5">
                Leave records
              </Title>
              {e.leaveRecords.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No approved leave.
                </Text>
              ) : (
                e.leaveRecords.map((l) => (
                  <Text key={l.id} size="sm">
                    {`${l.type}: ${formatDate(l.startDate)} – ${formatDate(l.endDate)} (${l.hours} h)`}
                  </Text>
                ))
              )}
            </>
          )}
          {canSeeChanges && <PayChanges userId={e.id} />}
          <Group>
            {canEdit && <Button onClick={() => onEdit(e)}>Edit</Button>}
            {canTerminate && e.status === 'active' && (
              <Button color="red" variant="light" onClick={() => onTerminate(e)}>
                Terminate
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
