/** The count and page switcher under a paged list (products, suppliers, orders, transactions). */
import { Group, Pagination, Text } from '@mantine/core';

interface Props {
  total: number;
  /** Singular noun: 'product' → '12 products'. */
  noun: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

export function ListFooter({ total, noun, page, pageSize, onPage }: Props) {
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total.toLocaleString('en-US')} {noun}
        {total === 1 ? '' : 's'}
      </Text>
      {total > pageSize && (
        <Pagination
          total={Math.ceil(total / pageSize)}
          value={page}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        />
      )}
    </Group>
  );
}
