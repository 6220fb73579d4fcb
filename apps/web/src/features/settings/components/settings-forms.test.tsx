import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVATAR_MAX_BYTES, type UserProfile } from '@daybook/contracts';
import { ApiError } from '../../../lib/api-client';
import { renderWithMantine } from '../../../test/render';
import { PasswordForm, passwordFormErrors } from './password-form';
import { ProfileForm, avatarFileProblem } from './profile-form';

const PROFILE = {
  id: 'u1',
  email: 'employee@luxe.example',
  first_name: 'Emma',
  last_name: 'Stone',
  role: 'employee',
  avatar_url: null,
  phone: '+12125550123',
} as UserProfile;

describe('ProfileForm', () => {
  it('shows the phone formatted and sends the edited name and phone', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithMantine(<ProfileForm profile={PROFILE} onSave={onSave} />);
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('(212) 555-0123');
    const first = screen.getByRole('textbox', { name: /First name/ });
    await userEvent.clear(first);
    await userEvent.type(first, 'Emily');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(onSave).toHaveBeenCalledWith({
      first_name: 'Emily',
      last_name: 'Stone',
      phone: '(212) 555-0123',
      avatar_url: null,
    });
  });

  it('refuses a blank name and a bad phone before sending', async () => {
    const onSave = vi.fn();
    renderWithMantine(<ProfileForm profile={PROFILE} onSave={onSave} />);
    await userEvent.clear(screen.getByRole('textbox', { name: /First name/ }));
    const phone = screen.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks a picture’s type and size before reading it', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('Use a PNG, JPEG or WebP image.');
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'The image must be at most 100 KB.',
    );
    expect(avatarFileProblem({ type: 'image/webp', size: 2048 })).toBeNull();
  });
});

describe('PasswordForm', () => {
  it('words the rules as sign-up does', () => {
    const base = {
      currentPassword: 'old-secret',
      newPassword: 'a-new-secret',
      confirmPassword: 'a-new-secret',
    };
    expect(passwordFormErrors(base)).toEqual({});
    expect(passwordFormErrors({ ...base, confirmPassword: 'other' })).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
    expect(
      passwordFormErrors({ ...base, newPassword: 'short', confirmPassword: 'short' }).newPassword,
    ).toMatch(/^Password must be at least \d+ characters\.$/);
    expect(passwordFormErrors({ ...base, currentPassword: '' }).currentPassword).toBe(
      'Current password is required.',
    );
  });

  it('shows a wrong current password on its field and keeps what was typed', async () => {
    const message = 'Current password is incorrect.';
    const onSave = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, 'Bad Request', message, 'WRONG_PASSWORD', [{ path: 'currentPassword', message }]),
      );
    renderWithMantine(<PasswordForm onSave={onSave} />);
    await userEvent.type(screen.getByLabelText(/Current password/), 'not-it');
    await userEvent.type(screen.getByLabelText(/^New password/), 'a-new-secret');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'a-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSave).toHaveBeenCalledWith({ currentPassword: 'not-it', newPassword: 'a-new-secret' });
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe('not-it');
  });

  it('clears the form after a change', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithMantine(<PasswordForm onSave={onSave} />);
    await userEvent.type(screen.getByLabelText(/Current password/), 'old-secret');
    await userEvent.type(screen.getByLabelText(/^New password/), 'a-new-secret');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'a-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe(''),
    );
  });
});
