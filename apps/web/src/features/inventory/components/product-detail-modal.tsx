/**
 * One product: its figures, Edit / Delete, an 'Adjust stock' form (a signed change and a reason)
 * and its stock history, newest first (date, kind, change, on hand after, by whom, source).
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import {
  ADJUSTMENT_REASONS,
  stockAdjustmentSchema,
  type AdjustmentReason,
  type Product,
  type Role,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { Fact } from '../../../components/fact';
import { DetailHeader } from './detail-header';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useMovements, useProduct, useProductMutations } from '../api/inventory-api';
import { checkBody, serverProblems } from '../lib/field-errors';
import { inventoryAccess } from '../lib/inventory-access';
import {
  MOVEMENT_KIND_LABEL,
  PRODUCT_TYPE_LABEL,
  REASON_LABEL,
  formatChange,
  formatQuantity,
} from '../lib/inventory-labels';
import { LoadError } from '../../../components/load-error';
import { StockBadge } from './stock-badge';
import { TransferForm } from './transfer-form';

export interface ProductDetailModalProps {
  productId: string | null;
  role: Role;
  onClose: () => void;
  onEdit: (product: Product) => void;
}

export function ProductDetailModal({ productId, role, onClose, onEdit }: ProductDetailModalProps) {
  return (
    <AppModal opened={productId !== null} onClose={onClose} title="Product details" size="xl">
      {productId && <ProductDetail productId={productId} role={role} onClose={onClose} onEdit={onEdit} />}
    </AppModal>
  );
}

function ProductDetail({
  productId,
  role,
  onClose,
  onEdit,
}: {
  productId: string;
  role: Role;
  onClose: () => void;
  onEdit: (product: Product) => void;
}) {
  const product = useProduct(productId);
  const { remove } = useProductMutations();

  if (product.isPending) {
    return (
      <Stack role="status" aria-label="Loading product">
        <Skeleton height={28} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (product.isError) {
    return (
      <LoadError
        title="Failed to fetch product"
        error={product.error}
        onRetry={() => void product.refetch()}
      />
    );
  }
  const p = product.data;
  const unit = p.unit_of_measure;

  return (
    <Stack gap="md">
      <DetailHeader
        title={p.name}
        subtitle={[p.brand, p.category, PRODUCT_TYPE_LABEL[p.productType]].filter(Boolean).join(' · ')}
        onEdit={inventoryAccess.updateProduct(role) ? () => onEdit(p) : undefined}
        onDelete={
          inventoryAccess.deleteProduct(role) ? () => remove.mutate(p.id, { onSuccess: onClose }) : undefined
        }
        deleting={remove.isPending}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label="On hand">
          <span data-testid="on-hand">
            {formatQuantity(p.quantity)} {unit}
          </span>{' '}
          <StockBadge product={p} />
        </Fact>
        <Fact label="Minimum stock">{formatQuantity(p.min_stock_level)}</Fact>
        <Fact label="Price">{formatCurrency(p.price)}</Fact>
        <Fact label="Cost price">{formatCurrency(p.cost_price)}</Fact>
        <Fact label="SKU">{p.sku ?? '—'}</Fact>
        <Fact label="Barcode">{p.barcode ?? '—'}</Fact>
        <Fact label="Supplier">{p.supplier ?? '—'}</Fact>
        <Fact label="Storage location">{p.location ?? '—'}</Fact>
        <Fact label="Usage per day">{formatQuantity(p.usageRate)}</Fact>
        <Fact label="Days remaining">{p.daysRemaining ?? '—'}</Fact>
        <Fact label="Last ordered">{p.lastOrdered ? formatDate(p.lastOrdered) : 'Never'}</Fact>
      </SimpleGrid>
      {p.description && <Text size="sm">{p.description}</Text>}
      {inventoryAccess.create(role) && <AdjustForm product={p} />}
      {inventoryAccess.create(role) && <TransferForm product={p} />}
      <StockHistory productId={p.id} />
    </Stack>
  );
}

function AdjustForm({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState<number | string>('');
  const [reason, setReason] = useState<AdjustmentReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { adjust } = useProductMutations();
  const server = serverProblems(adjust.error, 'Failed to adjust stock', ['quantity', 'reason', 'note']);
  const errorOf = (f: string) => errors[f] ?? server.fields[f];

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      quantity: quantity === '' ? Number.NaN : Number(quantity),
      reason: reason ?? undefined,
      note,
    };
    const found = checkBody(stockAdjustmentSchema, body);
    setErrors(found ?? {});
    if (found) return;
    adjust.mutate(
      { id: product.id, body: { quantity: body.quantity, reason: reason!, note } },
      {
        onSuccess: () => {
          setQuantity('');
          setReason(null);
          setNote('');
        },
      },
    );
  }

  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} noValidate aria-label="Adjust stock">
      <Text fw={600} size="sm" mb="xs">
        Adjust stock
      </Text>
      {server.other && (
        <Alert color="red" role="alert" mb="xs">
          {server.other}
        </Alert>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label="Change"
          description={`+ adds, − removes (${product.unit_of_measure})`}
          decimalScale={3}
          w={170}
          value={quantity}
          error={errorOf('quantity')}
          onChange={setQuantity}
        />
        <Select
          label="Reason"
          description="Why the stock changed"
          w={180}
          data={ADJUSTMENT_REASONS.map((r) => ({ value: r, label: REASON_LABEL[r] }))}
          value={reason}
          error={errorOf('reason')}
          onChange={(v) => setReason(v as AdjustmentReason | null)}
        />
        <TextInput
          label="Note"
          description="Optional"
          flex={1}
          miw={160}
          value={note}
          error={errorOf('note')}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Button
          type="submit"
          leftSection={<IconAdjustments size={16} aria-hidden />}
          loading={adjust.isPending}
        >
          Post adjustment
        </Button>
      </Group>
    </Paper>
  );
}

function StockHistory({ productId }: { productId: string }) {
  const movements = useMovements(productId);
  let body;
  if (movements.isPending) body = <Skeleton height={80} role="status" aria-label="Loading stock history" />;
  else if (movements.isError)
    body = (
      <LoadError
        title="Failed to fetch stock history"
        error={movements.error}
        onRetry={() => void movements.refetch()}
      />
    );
  else if (movements.data.movements.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        No stock movements yet.
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" aria-label="Stock history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th ta="right">Change</Table.Th>
              <Table.Th ta="right">After</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Source</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {movements.data.movements.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(m.createdAt)}</Table.Td>
                <Table.Td>
                  {MOVEMENT_KIND_LABEL[m.kind]}
                  {m.reason && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      · {REASON_LABEL[m.reason as AdjustmentReason] ?? m.reason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatChange(m.quantity)}
                </Table.Td>
                <Table.Td ta="right">{formatQuantity(m.quantityAfter)}</Table.Td>
                <Table.Td>{m.createdBy ?? '—'}</Table.Td>
                <Table.Td>{m.sourceLabel ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        Stock history
      </Title>
      {body}
    </Stack>
  );
}
