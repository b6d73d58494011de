import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from 'build-presets/testing';
import { installFakeServer, type FakeServer } from 'shared-auth/testing';
import type { TableTask } from './api/list-table-tasks';
import { OVERSCAN_ROWS } from './components/VirtualRows';
import { VIRTUAL_ROW_HEIGHT_PX } from './components/table-styles';
import DefaultSortedPage from './DefaultSortedPage';

const TASK_COUNT = 300;
const ROWS_IN_VIEW = 10;

/** Task 1 is due last: the table, soonest due first, shows them in reverse. */
const TASKS: TableTask[] = Array.from({ length: TASK_COUNT }, (_, index) => {
  const number = String(index + 1).padStart(3, '0');
  const due = new Date(Date.UTC(2026, 0, 1) + (TASK_COUNT - index) * 86_400_000).toISOString().slice(0, 10);
  return {
    name: `T-${number}`,
    subject: `Task ${number}`,
    project: null,
    status: 'Open',
    priority: 'Low',
    exp_end_date: due,
    modified: '2026-11-20 10:00:00.000000',
  };
});

let server: FakeServer;
let scrollTop = 0;
beforeEach(() => {
  server = installFakeServer(({ method, url }) =>
    method === 'GET' && url === '/api/resource/Task' ? { status: 200, data: { data: TASKS } } : undefined,
  );
  // jsdom lays nothing out: the scrolling frame gets the height of ROWS_IN_VIEW rows and a settable position.
  scrollTop = 0;
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'region' ? ROWS_IN_VIEW * VIRTUAL_ROW_HEIGHT_PX : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'scrollTop', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'region' ? scrollTop : 0;
  });
});
afterEach(() => {
  server.restore();
  jest.restoreAllMocks();
});

/** Each drawn body row's aria-rowindex and task name. */
function drawnRows(table: HTMLElement): Array<[string | null, string | undefined]> {
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') && row.getAttribute('aria-hidden') !== 'true')
    .map((row) => [row.getAttribute('aria-rowindex'), within(row).getAllByRole('cell')[0]?.textContent ?? undefined]);
}

test('only the rows in view (and a few more) are drawn, each saying its place among all rows, as the frame scrolls', async () => {
  renderWithProviders(<DefaultSortedPage />);
  const table = await screen.findByRole('table', { name: 'Tasks by due date' });
  expect(table).toHaveAttribute('aria-rowcount', String(TASK_COUNT + 1));
  await screen.findByRole('cell', { name: 'T-300' });
  expect(drawnRows(table)).toEqual(
    Array.from({ length: ROWS_IN_VIEW + OVERSCAN_ROWS }, (_, index) => [
      String(index + 2),
      `T-${String(TASK_COUNT - index).padStart(3, '0')}`,
    ]),
  );

  // Scrolled to the 101st row: the rows around it, and the first ones are gone.
  scrollTop = 100 * VIRTUAL_ROW_HEIGHT_PX;
  fireEvent.scroll(screen.getByRole('region', { name: 'Tasks by due date, scrollable' }));
  const rows = drawnRows(table);
  expect(rows).toHaveLength(ROWS_IN_VIEW + 2 * OVERSCAN_ROWS);
  expect(rows[0]).toEqual([String(100 - OVERSCAN_ROWS + 2), `T-${String(TASK_COUNT - 100 + OVERSCAN_ROWS)}`]);
  expect(screen.queryByRole('cell', { name: 'T-300' })).not.toBeInTheDocument();
});
