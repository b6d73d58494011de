import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { addDays, toIsoDate } from 'shared-ui';
import type { DatedTask } from './api/dated-tasks';
import DashboardV2Page from './DashboardV2Page';
import { prepareChartsForJsdom } from '@kits/testing/chart-environment';
import type { FrappeFilters } from 'shared-auth';
import { countRows, hasCondition, installTaskServer, type TaskRow, type TaskServer } from '@kits/testing/task-server';
import { statText, tableRows } from '@kits/testing/dashboard-queries';
import { STATUS_COMBINATION_GROUP_BY } from 'tessera-contracts';

const today = toIsoDate(new Date());

const dueSoon: DatedTask[] = [
  {
    name: 'TASK-2026-00010',
    subject: 'Ship the invoice export',
    project: 'PROJ-0001',
    status: 'Working',
    priority: 'High',
    exp_end_date: today,
  },
  {
    name: 'TASK-2026-00011',
    subject: 'Review the API contract',
    project: 'PROJ-0002',
    status: 'Open',
    priority: 'Low',
    exp_end_date: addDays(today, 3),
  },
];
const overdue: DatedTask[] = [
  {
    name: 'TASK-2026-00003',
    subject: 'Migrate the old reports',
    status: 'Overdue',
    priority: 'Urgent',
    exp_end_date: addDays(today, -5),
  },
];

let server: TaskServer;
/** What the server gives: the counts by status, the two lists (told apart by their filters), the hours. */
let answers: { byStatus: TaskRow[]; dueSoon: DatedTask[]; overdue: () => Promise<DatedTask[]> };

/** The due-soon list's filters have a window's start; the overdue list's only an end. */
const isDueSoonList = (filters: FrappeFilters | undefined) => hasCondition(filters, 'exp_end_date', '>=');
const overdueReads = () => server.listed.mock.calls.filter(([filters]) => !isDueSoonList(filters));

function mockHealthyBackend() {
  answers = {
    byStatus: countRows('status', [
      ['Open', 3],
      ['Completed', 3],
      ['Cancelled', 2],
    ]),
    dueSoon,
    overdue: async () => overdue,
  };
  server.grouped.mockImplementation(async (groupBy) =>
    groupBy === STATUS_COMBINATION_GROUP_BY
      ? answers.byStatus
      : [
          { department: null, hours: 2 },
          { department: 'Engineering', hours: 12.5 },
          { department: 'Design', hours: 30 },
        ],
  );
  server.listed.mockImplementation((filters) =>
    isDueSoonList(filters) ? Promise.resolve(answers.dueSoon) : answers.overdue(),
  );
  // The lists hold the most pressing tasks; the counts are of all of them.
  server.counted.mockImplementation(async (filters) => (isDueSoonList(filters) ? 9 : 1));
}

prepareChartsForJsdom();

beforeEach(() => {
  server = installTaskServer();
});
afterEach(() => server.restore());

test('lists the tasks due in the next 14 days and the overdue ones, with how near or late they are', async () => {
  mockHealthyBackend();
  renderPage(<DashboardV2Page />);

  expect(screen.getByRole('heading', { level: 1, name: 'Delivery dashboard' })).toBeInTheDocument();
  const dueList = await screen.findByRole('list', { name: 'Due in the next 14 days' });
  const dueItems = within(dueList).getAllByRole('listitem');
  expect(dueItems).toHaveLength(2);
  expect(dueItems[0]).toHaveTextContent('Ship the invoice export');
  expect(dueItems[0]).toHaveTextContent('(today)');
  expect(dueItems[0]).toHaveTextContent('PROJ-0001');
  expect(dueItems[1]).toHaveTextContent('Review the API contract');
  expect(dueItems[1]).toHaveTextContent('(in 3 days)');

  const overdueItems = within(screen.getByRole('list', { name: 'Overdue tasks' })).getAllByRole('listitem');
  expect(overdueItems).toHaveLength(1);
  expect(overdueItems[0]).toHaveTextContent('Migrate the old reports');
  expect(overdueItems[0]).toHaveTextContent('(5 days late)');
  expect(overdueItems[0]).toHaveTextContent('Urgent');

  expect(screen.getByText('Showing 2 of 9')).toBeInTheDocument();
  expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();

  // Due from today to 14 days on, both included; late: before today.
  const dueListFilters = server.listed.mock.calls.map(([filters]) => filters).find(isDueSoonList);
  expect(dueListFilters).toContainEqual(['exp_end_date', '>=', today]);
  expect(dueListFilters).toContainEqual(['exp_end_date', '<', addDays(today, 15)]);
  expect(overdueReads()[0]?.[0]).toContainEqual(['exp_end_date', '<', today]);
});

