// Each library page draws its own set of chart kinds: every card its chart, with data marks, and its data table.
import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from 'build-presets/testing';
import { toIsoDate } from 'shared-ui';
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
      Object.fromEntries([...groupBy.split(','), 'count'].map((field) => [field, row[field as keyof typeof row]])),
    ),
  );
  // The weekly activity: a task created and one completed today.
  const today = toIsoDate(new Date());
  server.listed.mockResolvedValue([
    { creation: `${today} 09:00:00`, completed_on: today, modified: `${today} 10:00:00` },
  ]);
});
afterEach(() => server.restore());

// What the kinds drawn by this group's own shapes draw for data: tiles, stages, flows, cells, candles and boxes
// (every kind's marks are checked in the browser, charts.spec.ts).
const OWN_MARKS: Record<string, string> = {
  Treemap: '.recharts-treemap-depth-1 path',
  Funnel: '.recharts-funnel-trapezoid path',
  'Flow diagram': '.recharts-sankey-node path',
  Heatmap: '.recharts-bar-rectangle path',
  Candlesticks: '.recharts-bar-rectangle path',
  'Box plot': '.recharts-bar-rectangle path',
};

/** The kinds of the page's charts, once each card holds its drawing (with data, for this group's own shapes) and its table. */
async function drawnCharts(count: number): Promise<string[]> {
  const cards = await screen.findAllByRole('region');
  expect(cards).toHaveLength(count);
  for (const card of cards) {
    const title = card.querySelector('h2')?.textContent ?? '';
    const marks = OWN_MARKS[title.split(':')[0] ?? ''];
    await waitFor(
      () => {
        const image = within(card).getByRole('img', { name: title });
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
    ['Treemap', 'Stacked bars', 'Heatmap', 'Flow diagram', 'Funnel', 'Gauge', 'Candlesticks', 'Radar'],
  ],
  Victory: [VictoryChartPage, ['Box plot', 'Histogram', 'Grouped bars', 'Area', 'Step line', 'Scatter', 'Half pie']],
  'React-vis': [
    ReactVisPage,
    ['Heatmap', 'Treemap', 'Line series', 'Area series', 'Mark series', 'Radial chart', 'Radar'],
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

test('no two library pages show the same set of kinds', () => {
  const sets = [...Object.values(KINDS).map(([, kinds]) => [...kinds].sort().join()), 'Recharts'];
  expect(new Set(sets).size).toBe(sets.length);
  expect(RechartsPage).toBeDefined();
});

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
