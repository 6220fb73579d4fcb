/**
 * The owner's rule for managers (issue #28 "an owner (or another manager, where the owner allows
 * it)"): on, managers change the pay and commission of the people below them; off, only owners.
 * Nobody changes their own, whatever the rule.
 */
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { STAFF_AUDIT_MESSAGES } from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { usePaySettings, useUpdatePaySettings } from '../api/staff-audit-api';

export function ManagersSetPaySwitch() {
  const settings = usePaySettings(true);
  const update = useUpdatePaySettings();
  return (
    <Switch
      label="Managers may change others’ pay"
      checked={settings.data?.managersSetPay ?? true}
      disabled={settings.isPending || update.isPending}
      onChange={(e) => {
        const managersSetPay = e.currentTarget.checked;
        update.mutate(
          { managersSetPay },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: STAFF_AUDIT_MESSAGES.settingsSaved }),
            onError: (err) =>
              notifications.show({
                color: 'red',
                message: errorMessage(err, 'Could not save the pay settings.'),
              }),
          },
        );
      }}
    />
  );
}
