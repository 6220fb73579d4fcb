/** The foot of a paged CRM list: which rows are shown, the pages, and the page size. */
import { CRM_INITIAL_PAGE_SIZE, CRM_PAGE_SIZE, type Pagination as PageFacts } from '@daybook/contracts';
import { RangePager } from '../../../components/data-table/range-pager';

/** Page sizes offered: the spec's 10 per page, and 50 as at first load. */
export const PAGE_SIZES = [CRM_PAGE_SIZE, CRM_INITIAL_PAGE_SIZE] as const;

export interface ListPagerProps {
  pagination: PageFacts;
  /** 'clients', 'leads': what the rows are. */
  noun: string;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

export function ListPager({ pagination, noun, onPage, onPageSize }: ListPagerProps) {
  return (
    <RangePager {...pagination} noun={noun} pageSizes={PAGE_SIZES} onPage={onPage} onPageSize={onPageSize} />
  );
}
