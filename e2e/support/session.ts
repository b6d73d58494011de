import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, type DemoRole } from './environment';

/** Signs in through the real sign-in form and waits for the shell. */
export async function signInAs(page: Page, role: DemoRole, path = '/session/signin'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(DEMO_USERS[role].email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('current-user-name')).toHaveText(DEMO_USERS[role].name);
}

export async function signOutFromTopBar(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // The page says so only once the server has ended the session.
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
  await expect(page).toHaveURL(/\/session\/signin$/);
}