test('shows the completion rate, the counts and the expected hours by department', async () => {
  mockHealthyBackend();
  const { container } = renderPage(<DashboardV2Page />);

  await screen.findByText('Completion rate');
  // 3 completed of 6 planned: the 2 cancelled tasks do not count.
  expect(statText('Completion rate')).toBe(
    'Completion rate50%3 of 6 tasks completed (cancelled and template tasks do not count)',
  );
  expect(statText('Due in 14 days')).toMatch(/^Due in 14 days9Unfinished, due by /);
  expect(statText('Overdue')).toBe('Overdue1Unfinished, past their end date');
  expect(statText('Hours of open work')).toBe('Hours of open work44.5 hrExpected hours of unfinished tasks');

  expect(tableRows('Expected hours by department')).toEqual([
    ['Design', '30 hr'],
    ['Engineering', '12.5 hr'],
    ['Not set', '2 hr'],
  ]);
  expect(screen.getByRole('img', { name: 'Expected hours by department' })).toBeInTheDocument();
  await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(3));
});

test('nothing due and nothing late: each list says so', async () => {
  mockHealthyBackend();
  answers.dueSoon = [];
  answers.overdue = async () => [];
  renderPage(<DashboardV2Page />);

  expect(await screen.findByText('Nothing is due in the next 14 days.')).toBeInTheDocument();
  expect(screen.getByText('No task is past its end date.')).toBeInTheDocument();
});

test('no tasks at all: an empty state', async () => {
  mockHealthyBackend();
  answers.byStatus = [];
  renderPage(<DashboardV2Page />);

  expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
});

test('an error shows the reason and Retry asks again', async () => {
  mockHealthyBackend();
  let overdueFailures = 1;
  answers.overdue = async () => {
    if (overdueFailures-- > 0) throw new Error('Timed out');
    return overdue;
  };
  const user = userEvent.setup();
  renderPage(<DashboardV2Page />);

  expect(await screen.findByText('Timed out')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('list', { name: 'Overdue tasks' })).toBeInTheDocument();
  expect(overdueReads()).toHaveLength(2);
});

test('a long list shows whole rows first, and all of them on request', async () => {
  mockHealthyBackend();
  const many: DatedTask[] = Array.from({ length: 8 }, (_, index) => ({
    name: `TASK-2026-001${index}`,
    subject: `Task number ${index + 1}`,
    status: 'Open',
    priority: 'Low',
    exp_end_date: addDays(today, 1),
  }));
  answers.dueSoon = many;
  renderPage(<DashboardV2Page />);

  const dueList = await screen.findByRole('list', { name: 'Due in the next 14 days' });
  expect(within(dueList).getAllByRole('listitem')).toHaveLength(6);
  expect(screen.getByText('Showing 6 of 9')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show 8' }));
  expect(within(dueList).getAllByRole('listitem')).toHaveLength(8);
  expect(screen.getByText('Showing 8 of 9, the most pressing')).toBeInTheDocument();
});

test("a task shows its board's status where its project's board has statuses, else ERPNext's", async () => {
  mockHealthyBackend();
  // PROJ-0001 takes its space's statuses; PROJ-0002's space has none.
  server.projects.mockResolvedValue([
    { name: 'PROJ-0001', space: 'SPACE-1', is_custom: 0 },
    { name: 'PROJ-0002', space: 'SPACE-2', is_custom: 0 },
  ]);
  server.boardStatuses.mockResolvedValue([
    { name: 'ST-1', name1: 'Backlog', color: '#888888', space: 'SPACE-1', position: 1 },
    { name: 'ST-2', name1: 'In QA', color: '#7c3aed', space: 'SPACE-1', position: 2 },
  ]);
  answers.dueSoon = [
    { ...dueSoon[0]!, puxeo_status: 'ST-2' },
    { ...dueSoon[1]!, puxeo_status: null },
  ];
  renderPage(<DashboardV2Page />);

  const dueList = await screen.findByRole('list', { name: 'Due in the next 14 days' });
  await waitFor(() => expect(within(dueList).getAllByRole('listitem')[0]).toHaveTextContent('In QA'));
  const [onBoard, elsewhere] = within(dueList).getAllByRole('listitem');
  expect(onBoard).not.toHaveTextContent('Working');
  expect(elsewhere).toHaveTextContent('Open');
  expect(elsewhere).not.toHaveTextContent('Backlog');
  // A task without a project shows ERPNext's status.
  expect(within(screen.getByRole('list', { name: 'Overdue tasks' })).getByRole('listitem')).toHaveTextContent(
    'Overdue',
  );
});
