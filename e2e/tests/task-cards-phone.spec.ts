// The task list on a phone (390 px): every task card's content, and every row of the filters above the cards (the
// due dates' two fields among them), stays inside its box, in either reading direction.
import { expect, test, type Locator } from '@playwright/test';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { signInAs } from '../support/session';

/** Each descendant of each of `boxes` that runs past that box's content edges, named by its text. */
function overflowing(boxes: Locator): Promise<string[]> {
  return boxes.evaluateAll((elements) =>
    elements.flatMap((box) => {
      const outer = box.getBoundingClientRect();
      const style = getComputedStyle(box);
      const left = outer.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const right = outer.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      return [...box.querySelectorAll('*')]
        .filter((inner) => {
          const drawn = inner.getBoundingClientRect();
          return drawn.width > 0 && (drawn.left < left - 0.5 || drawn.right > right + 0.5);
        })
        .map((inner) => `"${(inner.textContent ?? '').trim() || inner.tagName}" in "${box.textContent?.slice(0, 40)}"`);
    }),
  );
}

for (const dir of ['ltr', 'rtl'] as const) {
  test.describe(dir, () => {
    test.use({ storageState: layoutStorageState({ dir }), viewport: { width: 390, height: 844 } });

    test(`at 390 px (${dir}), no task card's content and no filter row runs past its edges`, async ({ page }) => {
      await signInAs(page, 'ADMIN');
      await openPageInApp(page, '/projects/all', 'All tasks');
      const main = page.getByRole('main');
      const cards = main.locator('li[data-task]');
      await expect(cards.first()).toBeVisible();
      expect(await overflowing(cards)).toEqual([]);
      // The filters' rows hold their fields: the due dates' row is one of them.
      await expect(main.getByLabel('Due to')).toBeVisible();
      expect(await overflowing(main.getByRole('search', { name: 'Filter tasks' }))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  });
}
