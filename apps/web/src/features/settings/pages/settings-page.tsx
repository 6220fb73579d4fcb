/**
 * /settings (issue #11 "Settings"): the person's profile, password, notification settings and
 * theme, and for owners and managers a Business section (issue #10). The notification form
 * belongs to the notifications feature; the route passes it in (app/routes/settings-route.tsx).
 */
import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useChangePassword, useUpdateProfile } from '../api/settings-api';
import { BusinessLinks, managesBusiness } from '../components/business-links';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { ThemeChoice } from '../components/theme-choice';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The page; `notificationSettings` renders the notification settings form for a user id. */
export function SettingsPage({
  notificationSettings,
}: {
  notificationSettings: (userId: string) => ReactNode;
}) {
  const { profile, role } = useWorkspace();
  const updateProfile = useUpdateProfile(profile.id);
  const changePassword = useChangePassword();
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title="Settings" description="Your profile, password, notifications and theme." />
      {managesBusiness(role) && (
        <Section id="settings-business" title="Business">
          <BusinessLinks />
        </Section>
      )}
      <Section id="settings-profile" title="Profile">
        <ProfileForm profile={profile} onSave={(body) => updateProfile.mutateAsync(body)} />
      </Section>
      <Section id="settings-password" title="Change password">
        <PasswordForm onSave={(body) => changePassword.mutateAsync(body)} />
      </Section>
      <Section id="settings-notifications" title="Notification settings">
        {notificationSettings(profile.id)}
      </Section>
      <Section id="settings-theme" title="Appearance">
        <ThemeChoice />
      </Section>
    </Stack>
  );
}
