import type { Browser, Page } from '@playwright/test';
import { layoutStorageState } from './layout-storage';
import { signInAsUser } from './session';
import type { TestUser } from './users';

/** A new browser context with the given layout (and screen size), signed in as `user`. */
export async function signedInPageAs(
  browser: Browser,
  user: TestUser,
  layout: Parameters<typeof layoutStorageState>[0] = {},
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({
    storageState: layoutStorageState(layout),
    ...(viewport ? { viewport } : {}),
  });
  const page = await context.newPage();
  await signInAsUser(page, user);
  return page;
}
