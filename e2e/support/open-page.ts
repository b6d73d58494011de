import { expect, type Page } from '@playwright/test';

/** Goes to `path` inside the running app, as a click on a link does: the router moves on, the app is not started again. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Goes to `path` inside the running app, as a click on the menu does (no new start of the app), and waits for
 * the page: its h1 named `heading` and nothing on it still loading. The page must be signed in already.
 */
export async function openPageInApp(page: Page, path: string, heading: string): Promise<void> {
  await navigateInApp(page, path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(main.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}
