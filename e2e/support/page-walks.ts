// Walks over a group's pages in one signed-in tab: what axe finds on each, and which scroll sideways.
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

/** Opens one page of the walk and waits until it is ready to be checked. */
export type OpenPage = (page: Page, path: string) => Promise<void>;

/** Axe's serious or critical findings on each page (within `scope`, default all of it). */
export async function seriousViolationsOnEach(
  page: Page,
  paths: readonly string[],
  open: OpenPage,
  scope?: string,
): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await open(page, path);
    problems.push(...(await seriousViolations(page, scope)));
  }
  return problems;
}

/** The pages that scroll sideways in right-to-left, as "path: N px"; the tab must be in right-to-left. */
export async function pagesScrollingSideways(page: Page, paths: readonly string[], open: OpenPage): Promise<string[]> {
  const overflowing: string[] = [];
  for (const path of paths) {
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const wider = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (wider > 0) overflowing.push(`${path}: ${wider}px`);
  }
  return overflowing;
}
