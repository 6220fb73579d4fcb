/**
 * The Social posts tab (issue #32 "Social posts"): a month's content calendar in the chosen
 * location's zone, a draft editor, and an honest banner when no social account is connected
 * (Schedule is then disabled and says why; drafts still save).
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  List,
  Loader,
  Select,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { SOCIAL_POST_MESSAGES as M, type SocialPost } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { LoadError } from '../../../components/load-error';
import { PostEditor } from './post-editor';
import { SocialCalendar } from './social-calendar';
import { useSocialMonth, useSocialPostPage, useSocialProvider } from './social-posts-api';
import { monthLabel, monthOf } from './zoned-time';

type Editing = { kind: 'new' } | { kind: 'edit'; post: SocialPost } | null;

export function SocialPostsTab({ establishments }: { establishments: { id: string; name: string }[] }) {
  const [locationId, setLocationId] = useState(establishments[0]?.id ?? '');
  const [month, setMonth] = useState(() =>
    monthOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  const [editing, setEditing] = useState<Editing>(null);
  const provider = useSocialProvider();
  const calendar = useSocialMonth(month, locationId);
  // The list puts posts without a planned time first: the first page holds those the grid cannot place.
  const firstPage = useSocialPostPage(1);
  const unplanned = (firstPage.data?.posts ?? []).filter((p) => p.plannedAt === null);
  const connected = provider.data?.configured ?? false;
  const location = establishments.find((e) => e.id === locationId);

  if (!location)
    return (
      <Alert color="gray" role="status" title="No location">
        The calendar shows posts in a location’s time zone; you have no location to show.
      </Alert>
    );

  return (
    <Stack gap="md">
      {provider.isError ? (
        <LoadError
          title="Could not check the social account"
          error={provider.error}
          onRetry={() => void provider.refetch()}
        />
      ) : (
        provider.data &&
        !connected && (
          // The title in the page's text colour: Mantine draws it in the alert's own colour,
          // yellow on its yellow tint, which falls under 4.5:1 in both schemes.
          <Alert color="yellow" role="status" title="No social account connected">
            {M.notConnected} Drafts are saved here and nothing is posted until an account is connected.
          </Alert>
        )
      )}
      <Group justify="space-between" align="flex-end">
        {establishments.length > 1 ? (
          <Select
            label="Times shown for"
            data={establishments.map((e) => ({ value: e.id, label: e.name }))}
            value={locationId}
            onChange={(v) => v && setLocationId(v)}
            allowDeselect={false}
            w={240}
          />
        ) : (
          <Text c="dimmed" size="sm">
            Times are shown for {location.name}.
          </Text>
        )}
        <Button onClick={() => setEditing({ kind: 'new' })} disabled={!calendar.data}>
          New post
        </Button>
      </Group>
      {calendar.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Loading posts…</Text>
        </Group>
      ) : calendar.isError ? (
        <LoadError
          title="Could not load posts"
          error={calendar.error}
          onRetry={() => void calendar.refetch()}
        />
      ) : (
        <>
          <SocialCalendar
            month={month}
            timeZone={calendar.data.timeZone}
            posts={calendar.data.posts}
            onMonth={setMonth}
            onOpen={(post) => setEditing({ kind: 'edit', post })}
          />
          {calendar.data.posts.length === 0 && (
            <Text size="sm" c="dimmed" role="status">
              No posts planned in {monthLabel(month)}. Start one with New post.
            </Text>
          )}
        </>
      )}
      {unplanned.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Drafts without a date
          </Title>
          <List listStyleType="none" spacing={4}>
            {unplanned.map((p) => (
              <List.Item key={p.id}>
                <UnstyledButton onClick={() => setEditing({ kind: 'edit', post: p })}>
                  <Text size="sm" td="underline">
                    {p.caption.split('\n')[0] || 'Untitled post'}
                  </Text>
                </UnstyledButton>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <AppModal
        opened={editing !== null && calendar.data !== undefined}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? 'Social post' : 'New social post'}
        size="lg"
      >
        {editing && calendar.data && (
          <PostEditor
            key={editing.kind === 'edit' ? editing.post.id : 'new'}
            post={editing.kind === 'edit' ? editing.post : undefined}
            timeZone={calendar.data.timeZone}
            zoneName={location.name}
            connected={connected}
            onDone={() => setEditing(null)}
          />
        )}
      </AppModal>
    </Stack>
  );
}
