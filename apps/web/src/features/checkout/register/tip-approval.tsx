/**
 * The register's prompt for a tip above the location's ceiling (issue #28). A cashier who may
 * approve it (a manager or owner) is told they do; anyone else asks a manager to type their
 * email and password here, which go with the checkout and are checked by the server. Nothing
 * is remembered after the sale.
 */
import { Alert, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { tipApprovalMessage } from '@daybook/contracts';

export interface TipApprovalDraft {
  email: string;
  password: string;
}

export interface TipApprovalProps {
  /** The location's ceiling, percent of the ticket. */
  percent: number;
  /** The signed-in cashier may approve the tip themselves. */
  canApprove: boolean;
  value: TipApprovalDraft;
  onChange: (value: TipApprovalDraft) => void;
}

/** True once a manager's email and password are both typed. */
export function approvalFilled(value: TipApprovalDraft): boolean {
  return value.email.trim() !== '' && value.password !== '';
}

export function TipApproval({ percent, canApprove, value, onChange }: TipApprovalProps) {
  if (canApprove) {
    return (
      <Text size="xs" c="dimmed" data-testid="tip-self-approved">
        This tip is over {percent}% of the ticket; as a manager, you approve it by charging.
      </Text>
    );
  }
  return (
    <section aria-label="Manager approval">
      <Alert color="orange" title="Manager approval needed">
        <Stack gap="xs">
          <Text size="sm">{tipApprovalMessage(percent)} Ask a manager to sign here, or lower the tip.</Text>
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              size="sm"
              label="Manager email"
              type="email"
              autoComplete="off"
              value={value.email}
              onChange={(e) => onChange({ ...value, email: e.currentTarget.value })}
              w={{ base: '100%', xs: 220 }}
            />
            <PasswordInput
              size="sm"
              label="Manager password"
              autoComplete="off"
              value={value.password}
              onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
              w={{ base: '100%', xs: 200 }}
            />
          </Group>
        </Stack>
      </Alert>
    </section>
  );
}
