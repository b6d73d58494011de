import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'build-presets/testing';
import { installFakeServer, type FakeServer } from 'shared-auth/testing';
import type { TableTask } from './api/list-table-tasks';
import MultiColumnOrderingPage from './MultiColumnOrderingPage';

const task = (name: string, subject: string, priority: string): TableTask => ({
  name,
  subject,
  priority,
  project: null,
  status: 'Open',
  exp_end_date: null,
  modified: '2026-11-20 10:00:00.000000',
});

const TASKS = [
  task('T-1', 'Bravo', 'Urgent'),
  task('T-2', 'Charlie', 'Low'),
  task('T-3', 'alpha', 'Urgent'),
  task('T-4', 'Alpha two', 'Low'),
];

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer(({ method, url }) =>
    method === 'GET' && url === '/api/resource/Task' ? { status: 200, data: { data: TASKS } } : undefined,
  );
});
afterEach(() => server.restore());

const subjects = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

test('a click sorts by one column; Shift+Enter adds the next key; the headers say their order', async () => {
  renderWithProviders(<MultiColumnOrderingPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Priority, not sorted' }));
  screen.getByRole('button', { name: 'Subject, not sorted' }).focus();
  await userEvent.keyboard('{Shift>}{Enter}{/Shift}');

  expect(screen.getByTestId('sort-summary')).toHaveTextContent('Sorted by Priority ascending, then Subject ascending.');
  expect(screen.getByRole('button', { name: 'Priority, sorted ascending, sort key 1 of 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Subject, sorted ascending, sort key 2 of 2' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /^Priority/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(screen.getByRole('columnheader', { name: /^Subject/ })).not.toHaveAttribute('aria-sort');
  expect(subjects()).toEqual(['Alpha two', 'Charlie', 'alpha', 'Bravo']);

  // A plain click starts over with that column alone.
  await userEvent.click(screen.getByRole('button', { name: /^Subject, / }));
  expect(screen.getByTestId('sort-summary')).toHaveTextContent('Sorted by Subject descending.');
});
