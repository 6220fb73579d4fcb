/**
 * The commission plan editor of one person (issue #14): service and product percents, per-service
 * overrides and an optional tiered scale with its mode. The server checks everything; its message
 * shows here when it refuses.
 */
import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { CommissionPlan, TierMode } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { useSavePlan } from '../api/payroll-api';

interface Band {
  from: number;
  to: number | null;
  percent: number;
}

const num = (v: string | number, fallback = 0) => (typeof v === 'number' ? v : Number(v) || fallback);

export function PlanEditorModal({
  establishmentId,
  plan,
  services,
  onClose,
}: {
  establishmentId: string;
  plan: CommissionPlan;
  services: { id: string; name: string }[];
  onClose: () => void;
}) {
  const save = useSavePlan(establishmentId);
  const [servicePercent, setServicePercent] = useState(plan.servicePercent);
  const [productPercent, setProductPercent] = useState(plan.productPercent);
  const [overrides, setOverrides] = useState(
    plan.overrides.map((o) => ({ serviceId: o.serviceId, percent: o.percent })),
  );
  const [tiered, setTiered] = useState(plan.tiers !== null);
  const [mode, setMode] = useState<TierMode>(plan.tiers?.mode ?? 'all');
  const [bands, setBands] = useState<Band[]>(
    plan.tiers?.bands ?? [{ from: 0, to: null, percent: servicePercent }],
  );

  const setBand = (i: number, patch: Partial<Band>) =>
    setBands((list) => list.map((b, k) => (k === i ? { ...b, ...patch } : b)));
  const addBand = () =>
    setBands((list) => {
      const last = list[list.length - 1]!;
      const top = last.to ?? last.from + 1000;
      return [...list.slice(0, -1), { ...last, to: top }, { from: top, to: null, percent: last.percent }];
    });

  const submit = () =>
    save.mutate(
      {
        userId: plan.userId,
        body: { servicePercent, productPercent, overrides, tiers: tiered ? { mode, bands } : null },
      },
      { onSuccess: onClose },
    );

  return (
    <AppModal opened onClose={onClose} title={`Commission plan: ${plan.name}`} size="lg">
      <Stack>
        <Group grow>
          <NumberInput
            label="Service commission (%)"
            min={0}
            max={100}
            decimalScale={2}
            value={servicePercent}
            onChange={(v) => setServicePercent(num(v))}
          />
          <NumberInput
            label="Product commission (%)"
            min={0}
            max={100}
            decimalScale={2}
            value={productPercent}
            onChange={(v) => setProductPercent(num(v))}
          />
        </Group>
        <Text fw={600} size="sm">
          Per-service overrides
        </Text>
        {overrides.map((o, i) => (
          <Group key={i} align="flex-end" wrap="nowrap">
            <Select
              label="Service"
              data={services.map((s) => ({ value: s.id, label: s.name }))}
              value={o.serviceId || null}
              onChange={(v) =>
                setOverrides((l) => l.map((x, k) => (k === i ? { ...x, serviceId: v ?? '' } : x)))
              }
              searchable
              style={{ flex: 1 }}
            />
            <NumberInput
              label="Percent"
              min={0}
              max={100}
              decimalScale={2}
              w={110}
              value={o.percent}
              onChange={(v) =>
                setOverrides((l) => l.map((x, k) => (k === i ? { ...x, percent: num(v) } : x)))
              }
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Remove override"
              onClick={() => setOverrides((l) => l.filter((_, k) => k !== i))}
              mb={4}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          onClick={() => setOverrides((l) => [...l, { serviceId: '', percent: servicePercent }])}
        >
          Add override
        </Button>
        <Switch
          label="Tiered scale on service sales"
          checked={tiered}
          onChange={(e) => setTiered(e.currentTarget.checked)}
        />
        {tiered && (
          <Stack gap="xs">
            <SegmentedControl
              aria-label="Tier mode"
              value={mode}
              onChange={(v) => setMode(v as TierMode)}
              data={[
                { value: 'all', label: 'Reached tier for all' },
                { value: 'progressive', label: 'Progressive' },
              ]}
            />
            {bands.map((b, i) => (
              <Group key={i} grow align="flex-end">
                <NumberInput
                  label={`Band ${i + 1} from ($)`}
                  min={0}
                  decimalScale={2}
                  value={b.from}
                  onChange={(v) => setBand(i, { from: num(v) })}
                />
                <NumberInput
                  label="To ($, empty: no limit)"
                  min={0}
                  decimalScale={2}
                  value={b.to ?? ''}
                  onChange={(v) => setBand(i, { to: v === '' ? null : num(v) })}
                />
                <NumberInput
                  label="Percent"
                  min={0}
                  max={100}
                  decimalScale={2}
                  value={b.percent}
                  onChange={(v) => setBand(i, { percent: num(v) })}
                />
              </Group>
            ))}
            <Group>
              <Button variant="default" size="xs" onClick={addBand}>
                Add band
              </Button>
              {bands.length > 1 && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() =>
                    setBands((l) =>
                      l.slice(0, -1).map((b, k, all) => (k === all.length - 1 ? { ...b, to: null } : b)),
                    )
                  }
                >
                  Remove last band
                </Button>
              )}
            </Group>
          </Stack>
        )}
        {save.isError && (
          <Text c="var(--daybook-text-bad)" size="sm" role="alert">
            {errorMessage(save.error, 'Failed to save the plan')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            Save plan
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
