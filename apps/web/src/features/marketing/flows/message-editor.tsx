/**
 * The editor of one automated message's words (issue #32 "Automated messages (flows)…
 * editable"): its email subject and its message, prefilled with the location's own words or the
 * standard ones, merge-field buttons that insert `{{field}}` at the caret of the last field
 * written in, a live preview with sample values, the text message's size, and "Reset to
 * standard wording". Words equal to the standard are saved as null, so the location follows any
 * improvement to the standard. A marketing flow's unsubscribe link or STOP line is added when
 * sending and cannot be edited.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  AUTOMATION_BODY_MAX,
  AUTOMATION_CLIENT_FLOWS,
  AUTOMATION_DEFAULT_TEXTS,
  AUTOMATION_MARKETING_FLOWS,
  AUTOMATION_MERGE_FIELD_LABELS,
  AUTOMATION_MESSAGES as M,
  AUTOMATION_SUBJECT_MAX,
  AUTOMATION_TEXT_OPT_OUT,
  FIELD_MESSAGES,
  automationMergeFieldsOf,
  fillMergeFields,
  hasControlCharacter,
  unknownMergeFields,
  type AutomationEditableFlow,
  type AutomationMergeField,
} from '@daybook/contracts';
import { textMessageSize } from '@daybook/contracts/text-message-size';
import { AppModal } from '../../../components/app-modal';
import { MergeFieldButtons, insertMergeField } from '../components/merge-field-buttons';

/** A flow's own subject and words; null: the standard wording. */
export interface OwnWords {
  subject: string | null;
  body: string | null;
}

export interface MessageEditorProps {
  flow: AutomationEditableFlow;
  /** The flow's name on screen ('First reminder'). */
  label: string;
  own: OwnWords;
  /** The preview's location and service (the location's first service, else 'Haircut'). */
  locationName: string;
  serviceName: string;
  /** The location's public booking page, as the preview shows `{{booking_link}}`. */
  bookingUrl: string;
  saving: boolean;
  /** The server's sentence when the last save failed, else null. */
  error: string | null;
  onSave: (own: OwnWords) => void;
  onClose: () => void;
}

type Field = 'subject' | 'body';

const isMarketing = (flow: AutomationEditableFlow) =>
  (AUTOMATION_MARKETING_FLOWS as readonly string[]).includes(flow);
const isClientFlow = (flow: AutomationEditableFlow) =>
  (AUTOMATION_CLIENT_FLOWS as readonly string[]).includes(flow);

/** The sentence of what is wrong with `text` as `field` of `flow`, or null. */
function problemOf(flow: AutomationEditableFlow, field: Field, text: string): string | null {
  const max = field === 'subject' ? AUTOMATION_SUBJECT_MAX : AUTOMATION_BODY_MAX;
  if (hasControlCharacter(text, field === 'body')) return FIELD_MESSAGES.control;
  if (!text.trim() || text.trim().length > max) return field === 'subject' ? M.subject : M.body;
  if (unknownMergeFields(text, automationMergeFieldsOf(flow)).length > 0)
    return isClientFlow(flow) ? M.clientMergeField : M.mergeField;
  return null;
}

/** The dialog; mounted while it is open, so it starts from `own` each time. */
export function MessageEditor(props: MessageEditorProps) {
  const { flow, label, own, saving, error, onSave, onClose } = props;
  const standard = AUTOMATION_DEFAULT_TEXTS[flow];
  const [subject, setSubject] = useState(own.subject ?? standard.subject);
  const [body, setBody] = useState(own.body ?? standard.body);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<Field>('body');
  const fields = automationMergeFieldsOf(flow);
  const marketing = isMarketing(flow);

  const subjectProblem = problemOf(flow, 'subject', subject);
  const bodyProblem = problemOf(flow, 'body', body);
  const isStandard = subject.trim() === standard.subject && body.trim() === standard.body;

  function insertField(field: AutomationMergeField) {
    if (lastField.current === 'subject') insertMergeField(subjectRef.current, subject, field, setSubject);
    else insertMergeField(bodyRef.current, body, field, setBody);
  }

  function save() {
    const s = subject.trim();
    const b = body.trim();
    onSave({ subject: s === standard.subject ? null : s, body: b === standard.body ? null : b });
  }

  const sample: Record<string, string> = {
    first_name: 'Ava',
    location: props.locationName,
    service: props.serviceName,
    when: 'Tue, Dec 8 at 2:30 PM',
    booking_link: props.bookingUrl,
  };
  const previewSubject = fillMergeFields(subject.trim(), sample);
  const previewBody = fillMergeFields(body.trim(), sample);
  const previewText = marketing ? `${previewBody} ${AUTOMATION_TEXT_OPT_OUT}` : previewBody;
  const size = textMessageSize(previewText);

  return (
    <AppModal opened onClose={onClose} title={`Edit message: ${label}`} size="lg">
      <Stack gap="md">
        <TextInput
          ref={subjectRef}
          label="Subject"
          description="The email's subject line; a text message has none."
          required
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          onFocus={() => (lastField.current = 'subject')}
          error={subjectProblem}
        />
        <MergeFieldButtons fields={fields} labels={AUTOMATION_MERGE_FIELD_LABELS} onInsert={insertField} />
        <Textarea
          ref={bodyRef}
          label="Message"
          description={
            isClientFlow(flow)
              ? 'Used for the email and the text message. Service names the visit’s services (“visit” for a birthday).'
              : 'Used for the email and the text message.'
          }
          required
          autosize
          minRows={4}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          onFocus={() => (lastField.current = 'body')}
          error={bodyProblem}
        />
        {marketing && (
          <Text size="sm" c="dimmed">
            An unsubscribe link (email) or “{AUTOMATION_TEXT_OPT_OUT}” (text) is added at the end.
          </Text>
        )}
        <Paper withBorder p="sm" component="section" aria-label="Preview">
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              Preview with sample values
            </Text>
            <Text size="sm" fw={600} data-testid="preview-subject">
              {previewSubject}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="preview-body">
              {previewText}
            </Text>
            <Text size="xs" c="dimmed" aria-live="polite" data-testid="text-size">
              Text message: {size.characters.toLocaleString('en-US')} characters · {size.encoding} ·{' '}
              {size.segments} {size.segments === 1 ? 'segment' : 'segments'}
            </Text>
          </Stack>
        </Paper>
        {error && (
          <Alert color="red" title={M.saveFailed} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="subtle"
            disabled={isStandard}
            onClick={() => {
              setSubject(standard.subject);
              setBody(standard.body);
            }}
          >
            Reset to standard wording
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={saving} disabled={!!subjectProblem || !!bodyProblem} onClick={save}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </AppModal>
  );
}
