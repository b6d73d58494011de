import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { layoutStorageState } from '../support/layout-storage';
import { signInAsUser } from '../support/session';
import { createTestUser } from '../support/users';

const SIGNED_OUT_ROUTES = ['/session/signin', '/session/signup', '/session/forgot-password', '/session/404'];
const SIGNED_IN_ROUTES = ['/projects/all', '/todo/list', '/dashboard/v1', '/dashboard/v2', '/pages/user-profile'];

for (const colorMode of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical problem on any route in ${colorMode} mode`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ storageState: layoutStorageState({ colorMode }) });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of SIGNED_OUT_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      problems.push(...(await seriousViolations(page)));
    }
    await signInAsUser(page, await createTestUser('ADMIN'));
    for (const path of SIGNED_IN_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      problems.push(...(await seriousViolations(page)));
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
