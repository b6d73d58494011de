import { expect, test } from '@playwright/test';
import { DEMO_USERS, type DemoRole } from '../support/environment';
import { openFromMenu, signInAs } from '../support/session';

const dashboards = ['/dashboard/v1', '/dashboard/v2'];

for (const role of ['EDITOR', 'GUEST'] as DemoRole[]) {
  test(`${role} is sent to sign-in from the admin dashboards`, async ({ page }) => {
    await signInAs(page, role);
    for (const path of dashboards) {
      await page.goto(path);
      await expect(page).toHaveURL(`/session/signin?redirectUrl=${encodeURIComponent(path)}`);
      await expect(page.getByText(`You are signed in as ${DEMO_USERS[role].name} (${role})`)).toBeVisible();
    }
    // The menu offers only what the role may open.
    await page.goto('/projects/all');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Projects' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Dashboards' })).toHaveCount(0);
  });
}

for (const role of ['SA', 'ADMIN'] as DemoRole[]) {
  test(`${role} opens the admin dashboards`, async ({ page }) => {
    await signInAs(page, role);
    await page.goto('/dashboard/v1');
    await expect(page).toHaveURL('/dashboard/v1');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await openFromMenu(page, 'Dashboards', 'Delivery');
    await expect(page).toHaveURL('/dashboard/v2');
    await expect(page.getByRole('heading', { name: 'Delivery dashboard', level: 1 })).toBeVisible();
  });
}

test('an editor denied a dashboard can sign in as an admin and land on it', async ({ page }) => {
  await signInAs(page, 'EDITOR');
  await page.goto('/dashboard/v1');
  await page.getByLabel('Email').fill(DEMO_USERS.ADMIN.email);
  await page.getByLabel('Password').fill('tessera-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/dashboard/v1');
  await expect(page.getByTestId('current-user-name')).toHaveText(DEMO_USERS.ADMIN.name);
});
