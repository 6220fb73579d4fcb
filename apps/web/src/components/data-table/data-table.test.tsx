import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataTableColumn } from 'mantine-datatable';
import { renderWithMantine } from '../../test/render';
import { DataTable } from './data-table';
import { actionsColumn } from './row-actions';

interface Row {
  id: string;
  name: string;
  price: number;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Argan Oil', price: 24.5 },
  { id: 'b', name: 'Shampoo', price: 12 },
];

const COLUMNS: DataTableColumn<Row>[] = [
  { accessor: 'name', title: 'Name' },
  { accessor: 'price', title: 'Price', textAlign: 'right', render: (r) => `$${r.price.toFixed(2)}` },
];

describe('DataTable', () => {
  it('draws the rows in a named table whose scrolling box is a named region', () => {
    renderWithMantine(<DataTable label="Products" columns={COLUMNS} records={ROWS} />);
    const table = within(screen.getByRole('table', { name: 'Products' }));
    expect(table.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(table.getByText('Argan Oil')).toBeTruthy();
    expect(table.getByText('$24.50')).toBeTruthy();
    expect(table.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Products' })).toBeTruthy();
  });

  it('sorts through its caller: a click turns the sorted column around, another column starts ascending', () => {
    const onChange = vi.fn();
    const sort = {
      columns: ['name', 'price'] as const,
      status: { column: 'name', direction: 'asc' } as const,
      onChange,
    };
    renderWithMantine(<DataTable label="Products" columns={COLUMNS} records={ROWS} sort={sort} />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Price' }).getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(name).getByRole('button', { name: 'Name' }));
    expect(onChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'desc' });
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(onChange).toHaveBeenLastCalledWith({ column: 'price', direction: 'asc' });
  });

  it('announces the first load, and shows the failed read with its retry', () => {
    const { rerender } = renderWithMantine(
      <DataTable label="Products" loadingLabel="Loading products" columns={COLUMNS} records={undefined} />,
    );
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeTruthy();
    const onRetry = vi.fn();
    rerender(
      <DataTable
        label="Products"
        loadingLabel="Loading products"
        columns={COLUMNS}
        records={undefined}
        error={{
          title: 'Failed to fetch products',
          error: new Error('Database down'),
          onRetry,
          retryLabel: 'Try again',
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch products');
    expect(alert.textContent).toContain('Database down');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the list's own empty text instead of an empty table", () => {
    renderWithMantine(
      <DataTable
        label="Products"
        columns={COLUMNS}
        records={[]}
        empty={<p>No products yet</p>}
        paging={{ page: 1, pageSize: 50, total: 0, noun: 'product', onPage: () => {} }}
      />,
    );
    expect(screen.getByText('No products yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages: the count, and the page switcher when there is more than one page', () => {
    const onPage = vi.fn();
    const { rerender } = renderWithMantine(
      <DataTable
        label="Products"
        columns={COLUMNS}
        records={ROWS}
        paging={{ page: 1, pageSize: 50, total: 2, noun: 'product', onPage }}
      />,
    );
    expect(screen.getByText('2 products')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
    rerender(
      <DataTable
        label="Products"
        columns={COLUMNS}
        records={ROWS}
        paging={{ page: 1, pageSize: 2, total: 1234, noun: 'product', onPage }}
      />,
    );
    expect(screen.getByText('1,234 products')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('with page sizes, shows the range and offers Rows per page', async () => {
    const user = userEvent.setup();
    const onPageSize = vi.fn();
    renderWithMantine(
      <DataTable
        label="Leads"
        columns={COLUMNS}
        records={ROWS}
        paging={{
          page: 2,
          pageSize: 10,
          total: 57,
          noun: 'lead',
          onPage: () => {},
          pageSizes: { options: [10, 50], onPageSize },
        }}
      />,
    );
    expect(screen.getByText('11–20 of 57 leads')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50 per page' }));
    expect(onPageSize).toHaveBeenCalledWith(50);
  });

  it('puts a row’s buttons in an actions column titled for screen readers', () => {
    const onRun = vi.fn();
    const columns = [
      ...COLUMNS,
      actionsColumn<Row>((r) => <button onClick={() => onRun(r.id)}>Run again</button>),
    ];
    renderWithMantine(<DataTable label="Work" columns={columns} records={ROWS} />);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Run again' })[1]!);
    expect(onRun).toHaveBeenCalledWith('b');
  });
});
