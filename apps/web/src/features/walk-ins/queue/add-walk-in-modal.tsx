/**
 * The Add walk-in form (spec operations.md §3 "Walk-in visit"; issue #15): name, phone, email,
 * service, an optional requested staff member (those who perform the service), notes. Checked
 * with the contract's schema before sending; the server's refusal toasts spec §8's text.
 */
import { useRef, useState } from 'react';
import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { walkInCreateSchema, type Service, type WalkInCreate } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { fieldErrors, focusFirstInvalid } from '../../../lib/form-errors';

/** A staff member the client may ask for. */
export interface StaffOption {
  value: string;
  label: string;
}

export interface AddWalkInModalProps {
  opened: boolean;
  services: Service[];
  staff: StaffOption[];
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: WalkInCreate) => Promise<unknown>;
}

const EMPTY = { clientName: '', phone: '', email: '', serviceId: '', staffId: '', notes: '' };

export function AddWalkInModal({ opened, services, staff, pending, onClose, onSubmit }: AddWalkInModalProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (key: keyof typeof EMPTY) => (value: string | null) =>
    setValues((v) => ({ ...v, [key]: value ?? '', ...(key === 'serviceId' ? { staffId: '' } : {}) }));
  const service = services.find((s) => s.id === values.serviceId);
  const performers = staff.filter(
    (p) => !service || service.staffIds.length === 0 || service.staffIds.includes(p.value),
  );
  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body: WalkInCreate = {
      clientName: values.clientName,
      phone: values.phone,
      email: values.email,
      serviceId: values.serviceId,
      staffId: values.staffId || null,
      notes: values.notes,
    };
    const parsed = walkInCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await onSubmit(body);
      close();
    } catch {
      // The hook toasts the failure; the form stays open with what was typed.
    }
  };
  return (
    <AppModal opened={opened} onClose={close} title="Add walk-in">
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <TextInput
            label="Client name"
            required
            value={values.clientName}
            onChange={(e) => set('clientName')(e.currentTarget.value)}
            error={errors.clientName}
            data-autofocus
          />
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              label="Phone"
              type="tel"
              value={values.phone}
              onChange={(e) => set('phone')(e.currentTarget.value)}
              error={errors.phone}
              miw={160}
            />
            <TextInput
              label="Email"
              type="email"
              value={values.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
              error={errors.email}
              miw={160}
            />
          </Group>
          <Select
            label="Service"
            required
            placeholder="Choose a service"
            data={services.filter((s) => s.isActive).map((s) => ({ value: s.id, label: s.name }))}
            value={values.serviceId || null}
            onChange={set('serviceId')}
            error={errors.serviceId}
            searchable
          />
          <Select
            label="Staff member"
            placeholder="First available"
            description="Only if the client asks for someone."
            data={performers}
            value={values.staffId || null}
            onChange={set('staffId')}
            error={errors.staffId}
            clearable
          />
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            value={values.notes}
            onChange={(e) => set('notes')(e.currentTarget.value)}
            error={errors.notes}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Add walk-in
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
