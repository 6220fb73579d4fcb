/**
 * A location's tax rate and cash drawer threshold (issue #13: tax per location, default 8 %,
 * editable by owners; a drawer difference over the threshold needs a manager's note), and its
 * tip rules (issue #28: a tip over the ceiling needs a manager's approval; suggested tips of
 * services only). Owners edit; managers see the figures their register uses.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  TIP_CEILING_PERCENT_MAX,
  hasPermission,
  type Establishment,
  type RegisterSettings,
  type Role,
} from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import {
  REGISTER_SETTINGS_FAILED,
  useLocationRegisterSettings,
  useSaveRegisterSettings,
} from '../api/register-settings-api';

/** A fraction as a percent with at most 3 decimals (0.08875 → 8.875). */
const toPercent = (rate: number) => Math.round(rate * 100_000) / 1000;

export function RegisterSettingsCard({ establishment, role }: { establishment: Establishment; role: Role }) {
  const settings = useLocationRegisterSettings(establishment.id);
  const headingId = `register-settings-${establishment.id}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Register · {establishment.name}
        </Title>
        {settings.isPending ? (
          <Loader size="sm" aria-label={`Loading register settings of ${establishment.name}`} />
        ) : settings.isError ? (
          <Alert color="red" role="alert" title={REGISTER_SETTINGS_FAILED}>
            {errorMessage(settings.error, REGISTER_SETTINGS_FAILED)}
          </Alert>
        ) : (
          <SettingsForm
            key={JSON.stringify(settings.data)}
            establishmentId={establishment.id}
            saved={settings.data}
            canEdit={hasPermission(role, 'tenant:settings')}
          />
        )}
      </Stack>
    </Paper>
  );
}

function SettingsForm(props: { establishmentId: string; saved: RegisterSettings; canEdit: boolean }) {
  const [percent, setPercent] = useState<number | string>(toPercent(props.saved.taxRate));
  const [threshold, setThreshold] = useState<number | string>(props.saved.drawerDifferenceThreshold);
  const [tipCeiling, setTipCeiling] = useState<number | string>(props.saved.tipCeilingPercent);
  const [servicesOnly, setServicesOnly] = useState(props.saved.suggestedTipOnServices);
  const save = useSaveRegisterSettings(props.establishmentId);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      // Percent with 3 decimals → a fraction with 5, as the contract takes it.
      taxRate: Math.round(Number(percent) * 1000) / 100_000,
      drawerDifferenceThreshold: Number(threshold),
      tipCeilingPercent: Number(tipCeiling),
      suggestedTipOnServices: servicesOnly,
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <NumberInput
            label="Sales tax rate"
            description="Charged on taxable services and products."
            suffix=" %"
            decimalScale={3}
            min={0}
            max={25}
            value={percent}
            onChange={setPercent}
            disabled={!props.canEdit}
          />
          <NumberInput
            label="Drawer difference needing a manager"
            description="A closing count off by more needs a manager's note."
            prefix="$"
            decimalScale={2}
            min={0}
            value={threshold}
            onChange={setThreshold}
            disabled={!props.canEdit}
          />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            label="Tip ceiling"
            description="A tip over this share of the ticket needs a manager's approval."
            suffix=" %"
            decimalScale={0}
            min={0}
            max={TIP_CEILING_PERCENT_MAX}
            value={tipCeiling}
            onChange={setTipCeiling}
            disabled={!props.canEdit}
          />
          <Checkbox
            mt="lg"
            label="Suggest tips on services only"
            description="Leave products out of the 15 / 18 / 20 % suggestions."
            checked={servicesOnly}
            onChange={(e) => setServicesOnly(e.currentTarget.checked)}
            disabled={!props.canEdit}
          />
        </Group>
        {save.isError && (
          <Alert color="red" role="alert" title="Failed to update settings">
            {errorMessage(save.error, 'Failed to update settings')}
          </Alert>
        )}
        {props.canEdit ? (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save register settings
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Only the business owner changes these.
          </Text>
        )}
      </Stack>
    </form>
  );
}
