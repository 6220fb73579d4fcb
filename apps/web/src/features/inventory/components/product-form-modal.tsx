/**
 * Add/edit a product (spec operations.md §3 Product): name, brand, category, SKU, barcode, price,
 * cost, opening quantity (new products only: stock then changes through movements), minimum,
 * supplier, type, unit, where it is kept and a description. Checked with the contracts schema
 * before sending; the server's refusal shows under its field.
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  NumberInput,
  Select,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  DEFAULT_MIN_STOCK,
  INVENTORY_MESSAGES,
  PRODUCT_TYPES,
  productCreateSchema,
  productUpdateSchema,
  type Establishment,
  type Product,
  type ProductCreate,
  type ProductType,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { focusFirstInvalid } from '../../../lib/form-errors';
import { useProductMutations, useSupplierChoices } from '../api/inventory-api';
import { checkBody, serverProblems } from '../lib/field-errors';
import { PRODUCT_TYPE_LABEL } from '../lib/inventory-labels';

interface Values {
  establishmentId: string | null;
  name: string;
  brand: string;
  category: string;
  sku: string;
  barcode: string;
  price: number | string;
  cost_price: number | string;
  taxable: boolean;
  quantity: number | string;
  min_stock_level: number | string;
  supplier_id: string | null;
  productType: ProductType;
  unit_of_measure: string;
  location: string;
  description: string;
}

const FIELDS = [
  'establishmentId',
  'name',
  'brand',
  'category',
  'sku',
  'barcode',
  'price',
  'cost_price',
  'taxable',
  'quantity',
  'min_stock_level',
  'supplier_id',
  'productType',
  'unit_of_measure',
  'location',
  'description',
] as const;

function initialValues(product: Product | null, establishmentId: string | null): Values {
  return {
    establishmentId: product?.establishmentId ?? establishmentId,
    name: product?.name ?? '',
    brand: product?.brand ?? '',
    category: product?.category ?? '',
    sku: product?.sku ?? '',
    barcode: product?.barcode ?? '',
    price: product?.price ?? '',
    cost_price: product?.cost_price ?? '',
    taxable: product?.taxable ?? true,
    quantity: product ? product.quantity : 0,
    min_stock_level: product?.min_stock_level ?? DEFAULT_MIN_STOCK,
    supplier_id: product?.supplier_id ?? null,
    productType: product?.productType ?? 'retail',
    unit_of_measure: product?.unit_of_measure ?? 'unit',
    location: product?.location ?? '',
    description: product?.description ?? '',
  };
}

/** '' stays '' (the schema reports it as missing); numbers pass through. */
const num = (v: number | string): number => (v === '' ? Number.NaN : Number(v));

export interface ProductFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The product to edit; null adds one. */
  product: Product | null;
  /** The location a new product belongs to; null asks for one among `locations`. */
  establishmentId: string | null;
  locations: readonly Establishment[];
  onSaved?: (product: Product) => void;
}

export function ProductFormModal(props: ProductFormModalProps) {
  return (
    <AppModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.product ? `Edit ${props.product.name}` : 'Add product'}
      size="lg"
    >
      {props.opened && <ProductForm key={props.product?.id ?? 'new'} {...props} />}
    </AppModal>
  );
}

