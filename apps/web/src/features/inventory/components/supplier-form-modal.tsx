/** Add/edit a supplier (spec operations.md §3 Supplier): name, contact, email, phone, payment terms, notes. */
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Grid, Group, TextInput, Textarea } from '@mantine/core';
import {
  INVENTORY_MESSAGES,
  supplierCreateSchema,
  type Supplier,
  type SupplierCreate,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { focusFirstInvalid } from '../../../lib/form-errors';
import { useSupplierMutations } from '../api/inventory-api';
import { checkBody, serverProblems } from '../lib/field-errors';

const FIELDS = ['name', 'contact_person', 'email', 'phone', 'payment_terms', 'notes'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

export interface SupplierFormModalProps {
  opened: boolean;
  onClose: () => void;
  supplier: Supplier | null;
  onSaved?: (supplier: Supplier) => void;
}

export function SupplierFormModal(props: SupplierFormModalProps) {
  return (
    <AppModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.supplier ? `Edit ${props.supplier.name}` : 'Add supplier'}
    >
      {props.opened && <SupplierForm key={props.supplier?.id ?? 'new'} {...props} />}
    </AppModal>
  );
}

const LABELS: Record<Field, string> = {
  name: 'Name',
  contact_person: 'Contact person',
  email: 'Email',
  phone: 'Phone',
  payment_terms: 'Payment terms',
  notes: 'Notes',
};

function SupplierForm({ supplier, onClose, onSaved }: SupplierFormModalProps) {
  const [values, setValues] = useState<Values>(() => ({
    name: supplier?.name ?? '',
    contact_person: supplier?.contact_person ?? '',
    email: supplier?.email ?? '',
    phone: supplier?.phone ?? '',
    payment_terms: supplier?.payment_terms ?? '',
    notes: supplier?.notes ?? '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { create, update } = useSupplierMutations();
  const saving = supplier ? update : create;
  const failed = supplier ? INVENTORY_MESSAGES.updateSupplierFailed : INVENTORY_MESSAGES.addSupplierFailed;
  const server = serverProblems(saving.error, failed, FIELDS);
  const errorOf = (f: string) => errors[f] ?? server.fields[f];
  const set = (f: Field, v: string) => setValues((prev) => ({ ...prev, [f]: v }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: SupplierCreate = { ...values };
    const found = checkBody(supplierCreateSchema, body);
    setErrors(found ?? {});
    if (found) return focusFirstInvalid(formRef.current);
    const done = {
      onSuccess: (s: Supplier) => {
        onSaved?.(s);
        onClose();
      },
    };
    if (supplier) update.mutate({ id: supplier.id, body }, done);
    else create.mutate(body, done);
  }

  const input = (f: Field, span: number, type = 'text') => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <TextInput
        label={LABELS[f]}
        type={type}
        required={f === 'name'}
        value={values[f]}
        error={errorOf(f)}
        onChange={(e) => set(f, e.currentTarget.value)}
      />
    </Grid.Col>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {server.other && (
        <Alert color="red" role="alert" mb="md" title={failed}>
          {server.other}
        </Alert>
      )}
      <Grid>
        {input('name', 12)}
        {input('contact_person', 6)}
        {input('payment_terms', 6)}
        {input('email', 6, 'email')}
        {input('phone', 6, 'tel')}
        <Grid.Col span={12}>
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxRows={5}
            value={values.notes}
            error={errorOf('notes')}
            onChange={(e) => set('notes', e.currentTarget.value)}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={saving.isPending}>
          {supplier ? 'Save supplier' : 'Add supplier'}
        </Button>
      </Group>
    </form>
  );
}
