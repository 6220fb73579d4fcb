/**
 * What one performance of a service consumes (issue #12, backbar): the list, its replacement,
 * and the location's backbar products to choose from. Contract queries under the location's key
 * that read the products, so a stock change anywhere in the location (a sale, a count, a
 * delivery) refreshes the on-hand figures here too.
 */
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  INVENTORY_ENDPOINTS,
  INVENTORY_PAGE_SIZE_MAX,
  type Product,
  type ServiceProduct,
  type ServiceProductsUpdate,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { PRODUCT_LIST_READS } from '../../../lib/query/reads';

export const SERVICE_PRODUCTS_FETCH_FAILED = 'Failed to fetch the products this service uses';
export const SERVICE_PRODUCTS_SAVE_FAILED = 'Failed to save the products this service uses';

/**
 * The query of what service `serviceId` consumes. The list itself is announced under no entity
 * (only its save changes it, and the save's answer becomes the cached list); its names, units
 * and on-hand figures come from the products.
 */
function serviceProductsQuery(serviceId: string, establishmentId: string) {
  return endpointQuery(
    INVENTORY_ENDPOINTS.serviceProducts,
    { params: { id: serviceId } },
    { reads: ['product'], establishmentId, select: (answer): ServiceProduct[] => answer.data },
  );
}

/** What one performance of service `serviceId` (of location `establishmentId`) consumes. */
export function useServiceProducts(serviceId: string, establishmentId: string) {
  return useQuery(serviceProductsQuery(serviceId, establishmentId));
}

/** The product types a service may consume: backbar, and retail-and-backbar. */
const BACKBAR_TYPES = ['backbar', 'both'] as const;

/** The location's products a service may use: backbar, and retail-and-backbar, by name. */
export function useBackbarProducts(establishmentId: string, enabled = true) {
  return useQueries({
    queries: BACKBAR_TYPES.map((productType) => ({
      ...endpointQuery(
        INVENTORY_ENDPOINTS.products,
        { query: { establishmentId, productType, pageSize: String(INVENTORY_PAGE_SIZE_MAX) } },
        { reads: PRODUCT_LIST_READS, establishmentId, select: (answer): Product[] => answer.data.products },
      ),
      enabled,
    })),
    combine: (results) => ({
      data: results.every((r) => r.data)
        ? results.flatMap((r) => r.data ?? []).sort((a, b) => a.name.localeCompare(b.name))
        : undefined,
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      error: results.find((r) => r.error)?.error ?? null,
    }),
  });
}

/** Replaces the list (PUT); the answer becomes the cached list. */
export function useSaveServiceProducts(serviceId: string, establishmentId: string) {
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
      queryClient.setQueryData(serviceProductsQuery(serviceId, establishmentId).queryKey, {
        success: true,
        data: saved,
      });
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
