/** Create or edit a training module (issue #14); the contract's schema checks it before sending. */
import { useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import {
  trainingModuleCreateSchema,
  trainingModuleUpdateSchema,
  type TrainingModule,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { fieldErrors } from '../../../lib/form-errors';
import { useCreateModule, useUpdateModule } from '../api/training-api';

export interface ModuleFormModalProps {
  establishmentId: string;
  establishmentName: string;
  opened: boolean;
  /** The module to edit; null creates one. */
  module: TrainingModule | null;
  onClose: () => void;
}

const blank = {
  title: '',
  description: '',
  category: '',
  durationMinutes: 30,
  required: false,
  scope: 'all',
};

export function ModuleFormModal({
  establishmentId,
  establishmentName,
  opened,
  module,
  onClose,
}: ModuleFormModalProps) {
  const create = useCreateModule(establishmentId);
  const update = useUpdateModule(establishmentId);
  const [form, setForm] = useState(() =>
    module
      ? {
          title: module.title,
          description: module.description ?? '',
          category: module.category ?? '',
          durationMinutes: module.durationMinutes,
          required: module.required,
          scope: module.establishmentId ? 'here' : 'all',
        }
      : blank,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const save = () => {
    const fields = {
      title: form.title,
      description: form.description,
      category: form.category,
      durationMinutes: form.durationMinutes,
      required: form.required,
    };
    if (module) {
      const parsed = trainingModuleUpdateSchema.safeParse(fields);
      setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
      if (parsed.success) update.mutate({ id: module.id, body: fields }, { onSuccess: onClose });
      return;
    }
    const body = { ...fields, establishmentId: form.scope === 'here' ? establishmentId : null };
    const parsed = trainingModuleCreateSchema.safeParse(body);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    if (parsed.success) create.mutate(body, { onSuccess: onClose });
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={module ? 'Edit module' : 'New module'}>
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          value={form.title}
          error={errors.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={form.description}
          error={errors.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Category"
            value={form.category}
            error={errors.category}
            onChange={(e) => set({ category: e.currentTarget.value })}
          />
          <NumberInput
            label="Duration (minutes)"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={form.durationMinutes}
            error={errors.durationMinutes}
            onChange={(v) =>
              set({ durationMinutes: typeof v === 'number' ? v : Number.parseInt(v, 10) || 0 })
            }
          />
        </Group>
        {!module && (
          <Select
            label="Available at"
            allowDeselect={false}
            data={[
              { value: 'all', label: 'Every location' },
              { value: 'here', label: establishmentName },
            ]}
            value={form.scope}
            onChange={(v) => set({ scope: v ?? 'all' })}
          />
        )}
        <Switch
          label="Required for every team member"
          checked={form.required}
          onChange={(e) => set({ required: e.currentTarget.checked })}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={create.isPending || update.isPending} onClick={save}>
            {module ? 'Save module' : 'Create module'}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
