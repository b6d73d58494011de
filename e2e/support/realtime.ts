import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's realtime connection is up (the top bar's status says so): a change someone else makes
 * from then on reaches it. One made before it connected is only seen once the page reads again.
 */
export async function expectLive(page: Page): Promise<void> {
  await expect(page.locator('[data-realtime="connected"]')).toBeAttached();
}
