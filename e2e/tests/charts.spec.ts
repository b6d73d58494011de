// The Charts group: every page renders its charts — each an SVG with real marks, not just axes — with
// no console error, reads well to axe in light and dark mode, fits a phone in right-to-left; a tooltip shows on
// hover; a live chart's figures are the ones the API counts.
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { collectErrors } from '../support/page-errors';
import { signInAs } from '../support/session';
import { createRecord, createTask, deleteRecord, firstProject } from '../support/workspace-api';

const LIBRARY_ROUTES: Record<string, string> = {
  '/charts/echart': 'ECharts',
  '/charts/recharts': 'Recharts',
  '/charts/victory-chart': 'Victory charts',
  '/charts/react-vis': 'React-vis',
};
const APEX_ROUTES: Record<string, string> = {
  '/charts/apex-chart/area': 'Area charts',
  '/charts/apex-chart/bar': 'Bar charts',
  '/charts/apex-chart/bubble': 'Bubble charts',
  '/charts/apex-chart/column': 'Column charts',
  '/charts/apex-chart/doughnut': 'Doughnut charts',
  '/charts/apex-chart/line': 'Line charts',
  '/charts/apex-chart/mix': 'Mixed charts',
  '/charts/apex-chart/radar': 'Radar charts',
  '/charts/apex-chart/radial-bar': 'Radial bar charts',
  '/charts/apex-chart/scatter': 'Scatter charts',
  '/charts/apex-chart/spark-line': 'Spark lines',
};
const ROUTES = { ...LIBRARY_ROUTES, ...APEX_ROUTES };
const APEX_MENU_LABELS = [
  'Area',
  'Bar',
  'Bubble',
  'Column',
  'Doughnut',
  'Line',
  'Mix',
  'Radar',
  'Radial bar',
  'Scatter',
  'Spark line',
];

// What Recharts draws for data (bars, lines, areas, slices, rings, radar shapes, points, treemap tiles, funnel
// stages, flow nodes; heatmap cells, candlesticks, boxes and error bars' columns are bars; roses' wedges and polar
// bars are rings' sectors), never for axes or grid; and the marks of the charts drawn as SVG of their own
// (calendar days, sunburst arcs, parallel coordinates' lines, hexagons).
const DATA_MARKS = [
  '.drawn-chart-mark path',
  '.recharts-bar-rectangle path',
  '.recharts-treemap-depth-1 path',
  '.recharts-funnel-trapezoid path',
  '.recharts-sankey-node path',
  '.recharts-line-curve',
  '.recharts-area-area',
  '.recharts-pie-sector path',
  'path.recharts-radial-bar-sector',
  '.recharts-radar-polygon path',
  '.recharts-scatter-symbol path',
].join(', ');

// A chart's drawing: an image named by its title; a group where it holds controls (a brush's range selector).
const CHART_IMAGES = [
  'svg.recharts-surface[role="img"]',
  'svg.recharts-surface[role="group"]',
  'svg.drawn-chart[role="img"]',
].join(', ');

const main = (page: Page) => page.getByRole('main');

// Charts draw their final frame at once: what is checked is what they show, not how they get there.
test.use({ reducedMotion: 'reduce' });

function openChartsPage(page: Page, path: string): Promise<void> {
  const heading = ROUTES[path];
  if (!heading) throw new Error(`${path} is not one of this file's routes`);
  return openPageInApp(page, path, heading);
}

/** The titles of the page's chart cards whose chart image holds no data mark (none, once every chart is drawn). */
function chartsWithoutData(page: Page): Promise<string[]> {
  return main(page)
    .locator('section')
    .evaluateAll(
      (cards, { marks, images }) => {
        const blank = cards.filter((card) => {
          const image = card.querySelector(images);
          const drawn = image ? [...image.querySelectorAll(marks)] : [];
          return !drawn.some((mark) => (mark.getAttribute('d') ?? '').length > 4);
        });
        return blank.map((card) => card.querySelector('h2')?.textContent ?? '(untitled)');
      },
      { marks: DATA_MARKS, images: CHART_IMAGES },
    );
}

