/**
 * Every status badge in every state reads at WCAG AA contrast in both themes (axe in Chromium),
 * whatever the demo data shows at the hour the suite runs: past fresh-clone runs each found one
 * faint badge that only that hour's appointments brought on screen.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support';
import { badgeGallery } from './gallery/badge-gallery';

const require = createRequire(import.meta.url);
const css = ['@mantine/core/styles.css', '../../apps/web/src/styles.css']
  .map((file) =>
    fs.readFileSync(file.startsWith('.') ? new URL(file, import.meta.url) : require.resolve(file), 'utf8'),
  )
  .join('\n');

for (const scheme of ['light', 'dark'] as const) {
  test(`every status badge passes axe in the ${scheme} theme`, async ({ page }) => {
    await page.setContent(badgeGallery(scheme, css));
    await expect(page.getByRole('heading', { name: 'Team member' })).toBeVisible();
    const found = await new AxeBuilder({ page }).analyze();
    const serious = found.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`));
    expect(serious).toEqual([]);
  });
}
