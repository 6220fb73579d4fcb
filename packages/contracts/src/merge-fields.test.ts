/**
 * The shared merge fields (issue #32): unknown fields are found against a given list, filling is
 * one plain-text pass, and the automated messages' own words are checked per flow (their
 * lengths, blanks and merge fields, each with its sentence; left out, they are the standard).
 */
import { describe, expect, it } from 'vitest';
import {
  AUTOMATION_BODY_MAX,
  AUTOMATION_CLIENT_MERGE_FIELDS,
  AUTOMATION_DEFAULT_TEXTS,
  AUTOMATION_EDITABLE_FLOWS,
  AUTOMATION_MERGE_FIELDS,
  AUTOMATION_MESSAGES as M,
  AUTOMATION_SUBJECT_MAX,
  automationClientFlowSettingSchema,
  automationFlowSettingSchema,
  automationMergeFieldsOf,
} from './api/automations.js';
import { CAMPAIGN_MERGE_FIELDS, campaignWriteSchema } from './api/campaigns.js';
import { FIELD_MESSAGES } from './fields.js';
import { fillMergeFields, unknownMergeFields } from './merge-fields.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('merge fields', () => {
  it('names the fields a text uses that the list does not have, spaces inside the braces allowed', () => {
    expect(
      unknownMergeFields('Hi {{first_name}}, {{ when }} at {{place}} {{nope}}', ['first_name', 'when']),
    ).toEqual(['place', 'nope']);
    expect(unknownMergeFields('No fields, {single} braces', [])).toEqual([]);
  });

  it('fills every occurrence in one pass, as plain text, and leaves a field without a value as written', () => {
    expect(
      fillMergeFields('Hi {{first_name}}! {{ first_name }} <b>{{location}}</b> {{when}}', {
        first_name: '{{location}} & Co',
        location: 'Salon <One>',
      }),
    ).toBe('Hi {{location}} & Co! {{location}} & Co <b>Salon <One></b> {{when}}');
  });

  it('still refuses a campaign with an unknown field', () => {
    const base = {
      name: 'N',
      channel: 'sms',
      establishmentId: crypto.randomUUID(),
      segmentId: crypto.randomUUID(),
    };
    expect(campaignWriteSchema.safeParse({ ...base, body: 'Hi {{first_name}}' }).success).toBe(true);
    expect(messages(campaignWriteSchema.safeParse({ ...base, body: 'Hi {{when}}' }))).toEqual([
      `Unknown merge field: use ${CAMPAIGN_MERGE_FIELDS.map((f) => `{{${f}}}`).join(', ')}.`,
    ]);
  });
});

describe('automated messages: own words', () => {
  const reminder = { flow: 'reminder_first', enabled: true, hoursBefore: 24, channels: ['email'] };
  const birthday = { flow: 'birthday', enabled: true, wait: null, channels: ['sms'], serviceWeeks: [] };

  it('reads left-out words as the standard ones, and trims what is written', () => {
    expect(automationFlowSettingSchema.parse(reminder)).toMatchObject({ subject: null, body: null });
    expect(automationClientFlowSettingSchema.parse(birthday)).toMatchObject({ subject: null, body: null });
    expect(
      automationFlowSettingSchema.parse({
        ...reminder,
        subject: ' See you {{when}} ',
        body: 'Hi {{ first_name }}',
      }),
    ).toMatchObject({ subject: 'See you {{when}}', body: 'Hi {{ first_name }}' });
  });

  it('refuses blank or too long words with their sentence', () => {
    expect(messages(automationFlowSettingSchema.safeParse({ ...reminder, subject: '   ' }))).toEqual([
      M.subject,
    ]);
    expect(
      messages(
        automationFlowSettingSchema.safeParse({
          ...reminder,
          subject: 'x'.repeat(AUTOMATION_SUBJECT_MAX + 1),
        }),
      ),
    ).toEqual([M.subject]);
    expect(messages(automationClientFlowSettingSchema.safeParse({ ...birthday, body: '' }))).toEqual([
      M.body,
    ]);
    expect(
      messages(
        automationClientFlowSettingSchema.safeParse({
          ...birthday,
          body: 'x'.repeat(AUTOMATION_BODY_MAX + 1),
        }),
      ),
    ).toEqual([M.body]);
    expect(
      automationClientFlowSettingSchema.safeParse({ ...birthday, body: 'x'.repeat(AUTOMATION_BODY_MAX) })
        .success,
    ).toBe(true);
  });

  it('refuses control characters, and a line break in the subject (a body may have lines)', () => {
    expect(messages(automationFlowSettingSchema.safeParse({ ...reminder, body: 'Hi\u0000' }))).toEqual([
      FIELD_MESSAGES.control,
    ]);
    expect(messages(automationFlowSettingSchema.safeParse({ ...reminder, subject: 'Hi\nBcc: x' }))).toEqual([
      FIELD_MESSAGES.control,
    ]);
    expect(
      automationFlowSettingSchema.parse({ ...reminder, body: 'Hi {{first_name}},\n\nSee you.' }).body,
    ).toBe('Hi {{first_name}},\n\nSee you.');
  });

  it('refuses an unknown merge field with the fields the flow offers; a client flow has no {{when}}', () => {
    expect(messages(automationFlowSettingSchema.safeParse({ ...reminder, body: 'Hi {{name}}' }))).toEqual([
      M.mergeField,
    ]);
    expect(M.mergeField).toBe(
      'Unknown merge field: an appointment message can use {{first_name}}, {{location}}, {{service}}, {{when}}, {{booking_link}}.',
    );
    expect(
      automationFlowSettingSchema.safeParse({ ...reminder, body: '{{when}} {{booking_link}}' }).success,
    ).toBe(true);
    expect(
      messages(automationClientFlowSettingSchema.safeParse({ ...birthday, subject: 'On {{when}}' })),
    ).toEqual([M.clientMergeField]);
    expect(M.clientMergeField).toBe(
      'Unknown merge field: a client message can use {{first_name}}, {{location}}, {{service}}, {{booking_link}}.',
    );
  });

  it('has standard words for every editable flow, using only the fields it offers', () => {
    expect(automationMergeFieldsOf('reminder_second')).toEqual(AUTOMATION_MERGE_FIELDS);
    expect(automationMergeFieldsOf('win_back')).toEqual(AUTOMATION_CLIENT_MERGE_FIELDS);
    for (const flow of AUTOMATION_EDITABLE_FLOWS) {
      const { subject, body } = AUTOMATION_DEFAULT_TEXTS[flow];
      expect(unknownMergeFields(`${subject}\n${body}`, automationMergeFieldsOf(flow)), flow).toEqual([]);
      expect(subject.length).toBeLessThanOrEqual(AUTOMATION_SUBJECT_MAX);
    }
  });
});