test('the menu lists the Charts pages, the Apex charts nested under their own heading', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Charts', exact: true }).click();
  for (const label of Object.values(LIBRARY_ROUTES)) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('heading', { name: 'Apex charts' })).toBeVisible();
  for (const label of APEX_MENU_LABELS) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Doughnut', exact: true }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Doughnut charts' })).toBeVisible();
});

/**
 * Signs in a browser of its own with these layout settings, opens every Charts page in turn and waits until each
 * chart has drawn its data, then calls `check` there. Returns the console errors seen after signing in.
 */
async function walkEveryPage(
  browser: Browser,
  settings: BrowserContextOptions,
  check: (page: Page, path: string) => Promise<void>,
): Promise<string[]> {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...settings });
  const page = await context.newPage();
  await signInAs(page, 'ADMIN');
  const errors = collectErrors(page);
  for (const path of Object.keys(ROUTES)) {
    await openChartsPage(page, path);
    await expect(main(page).locator('section').first()).toBeVisible();
    await expect.poll(() => chartsWithoutData(page), { message: `${path}: charts without data` }).toEqual([]);
    await check(page, path);
  }
  await context.close();
  return errors;
}

for (const colorMode of ['light', 'dark'] as const) {
  test(`every Charts page draws its charts with data, no console error, nothing serious for axe, in ${colorMode} mode`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const problems: string[] = [];
    // Light mode with the charts' animations (what most people see), dark mode without (what some choose).
    const motion = colorMode === 'light' ? 'no-preference' : 'reduce';
    const settings = { storageState: layoutStorageState({ colorMode }), reducedMotion: motion } as const;
    const errors = await walkEveryPage(browser, settings, async (page) => {
      problems.push(...(await seriousViolations(page, 'main')));
    });
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('at phone width in right-to-left, no Charts page scrolls sideways', async ({ browser }) => {
  test.setTimeout(90_000);
  const overflowing: string[] = [];
  const phoneRtl = { storageState: layoutStorageState({ dir: 'rtl' }), viewport: { width: 390, height: 844 } };
  await walkEveryPage(browser, phoneRtl, async (page, path) => {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const wider = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (wider > 0) overflowing.push(`${path}: ${wider}px`);
  });
  expect(overflowing).toEqual([]);
});

/**
 * On the open page, each chart's axis or value label that overlaps one of its bars ("label" over a bar in "chart"),
 * and each bar chart whose category labels are not on the side the page reads from.
 */
function misplacedLabels(page: Page, readsFrom: 'left' | 'right'): Promise<string[]> {
  return page.locator(CHART_IMAGES).evaluateAll((charts, side) => {
    const problems: string[] = [];
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    for (const chart of charts) {
      const name = chart.querySelector('title')?.textContent ?? '(untitled)';
      const bars = [...chart.querySelectorAll('.recharts-bar-rectangle path, .drawn-chart-cell')].map((bar) =>
        bar.getBoundingClientRect(),
      );
      // Only charts on bars or cells (columns, bars, heatmap cells, candlesticks, boxes, error bars, calendar days,
      // hexagons) have labels beside their marks and a category axis. Treemaps, funnels, flow diagrams, pies,
      // rings and sunbursts name their marks on the marks themselves; lines cross their axes by design: the check
      // does not apply to them.
      if (bars.length === 0) continue;
      const labels = [
        ...chart.querySelectorAll(
          '.recharts-cartesian-axis-tick-label text, .recharts-label-list text, .drawn-chart-label',
        ),
      ]
        .map((label) => ({ text: label.textContent ?? '', box: label.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0);
      for (const [index, { text, box }] of labels.entries()) {
        if (bars.some((bar) => overlap(box, bar))) problems.push(`"${text}" over a bar in "${name}"`);
        const other = labels.slice(index + 1).find((next) => overlap(box, next.box));
        if (other) problems.push(`"${text}" over "${other.text}" in "${name}"`);
      }
      // A bar chart's category axis (down the side; a calendar's weekdays) stands where the page reads from.
      const categoryAxis = chart.querySelector('.recharts-yAxis-tick-labels text, .drawn-chart-category-axis text');
      if (categoryAxis && Number.isNaN(Number((categoryAxis.textContent ?? '').replace(/[,%\s]/g, '')))) {
        // Beside the bars: long labels may take more than half the chart, so its middle says nothing.
        const barsMiddle = (Math.min(...bars.map((bar) => bar.left)) + Math.max(...bars.map((bar) => bar.right))) / 2;
        const label = categoryAxis.getBoundingClientRect();
        const at = label.left + label.width / 2 < barsMiddle ? 'left' : 'right';
        if (at !== side) problems.push(`"${name}": categories on the ${at}`);
      }
    }
    return problems;
  }, readsFrom);
}

for (const dir of ['ltr', 'rtl'] as const) {
  test(`in ${dir === 'rtl' ? 'right-to-left' : 'left-to-right'}, no chart label overlaps a bar, and bar labels stand where the page reads from`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const settings = { storageState: layoutStorageState({ dir }), viewport: { width: 1280, height: 900 } };
    await walkEveryPage(browser, settings, async (page, path) => {
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      problems.push(
        ...(await misplacedLabels(page, dir === 'rtl' ? 'right' : 'left')).map((problem) => `${path}: ${problem}`),
      );
      if (dir === 'rtl') {
        await testInfo.attach(`${path} in right-to-left`, { body: await page.screenshot(), contentType: 'image/png' });
      }
    });
    expect(problems).toEqual([]);
  });
}

test("in right-to-left, the dashboards' bar charts are mirrored, no label over a bar", async ({ browser }) => {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    storageState: layoutStorageState({ dir: 'rtl' }),
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await signInAs(page, 'ADMIN');
  // Unfinished work with no department and no hours: a bar of no length, its value written past its end all the same.
  await createTask(page, { subject: `No hours planned ${Date.now()}`, project: (await firstProject(page)).name });
  for (const [path, heading] of [
    ['/dashboard/v1', 'Dashboard'],
    ['/dashboard/v2', 'Delivery dashboard'],
  ] as const) {
    await openPageInApp(page, path, heading);
    await expect(main(page).locator('.recharts-bar-rectangle path').first()).toBeVisible();
    expect(await misplacedLabels(page, 'right'), path).toEqual([]);
    if (path === '/dashboard/v1') {
      // The sample data's template task is not work: no Template row among the overview's statuses.
      const statuses = main(page).getByRole('table', { name: 'Tasks by status' }).locator('tbody td:first-child');
      await expect(statuses.first()).not.toBeEmpty();
      expect(await statuses.allTextContents()).not.toContain('Template');
      // The completion trend is mirrored too: its first week rightmost, its value axis on the right.
      const trend = main(page).getByRole('img', { name: 'Completion trend' });
      // Recharts draws the axes' labels in a layer of their own, after the axes' lines.
      const weeks = trend.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
      await expect(weeks.first()).toBeVisible();
      const [trendBox, firstWeek, lastWeek, valueAxis] = await Promise.all([
        trend.boundingBox(),
        weeks.first().boundingBox(),
        weeks.last().boundingBox(),
        trend.locator('.recharts-yAxis-tick-labels').boundingBox(),
      ]);
      expect(firstWeek!.x).toBeGreaterThan(lastWeek!.x);
      expect(valueAxis!.x).toBeGreaterThan(trendBox!.x + trendBox!.width / 2);
    }
  }
  await context.close();
});

test('hovering a bar shows its tooltip with the value', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await openChartsPage(page, '/charts/recharts');
  const card = main(page).getByRole('region', { name: 'Bar chart: tasks by status' });
  const bar = card.locator('.recharts-bar-rectangle path').first();
  await bar.hover();
  const tooltip = card.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toBeVisible();
  // The first bar is the first status name, as its table's first row.
  const firstName = await card.getByRole('table').locator('tbody tr td').first().textContent();
  await expect(tooltip).toContainText(new RegExp(`${firstName}\\s*:\\s*\\d+`));
});

test("a board task counts under its board status's name on a live chart, not under ERPNext's status", async ({
  page,
}) => {
  await signInAs(page, 'ADMIN');
  const stamp = Date.now();
  // A board of its own, so that the test's count is its alone.
  const space = await createRecord(page, 'Spaces', { name1: `Charts ${stamp % 100000}`, color: '#0ea5e9' });
  const first = await createRecord(page, 'Puxeo Statuses', { name1: `Queued ${stamp}`, space, position: 0 });
  const shipped = await createRecord(page, 'Puxeo Statuses', { name1: `Shipped ${stamp}`, space, position: 1 });
  const project = await createRecord(page, 'Project', { project_name: `Charts ${stamp}`, space });
  // ERPNext's status says Open; the board's says Shipped.
  const task = await createTask(page, { subject: `Shipped ${stamp}`, project, status: 'Open', puxeo_status: shipped });
  try {
    await openChartsPage(page, '/charts/apex-chart/column');
    const rows = main(page).getByRole('table', { name: 'Basic columns' }).locator('tbody tr');
    await expect(rows.filter({ hasText: `Shipped ${stamp}` }).locator('td')).toHaveText([`Shipped ${stamp}`, '1']);
    await expect(rows.filter({ hasText: `Queued ${stamp}` })).toHaveCount(0);
  } finally {
    await deleteRecord(page, 'Task', task.name);
    await deleteRecord(page, 'Project', project);
    for (const status of [shipped, first]) await deleteRecord(page, 'Puxeo Statuses', status);
    await deleteRecord(page, 'Spaces', space);
  }
});

test('a live chart shows the counts the API gives', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await openChartsPage(page, '/charts/apex-chart/bar');
  const card = main(page).getByRole('region', { name: 'Basic bars' });
  const rows = await card
    .getByRole('table', { name: 'Basic bars' })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
  const named = rows.filter(([department]) => department !== 'Not set');
  expect(named.length).toBeGreaterThan(2);
  const description = (await card.locator('svg.recharts-surface[role="img"] desc').textContent()) ?? '';
  for (const [department = '', shown = ''] of named) {
    const response = await page.request.get('/api/method/frappe.client.get_count', {
      // Template tasks are not work: the charts leave them out.
      params: {
        doctype: 'Task',
        filters: JSON.stringify([
          ['department', '=', department],
          ['status', '!=', 'Template'],
        ]),
      },
    });
    expect(response.ok()).toBe(true);
    const { message } = (await response.json()) as { message: number };
    expect(Number(shown.replace(/\D/g, '')), department).toBe(message);
    expect(description).toContain(`${department}: Tasks ${shown}`);
  }
});

test('a range brush picks the days drawn from the keyboard; a drawn chart names the mark under the pointer or reached by the keys', async ({
  page,
}) => {
  await signInAs(page, 'ADMIN');
  await openChartsPage(page, '/charts/victory-chart');
  const brushCard = main(page).getByRole('region', { name: 'Brush: tasks created and completed each day' });
  const firstDay = brushCard.locator('.recharts-xAxis-tick-labels text').first();
  const shownFrom = await firstDay.textContent();
  // The selector's start handle, moved a week earlier: the chart above starts a week earlier.
  await brushCard.getByRole('slider').first().focus();
  for (let day = 0; day < 7; day += 1) await page.keyboard.press('ArrowLeft');
  await expect(firstDay).not.toHaveText(shownFrom ?? '');

  await openChartsPage(page, '/charts/react-vis');
  const sunburst = main(page).getByRole('region', { name: 'Sunburst: tasks by space, project and status' });
  await sunburst.locator('.drawn-chart-arc').first().hover();
  await expect(sunburst.getByRole('status')).toHaveText(/^\S.*: \d+$/);
  const hexbin = main(page).getByRole('region', { name: 'Hexbin: estimated and actual hours' });
  await hexbin.getByRole('img', { name: 'Hexbin: estimated and actual hours' }).focus();
  await page.keyboard.press('End');
  await expect(hexbin.getByRole('status')).toHaveText(/^\d+ points? near Estimated hours [\d.]+, Actual hours [\d.]+$/);
});
