import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './layout';

/**
 * No WCAG 2.2 A/AA violations on the whole page as it is now, header and footer included, and no
 * sideways scroll at any screen width (content reflows at 320 CSS px: SC 1.4.10).
 */
export async function expectAccessiblePage(page: Page): Promise<void> {
  await expectNoSidewaysScroll(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(summary).toEqual([]);
}
