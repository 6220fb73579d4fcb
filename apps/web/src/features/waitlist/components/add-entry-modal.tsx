/**
 * Add to waitlist (spec operations.md §7, §8 "Failed to add to waitlist"): the client's name,
 * phone and email, the service, an optional staff member who performs it, and the wanted window
 * (local dates, weekdays, HH:MM times). The server's field messages show under their fields.
 */
import { useState, type FormEvent } from 'react';
import { Button, Chip, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { WAITLIST_PRIORITIES, type WaitlistCreate, type WaitlistPriority } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { ApiError } from '../../../lib/api-client';
import { useServices, useStaff } from '../../../lib/catalog/api/services-api';
import { ClientPicker } from './client-picker';
import { localToday } from './local-today';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface AddEntryModalProps {
  opened: boolean;
  onClose: () => void;
  tenantId: string;
  establishmentId: string;
  timeZone: string;
  saving: boolean;
  onSubmit: (body: WaitlistCreate) => Promise<unknown>;
}

export function AddEntryModal(props: AddEntryModalProps) {
  const { opened, onClose, tenantId, establishmentId, timeZone, saving, onSubmit } = props;
  const services = useServices(tenantId, establishmentId);
  const staff = useStaff(tenantId, establishmentId);
  const today = localToday(timeZone);
  const [form, setForm] = useState({
    client_id: null as string | null,
    client_name: '',
    phone: '',
    email: '',
    service_id: null as string | null,
    staff_id: null as string | null,
    earliest_date: today,
    latest_date: today,
    time_from: '',
    time_to: '',
    priority: 'normal' as WaitlistPriority,
    notes: '',
  });
  const [days, setDays] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof form) => (v: string | null) => setForm((f) => ({ ...f, [k]: v }));
  const active = (services.data ?? []).filter((s) => s.isActive);
  const service = active.find((s) => s.id === form.service_id);
  const performers = (staff.data ?? []).filter((p) => !service || service.staffIds.includes(p.id));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const body: WaitlistCreate = {
      client_id: form.client_id,
      client_name: form.client_name,
      phone: form.phone || null,
      email: form.email || null,
      service_id: form.service_id ?? '',
      staff_id: form.staff_id,
      earliest_date: form.earliest_date,
      latest_date: form.latest_date,
      days_of_week: days.length ? days.map(Number) : null,
      time_from: form.time_from || null,
      time_to: form.time_to || null,
      priority: form.priority,
      notes: form.notes || null,
    };
    try {
      await onSubmit(body);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.details)
        setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])));
    }
  }

  return (
    <AppModal opened={opened} onClose={onClose} title="Add to waitlist" size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <ClientPicker
            establishmentId={establishmentId}
            onPick={(c) =>
              setForm((f) => ({
                ...f,
                client_id: c?.id ?? null,
                client_name: c?.name ?? f.client_name,
                phone: c?.phone ?? (c ? '' : f.phone),
                email: c?.email ?? (c ? '' : f.email),
              }))
            }
          />
          <TextInput
            label="Client name"
            required
            value={form.client_name}
            onChange={(e) => set('client_name')(e.currentTarget.value)}
            error={errors.client_name}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Phone"
              value={form.phone}
              onChange={(e) => set('phone')(e.currentTarget.value)}
              error={errors.phone}
            />
            <TextInput
              label="Email"
              type="email"
              value={form.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
              error={errors.email}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Service"
              required
              searchable
              data={active.map((s) => ({ value: s.id, label: s.name }))}
              value={form.service_id}
              onChange={(v) => setForm((f) => ({ ...f, service_id: v, staff_id: null }))}
              error={errors.service_id}
            />
            <Select
              label="Preferred staff"
              placeholder="Anyone"
              clearable
              data={performers.map((p) => ({ value: p.id, label: p.name }))}
              value={form.staff_id}
              onChange={set('staff_id')}
              error={errors.staff_id}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2 }}>
            <TextInput
              label="Earliest date"
              type="date"
              value={form.earliest_date}
              onChange={(e) => set('earliest_date')(e.currentTarget.value)}
              error={errors.earliest_date}
            />
            <TextInput
              label="Latest date"
              type="date"
              value={form.latest_date}
              onChange={(e) => set('latest_date')(e.currentTarget.value)}
              error={errors.latest_date}
            />
            <TextInput
              label="From"
              type="time"
              value={form.time_from}
              onChange={(e) => set('time_from')(e.currentTarget.value)}
              error={errors.time_from}
            />
            <TextInput
              label="Until"
              type="time"
              value={form.time_to}
              onChange={(e) => set('time_to')(e.currentTarget.value)}
              error={errors.time_to}
            />
          </SimpleGrid>
          <div>
            <Text size="sm" fw={500} mb={4} id="waitlist-days">
              Days of the week (none: every day)
            </Text>
            <Chip.Group multiple value={days} onChange={setDays}>
              <Group gap={6} role="group" aria-labelledby="waitlist-days">
                {DAYS.map((d, i) => (
                  <Chip key={d} value={String(i + 1)} size="xs">
                    {d}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
          <Select
            label="Priority"
            data={WAITLIST_PRIORITIES.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) }))}
            value={form.priority}
            onChange={(v) => setForm((f) => ({ ...f, priority: (v as WaitlistPriority | null) ?? 'normal' }))}
            allowDeselect={false}
          />
          <Textarea
            label="Notes"
            value={form.notes}
            onChange={(e) => set('notes')(e.currentTarget.value)}
            error={errors.notes}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Add to waitlist
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