function ProductForm({ product, establishmentId, locations, onClose, onSaved }: ProductFormModalProps) {
  const [values, setValues] = useState<Values>(() => initialValues(product, establishmentId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { create, update } = useProductMutations();
  const suppliers = useSupplierChoices();
  const saving = product ? update : create;
  const failed = product ? INVENTORY_MESSAGES.updateProductFailed : INVENTORY_MESSAGES.addProductFailed;
  const server = serverProblems(saving.error, failed, FIELDS);
  const errorOf = (field: string) => errors[field] ?? server.fields[field];
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const common = {
      name: values.name,
      brand: values.brand,
      category: values.category,
      sku: values.sku,
      barcode: values.barcode,
      price: num(values.price === '' ? 0 : values.price),
      cost_price: num(values.cost_price === '' ? 0 : values.cost_price),
      taxable: values.taxable,
      min_stock_level: num(values.min_stock_level),
      supplier_id: values.supplier_id,
      productType: values.productType,
      unit_of_measure: values.unit_of_measure.trim() || 'unit',
      location: values.location,
      description: values.description,
    };
    if (product) {
      const found = checkBody(productUpdateSchema, common);
      setErrors(found ?? {});
      if (found) return focusFirstInvalid(formRef.current);
      update.mutate(
        { id: product.id, body: common },
        {
          onSuccess: (p) => {
            onSaved?.(p);
            onClose();
          },
        },
      );
      return;
    }
    const body: ProductCreate = {
      ...common,
      establishmentId: values.establishmentId ?? '',
      quantity: num(values.quantity === '' ? 0 : values.quantity),
    };
    const found = checkBody(productCreateSchema, body);
    setErrors(found ?? {});
    if (found) return focusFirstInvalid(formRef.current);
    create.mutate(body, {
      onSuccess: (p) => {
        onSaved?.(p);
        onClose();
      },
    });
  }

  const supplierOptions = (suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  const askLocation = !product && establishmentId === null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {server.other && (
        <Alert color="red" role="alert" mb="md" title={failed}>
          {server.other}
        </Alert>
      )}
      <Grid>
        {askLocation && (
          <Grid.Col span={12}>
            <Select
              label="Location"
              required
              data={locations.map((e) => ({ value: e.id, label: e.name }))}
              value={values.establishmentId}
              error={errorOf('establishmentId')}
              onChange={(v) => set('establishmentId', v)}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label="Name"
            required
            value={values.name}
            error={errorOf('name')}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Product type"
            data={PRODUCT_TYPES.map((t) => ({ value: t, label: PRODUCT_TYPE_LABEL[t] }))}
            value={values.productType}
            allowDeselect={false}
            error={errorOf('productType')}
            onChange={(v) => v && set('productType', v as ProductType)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Brand"
            value={values.brand}
            error={errorOf('brand')}
            onChange={(e) => set('brand', e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Category"
            value={values.category}
            error={errorOf('category')}
            onChange={(e) => set('category', e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="SKU"
            value={values.sku}
            error={errorOf('sku')}
            onChange={(e) => set('sku', e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Barcode"
            value={values.barcode}
            error={errorOf('barcode')}
            onChange={(e) => set('barcode', e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberInput
            label="Price"
            prefix="$"
            decimalScale={2}
            min={0}
            thousandSeparator=","
            value={values.price}
            error={errorOf('price')}
            onChange={(v) => set('price', v)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberInput
            label="Cost price"
            prefix="$"
            decimalScale={2}
            min={0}
            thousandSeparator=","
            value={values.cost_price}
            error={errorOf('cost_price')}
            onChange={(v) => set('cost_price', v)}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Checkbox
            label="Charge sales tax at the register"
            checked={values.taxable}
            error={errorOf('taxable')}
            onChange={(e) => set('taxable', e.currentTarget.checked)}
          />
        </Grid.Col>
        {!product && (
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label="Quantity"
              description="Opening stock"
              decimalScale={3}
              min={0}
              value={values.quantity}
              error={errorOf('quantity')}
              onChange={(v) => set('quantity', v)}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: product ? 6 : 4 }}>
          <NumberInput
            label="Minimum stock"
            description="Low stock at or under this"
            decimalScale={3}
            min={0}
            value={values.min_stock_level}
            error={errorOf('min_stock_level')}
            onChange={(v) => set('min_stock_level', v)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: product ? 6 : 4 }}>
          <TextInput
            label="Unit of measure"
            description="unit, ml, g…"
            value={values.unit_of_measure}
            error={errorOf('unit_of_measure')}
            onChange={(e) => set('unit_of_measure', e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Supplier"
            placeholder={suppliers.isError ? INVENTORY_MESSAGES.fetchSuppliersFailed : 'No supplier'}
            data={supplierOptions}
            value={values.supplier_id}
            searchable
            clearable
            nothingFoundMessage="No supplier by that name"
            error={errorOf('supplier_id')}
            onChange={(v) => set('supplier_id', v)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Storage location"
            description="Shelf, back room…"
            value={values.location}
            error={errorOf('location')}
            onChange={(e) => set('location', e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={5}
            value={values.description}
            error={errorOf('description')}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={saving.isPending}>
          {product ? 'Save product' : 'Add product'}
        </Button>
      </Group>
    </form>
  );
}
