/**
 * What one performance of a service consumes (issue #12, backbar): the list, its replacement,
 * and the location's backbar products to choose from. Keys carry 'inventory' so a stock change
 * elsewhere refreshes the on-hand figures here too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  INVENTORY_ENDPOINTS,
  INVENTORY_PAGE_SIZE_MAX,
  type Product,
  type ServiceProduct,
  type ServiceProductsUpdate,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';

export const SERVICE_PRODUCTS_FETCH_FAILED = 'Failed to fetch the products this service uses';
export const SERVICE_PRODUCTS_SAVE_FAILED = 'Failed to save the products this service uses';

const keys = {
  used: (serviceId: string) => ['inventory', 'service', serviceId, 'products'] as const,
  backbar: (establishmentId: string) => ['est', establishmentId, 'inventory', 'products', 'backbar'] as const,
};

export function useServiceProducts(serviceId: string) {
  return useQuery({
    queryKey: keys.used(serviceId),
    queryFn: async ({ signal }): Promise<ServiceProduct[]> => {
      const answer = await callEndpoint(INVENTORY_ENDPOINTS.serviceProducts, {
        signal,
        params: { id: serviceId },
      });
      return answer.data;
    },
  });
}

/** The location's products a service may use: backbar, and retail-and-backbar, by name. */
export function useBackbarProducts(establishmentId: string, enabled = true) {
  return useQuery({
    queryKey: keys.backbar(establishmentId),
    enabled,
    queryFn: async ({ signal }): Promise<Product[]> => {
      const lists = await Promise.all(
        (['backbar', 'both'] as const).map((productType) =>
          callEndpoint(INVENTORY_ENDPOINTS.products, {
            signal,
            query: { establishmentId, productType, pageSize: String(INVENTORY_PAGE_SIZE_MAX) },
          }),
        ),
      );
      const products = lists.flatMap((answer) => answer.data.products);
      return products.sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

/** Replaces the list (PUT); the answer becomes the cached list. */
export function useSaveServiceProducts(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ServiceProductsUpdate): Promise<ServiceProduct[]> => {
      const answer = await callEndpoint(INVENTORY_ENDPOINTS.saveServiceProducts, {
        params: { id: serviceId },
        body,
      });
      return answer.data;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.used(serviceId), saved);
      notifications.show({
        color: 'green',
        title: 'Products used saved',
        message:
          saved.length === 0
            ? 'This service uses no products now.'
            : `This service uses ${saved.length} product${saved.length === 1 ? '' : 's'}.`,
      });
    },
    meta: { errorTitle: SERVICE_PRODUCTS_SAVE_FAILED },
  });
}
