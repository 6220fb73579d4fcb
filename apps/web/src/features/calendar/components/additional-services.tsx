/**
 * The further services of a multi-service visit in the booking form: each row a service and
 * who performs it, booked right after the previous one; plus the visit's summary (each part's
 * times, total duration and price) as the server will book it.
 */
import { ActionIcon, Alert, Button, ColorSwatch, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_VISIT_MAX_SERVICES,
  type Service,
  type StaffMember,
} from '@daybook/contracts';
import { formatCurrency, formatDuration, formatTimeRange } from '../../../lib/format';
import { defaultStaffFor, performersOf, type VisitPlan } from '../lib/visit-plan';

/** One added service as the form holds it; `key` keeps React rows stable. */
export interface ExtraService {
  key: string;
  serviceId: string | null;
  staffId: string | null;
}

/** A row of the visit summary: the part's service and performer. */
export interface VisitSummaryPart {
  service: Service | null;
  staff: StaffMember | null;
}

/** An establishment's settings.services (spec core.md §3 Establishment settings). */
export interface VisitRules {
  allowMultipleServices: boolean;
  allowMultipleStylists: boolean;
}

export function AdditionalServices({
  extras,
  services,
  staff,
  firstStaffId,
  rules,
  errors,
  onChange,
}: {
  extras: ExtraService[];
  /** Active services to choose from. */
  services: Service[];
  /** Bookable staff, in the calendar's order. */
  staff: StaffMember[];
  /** The first service's staff member: the default performer of an added service. */
  firstStaffId: string | null;
  /** What the location allows; without multiple services nothing is offered here. */
  rules: VisitRules;
  /** Messages by 'extra.{key}.serviceId' / 'extra.{key}.staffId'. */
  errors: Record<string, string>;
  onChange: (next: ExtraService[]) => void;
}) {
  const patch = (key: string, change: Partial<ExtraService>) =>
    onChange(extras.map((x) => (x.key === key ? { ...x, ...change } : x)));
  const canAdd = extras.length < APPOINTMENT_VISIT_MAX_SERVICES - 1;
  // One staff member per visit: every added service goes to the first service's.
  const staffFor = (service: Service | null, current: string | null) =>
    rules.allowMultipleStylists ? defaultStaffFor(service, staff, current ?? firstStaffId) : firstStaffId;
  if (!rules.allowMultipleServices) return null;

  return (
    <Stack gap="xs">
      {extras.map((x, i) => {
        const n = i + 2;
        const service = services.find((s) => s.id === x.serviceId) ?? null;
        const choices = performersOf(service, staff);
        const person = choices.find((p) => p.id === x.staffId) ?? null;
        return (
          <Paper key={x.key} withBorder p="sm" radius="md" aria-label={`Service ${n}`} role="group">
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <Select
                label={`Service ${n}`}
                required
                searchable
                placeholder="Choose a service"
                data={services.map((s) => ({
                  value: s.id,
                  label: `${s.name} · ${s.duration} min · ${formatCurrency(s.price)}`,
                }))}
                value={x.serviceId}
                error={errors[`extra.${x.key}.serviceId`]}
                onChange={(v) => {
                  const next = services.find((s) => s.id === v) ?? null;
                  patch(x.key, {
                    serviceId: v,
                    staffId: staffFor(next, x.staffId),
                  });
                }}
                nothingFoundMessage="No service matches"
                style={{ flex: 2 }}
              />
              <Select
                label={`Staff for service ${n}`}
                required
                placeholder="Choose a staff member"
                data={choices.map((p) => ({ value: p.id, label: p.name }))}
                value={person ? person.id : null}
                disabled={!rules.allowMultipleStylists}
                description={
                  rules.allowMultipleStylists ? undefined : 'Same staff member for the whole visit.'
                }
                error={errors[`extra.${x.key}.staffId`]}
                onChange={(v) => patch(x.key, { staffId: v })}
                leftSection={person ? <ColorSwatch color={person.color} size={12} /> : null}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={25}
                aria-label={`Remove service ${n}`}
                onClick={() => onChange(extras.filter((y) => y.key !== x.key))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={!canAdd}
          onClick={() =>
            onChange([...extras, { key: crypto.randomUUID(), serviceId: null, staffId: firstStaffId }])
          }
        >
          Add another service
        </Button>
        {!canAdd && (
          <Text size="xs" c="dimmed">
            {APPOINTMENT_MESSAGES.additionalServices}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The visit as it will be booked: each part's times (once a start time is chosen), service and
 * performer, then the total duration, price and span.
 */
export function VisitSummary({ parts, plan }: { parts: VisitSummaryPart[]; plan: VisitPlan | null }) {
  const minutes = parts.reduce((sum, p) => sum + (p.service?.duration ?? 0), 0);
  const price = parts.reduce((sum, p) => sum + Math.round((p.service?.price ?? 0) * 100), 0) / 100;
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
      <Stack gap={4} aria-label="Visit summary" role="group">
        <Text size="sm" fw={600}>
          Visit: {parts.length} services back to back
        </Text>
        {parts.map((p, i) => {
          const times = plan?.parts[i];
          return (
            <Text size="sm" key={i} data-testid="visit-part">
              {times ? `${formatTimeRange(times.startTime, times.endTime)} · ` : ''}
              {p.service ? p.service.name : 'Choose a service'}
              {p.staff ? ` · ${p.staff.name}` : ''}
            </Text>
          );
        })}
        <Text size="sm" fw={600} data-testid="visit-total">
          Total {formatDuration(minutes)} · {formatCurrency(price)}
          {plan && plan.parts.length > 0
            ? ` · ${formatTimeRange(plan.parts[0]!.startTime, plan.endTime)}`
            : ''}
        </Text>
        {!plan && (
          <Text size="xs" c="dimmed">
            Choose each service and a start time to see the times.
          </Text>
        )}
        {plan && !plan.fitsDay && (
          <Alert color="red" role="alert" p="xs">
            {APPOINTMENT_MESSAGES.visitEndsAfterDay}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
