/** Paging of a CRM list (clients, leads): the page belongs to the filters it was chosen under. */
import { useState } from 'react';
import { CRM_INITIAL_PAGE_SIZE } from '@daybook/contracts';

export interface ListPaging {
  /** 1-based; back to 1 whenever the filters change. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** A new page size starts again at page 1. */
  onPageSize: (pageSize: number) => void;
}

/** The page and page size to ask for under `filters` (CRM_INITIAL_PAGE_SIZE rows at first, spec §9). */
export function useListPaging(filters: object): ListPaging {
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, page: 1, pageSize: CRM_INITIAL_PAGE_SIZE });
  return {
    page: paging.filterKey === filterKey ? paging.page : 1,
    pageSize: paging.pageSize,
    onPage: (page) => setPaging({ ...paging, filterKey, page }),
    onPageSize: (pageSize) => setPaging({ filterKey, page: 1, pageSize }),
  };
}
