/** Add or edit a person's certification (issue #14); expiry before issue is refused before sending. */
import { useState } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import {
  CERTIFICATION_STATUSES,
  certificationCreateSchema,
  certificationUpdateSchema,
  type Certification,
  type CertificationStatus,
  type TrainingPerson,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { fieldErrors } from '../../../lib/form-errors';
import { useSaveCertification } from '../api/training-api';

export interface CertificationFormModalProps {
  establishmentId: string;
  people: TrainingPerson[];
  /** The certification to edit; null adds one. */
  certification: Certification | null;
  onClose: () => void;
}

export function CertificationFormModal({
  establishmentId,
  people,
  certification,
  onClose,
}: CertificationFormModalProps) {
  const save = useSaveCertification(establishmentId);
  const c = certification;
  const [form, setForm] = useState({
    employeeId: c?.employeeId ?? '',
    name: c?.name ?? '',
    issuer: c?.issuer ?? '',
    credentialId: c?.credentialId ?? '',
    issueDate: c?.issueDate ?? '',
    expiryDate: c?.expiryDate ?? '',
    status: (c && c.status === 'revoked' ? 'revoked' : 'active') as CertificationStatus,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = () => {
    const fields = {
      name: form.name,
      issuer: form.issuer,
      credentialId: form.credentialId,
      issueDate: form.issueDate,
      expiryDate: form.expiryDate === '' ? null : form.expiryDate,
    };
    if (c) {
      const body = { ...fields, status: form.status };
      const parsed = certificationUpdateSchema.safeParse(body);
      setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
      if (parsed.success) save.mutate({ id: c.id, body }, { onSuccess: onClose });
      return;
    }
    const body = { ...fields, employeeId: form.employeeId };
    const parsed = certificationCreateSchema.safeParse(body);
    const problems = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (form.employeeId === '') problems.employeeId = 'Choose a team member.';
    setErrors(problems);
    if (parsed.success && form.employeeId !== '') save.mutate({ id: null, body }, { onSuccess: onClose });
  };

  return (
    <AppModal opened onClose={onClose} title={c ? 'Edit certification' : 'Add certification'}>
      <Stack gap="sm">
        <Select
          label="Team member"
          required
          searchable
          disabled={c !== null}
          data={people.map((p) => ({ value: p.id, label: p.name }))}
          value={form.employeeId || null}
          error={errors.employeeId}
          onChange={(v) => set({ employeeId: v ?? '' })}
        />
        <TextInput
          label="Certification"
          required
          placeholder="State Cosmetology Licence"
          value={form.name}
          error={errors.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Issuer"
            value={form.issuer}
            error={errors.issuer}
            onChange={(e) => set({ issuer: e.currentTarget.value })}
          />
          <TextInput
            label="Credential ID"
            value={form.credentialId}
            error={errors.credentialId}
            onChange={(e) => set({ credentialId: e.currentTarget.value })}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="Issue date"
            required
            value={form.issueDate}
            error={errors.issueDate}
            onChange={(e) => set({ issueDate: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="Expiry date"
            value={form.expiryDate}
            error={errors.expiryDate}
            onChange={(e) => set({ expiryDate: e.currentTarget.value })}
          />
        </Group>
        {c && (
          <Select
            label="Status"
            allowDeselect={false}
            data={CERTIFICATION_STATUSES.map((s) => ({
              value: s,
              label: s === 'active' ? 'Active' : 'Revoked',
            }))}
            value={form.status}
            onChange={(v) => v && set({ status: v as CertificationStatus })}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {c ? 'Save certification' : 'Add certification'}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
