import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, type DemoRole } from './environment';

/**
 * Signs in through the real sign-in form and waits for the shell. `ready`: what the page must show before the form
 * is used (a part that comes in above the form later would move the button from under the click).
 */
export async function signInAs(
  page: Page,
  role: DemoRole,
  path = '/session/signin',
  ready?: (page: Page) => Promise<void>,
): Promise<void> {
  await page.goto(path);
  await ready?.(page);
  await page.getByLabel('Email').fill(DEMO_USERS[role].email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('current-user-name')).toHaveText(DEMO_USERS[role].name);
  await expectLanded(page);
}

/**
 * Waits until the sign-in has landed on its page: off the session pages, and past `/` (which goes on to the task
 * list). A menu opened before that would be closed by the landing's own navigation.
 */
async function expectLanded(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/session') && url.pathname !== '/');
}

export async function signOutFromTopBar(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // The page says so only once the server has ended the session.
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
  await expect(page).toHaveURL(/\/session\/signin$/);
}

/** Signs in through the form as a user created for the test. */
export async function signInAsUser(
  page: Page,
  user: { email: string; password: string; name: string },
  path = '/session/signin',
): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('current-user-name')).toHaveText(user.name);
  await expectLanded(page);
}

/**
 * Follows a menu entry in whichever layout is showing: where the entry is not on screen (layout1's rail shows
 * groups, layout3's bar shows menus), its group is opened first.
 */
export async function openFromMenu(page: Page, group: string, entry: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav
    .getByRole('link', { name: entry, exact: true })
    .or(page.getByRole('menuitem', { name: entry, exact: true }));
  if (!(await link.first().isVisible())) await nav.getByRole('button', { name: group, exact: true }).click();
  await link.first().click();
}
