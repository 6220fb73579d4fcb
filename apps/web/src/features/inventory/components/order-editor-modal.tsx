/**
 * The purchase order editor: supplier, lines (product, quantity, unit cost), tax, shipping,
 * expected delivery and notes. The subtotal and total are a preview; the server computes the
 * real ones. A new order is pending; a pending one can be edited (its lines are replaced).
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  INVENTORY_MESSAGES,
  orderCreateSchema,
  type Establishment,
  type InventoryOrder,
  type OrderCreate,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { formatCurrency } from '../../../lib/format';
import { focusFirstInvalid } from '../../../lib/form-errors';
import { useOrderMutations, useProductChoices, useSupplierChoices } from '../api/inventory-api';
import { checkBody, serverProblems } from '../lib/field-errors';
import { roundCents } from '../lib/inventory-labels';

interface Line {
  key: number;
  product_id: string | null;
  quantity: number | string;
  unit_cost: number | string;
}

export interface OrderEditorModalProps {
  opened: boolean;
  onClose: () => void;
  /** A pending order to edit; null creates one. */
  order: InventoryOrder | null;
  /** The location of a new order; null asks for one among `locations`. */
  establishmentId: string | null;
  locations: readonly Establishment[];
  /** A supplier to start a new order with. */
  supplierId?: string | null;
  onSaved?: (order: InventoryOrder) => void;
}

export function OrderEditorModal(props: OrderEditorModalProps) {
  return (
    <AppModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.order ? `Edit ${props.order.order_number}` : 'New purchase order'}
      size="xl"
    >
      {props.opened && <OrderEditor key={props.order?.id ?? 'new'} {...props} />}
    </AppModal>
  );
}

const toNumber = (v: number | string) => (v === '' ? Number.NaN : Number(v));

