import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsSettled } from './animations';
import { contrastReadings } from './contrast';

type AxeNode = Awaited<ReturnType<AxeBuilder['analyze']>>['incomplete'][number]['nodes'][number];

/**
 * The text axe's colour-contrast rule left undecided ("incomplete": the same colour as its background, which is
 * how white text on a white panel is reported, a gradient, another element over it…), measured by
 * support/contrast against its ancestors' backgrounds: those below axe's own threshold, one line each. Text over
 * an image stays undecided, as for axe. Measured in one call per threshold: a chart page leaves hundreds of
 * labels undecided, and one round trip each took its test past two minutes on a busy machine.
 */
async function undecidedLowContrast(page: Page, nodes: AxeNode[]): Promise<string[]> {
  const selectorsByMinimum = new Map<number, { selectors: string[]; reason: string }>();
  for (const node of nodes) {
    const [selector, ...inFrame] = node.target;
    // A target inside a frame or a shadow root is a list of selectors: the app has neither.
    if (typeof selector !== 'string' || inFrame.length > 0) continue;
    const data = node.any[0]?.data as { messageKey?: string; expectedContrastRatio?: string } | undefined;
    const minimum = Number.parseFloat(data?.expectedContrastRatio ?? '4.5');
    const group = selectorsByMinimum.get(minimum) ?? { selectors: [], reason: data?.messageKey ?? 'unknown' };
    group.selectors.push(selector);
    selectorsByMinimum.set(minimum, group);
  }
  const problems: string[] = [];
  for (const [minimum, { selectors, reason }] of selectorsByMinimum) {
    for (const reading of await contrastReadings(page.locator(selectors.join(', ')), 'text')) {
      if (reading.ratio === null || reading.ratio >= minimum) continue;
      problems.push(
        `${page.url()} color-contrast (undecided by axe: ${reason}): "${reading.label}" ` +
          `${reading.ratio.toFixed(2)}:1 (${reading.color} on ${reading.background}, needs ${minimum}:1)`,
      );
    }
  }
  return problems;
}

/**
 * axe's serious and critical findings on the page as it is now, one line each (the page, the rule, the elements),
 * and the text whose contrast axe left undecided and is too low.
 * `within`: only that part of the page (e.g. 'main', when the frame is checked elsewhere).
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  const undecidedContrast = results.incomplete.find((result) => result.id === 'color-contrast')?.nodes ?? [];
  return [
    ...results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${page.url()} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ...(await undecidedLowContrast(page, undecidedContrast)),
  ];
}
