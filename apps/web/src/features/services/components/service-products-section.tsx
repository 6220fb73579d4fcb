/**
 * 'Products used' of the service editor (issue #12, backbar): the backbar products one
 * performance of the service consumes, with the quantity per service in the product's unit.
 * People with inventory:update add (from the location's backbar products), change, remove and
 * save (the list is replaced); others with inventory:read see it. Completing an appointment of
 * the service posts these quantities as usage (the server does that).
 */
import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import type { ServiceProduct } from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import {
  SERVICE_PRODUCTS_FETCH_FAILED,
  useBackbarProducts,
  useSaveServiceProducts,
  useServiceProducts,
} from '../api/service-products-api';

interface Row {
  product_id: string;
  product_name: string;
  unit_of_measure: string;
  onHand: number | null;
  quantity: number | string;
}

const toRows = (items: ServiceProduct[]): Row[] => items.map((i) => ({ ...i }));

const formatQuantity = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 3 });

const QUANTITY_ERROR = 'Enter a quantity above zero, with at most 3 decimals.';

function quantityProblem(value: number | string): string | null {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(n) || n <= 0 || Math.abs(Math.round(n * 1000) - n * 1000) > 1e-6)
    return QUANTITY_ERROR;
  return null;
}

export interface ServiceProductsSectionProps {
  serviceId: string;
  establishmentId: string;
  canEdit: boolean;
}

export function ServiceProductsSection({ serviceId, establishmentId, canEdit }: ServiceProductsSectionProps) {
  const used = useServiceProducts(serviceId, establishmentId);
  const choices = useBackbarProducts(establishmentId, canEdit);
  const save = useSaveServiceProducts(serviceId, establishmentId);
  /** The edited list; null while it matches what was saved. */
  const [draft, setDraft] = useState<Row[] | null>(null);
  const [checked, setChecked] = useState(false);
  const [query, setQuery] = useState('');

  const rows = draft ?? toRows(used.data ?? []);
  const listed = new Set(rows.map((r) => r.product_id));
  const options = (choices.data ?? [])
    .filter((p) => !listed.has(p.id))
    .map((p) => ({ value: p.id, label: `${p.name} (${p.unit_of_measure})` }));
  const problems = rows.map((r) => quantityProblem(r.quantity));
  const invalid = problems.some(Boolean);

  const edit = (next: Row[]) => {
    setDraft(next);
    save.reset();
  };

  function add(productId: string | null) {
    const product = choices.data?.find((p) => p.id === productId);
    setQuery('');
    if (!product) return;
    edit([
      ...rows,
      {
        product_id: product.id,
        product_name: product.name,
        unit_of_measure: product.unit_of_measure,
        onHand: product.quantity,
        quantity: 1,
      },
    ]);
  }

  function submit() {
    setChecked(true);
    if (invalid) return;
    save.mutate(
      { items: rows.map((r) => ({ product_id: r.product_id, quantity: Number(r.quantity) })) },
      {
        onSuccess: () => {
          setDraft(null);
          setChecked(false);
        },
      },
    );
  }

  let body;
  if (used.isPending) body = <Skeleton height={60} role="status" aria-label="Loading products used" />;
  else if (used.isError)
    body = (
      <Alert color="red" role="alert" title={SERVICE_PRODUCTS_FETCH_FAILED}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(used.error, SERVICE_PRODUCTS_FETCH_FAILED)}</Text>
          <Button size="xs" variant="default" onClick={() => void used.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  else if (rows.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        This service uses no products yet.
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" aria-label="Products used">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Per service</Table.Th>
              <Table.Th>Unit</Table.Th>
              <Table.Th ta="right">On hand</Table.Th>
              {canEdit && (
                <Table.Th>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={r.product_id}>
                <Table.Td>{r.product_name}</Table.Td>
                <Table.Td ta="right">
                  {canEdit ? (
                    <NumberInput
                      aria-label={`Quantity per service, ${r.product_name}`}
                      size="xs"
                      w={110}
                      ml="auto"
                      min={0}
                      decimalScale={3}
                      allowNegative={false}
                      hideControls
                      value={r.quantity}
                      error={checked ? (problems[i] ?? undefined) : undefined}
                      onChange={(v) =>
                        edit(rows.map((x) => (x.product_id === r.product_id ? { ...x, quantity: v } : x)))
                      }
                    />
                  ) : (
                    formatQuantity(Number(r.quantity))
                  )}
                </Table.Td>
                <Table.Td>{r.unit_of_measure}</Table.Td>
                <Table.Td ta="right">{r.onHand === null ? '—' : formatQuantity(r.onHand)}</Table.Td>
                {canEdit && (
                  <Table.Td ta="right">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${r.product_name}`}
                      onClick={() => edit(rows.filter((x) => x.product_id !== r.product_id))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="xs" component="section" aria-labelledby={`service-products-${serviceId}`}>
      <Title order={3} size="h5" id={`service-products-${serviceId}`}>
        Products used
      </Title>
      <Text size="xs" c="dimmed">
        Completing an appointment of this service deducts these quantities from stock.
      </Text>
      {body}
      {canEdit && used.isSuccess && (
        <>
          {checked && invalid && (
            <Alert color="red" role="alert">
              {QUANTITY_ERROR}
            </Alert>
          )}
          {save.isError && (
            <Alert color="red" role="alert">
              {errorMessage(save.error, 'Failed to save the products this service uses')}
            </Alert>
          )}
          <Group align="flex-end" justify="space-between" gap="sm" wrap="wrap">
            <Select
              label="Add a product"
              placeholder={choices.isPending ? 'Loading products…' : 'Search backbar products'}
              searchable
              w={{ base: '100%', xs: 320 }}
              data={options}
              value={null}
              searchValue={query}
              onSearchChange={setQuery}
              disabled={choices.isPending || choices.isError}
              error={choices.isError ? errorMessage(choices.error, 'Failed to fetch products') : undefined}
              nothingFoundMessage="No backbar product matches"
              onChange={add}
            />
            <Group gap="xs">
              {draft !== null && (
                <Button
                  variant="default"
                  onClick={() => {
                    setDraft(null);
                    setChecked(false);
                    save.reset();
                  }}
                >
                  Discard changes
                </Button>
              )}
              <Button
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                disabled={draft === null}
                loading={save.isPending}
                onClick={submit}
              >
                Save products used
              </Button>
            </Group>
          </Group>
        </>
      )}
    </Stack>
  );
}
