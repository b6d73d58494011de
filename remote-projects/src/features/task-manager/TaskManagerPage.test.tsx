import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { frappeError } from 'shared-auth/testing';
import { makeTask, serveTasks, signInAs, type FakeTaskBackend } from '@projects/testing/task-manager-fixtures';
import TaskManagerPage from './TaskManagerPage';

const TASKS = [
  makeTask('TASK-1', { subject: 'Write the brief', status: 'Completed', exp_end_date: '2026-03-20' }),
  makeTask('TASK-2', { subject: 'Build the API', status: 'Working', priority: 'Urgent', project: 'PROJ-0002' }),
  makeTask('TASK-3', { subject: 'Ship it', status: 'Open' }),
  makeTask('TASK-4', { subject: 'Old idea', status: 'Cancelled' }),
];

let backend: FakeTaskBackend;
beforeEach(() => {
  signInAs('GUEST');
  backend = serveTasks(TASKS);
});
afterEach(() => backend.restore());

const renderCards = () => renderPage(<TaskManagerPage />, { route: '/task-manager', path: '/task-manager' });
const section = (status: string) => screen.getByRole('region', { name: status });

test('cards grouped by the statuses that hold tasks, in ERPNext order, each with its count and share, and overall completion', async () => {
  renderCards();

  const working = await screen.findByRole('region', { name: 'Working' });
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  // Only the statuses that hold tasks, in ERPNext's order.
  expect(headings).toEqual(['Open', 'Working', 'Completed', 'Cancelled']);
  expect(within(working).getByText('1 task')).toBeInTheDocument();
  expect(within(working).getByText('25%')).toBeInTheDocument();
  const card = within(working).getByRole('article', { name: 'Build the API' });
  expect(card).toHaveTextContent('Mobile app');
  expect(card).toHaveTextContent('Urgent');
  expect(card).toHaveTextContent('No due date');
  expect(within(section('Completed')).getByRole('article', { name: 'Write the brief' })).toHaveTextContent(
    /Due Mar 20, 2026/,
  );
  expect(screen.queryByRole('region', { name: 'Pending Review' })).not.toBeInTheDocument();

  // One of the three tasks to do is completed; the cancelled one counts neither way.
  expect(screen.getByText('33% complete')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Overall completion' })).toHaveAttribute('aria-valuenow', '33');
  expect(screen.getByText('4 tasks')).toBeInTheDocument();
});

test('the filter box keeps the matching cards and the groups that hold them', async () => {
  const user = userEvent.setup();
  renderCards();
  await screen.findByRole('region', { name: 'Working' });

  await user.type(screen.getByRole('searchbox', { name: 'Filter tasks' }), 'mobile');

  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  expect(screen.getByRole('article', { name: 'Build the API' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Working']);
  expect(screen.getByText('1 task of 4 tasks match')).toBeInTheDocument();
});

test('no tasks: an empty state; a failed load: the reason and Retry', async () => {
  backend.restore();
  backend = serveTasks([]);
  backend.failNextRead(frappeError(403, 'PermissionError', 'Not permitted'));
  const user = userEvent.setup();
  renderCards();

  expect(await screen.findByText('Not permitted')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
});
