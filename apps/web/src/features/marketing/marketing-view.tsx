/** /marketing's tabs (issue #32): Segments, and the automated appointment messages. */
import { Tabs } from '@mantine/core';
import { SegmentsTab } from './components/segments-tab';
import { AutomatedMessagesPanel } from './flows';
import { SocialPostsTab } from './social';
import { CampaignsTab } from './campaigns';

export function MarketingView({
  tenantId,
  establishments,
}: {
  tenantId: string;
  establishments: { id: string; name: string }[];
}) {
  return (
    <Tabs defaultValue="segments" keepMounted={false}>
      <Tabs.List aria-label="Marketing">
        <Tabs.Tab value="segments">Segments</Tabs.Tab>
        <Tabs.Tab value="automated">Automated messages</Tabs.Tab>
        <Tabs.Tab value="social">Social posts</Tabs.Tab>
        <Tabs.Tab value="campaigns">Campaigns</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="segments" pt="md">
        <SegmentsTab tenantId={tenantId} establishments={establishments} />
      </Tabs.Panel>
      <Tabs.Panel value="automated" pt="md">
        <AutomatedMessagesPanel establishments={establishments} />
      </Tabs.Panel>
      <Tabs.Panel value="social" pt="md">
        <SocialPostsTab establishments={establishments} />
      </Tabs.Panel>
      <Tabs.Panel value="campaigns" pt="md">
        <CampaignsTab />
      </Tabs.Panel>
    </Tabs>
  );
}
