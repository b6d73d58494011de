import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's serious and critical findings on the page as it is now, one line each (the page, the rule, the elements).
 * `within`: only that part of the page (e.g. 'main', when the frame is checked elsewhere).
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // A colour half-way through a transition (a button fading in as it turns enabled) is not what the user reads:
  // wait for every transition and finite animation running now to end. Looping ones (spinners) and paused ones
  // never end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${page.url()} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
