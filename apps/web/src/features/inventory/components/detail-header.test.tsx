import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '../../../test/render';
import { DetailHeader } from './detail-header';

describe('DetailHeader', () => {
  it('deletes only on the second press, and edits at once', () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderWithMantine(
      <DetailHeader
        title="Argan Oil"
        subtitle="Luxe · Hair care"
        onEdit={onEdit}
        onDelete={onDelete}
        deleting={false}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Argan Oil' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('shows neither button to a role that may not use them', () => {
    renderWithMantine(<DetailHeader title="Argan Oil" subtitle="Luxe" deleting={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
