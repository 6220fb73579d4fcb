/**
 * The register's catalogue (issue #13): one search box over the location's active services and
 * its retail products. A scanned barcode (or SKU) typed and followed by Enter adds that exact
 * product at once.
 */
import { useState, type KeyboardEvent } from 'react';
import { Alert, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { Product, Service } from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useServices } from '../../../lib/catalog/api/services-api';
import { toastFailure } from '../../../lib/query/toast-failure';
import { searchProducts, useProductSearch } from '../api/register-api';
import { CatalogueItem } from './catalogue-item';

export interface CataloguePanelProps {
  tenantId: string;
  establishmentId: string;
  onAddService: (service: Service) => void;
  onAddProduct: (product: Product) => void;
}

const matches = (service: Service, term: string) =>
  term === '' || `${service.name} ${service.category ?? ''}`.toLowerCase().includes(term.toLowerCase());

export function CataloguePanel({
  tenantId,
  establishmentId,
  onAddService,
  onAddProduct,
}: CataloguePanelProps) {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), 250);
  const services = useServices(tenantId, establishmentId);
  const products = useProductSearch(establishmentId, debounced);
  const shownServices = (services.data ?? []).filter((s) => s.isActive && matches(s, term.trim()));

  // Enter after a scan: the product whose barcode or SKU is exactly what was typed.
  const onKeyDown = async (e: KeyboardEvent<HTMLInputElement>) => {
    const code = term.trim();
    if (e.key !== 'Enter' || code === '') return;
    e.preventDefault();
    try {
      const found = (await searchProducts(establishmentId, code)).find(
        (p) => p.barcode === code || p.sku === code,
      );
      if (found) {
        onAddProduct(found);
        setTerm('');
      }
    } catch (error) {
      toastFailure('Failed to find the product', error);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="register-catalogue">
      <Stack gap="sm">
        <Title order={2} size="h4" id="register-catalogue">
          Services and products
        </Title>
        <TextInput
          label="Search or scan"
          description="Type a name, or scan a barcode and press Enter."
          placeholder="Haircut, shampoo, 0123456789…"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
          onKeyDown={(e) => void onKeyDown(e)}
        />
        <div style={{ maxHeight: 560, overflowY: 'auto', paddingRight: 4 }}>
          <Stack gap="md">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Services
              </Text>
              {services.isPending && <Loader size="sm" aria-label="Loading services" />}
              {services.isError && (
                <Alert color="red">{errorMessage(services.error, 'Failed to load services')}</Alert>
              )}
              {services.isSuccess && shownServices.length === 0 && (
                <Text size="sm" c="dimmed">
                  No services match.
                </Text>
              )}
              {shownServices.map((s) => (
                <CatalogueItem
                  key={s.id}
                  name={s.name}
                  detail={s.category ?? `${s.duration} min`}
                  price={s.price}
                  onAdd={() => onAddService(s)}
                />
              ))}
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Products
              </Text>
              {products.isPending && <Loader size="sm" aria-label="Loading products" />}
              {products.isError && (
                <Alert color="red">{errorMessage(products.error, 'Failed to load products')}</Alert>
              )}
              {products.isSuccess && products.data.length === 0 && (
                <Text size="sm" c="dimmed">
                  No products match.
                </Text>
              )}
              {products.data?.map((p) => (
                <CatalogueItem
                  key={p.id}
                  name={p.name}
                  detail={[p.brand, p.quantity <= 0 ? 'Out of stock' : `${p.quantity} in stock`]
                    .filter(Boolean)
                    .join(' · ')}
                  price={p.price}
                  onAdd={() => onAddProduct(p)}
                />
              ))}
            </Stack>
          </Stack>
        </div>
      </Stack>
    </Paper>
  );
}
