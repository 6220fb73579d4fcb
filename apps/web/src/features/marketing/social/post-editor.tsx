/**
 * A social post's editor (issue #32 "Social posts"): caption with its character count against
 * Instagram's 2,200, one image with its preview, the platforms, and the planned date and time on
 * the location's wall clock. Drafts save whether or not an account is connected; Schedule needs
 * one and says so when there is none. Scheduled and published posts are read only.
 */
import { useEffect, useId, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  SOCIAL_CAPTION_MAX,
  SOCIAL_IMAGE_MAX_BYTES,
  SOCIAL_IMAGE_TYPES,
  SOCIAL_POST_MESSAGES as M,
  captionLength,
  type SocialPlatform,
  type SocialPost,
  type SocialPostWrite,
} from '@daybook/contracts';
import { TintedBadge } from '../../../components/tinted-badge';
import { STATUS_COLORS, STATUS_LABELS } from './social-calendar';
import {
  imageUrl,
  useCreatePost,
  useDeletePost,
  useSchedulePost,
  useUnschedulePost,
  useUpdatePost,
  useUploadImage,
} from './social-posts-api';
import { formatPlanned, instantOfWallTime, wallTimeOf } from './zoned-time';

/** The base64 of a file's bytes (the upload's body carries them so). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(M.uploadFailed));
    reader.readAsDataURL(file);
  });
}

/** A type the server takes, by the name the browser gives; the server checks the bytes. */
const looksLikeImage = (file: File) => (SOCIAL_IMAGE_TYPES as readonly string[]).includes(file.type);

