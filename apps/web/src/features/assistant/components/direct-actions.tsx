/**
 * "Direct actions" (issue #33: without a model the page still offers the tools): the read tools
 * as buttons; picking one shows a small form from its arguments' schema, and Run shows the
 * table it answers. The location is the selected one, never asked.
 */
import { useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { AssistantToolInfo } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { ASSISTANT_TEXTS, useAssistantTools, useRunTool } from '../api/assistant-api';
import { takesLocation, toolArguments, toolFields, type ToolField } from './tool-fields';
import { ToolResultTable } from './tool-result-table';

/** The read tools and the form and result of the one picked; `establishmentId` null: none selected. */
export function DirectActions({ establishmentId }: { establishmentId: string | null }) {
  const tools = useAssistantTools();
  const [picked, setPicked] = useState<AssistantToolInfo | null>(null);
  const reads = (tools.data ?? []).filter((t) => t.kind === 'read');

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="direct-actions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="direct-actions-title">
          Direct actions
        </Title>
        {tools.isError ? (
          <LoadError
            title={ASSISTANT_TEXTS.toolsFailed}
            error={tools.error}
            onRetry={() => void tools.refetch()}
          />
        ) : (
          <Group gap="xs">
            {tools.isPending && <Text size="sm">Loading actions…</Text>}
            {reads.map((tool) => (
              <Button
                key={tool.name}
                size="xs"
                variant={picked?.name === tool.name ? 'filled' : 'light'}
                aria-pressed={picked?.name === tool.name}
                title={tool.description}
                onClick={() => setPicked(tool)}
              >
                {tool.label}
              </Button>
            ))}
          </Group>
        )}
        {picked && <ToolForm key={picked.name} tool={picked} establishmentId={establishmentId} />}
      </Stack>
    </Card>
  );
}

/** The arguments of `tool`, Run, and what it answered. */
function ToolForm({ tool, establishmentId }: { tool: AssistantToolInfo; establishmentId: string | null }) {
  const fields = toolFields(tool.inputSchema);
  const [values, setValues] = useState<Record<string, string | boolean>>(() =>
    Object.fromEntries(fields.flatMap((f) => (f.initial === undefined ? [] : [[f.name, f.initial]]))),
  );
  const run = useRunTool();
  const set = (name: string, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {tool.description}
      </Text>
      <form
        aria-label={tool.label}
        onSubmit={(event) => {
          event.preventDefault();
          run.mutate({
            name: tool.name,
            args: toolArguments(fields, values, establishmentId, takesLocation(tool.inputSchema)),
          });
        }}
      >
        <Group align="flex-end" gap="sm">
          {fields.map((field) => (
            <FieldInput key={field.name} field={field} value={values[field.name]} onChange={set} />
          ))}
          <Button type="submit" loading={run.isPending}>
            Run
          </Button>
        </Group>
      </form>
      {run.data && <ToolResultTable result={run.data.data} />}
    </Stack>
  );
}

/** One argument's input, of the kind its schema says. */
function FieldInput({
  field,
  value,
  onChange,
}: {
  field: ToolField;
  value: string | boolean | undefined;
  onChange: (name: string, value: string | boolean) => void;
}) {
  const common = { label: field.label, description: field.description, required: field.required };
  switch (field.kind) {
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          description={field.description}
          checked={value === true}
          onChange={(e) => onChange(field.name, e.currentTarget.checked)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={field.options}
          clearable={!field.required}
          value={typeof value === 'string' && value ? value : null}
          onChange={(v) => onChange(field.name, v ?? '')}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(field.name, String(v))}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.kind === 'text' ? 'text' : field.kind}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(field.name, e.currentTarget.value)}
        />
      );
  }
}
