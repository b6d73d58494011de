// Each library page draws its own set of chart kinds: every card its chart, with data marks, and its data table.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { formatDate, toIsoDate } from 'shared-ui';
import { prepareChartsForJsdom } from '@kits/testing/chart-environment';
import { installTaskServer, type TaskServer } from '@kits/testing/task-server';
import EChartPage from './EChartPage';
import ReactVisPage from './ReactVisPage';
import RechartsPage from './RechartsPage';
import VictoryChartPage from './VictoryChartPage';

prepareChartsForJsdom();

let server: TaskServer;
beforeEach(() => {
  server = installTaskServer();
  // Every count the same few groups, whichever fields it groups by.
  server.grouped.mockImplementation(async (groupBy) =>
    [
      { status: 'Open', priority: 'High', department: 'Design', project: 'PROJ-1', count: 4 },
      { status: 'Working', priority: 'Low', department: 'Support', project: 'PROJ-2', count: 2 },
      { status: 'Completed', priority: 'Medium', department: 'Design', project: 'PROJ-1', count: 6 },
    ].map((row) =>
      Object.fromEntries([...groupBy.split(/,\s*/), 'count'].map((field) => [field, row[field as keyof typeof row]])),
    ),
  );
  // The weekly activity: a task created and one completed today.
  const today = toIsoDate(new Date());
  server.listed.mockResolvedValue([
    { creation: `${today} 09:00:00`, completed_on: today, modified: `${today} 10:00:00` },
  ]);
  // The sunburst's spaces: each project's, by name.
  server.projects.mockResolvedValue([
    { name: 'PROJ-1', project_name: 'Mobile app', space: 'product' },
    { name: 'PROJ-2', project_name: 'Help desk', space: 'support' },
  ]);
  server.spaces.mockResolvedValue([
    { name: 'product', name1: 'Product' },
    { name: 'support', name1: 'Support' },
  ]);
});
afterEach(() => server.restore());

// What the kinds drawn by this group's own shapes (or its own SVG) draw for data: tiles, stages, flows, cells,
// candles, boxes, wedges, arcs, lines and hexagons (every kind's marks are checked in the browser, charts.spec.ts,
// where the charts with a Recharts legend have room to draw: jsdom measures the legend as tall as the chart).
const OWN_MARKS: Record<string, string> = {
  Treemap: '.recharts-treemap-depth-1 path',
  Funnel: '.recharts-funnel-trapezoid path',
  'Flow diagram': '.recharts-sankey-node path',
  Heatmap: '.recharts-bar-rectangle path',
  Candlesticks: '.recharts-bar-rectangle path',
  'Box plot': '.recharts-bar-rectangle path',
  'Calendar heatmap': '.drawn-chart-cell',
  'Nightingale rose': 'path.recharts-radial-bar-sector',
  'Polar bars': 'path.recharts-radial-bar-sector',
  Sunburst: '.drawn-chart-mark path',
  'Parallel coordinates': '.drawn-chart-line',
  Hexbin: '.drawn-chart-cell',
};
// The brush chart is a group, not an image: its range selector's handles are controls.
const ROLE_OF: Record<string, 'group'> = { Brush: 'group' };

/** The kinds of the page's charts, once each card holds its drawing (with data, for this group's own shapes) and its table. */
async function drawnCharts(count: number): Promise<string[]> {
  const cards = await screen.findAllByRole('region');
  expect(cards).toHaveLength(count);
  for (const card of cards) {
    const title = card.querySelector('h2')?.textContent ?? '';
    const kind = title.split(':')[0] ?? '';
    const marks = OWN_MARKS[kind];
    await waitFor(
      () => {
        const image = within(card).getByRole(ROLE_OF[kind] ?? 'img', { name: title });
        if (marks && image.querySelectorAll(marks).length === 0) throw new Error(`${title}: no data mark`);
      },
      { timeout: 5000 },
    );
    expect(within(card).getByRole('table', { hidden: true, name: title })).toBeInTheDocument();
  }
  return cards.map((card) => card.querySelector('h2')?.textContent?.split(':')[0] ?? '');
}

const KINDS = {
  ECharts: [
    EChartPage,
    [
      'Treemap',
      'Stacked bars',
      'Heatmap',
      'Flow diagram',
      'Funnel',
      'Gauge',
      'Candlesticks',
      'Calendar heatmap',
      'Nightingale rose',
      'Radar',
    ],
  ],
  Victory: [
    VictoryChartPage,
    [
      'Box plot',
      'Error bars',
      'Histogram',
      'Grouped bars',
      'Area',
      'Brush',
      'Step line',
      'Scatter',
      'Polar bars',
      'Half pie',
    ],
  ],
  'React-vis': [
    ReactVisPage,
    [
      'Heatmap',
      'Treemap',
      'Sunburst',
      'Line series',
      'Area series',
      'Mark series',
      'Hexbin',
      'Parallel coordinates',
      'Radial chart',
      'Radar',
    ],
  ],
} as const;

