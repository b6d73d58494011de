// The route's prefetch asks exactly what the page's first screen reads: once it has settled, the page draws its
// rows from the shared cache without asking the server again.
import { Profiler } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'build-presets/testing';
import { MemoryRouter, Route, Routes } from 'shared-ui';
import { queryClient } from 'shared-auth';
import { setSessionForTest } from 'shared-auth/testing';
import { allStatusesQueryOptions } from '@projects/workspace/board-status';
import { taskKeys } from './api/task-keys';
import { rowsToFill } from './model/first-pass-rows';
import { prefetchTaskList } from './prefetch-task-list';
import {
  countReads,
  filtersOf,
  makeTask,
  rowReads,
  serveTaskList,
  type FakeTaskListServer,
} from '@projects/testing/task-list-server';
import TaskListPage from './TaskListPage';

jest.setTimeout(30_000);

const TASKS = [
  makeTask('TASK-001', { subject: 'Write the brief', status: 'Completed', priority: 'Low' }),
  makeTask('TASK-002', { subject: 'Design the sign-in page', status: 'Working', project: 'PROJ-0007' }),
  makeTask('TASK-003', { subject: 'Build the API', status: 'Open', priority: 'High' }),
  makeTask('TASK-005', { subject: 'Market research', status: 'Open', priority: 'Low', project: 'PROJ-0009' }),
];

let server: FakeTaskListServer;

beforeEach(() => {
  window.localStorage.clear();
  queryClient.clear();
  server = serveTaskList(TASKS);
  setSessionForTest({
    userId: 'editor@tessera.dev',
    email: 'editor@tessera.dev',
    displayName: 'Editor',
    role: 'EDITOR',
    photoURL: null,
  });
});
afterEach(() => {
  server.restore();
  queryClient.clear();
});

/** `onCommit` runs after each commit of the page, its DOM updated. */
function renderListAt(path: string, onCommit: () => void = () => undefined) {
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/projects/:space"
          element={
            <Profiler id="task-list" onRender={onCommit}>
              <TaskListPage />
            </Profiler>
          }
        />
      </Routes>
    </MemoryRouter>,
    queryClient,
  );
}

const taskSubjects = () =>
  [...screen.getByRole('table', { name: 'Tasks' }).querySelectorAll('tbody tr[data-task]')].map(
    (row) => within(row as HTMLElement).getAllByRole('button')[0]!.textContent,
  );

test.each([
  ['/projects/all', { space: 'all' }, '', 4],
  [
    '/projects/engineering?group=priority&sort=subject&dir=desc',
    { space: 'engineering' },
    '?group=priority&sort=subject&dir=desc',
    3,
  ],
])('%s: the page reads nothing the prefetch did not', async (path, params, search, rows) => {
  await prefetchTaskList({ params, search });
  expect(countReads(server)).toHaveLength(1);
  expect(rowReads(server).length).toBeGreaterThan(0);
  const readsAfterPrefetch = server.reads.length;

  renderListAt(path);
  await waitFor(() => expect(taskSubjects()).toHaveLength(rows));
  expect(server.reads).toHaveLength(readsAfterPrefetch);
});

test("a space's list asks for each value's first rows beside the count, not after its answer", async () => {
  server.failNext('/api/resource/Task', { status: 403, data: { exc_type: 'PermissionError' } });
  await expect(prefetchTaskList({ params: { space: 'engineering' }, search: '?group=priority' })).rejects.toThrow();
  // The count failed (its read is not recorded), yet each priority's rows were asked for.
  const priorities = rowReads(server).map((read) => filtersOf(read).find(([field]) => field === 'priority')?.[2]);
  expect(priorities).toEqual(expect.arrayContaining(['Low', 'Medium', 'High', 'Urgent']));
});

test('every task by status name: the count leaves before the spaces are in, rows only for names with tasks', async () => {
  const releaseSpaces = server.holdNext('/api/resource/Spaces');
  const prefetch = prefetchTaskList({ params: { space: 'all' }, search: '' });
  await waitFor(() => expect(countReads(server)).toHaveLength(1));
  expect(rowReads(server)).toHaveLength(0);
  releaseSpaces();
  await prefetch;
  // Open, Working and Completed have tasks; none of the other names is asked for, and the count is not asked again.
  expect(rowReads(server)).toHaveLength(3);
  expect(countReads(server)).toHaveLength(1);
});

