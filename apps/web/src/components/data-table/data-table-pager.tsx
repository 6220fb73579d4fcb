/** The foot of a paged list: its count and pages, and with page sizes to choose from, 'Rows per page'. */
import { ListFooter } from '../list-footer';
import { RangePager } from './range-pager';

/** One page of a list the server pages. */
export interface DataTablePaging {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Rows matching the filters across all pages. */
  total: number;
  /** Singular noun: 'product' → '12 products'. */
  noun: string;
  onPage: (page: number) => void;
  /** With these, the foot reads '1–10 of 57 leads' and offers 'Rows per page'. */
  pageSizes?: { options: readonly number[]; onPageSize: (pageSize: number) => void };
}

export function DataTablePager({ page, pageSize, total, noun, onPage, pageSizes }: DataTablePaging) {
  if (pageSizes)
    return (
      <RangePager
        page={page}
        pageSize={pageSize}
        total={total}
        noun={`${noun}s`}
        pageSizes={pageSizes.options}
        onPage={onPage}
        onPageSize={pageSizes.onPageSize}
      />
    );
  return <ListFooter total={total} noun={noun} page={page} pageSize={pageSize} onPage={onPage} />;
}