test.each(Object.entries(KINDS))(
  'the %s page draws each of its kinds, with data and a table',
  async (_name, [Page, kinds]) => {
    renderPage(<Page />);
    expect(await drawnCharts(kinds.length)).toEqual(kinds);
  },
  30_000,
);

test('no two library pages show the same set of kinds, and no page the kinds added to the gallery twice', () => {
  const sets = [...Object.values(KINDS).map(([, kinds]) => [...kinds].sort().join()), 'Recharts'];
  expect(new Set(sets).size).toBe(sets.length);
  expect(RechartsPage).toBeDefined();
  const added = ['Calendar heatmap', 'Nightingale rose', 'Error bars', 'Polar bars', 'Brush', 'Sunburst'];
  const allKinds: string[] = Object.values(KINDS).flatMap(([, kinds]) => [...kinds]);
  for (const kind of [...added, 'Parallel coordinates', 'Hexbin']) {
    expect(allKinds.filter((one) => one === kind)).toHaveLength(1);
  }
});

test('the sunburst nests each project in its space, named in the legend and the table', async () => {
  renderPage(<ReactVisPage />);
  const card = await screen.findByRole('region', { name: 'Sunburst: tasks by space, project and status' });
  const image = await within(card).findByRole('img', { name: 'Sunburst: tasks by space, project and status' });
  // Two spaces, two projects, three statuses with tasks (Open and Completed in Mobile app, Working in Help desk).
  await waitFor(() => expect(image.querySelectorAll('.drawn-chart-mark path')).toHaveLength(7));
  const legend = within(card)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(legend).toEqual(['Product', 'Support', 'Open', 'Working', 'Completed']);
  const table = within(card).getByRole('table', { hidden: true, name: 'Sunburst: tasks by space, project and status' });
  const rows = within(table)
    .getAllByRole('row', { hidden: true })
    .map((row) => [...row.children].slice(0, 3).map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Project', 'Space', 'Open'],
    ['Mobile app', 'Product', '4'],
    ['Help desk', 'Support', '0'],
  ]);
}, 30_000);

test('a drawn chart shows a tooltip on hover and, from the keyboard, for the mark the arrow keys reach', async () => {
  renderPage(<EChartPage />);
  const name = 'Calendar heatmap: tasks created each day';
  const image = await screen.findByRole('img', { name });
  await waitFor(() => expect(image.querySelectorAll('.drawn-chart-cell')).toHaveLength(365));
  const card = screen.getByRole('region', { name });
  // Its table sums the year per month: the twelve or thirteen months the year's days fall in, and a header.
  const months = within(card).getAllByRole('row', { hidden: true });
  expect(months.length).toBeGreaterThanOrEqual(13);
  expect(months.length).toBeLessThanOrEqual(14);
  const user = userEvent.setup();
  // From the keyboard: End goes to the last day, today, when the one task was created.
  image.focus();
  await user.keyboard('{End}');
  expect(within(card).getByRole('status')).toHaveTextContent(`${formatDate(toIsoDate(new Date()))}: 1 created`);
  await user.keyboard('{ArrowLeft}');
  expect(within(card).getByRole('status')).toHaveTextContent(': 0 created');
  // On hover: the day under the pointer.
  await user.hover(image.querySelectorAll('.drawn-chart-mark')[364]!);
  expect(within(card).getByRole('status')).toHaveTextContent(': 1 created');
}, 30_000);

test('a candlestick is green where the day closed up, red where it closed down', async () => {
  renderPage(<EChartPage />);
  const card = await screen.findByRole('region', { name: 'Candlesticks: share price' });
  await waitFor(() => expect(card.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(10));
  const bodies = [...card.querySelectorAll('.recharts-bar-rectangle path[fill]')].map((body) =>
    body.getAttribute('fill'),
  );
  // Mar 2 opened at 102 and closed at 105.5; Mar 3 opened at 105.5 and closed at 104.
  expect(bodies.slice(0, 2)).toEqual(['var(--chakra-colors-green-solid)', 'var(--chakra-colors-red-solid)']);
});

test('the flow diagram names each status once and draws a band per flow', async () => {
  renderPage(<EChartPage />);
  const card = await screen.findByRole('region', { name: 'Flow diagram: tasks between statuses' });
  await waitFor(() => expect(card.querySelectorAll('.recharts-sankey-node')).toHaveLength(5));
  expect([...card.querySelectorAll('.recharts-sankey-node text')].map((label) => label.textContent)).toEqual(
    expect.arrayContaining(['Open', 'Working', 'Pending Review', 'Completed', 'Cancelled']),
  );
  expect(card.querySelectorAll('.recharts-sankey-link')).toHaveLength(7);
});