test('every task of one status name by priority: rows only of the groups its plan counts, as the page reads them', async () => {
  await prefetchTaskList({ params: { space: 'all' }, search: '?group=priority&status=open' });
  // The name's count, then its tasks' by priority: Low and High have some, and only theirs are read.
  expect(countReads(server)).toHaveLength(2);
  expect(rowReads(server).map(filtersOf)).toEqual([
    [
      ['priority', '=', 'Low'],
      ['status', '=', 'Open'],
    ],
    [
      ['priority', '=', 'High'],
      ['status', '=', 'Open'],
    ],
  ]);
  const readsAfterPrefetch = server.reads.length;

  renderListAt('/projects/all?group=priority&status=open');
  await waitFor(() => expect(taskSubjects()).toEqual(['Market research', 'Build the API']));
  expect(server.reads).toHaveLength(readsAfterPrefetch);
});

test('settles once the rows of the first screen are in: a group below them is not waited for', async () => {
  // 768 px of jsdom window fill with 24 rows: Open's first page (20) and 4 of Working's; Completed is below.
  server.tasks = [
    ...Array.from({ length: 25 }, (_, index) => makeTask(`TASK-1${index}`, { status: 'Open' })),
    ...Array.from({ length: 5 }, (_, index) => makeTask(`TASK-2${index}`, { status: 'Working' })),
    makeTask('TASK-300', { status: 'Completed' }),
  ];
  const isRowRead = (params: Record<string, unknown>) => params.group_by === undefined;
  const releaseBelow = server.holdNext(
    '/api/resource/Task',
    (params) => isRowRead(params) && JSON.stringify(params).includes('Completed'),
  );
  await prefetchTaskList({ params: { space: 'all' }, search: '' });
  // Open's and Working's rows are answered; Completed's is still held by the server.
  expect(rowReads(server)).toHaveLength(2);
  releaseBelow();
  await waitFor(() => expect(rowReads(server)).toHaveLength(3));
});

test('a list seen before a status was added is drawn again at once, while its groups are read anew', async () => {
  renderListAt('/projects/all');
  await waitFor(() => expect(taskSubjects()).toHaveLength(4));
  cleanup();
  // Meanwhile a board gained a status: the list's groups are now read against another scope.
  server.statuses.push({ name: 'ST-9', name1: 'Shipped', color: '#22aa55', space: 'engineering', position: 1 });
  // A later visit: the statuses and the count behind the groups are read again.
  queryClient.removeQueries({ queryKey: allStatusesQueryOptions().queryKey });
  queryClient.removeQueries({ queryKey: taskKeys.statusCombinations([]) });
  const releaseCount = server.holdNext('/api/resource/Task', (params) => params.group_by !== undefined);
  renderListAt('/projects/all');
  await waitFor(() => expect(taskSubjects()).toHaveLength(4));
  expect(screen.getByRole('table', { name: 'Tasks' })).toHaveAttribute('aria-busy', 'true');
  releaseCount();
  await waitFor(() => expect(screen.getByRole('table', { name: 'Tasks' })).not.toHaveAttribute('aria-busy'));
  expect(taskSubjects()).toHaveLength(4);
});

test('asks for no task of a space that does not exist', async () => {
  await prefetchTaskList({ params: { space: 'no-such-space' }, search: '' });
  expect(server.reads).toEqual([]);
});

test('with its data in, the first render draws the rows that fill the window, and the rest follow at once', async () => {
  server.restore();
  const many = Array.from({ length: 60 }, (_, index) =>
    makeTask(`TASK-${String(index).padStart(3, '0')}`, { status: index % 2 ? 'Open' : 'Working' }),
  );
  server = serveTaskList(many);
  await prefetchTaskList({ params: { space: 'all' }, search: '' });
  const rowsAtCommits: number[] = [];
  const drawnRows = () => document.querySelectorAll('table[aria-label="Tasks"] tbody tr[data-task]').length;

  renderListAt('/projects/all', () => rowsAtCommits.push(drawnRows()));
  // Each group's first page: 25 rows of Open, 25 of Working.
  await waitFor(() => expect(taskSubjects()).toHaveLength(50));
  const firstWithRows = rowsAtCommits.find((rows) => rows > 0);
  expect(firstWithRows).toBe(rowsToFill(window.innerHeight));
  // Each group's quick add is drawn after its rows.
  expect(screen.getByRole('button', { name: 'Add task to Working' })).toBeInTheDocument();
});
