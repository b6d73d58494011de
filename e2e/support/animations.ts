import type { Page } from '@playwright/test';

/**
 * Waits for every transition and finite animation running now to end: a colour or an opacity half-way through
 * one (a button fading in as it turns enabled, a popover opening) is not what the user reads. Looping ones
 * (spinners) and paused ones never end.
 */
export async function animationsSettled(page: Page): Promise<void> {
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
}
