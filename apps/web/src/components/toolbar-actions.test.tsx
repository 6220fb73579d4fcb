import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { ToolbarActions } from './toolbar-actions';

describe('ToolbarActions', () => {
  it('offers each action as a button and, for phones, in the More actions menu', async () => {
    const exported = vi.fn();
    const counted = vi.fn();
    renderWithMantine(
      <ToolbarActions
        actions={[
          { label: 'Export CSV', icon: null, onClick: exported },
          {
            label: 'Count stock',
            icon: null,
            onClick: counted,
            disabled: true,
            title: 'Choose one location',
          },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(exported).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Count stock' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Export CSV' }));
    expect(exported).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect((await screen.findByRole('menuitem', { name: 'Count stock' })).hasAttribute('data-disabled')).toBe(
      true,
    );
    expect(counted).not.toHaveBeenCalled();
  });

  it('renders nothing without actions', () => {
    const { container } = renderWithMantine(<ToolbarActions actions={[]} />);
    expect(container.querySelector('button')).toBeNull();
  });
});
