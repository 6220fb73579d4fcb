/**
 * 'Email receipt': sends to the client's address at once; when the client has none, asks for an
 * address first (the server would answer 'This client has no email…').
 */
import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { CHECKOUT_MESSAGES, type Transaction } from '@daybook/contracts';
import { useSendReceipt } from '../api/transactions-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailReceipt({ transaction }: { transaction: Transaction }) {
  const send = useSendReceipt();
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!asking) {
    return (
      <Button
        variant="default"
        leftSection={<IconMail size={16} aria-hidden />}
        loading={send.isPending}
        onClick={() => {
          if (transaction.customerEmail) send.mutate({ transactionId: transaction.id });
          else setAsking(true);
        }}
      >
        Email receipt
      </Button>
    );
  }
  const submit = () => {
    if (!EMAIL.test(email.trim())) {
      setError('Enter a valid email address.');
      return;
    }
    send.mutate(
      { transactionId: transaction.id, email: email.trim() },
      { onSuccess: () => setAsking(false) },
    );
  };
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput
        type="email"
        label="Send the receipt to"
        description={CHECKOUT_MESSAGES.receiptNoEmail}
        value={email}
        error={error}
        onChange={(e) => {
          setEmail(e.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
        w={280}
        data-autofocus
      />
      <Button loading={send.isPending} onClick={submit}>
        Send
      </Button>
      <Button variant="subtle" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </Group>
  );
}
