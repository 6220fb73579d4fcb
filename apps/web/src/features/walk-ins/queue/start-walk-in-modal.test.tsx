import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import { StartWalkInModal } from './start-walk-in-modal';
import { walkIn } from './walk-in-fixture';

const WALK_IN = walkIn({
  clientName: 'Dan Moss',
  serviceName: 'Blow-Dry & Style',
  staffId: 'u1',
  staffName: 'Emma Chen',
  servingStaffId: 'u1',
  servingStaffName: 'Emma Chen',
  estimatedWait: 300,
  estimatedTime: '15:00',
});

describe('start walk-in dialog', () => {
  it('lets a keyboard empty the preset stylist, so the first one free serves', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    renderWithMantine(
      <StartWalkInModal
        walkIn={WALK_IN}
        staff={[
          { value: 'u1', label: 'Emma Chen' },
          { value: 'u2', label: 'Marcus Reyes' },
        ]}
        pending={false}
        error={null}
        onClose={() => undefined}
        onStart={onStart}
      />,
    );
    const field = screen.getByLabelText<HTMLInputElement>('Staff member', { selector: 'input' });
    expect(field.value).toBe('Emma Chen');
    // jsdom has no layout for the dialog's focus trap to tab through: the button is checked to be
    // in the tab order and named, then used from the keyboard.
    // The dialog puts focus on its first control as it opens.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear.tabIndex).toBe(0);
    clear.focus();
    await user.keyboard('{Enter}');
    expect(field.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Start service' }));
    expect(onStart).toHaveBeenCalledWith(undefined);
  });
});
