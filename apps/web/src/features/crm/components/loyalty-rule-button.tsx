/**
 * 'Loyalty rule' on /crm for owners and admins: how many points a client earns per dollar
 * spent (0–100, default 1). Every client's points are derived from it, so a change shows at
 * once on every list and client page.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { CLIENT_MESSAGES, LOYALTY_POINTS_PER_DOLLAR_MAX, crmSettingsSchema } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { useCrmSettings, useSaveCrmSettings } from '../api/crm-settings-api';

export function LoyaltyRuleButton({ tenantId }: { tenantId: string }) {
  const [opened, setOpened] = useState(false);
  const settings = useCrmSettings(tenantId, opened);
  const save = useSaveCrmSettings();
  const [rate, setRate] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened && settings.data) setRate(settings.data.loyaltyPointsPerDollar);
  }, [opened, settings.data]);

  const close = () => {
    setOpened(false);
    setError(null);
  };

  const submit = () => {
    const parsed = crmSettingsSchema.safeParse({
      loyaltyPointsPerDollar: typeof rate === 'number' ? rate : NaN,
    });
    if (!parsed.success) {
      setError(CLIENT_MESSAGES.loyaltyRate);
      return;
    }
    save.mutate(parsed.data, { onSuccess: close });
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconAward size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Loyalty rule
      </Button>
      <AppModal opened={opened} onClose={close} title="Loyalty rule">
        {settings.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" aria-label="Loading the loyalty rule" />
          </Group>
        ) : settings.isError ? (
          <Alert color="red" title={CLIENT_MESSAGES.fetchSettingsFailed}>
            {errorMessage(settings.error, CLIENT_MESSAGES.fetchSettingsFailed)}
          </Alert>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Stack>
              <Text size="sm">
                Clients earn points for every dollar they spend on completed visits. Their points are worked
                out again from their spend whenever the rule changes.
              </Text>
              <NumberInput
                label="Points per dollar spent"
                min={0}
                max={LOYALTY_POINTS_PER_DOLLAR_MAX}
                allowDecimal={false}
                value={rate}
                onChange={(v) => {
                  setRate(v);
                  setError(null);
                }}
                error={error}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" loading={save.isPending}>
                  Save rule
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </AppModal>
    </>
  );
}
