import { screen, within } from '@testing-library/react';
import { Table } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { TableHead } from './table-head';

describe('TableHead', () => {
  it('heads each column, leaves out false ones, aligns right on request and labels the actions column', () => {
    renderWithMantine(
      <Table aria-label="People">
        <TableHead columns={['Name', false, { label: 'Pay', align: 'right' }]} actions />
      </Table>,
    );
    const heads = within(screen.getByRole('table', { name: 'People' })).getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['Name', 'Pay', 'Actions']);
    expect(heads[1]?.style.textAlign).toBe('right');
  });

  it('has no actions column unless asked', () => {
    renderWithMantine(
      <Table>
        <TableHead columns={['Module']} />
      </Table>,
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
  });
});
