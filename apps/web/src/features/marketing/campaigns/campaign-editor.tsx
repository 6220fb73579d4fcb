/**
 * The campaign editor (issue #32 "Campaigns"): a draft's name, channel, location, segment,
 * subject and body with merge fields; for a text the live size of the message with its opt-out
 * line, and from the server who it would reach and what it would cost; then Save draft, Send
 * test, Schedule (in the location's zone) or Send now. Each action saves the draft first when it
 * changed; the server's reasons show on their fields.
 */
import { useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CAMPAIGN_MERGE_FIELDS,
  CAMPAIGN_MERGE_FIELD_LABELS,
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_SMS_OPT_OUT,
  CAMPAIGN_SUBJECT_MAX,
  type Campaign,
  type CampaignChannel,
  type CampaignWrite,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { ApiError } from '../../../lib/api-client';
import { formatCurrency } from '../../../lib/format';
import { useSegments } from '../api/segments-api';
import { MergeFieldButtons, insertMergeField } from '../components/merge-field-buttons';
import { CHANNEL_LABEL, fromWallInput, smsCounterLine, type CampaignLocation } from './campaign-format';
import { useCampaignEstimate, useSaveCampaign, useScheduleCampaign, useSendTest } from './campaigns-api';

/** How long the body rests before the estimate is asked again, in milliseconds. */
const ESTIMATE_DEBOUNCE_MS = 400;

interface Draft {
  name: string;
  channel: CampaignChannel;
  establishmentId: string;
  segmentId: string;
  subject: string;
  body: string;
  trackOpens: boolean;
}

function draftOf(campaign: Campaign | undefined, establishmentId: string): Draft {
  return {
    name: campaign?.name ?? '',
    channel: campaign?.channel ?? 'email',
    establishmentId: campaign?.establishmentId ?? establishmentId,
    segmentId: campaign?.segmentId ?? '',
    subject: campaign?.subject ?? '',
    body: campaign?.body ?? '',
    trackOpens: campaign?.trackOpens ?? true,
  };
}

/** The write the server takes: a text has no subject and tracks no opens. */
function writeOf(d: Draft): CampaignWrite {
  const email = d.channel === 'email';
  return {
    name: d.name,
    channel: d.channel,
    establishmentId: d.establishmentId,
    segmentId: d.segmentId,
    subject: email ? d.subject : null,
    body: d.body,
    trackOpens: email && d.trackOpens,
  };
}

export interface CampaignEditorProps {
  /** The draft being edited; undefined for a new campaign. */
  campaign?: Campaign;
  locations: readonly CampaignLocation[];
  /** Back to the list; with the campaign when it was scheduled or started. */
  onDone: (started?: Campaign) => void;
}

export function CampaignEditor({ campaign, locations, onDone }: CampaignEditorProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(campaign, locations[0]?.id ?? ''));
  const [saved, setSaved] = useState<{ id: string; draft: Draft } | null>(
    campaign ? { id: campaign.id, draft: draftOf(campaign, campaign.establishmentId) } : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sendAt, setSendAt] = useState('');
  const [confirming, setConfirming] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const segments = useSegments();
  const save = useSaveCampaign();
  const test = useSendTest();
  const schedule = useScheduleCampaign();

  const location = locations.find((l) => l.id === draft.establishmentId);
  const email = draft.channel === 'email';
  const change = (part: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...part }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(part)) delete next[k];
      return next;
    });
  };

  const estimateInput = useMemo(
    () =>
      draft.establishmentId && draft.segmentId
        ? {
            channel: draft.channel,
            establishmentId: draft.establishmentId,
            segmentId: draft.segmentId,
            body: draft.body,
          }
        : null,
    [draft.channel, draft.establishmentId, draft.segmentId, draft.body],
  );
  const [estimateBody] = useDebouncedValue(estimateInput, ESTIMATE_DEBOUNCE_MS);
  const estimate = useCampaignEstimate(estimateBody);

  /** The saved draft's id, saving it first when it is new or changed; null when the save failed. */
  async function persist(): Promise<string | null> {
    if (saved && JSON.stringify(saved.draft) === JSON.stringify(draft)) return saved.id;
    try {
      const answer = await save.mutateAsync({ id: saved?.id ?? null, body: writeOf(draft) });
      setSaved({ id: answer.data.id, draft });
      return answer.data.id;
    } catch (e) {
      if (e instanceof ApiError && e.details.length > 0)
        setErrors(Object.fromEntries(e.details.map((d) => [d.path, d.message])));
      return null;
    }
  }

  function insertField(field: (typeof CAMPAIGN_MERGE_FIELDS)[number]) {
    insertMergeField(bodyRef.current, draft.body, field, (body) => change({ body }));
  }

  async function onSchedule() {
    const at = location ? fromWallInput(sendAt, location.timeZone) : null;
    if (!at) {
      setErrors((e) => ({ ...e, sendAt: 'Choose the date and time to send.' }));
      return;
    }
    const id = await persist();
    if (!id) return;
    schedule.mutate(
      { id, sendAt: at },
      {
        onSuccess: (answer) => onDone(answer.data),
        onError: (e) => {
          if (e instanceof ApiError && e.serverMessage)
            setErrors((x) => ({ ...x, sendAt: e.serverMessage! }));
        },
      },
    );
  }

  async function onSendNow() {
    const id = await persist();
    if (!id) return setConfirming(false);
    schedule.mutate(
      { id, sendAt: null },
      { onSuccess: (answer) => onDone(answer.data), onSettled: () => setConfirming(false) },
    );
  }

  const recipients = estimate.data?.recipients;
  const recipientsText =
    recipients === undefined
      ? null
      : `${recipients.toLocaleString('en-US')} ${recipients === 1 ? 'recipient' : 'recipients'}`;
  const busy = save.isPending || test.isPending || schedule.isPending;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="campaign-editor-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} id="campaign-editor-title">
            {campaign ? `Edit “${campaign.name}”` : 'New campaign'}
          </Title>
          <Button variant="default" onClick={() => onDone()}>
            Back to campaigns
          </Button>
        </Group>
        <TextInput
          label="Campaign name"
          required
          maxLength={CAMPAIGN_NAME_MAX}
          value={draft.name}
          onChange={(e) => change({ name: e.currentTarget.value })}
          error={errors.name}
        />
        <Radio.Group
          label="Channel"
          value={draft.channel}
          onChange={(v) => change({ channel: v as CampaignChannel })}
          error={errors.channel}
        >
          <Group mt={6}>
            <Radio value="email" label={CHANNEL_LABEL.email} />
            <Radio value="sms" label={CHANNEL_LABEL.sms} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Location"
            required
            data={locations.map((l) => ({ value: l.id, label: l.name }))}
            value={draft.establishmentId || null}
            onChange={(v) => v && change({ establishmentId: v })}
            allowDeselect={false}
            error={errors.establishmentId}
          />
          <Select
            label="Segment"
            required
            placeholder={segments.data?.length === 0 ? 'No saved segments' : 'Choose a segment'}
            data={(segments.data ?? []).map((s) => ({
              value: s.id,
              label: `${s.name} (${s.memberCount.toLocaleString('en-US')})`,
            }))}
            value={draft.segmentId || null}
            onChange={(v) => change({ segmentId: v ?? '' })}
            error={errors.segmentId}
          />
        </SimpleGrid>
        {segments.data?.length === 0 && (
          <Alert color="gray" role="status" title="No saved segments">
            A campaign goes to a saved segment: build one on the Segments tab first.
          </Alert>
        )}
        {email && (
          <TextInput
            label="Subject"
            required
            maxLength={CAMPAIGN_SUBJECT_MAX}
            value={draft.subject}
            onChange={(e) => change({ subject: e.currentTarget.value })}
            error={errors.subject}
          />
        )}
        <Stack gap={6}>
          <MergeFieldButtons
            fields={CAMPAIGN_MERGE_FIELDS}
            labels={CAMPAIGN_MERGE_FIELD_LABELS}
            onInsert={insertField}
          />
          <Textarea
            ref={bodyRef}
            label="Message"
            required
            autosize
            minRows={email ? 8 : 4}
            value={draft.body}
            onChange={(e) => change({ body: e.currentTarget.value })}
            error={errors.body}
            description={
              email ? undefined : `The line “${CAMPAIGN_SMS_OPT_OUT}” is added at the end of every text.`
            }
          />
          {!email && (
            <Text size="sm" data-testid="sms-counter" aria-live="polite">
              {smsCounterLine(draft.body)}
            </Text>
          )}
        </Stack>
        {email && (
          <Switch
            label="Track opens"
            description="Adds an invisible image that tells when the email is opened."
            checked={draft.trackOpens}
            onChange={(e) => change({ trackOpens: e.currentTarget.checked })}
          />
        )}
        <Group gap="lg" aria-live="polite" data-testid="campaign-estimate">
          {estimateInput === null ? (
            <Text size="sm" c="dimmed">
              Choose a location and a segment to see who it reaches.
            </Text>
          ) : estimate.isError ? (
            <Text size="sm" c="red">
              {estimate.error instanceof ApiError && estimate.error.serverMessage
                ? estimate.error.serverMessage
                : 'Could not estimate the recipients.'}
            </Text>
          ) : (
            <>
              <Text size="sm">{recipientsText ?? 'Counting recipients…'}</Text>
              {!email && estimate.data?.sms && (
                <Text size="sm" fw={600}>
                  Estimated cost {formatCurrency(estimate.data.sms.costCents / 100)}
                </Text>
              )}
            </>
          )}
        </Group>
        <Group gap="sm" wrap="wrap">
          <Button variant="default" loading={save.isPending} disabled={busy} onClick={() => void persist()}>
            Save draft
          </Button>
          <Button
            variant="default"
            loading={test.isPending}
            disabled={busy}
            onClick={() =>
              void persist().then((id) => {
                if (id) test.mutate(id);
              })
            }
          >
            Send test
          </Button>
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="datetime-local"
            label={`Send at (${location ? `${location.name} time, ${location.timeZone}` : 'location time'})`}
            value={sendAt}
            onChange={(e) => {
              setSendAt(e.currentTarget.value);
              setErrors(({ sendAt: _, ...rest }) => rest);
            }}
            error={errors.sendAt}
            w={300}
            maw="100%"
          />
          <Button
            disabled={busy}
            loading={schedule.isPending && !confirming}
            onClick={() => void onSchedule()}
          >
            Schedule
          </Button>
          <Button disabled={busy} onClick={() => setConfirming(true)}>
            Send now
          </Button>
        </Group>
      </Stack>
      <AppModal opened={confirming} onClose={() => setConfirming(false)} title="Send now?">
        <Stack gap="md">
          <Text size="sm">
            “{draft.name || 'This campaign'}” goes out now to{' '}
            {recipientsText ?? 'every client in the segment who agreed to marketing'}. This cannot be undone
            once sent.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Not yet
            </Button>
            <Button loading={busy} onClick={() => void onSendNow()}>
              {recipients === undefined ? 'Send now' : `Send to ${recipientsText}`}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Paper>
  );
}