export function PostEditor({
  post,
  timeZone,
  zoneName,
  connected,
  onDone,
}: {
  /** The post to edit; undefined for a new draft. */
  post: SocialPost | undefined;
  timeZone: string;
  /** The location the wall clock belongs to, for the field's label. */
  zoneName: string;
  /** A social account is connected: scheduling is possible. */
  connected: boolean;
  onDone: () => void;
}) {
  const editable = !post || post.status === 'draft' || post.status === 'failed';
  const [caption, setCaption] = useState(post?.caption ?? '');
  const [platforms, setPlatforms] = useState<SocialPlatform[]>(post?.platforms ?? ['instagram']);
  const [planned, setPlanned] = useState(post?.plannedAt ? wallTimeOf(post.plannedAt, timeZone) : '');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const create = useCreatePost();
  const update = useUpdatePost();
  const upload = useUploadImage();
  const schedule = useSchedulePost();
  const unschedule = useUnschedulePost();
  const remove = useDeletePost();
  const scheduleHelpId = useId();
  // A new draft saved before a refused Schedule is updated, not created again, on the next try.
  const [savedId, setSavedId] = useState<string | null>(post?.id ?? null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const length = captionLength(caption.trim());
  const tooLong = length > SOCIAL_CAPTION_MAX;
  const plannedAt = planned === '' ? null : instantOfWallTime(planned, timeZone);
  const badTime = planned !== '' && plannedAt === null;
  const busy = create.isPending || update.isPending || upload.isPending || schedule.isPending;
  const hasImage = file !== null || (post?.imageType ?? null) !== null;

  function chooseFile(next: File | null) {
    setFileError(null);
    if (next && !looksLikeImage(next)) return setFileError(M.imageType);
    if (next && next.size > SOCIAL_IMAGE_MAX_BYTES) return setFileError(M.imageSize);
    setFile(next);
  }

  /** Saves the fields and any new image; answers the saved post, or null when a call failed. */
  async function save(): Promise<SocialPost | null> {
    const body: SocialPostWrite = { caption, platforms, plannedAt };
    try {
      const saved = savedId
        ? (await update.mutateAsync({ id: savedId, body })).data
        : (await create.mutateAsync(body)).data;
      setSavedId(saved.id);
      if (!file) return saved;
      return (await upload.mutateAsync({ id: saved.id, data: await base64Of(file) })).data;
    } catch {
      // The mutation's toast already gave the server's reason.
      return null;
    }
  }

  async function saveDraft() {
    if (await save()) onDone();
  }

  async function saveAndSchedule() {
    const saved = await save();
    if (!saved) return;
    schedule.mutate(saved.id, { onSuccess: onDone });
  }

  const imageSrc = preview ?? (post?.imageType ? imageUrl(post) : null);
  const scheduleBlocked = !connected
    ? 'Scheduling needs a connected social account; you can still save drafts.'
    : null;

  return (
    <Stack gap="md">
      {post && (
        <Group gap="xs">
          <TintedBadge color={STATUS_COLORS[post.status]}>{STATUS_LABELS[post.status]}</TintedBadge>
          {post.plannedAt && (
            <Text size="sm" c="dimmed">
              {post.status === 'published' && post.publishedAt
                ? `Published ${formatPlanned(post.publishedAt, timeZone)}`
                : `Planned for ${formatPlanned(post.plannedAt, timeZone)}`}
            </Text>
          )}
        </Group>
      )}
      {post?.status === 'failed' && post.failureReason && (
        <Alert color="red" title="Publishing failed" role="alert">
          {post.failureReason}
        </Alert>
      )}
      <Textarea
        label="Caption"
        value={caption}
        onChange={(e) => setCaption(e.currentTarget.value)}
        autosize
        minRows={4}
        readOnly={!editable}
        description={`${length.toLocaleString('en-US')} / ${SOCIAL_CAPTION_MAX.toLocaleString('en-US')} characters`}
        error={tooLong ? M.caption : undefined}
      />
      <Stack gap="xs">
        <FileInput
          label="Image"
          description="JPEG, PNG or WebP, up to 5 MB."
          placeholder={post?.imageType ? 'Replace the image' : 'Choose an image'}
          accept={SOCIAL_IMAGE_TYPES.join(',')}
          value={file}
          onChange={chooseFile}
          clearable
          disabled={!editable}
          error={fileError}
        />
        {imageSrc ? (
          <Image
            src={imageSrc}
            alt="Preview of the post’s image"
            radius="sm"
            mah={240}
            w="auto"
            fit="contain"
          />
        ) : (
          <Text size="sm" c="dimmed">
            No image yet.
          </Text>
        )}
      </Stack>
      <Checkbox.Group
        label="Post to"
        value={platforms}
        onChange={(v) => setPlatforms(v as SocialPlatform[])}
        readOnly={!editable}
      >
        <Group mt={4}>
          <Checkbox value="instagram" label="Instagram" disabled={!editable} />
          <Checkbox value="facebook" label="Facebook" disabled={!editable} />
        </Group>
      </Checkbox.Group>
      <TextInput
        type="datetime-local"
        label={`Planned date and time (${zoneName})`}
        value={planned}
        onChange={(e) => setPlanned(e.currentTarget.value)}
        readOnly={!editable}
        error={badTime ? M.plannedAt : undefined}
      />
      <Group justify="space-between" align="flex-start">
        <Group gap="xs">
          {post && editable && (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(post.id, { onSuccess: onDone })}
            >
              Delete
            </Button>
          )}
          {post?.status === 'scheduled' && (
            <Button
              variant="default"
              loading={unschedule.isPending}
              onClick={() => unschedule.mutate(post.id, { onSuccess: onDone })}
            >
              Unschedule
            </Button>
          )}
        </Group>
        {editable && (
          <Stack gap={4} align="flex-end">
            <Group gap="xs">
              <Button variant="default" onClick={onDone}>
                Cancel
              </Button>
              <Button variant="default" loading={busy} disabled={tooLong || badTime} onClick={saveDraft}>
                Save draft
              </Button>
              <Button
                loading={busy}
                disabled={
                  !connected || tooLong || badTime || !hasImage || !plannedAt || platforms.length === 0
                }
                aria-describedby={scheduleHelpId}
                onClick={saveAndSchedule}
              >
                Schedule
              </Button>
            </Group>
            <Text id={scheduleHelpId} size="xs" c="dimmed" maw={360} ta="right">
              {scheduleBlocked ?? 'Scheduling needs an image, a platform and a planned time.'}
            </Text>
          </Stack>
        )}
      </Group>
    </Stack>
  );
}
