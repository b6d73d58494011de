import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { layoutStorageState } from '../support/layout-storage';
import { signInAsUser } from '../support/session';
import { createTestUser } from '../support/users';

const SIGNED_OUT_ROUTES = ['/session/signin', '/session/signup', '/session/forgot-password', '/session/404'];
const SIGNED_IN_ROUTES = ['/projects/all', '/todo/list', '/dashboard/v1', '/dashboard/v2', '/pages/user-profile'];

// One test per signed-in route: each has the time of its own page (a walk of all of them together outlasted its
// time on the busy machine), and a failure names its route.
for (const colorMode of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical problem on the signed-out pages in ${colorMode} mode`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: layoutStorageState({ colorMode }) });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of SIGNED_OUT_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      problems.push(...(await seriousViolations(page)));
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const path of SIGNED_IN_ROUTES) {
    test(`axe finds no serious or critical problem on ${path} in ${colorMode} mode`, async ({ browser }) => {
      // The task list's ~200 rows take axe up to 40 s on the busy machine (measured); twice that for its margin.
      test.setTimeout(90_000);
      const context = await browser.newContext({ storageState: layoutStorageState({ colorMode }) });
      const page = await context.newPage();
      await signInAsUser(page, await createTestUser('ADMIN'));
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
}
