/**
 * The actions of the detail drawer, each shown only to whom may take it (requests-access.ts):
 * assign (managers pick a person of the location; assigning starts the work), respond, resolve
 * (with the response typed), close, reopen.
 */
import { useState } from 'react';
import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { REQUEST_MESSAGES as M, type InternalRequest, type RequestUpdate } from '@daybook/contracts';
import { useAssignees, useUpdateRequest } from '../api/requests-api';
import type { RequestActions as Actions } from '../requests-access';

interface Props {
  establishmentId: string;
  request: InternalRequest;
  actions: Actions;
}

export function RequestActions({ establishmentId, request, actions }: Props) {
  const update = useUpdateRequest(establishmentId);
  const assignees = useAssignees(establishmentId, actions.assign);
  const [response, setResponse] = useState(request.response ?? '');
  const change = (body: RequestUpdate, success: string) => update.mutate({ id: request.id, body, success });
  const typed = response.trim();
  const withResponse = typed && typed !== (request.response ?? '') ? { response: typed } : {};
  const options = (assignees.data ?? []).map((p) => ({ value: p.id, label: p.name }));

  return (
    <Stack gap="sm">
      {actions.assign && (
        <Select
          label="Assigned to"
          placeholder={assignees.isPending ? 'Loading people…' : 'Pick a team member'}
          data={options}
          value={request.assignedTo}
          searchable
          nothingFoundMessage="Nobody by that name"
          disabled={update.isPending}
          error={assignees.isError ? 'Could not load the team.' : undefined}
          onChange={(v) => v && v !== request.assignedTo && change({ assigned_to: v }, M.assigned)}
        />
      )}
      {actions.respond && (
        <Textarea
          label="Response"
          autosize
          minRows={2}
          maxLength={2000}
          value={response}
          onChange={(e) => setResponse(e.currentTarget.value)}
        />
      )}
      <Group gap="xs" justify="flex-end" wrap="wrap">
        {actions.respond && (
          <Button
            variant="default"
            disabled={!withResponse.response}
            loading={update.isPending}
            onClick={() => change(withResponse, M.responded)}
          >
            Save response
          </Button>
        )}
        {actions.reopen && (
          <Button
            variant="default"
            onClick={() => change({ status: 'open' }, M.reopened)}
            loading={update.isPending}
          >
            Reopen
          </Button>
        )}
        {actions.close && (
          <Button
            variant="default"
            color="gray"
            onClick={() => change({ status: 'closed', ...withResponse }, M.closed)}
            loading={update.isPending}
          >
            Close request
          </Button>
        )}
        {actions.resolve && (
          <Button
            color="teal.9"
            onClick={() => change({ status: 'resolved', ...withResponse }, M.resolved)}
            loading={update.isPending}
          >
            Resolve
          </Button>
        )}
      </Group>
    </Stack>
  );
}
