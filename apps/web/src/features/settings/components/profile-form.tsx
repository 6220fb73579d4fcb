/**
 * Profile on /settings (issue #11): first and last name, phone and a small picture. The
 * picture is read in the browser as a data URL after checking its type and size, and the
 * server checks both again (contracts fields.ts avatarSchema).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Avatar, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  AVATAR_TYPES,
  updateProfileRequestSchema,
  type UpdateProfileRequest,
  type UserProfile,
} from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors, focusFirstInvalid } from '../../../lib/form-errors';
import { serverFieldErrors } from './server-field-errors';

/** The problem with `file` as a picture, or null when it may be uploaded. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.type;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.size;
  return null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The profile form; `onSave` sends the body and rejects with the server's ApiError. */
export function ProfileForm({
  profile,
  onSave,
}: {
  profile: UserProfile;
  onSave: (body: UpdateProfileRequest) => Promise<unknown>;
}) {
  const [values, setValues] = useState({
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone ? formatPhone(profile.phone) : '',
  });
  const [avatar, setAvatar] = useState<string | null>(profile.avatar_url);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = avatarFileProblem(file);
    setErrors((e) => ({ ...e, avatar_url: problem ?? '' }));
    if (!problem) setAvatar(await readAsDataUrl(file));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body: UpdateProfileRequest = { ...values, avatar_url: avatar };
    const parsed = updateProfileRequestSchema.safeParse(body);
    setFailure(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(body);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(errorMessage(error, 'Failed to save your profile.'));
    } finally {
      setSaving(false);
    }
  };

  const name = `${values.first_name} ${values.last_name}`.trim();
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Profile">
      <Stack gap="sm">
        <Group gap="md" align="center">
          <Avatar src={avatar} alt={avatar ? `Picture of ${name}` : undefined} size={64} radius="xl">
            {`${values.first_name[0] ?? ''}${values.last_name[0] ?? ''}`.toUpperCase()}
          </Avatar>
          <Stack gap={4}>
            <Group gap="xs">
              <FileButton onChange={(file) => void pick(file)} accept={AVATAR_TYPES.join(',')}>
                {(props) => (
                  <Button {...props} variant="default" size="xs">
                    Upload picture
                  </Button>
                )}
              </FileButton>
              {avatar && (
                <Button variant="subtle" size="xs" color="red" onClick={() => setAvatar(null)}>
                  Remove picture
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              PNG, JPEG or WebP, up to {AVATAR_MAX_BYTES / 1024} KB.
            </Text>
            {errors.avatar_url && (
              <Text size="xs" c="red" role="alert">
                {errors.avatar_url}
              </Text>
            )}
          </Stack>
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="First name"
            required
            autoComplete="given-name"
            value={values.first_name}
            onChange={set('first_name')}
            error={errors.first_name}
          />
          <TextInput
            label="Last name"
            required
            autoComplete="family-name"
            value={values.last_name}
            onChange={set('last_name')}
            error={errors.last_name}
          />
        </Group>
        <TextInput label="Email" value={profile.email} readOnly description="Your sign-in email" />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
