/** The foot of a list paged with a choice of page size: which rows are shown, the pages, and the page size. */
import { Group, Pagination, Select, Text } from '@mantine/core';

export interface RangePagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** 'clients', 'leads': what the rows are. */
  noun: string;
  /** The page sizes offered in 'Rows per page'. */
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** '1–10 of 57 leads', the page switcher and 'Rows per page'. */
export function RangePager({ page, pageSize, total, noun, pageSizes, onPage, onPageSize }: RangePagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {total.toLocaleString('en-US')}{' '}
        {noun}
      </Text>
      <Group gap="md" wrap="wrap">
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        />
        <Select
          aria-label="Rows per page"
          w={130}
          size="xs"
          data={pageSizes.map((n) => ({ value: String(n), label: `${n} per page` }))}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(v) => v && onPageSize(Number(v))}
        />
      </Group>
    </Group>
  );
}