function OrderEditor({
  order,
  establishmentId,
  locations,
  supplierId,
  onClose,
  onSaved,
}: OrderEditorModalProps) {
  const nextKey = useRef(1);
  const [location, setLocation] = useState<string | null>(order?.establishmentId ?? establishmentId);
  const [supplier, setSupplier] = useState<string | null>(order?.supplier_id ?? supplierId ?? null);
  const [lines, setLines] = useState<Line[]>(() =>
    order
      ? order.items.map((i) => ({
          key: nextKey.current++,
          product_id: i.product_id,
          quantity: i.quantity,
          unit_cost: i.unit_cost,
        }))
      : [{ key: nextKey.current++, product_id: null, quantity: 1, unit_cost: '' }],
  );
  const [tax, setTax] = useState<number | string>(order?.tax ?? 0);
  const [shipping, setShipping] = useState<number | string>(order?.shipping ?? 0);
  const [expected, setExpected] = useState(order?.expected_delivery_date ?? '');
  const [notes, setNotes] = useState(order?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const suppliers = useSupplierChoices();
  const products = useProductChoices(location);
  const { create, update } = useOrderMutations();
  const saving = order ? update : create;
  const failed = order ? 'Failed to update order' : 'Failed to create order';
  const lineFields = lines.flatMap((_, i) => [
    `items.${i}.product_id`,
    `items.${i}.quantity`,
    `items.${i}.unit_cost`,
  ]);
  const server = serverProblems(saving.error, failed, [
    'supplier_id',
    'items',
    'tax',
    'shipping',
    'expected_delivery_date',
    'notes',
    ...lineFields,
  ]);
  const errorOf = (f: string) => errors[f] ?? server.fields[f];

  const productById = new Map((products.data ?? []).map((p) => [p.id, p]));
  const setLine = (key: number, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const subtotal = roundCents(
    lines.reduce((sum, l) => {
      const q = Number(l.quantity) || 0;
      const c = Number(l.unit_cost) || 0;
      return sum + q * c;
    }, 0),
  );
  const total = roundCents(subtotal + (Number(tax) || 0) + (Number(shipping) || 0));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: OrderCreate = {
      establishmentId: location ?? '',
      supplier_id: supplier ?? '',
      expected_delivery_date: expected || null,
      items: lines.map((l) => ({
        product_id: l.product_id ?? '',
        quantity: toNumber(l.quantity),
        unit_cost: l.unit_cost === '' ? 0 : toNumber(l.unit_cost),
      })),
      tax: tax === '' ? 0 : toNumber(tax),
      shipping: shipping === '' ? 0 : toNumber(shipping),
      notes,
    };
    const found = checkBody(orderCreateSchema, body);
    setErrors(found ?? {});
    if (found) return focusFirstInvalid(formRef.current);
    const done = {
      onSuccess: (o: InventoryOrder) => {
        onSaved?.(o);
        onClose();
      },
    };
    if (order) {
      const { establishmentId: _ignored, ...rest } = body;
      void _ignored;
      update.mutate({ id: order.id, body: rest }, done);
    } else create.mutate(body, done);
  }

  const usedProducts = new Set(lines.map((l) => l.product_id));
  const productOptions = (current: string | null) =>
    (products.data ?? [])
      .filter((p) => p.id === current || !usedProducts.has(p.id))
      .map((p) => ({ value: p.id, label: p.sku ? `${p.name} (${p.sku})` : p.name }));

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {server.other && (
        <Alert color="red" role="alert" mb="md" title={failed}>
          {server.other}
        </Alert>
      )}
      <Grid>
        {!order && establishmentId === null && (
          <Grid.Col span={12}>
            <Select
              label="Location"
              required
              data={locations.map((e) => ({ value: e.id, label: e.name }))}
              value={location}
              error={errorOf('establishmentId')}
              onChange={(v) => {
                setLocation(v);
                setLines((ls) => ls.map((l) => ({ ...l, product_id: null })));
              }}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Supplier"
            required
            searchable
            placeholder={suppliers.isError ? INVENTORY_MESSAGES.fetchSuppliersFailed : 'Choose a supplier'}
            nothingFoundMessage="No supplier by that name"
            data={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={supplier}
            error={errorOf('supplier_id')}
            onChange={setSupplier}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Expected delivery"
            type="date"
            value={expected}
            error={errorOf('expected_delivery_date')}
            onChange={(e) => setExpected(e.currentTarget.value)}
          />
        </Grid.Col>
      </Grid>

      <Stack gap="xs" mt="md" role="group" aria-label="Order lines">
        <Text fw={600} size="sm">
          Lines
        </Text>
        {errorOf('items') && (
          <Text c="var(--daybook-text-bad)" size="sm" role="alert">
            {errorOf('items')}
          </Text>
        )}
        {lines.map((l, i) => {
          const n = i + 1;
          const p = l.product_id ? productById.get(l.product_id) : undefined;
          return (
            <Group key={l.key} align="flex-start" gap="sm" wrap="wrap">
              <Select
                label={`Product, line ${n}`}
                flex={1}
                miw={220}
                searchable
                placeholder={location ? 'Choose a product' : 'Choose a location first'}
                disabled={!location}
                nothingFoundMessage="No product by that name"
                data={productOptions(l.product_id)}
                value={l.product_id}
                error={errorOf(`items.${i}.product_id`)}
                onChange={(v) => {
                  const chosen = v ? productById.get(v) : undefined;
                  setLine(l.key, {
                    product_id: v,
                    unit_cost: l.unit_cost === '' && chosen ? chosen.cost_price : l.unit_cost,
                  });
                }}
              />
              <NumberInput
                label={`Quantity, line ${n}`}
                w={140}
                min={0}
                decimalScale={3}
                value={l.quantity}
                error={errorOf(`items.${i}.quantity`)}
                onChange={(v) => setLine(l.key, { quantity: v })}
                rightSection={
                  p && p.unit_of_measure !== 'unit' ? (
                    <Text size="xs" c="dimmed">
                      {p.unit_of_measure}
                    </Text>
                  ) : undefined
                }
              />
              <NumberInput
                label={`Unit cost, line ${n}`}
                w={150}
                prefix="$"
                min={0}
                decimalScale={2}
                thousandSeparator=","
                value={l.unit_cost}
                error={errorOf(`items.${i}.unit_cost`)}
                onChange={(v) => setLine(l.key, { unit_cost: v })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                size="lg"
                aria-label={`Remove line ${n}`}
                disabled={lines.length === 1}
                onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            setLines((ls) => [
              ...ls,
              { key: nextKey.current++, product_id: null, quantity: 1, unit_cost: '' },
            ])
          }
        >
          Add line
        </Button>
      </Stack>

      <Grid mt="sm">
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput
            label="Tax"
            prefix="$"
            min={0}
            decimalScale={2}
            value={tax}
            error={errorOf('tax')}
            onChange={setTax}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput
            label="Shipping"
            prefix="$"
            min={0}
            decimalScale={2}
            value={shipping}
            error={errorOf('shipping')}
            onChange={setShipping}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap={2} align="flex-end" aria-live="polite">
            <Text size="sm">
              Subtotal: <b data-testid="order-subtotal">{formatCurrency(subtotal)}</b>
            </Text>
            <Text size="sm">
              Total: <b data-testid="order-total">{formatCurrency(total)}</b>
            </Text>
            <Text size="xs" c="dimmed">
              Estimate; the saved order has the final figures.
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxRows={4}
            value={notes}
            error={errorOf('notes')}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={saving.isPending}>
          {order ? 'Save order' : 'Create order'}
        </Button>
      </Group>
    </form>
  );
}
