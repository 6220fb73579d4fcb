/** The foot of a paged CRM list: which rows are shown, the pages, and the page size. */
import { Group, Pagination, Select, Text } from '@mantine/core';
import { CRM_INITIAL_PAGE_SIZE, CRM_PAGE_SIZE, type Pagination as PageFacts } from '@daybook/contracts';

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
  const { page, pageSize, total } = pagination;
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
          data={PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }))}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(v) => v && onPageSize(Number(v))}
        />
      </Group>
    </Group>
  );
}
