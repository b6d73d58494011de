import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { toIsoDate } from 'shared-ui';
import { prepareChartsForJsdom } from '@kits/testing/chart-environment';
import { tableRows } from '@kits/testing/dashboard-queries';
import { installTaskServer, type TaskRow, type TaskServer } from '@kits/testing/task-server';
import { trendWeekStarts } from '../model/completion-trend';
import { CompletionTrendCard } from './CompletionTrendCard';
import { RecentActivityCard } from './RecentActivityCard';
import { WorkloadCard } from './WorkloadCard';

let server: TaskServer;

/** Which of the parts' task lists a read is, by the fields it asks for. */
type PartRead = 'created' | 'completed' | 'assignments' | 'changes';
function partOf(fields: readonly string[]): PartRead | undefined {
  if (fields.includes('_assign')) return 'assignments';
  if (fields.includes('modified_by')) return 'changes';
  if (fields.includes('completed_on')) return 'completed';
  if (fields.includes('creation')) return 'created';
  return undefined;
}
function answerParts(rows: Partial<Record<PartRead, TaskRow[] | Error>>) {
  server.listed.mockImplementation(async (_filters, fields) => {
    const answer = rows[partOf(fields) ?? 'changes'] ?? [];
    if (answer instanceof Error) throw answer;
    return answer;
  });
}
/** The part's one read of the task list: its filters and fields. */
function readOf(part: PartRead): Parameters<TaskServer['listed']> {
  const reads = server.listed.mock.calls.filter(([, fields]) => partOf(fields) === part);
  expect(reads).toHaveLength(1);
  const [read] = reads;
  if (!read) throw new Error(`The ${part} part read nothing`);
  return read;
}

/** What a row says, its avatar (marked hidden from screen readers: the name is written beside it) left out. */
function readText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

const USERS = [
  { name: 'ada@example.com', full_name: 'Ada Lovelace' },
  { name: 'bob@example.com', full_name: 'Bob Stone' },
];

prepareChartsForJsdom();
// A chart's code loads on its first use: on a busy machine that takes more than findBy's default second.
const CHART_CODE_WAIT = { timeout: 5000 };
// The wait for a chart's code, and the page drawn around it: more than a test's default five seconds.
jest.setTimeout(15_000);

beforeEach(() => {
  server = installTaskServer();
  server.users.mockResolvedValue(USERS);
});
afterEach(() => server.restore());

describe('completion trend', () => {
  test('tasks created and completed per week, from the server’s dates, work tasks only', async () => {
    const starts = trendWeekStarts(toIsoDate(new Date()));
    const [first = '', , third = ''] = starts;
    const thisWeek = starts.at(-1) ?? '';
    answerParts({
      created: [{ creation: `${first} 09:00:00.000000` }, { creation: `${thisWeek} 10:00:00.000000` }],
      completed: [
        { completed_on: third, modified: `${thisWeek} 08:00:00.000000` },
        // No completion date: the last change stands for it.
        { completed_on: null, modified: `${thisWeek} 11:00:00.000000` },
      ],
    });
    renderPage(<CompletionTrendCard />);

    expect(screen.getByRole('status', { name: 'Loading the completion trend' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Completion trend' });
    const rows = tableRows('Completion trend');
    expect(rows).toHaveLength(8);
    expect(rows.map(([, created, completed]) => [created, completed])).toEqual([
      ['1', '0'],
      ['0', '0'],
      ['0', '1'],
      ['0', '0'],
      ['0', '0'],
      ['0', '0'],
      ['0', '0'],
      ['1', '1'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week starting', 'Created', 'Completed']);
    const chart = await screen.findByRole('img', { name: 'Completion trend' }, CHART_CODE_WAIT);
    expect(chart.querySelector('desc')).toHaveTextContent('8 weeks: 2 tasks created, 2 completed');

    // Both read from the first week's Monday; the created ones are work tasks, not templates.
    const [createdFilters] = readOf('created');
    expect(createdFilters).toContainEqual(['status', '!=', 'Template']);
    expect(createdFilters).toContainEqual(['creation', '>=', first]);
    const [completedFilters] = readOf('completed');
    expect(completedFilters).toContainEqual(['status', '=', 'Completed']);
    expect(completedFilters).toContainEqual(['modified', '>=', first]);
  });

  test('nothing created or completed in the weeks: said in words, no empty chart', async () => {
    answerParts({});
    renderPage(<CompletionTrendCard />);

    expect(await screen.findByText('No task was created or completed in these weeks.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test('a failed read says so in its card, and Retry asks again', async () => {
    answerParts({ completed: new Error('Completed tasks timed out') });
    const user = userEvent.setup();
    renderPage(<CompletionTrendCard />);

    expect(await screen.findByText("Couldn't load the completion trend")).toBeInTheDocument();
    expect(screen.getByText('Completed tasks timed out')).toBeInTheDocument();
    answerParts({});
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No task was created or completed in these weeks.')).toBeInTheDocument();
  });
});

describe('workload', () => {
  test("open tasks per assignee by full name, most first, then the unassigned; one read of the tasks' `_assign`", async () => {
    answerParts({
      assignments: [
        { _assign: '["bob@example.com"]' },
        { _assign: '["ada@example.com","bob@example.com"]' },
        { _assign: '["cy@example.com"]' },
        { _assign: null },
      ],
    });
    renderPage(<WorkloadCard />);

    expect(screen.getByRole('status', { name: 'Loading the workload' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Open tasks by assignee' });
    expect(within(list).getAllByRole('listitem').map(readText)).toEqual([
      'Bob Stone2 tasks',
      'Ada Lovelace1 task',
      // Not a user the names read found: shown by their id.
      'cy@example.com1 task',
      'Unassigned1 task',
    ]);
    const [filters, fields] = readOf('assignments');
    expect(fields).toEqual(['_assign']);
    expect(filters).toEqual([['status', 'not in', ['Completed', 'Cancelled', 'Template']]]);
    expect(server.users).toHaveBeenCalledWith([
      ['name', 'in', ['ada@example.com', 'bob@example.com', 'cy@example.com']],
    ]);
  });

  test('the names cannot be read: the assignees are shown by their ids, the part not lost', async () => {
    answerParts({ assignments: [{ _assign: '["ada@example.com"]' }] });
    server.users.mockRejectedValue(new Error('Not permitted'));
    renderPage(<WorkloadCard />);

    const list = await screen.findByRole('list', { name: 'Open tasks by assignee' });
    expect(list).toHaveTextContent('ada@example.com1 task');
  });

  test('no open task: said in words', async () => {
    answerParts({ assignments: [] });
    renderPage(<WorkloadCard />);

    expect(await screen.findByText('No task is open.')).toBeInTheDocument();
    expect(server.users).not.toHaveBeenCalled();
  });

  test('a failed read says so in its card', async () => {
    answerParts({ assignments: new Error('Assignments timed out') });
    renderPage(<WorkloadCard />);

    expect(await screen.findByText("Couldn't load the workload")).toBeInTheDocument();
    expect(screen.getByText('Assignments timed out')).toBeInTheDocument();
  });
});

describe('recent activity', () => {
  const now = new Date();
  const hoursAgo = (hours: number) => {
    const at = new Date(now.getTime() - hours * 3600_000);
    const time = at.toTimeString().slice(0, 8);
    return `${toIsoDate(at)} ${time}.000000`;
  };

  test('the tasks changed last: who (by full name), what and when, each a link to the task', async () => {
    answerParts({
      changes: [
        {
          name: 'TASK-2',
          subject: 'Ship the export',
          status: 'Working',
          project: 'PROJ-0001',
          creation: hoursAgo(30),
          modified: hoursAgo(2),
          modified_by: 'ada@example.com',
        },
        {
          name: 'TASK-1',
          subject: 'Plan the offsite',
          status: 'Open',
          creation: hoursAgo(26),
          modified: hoursAgo(26),
          modified_by: 'bob@example.com',
        },
      ],
    });
    renderPage(<RecentActivityCard />);

    expect(screen.getByRole('status', { name: 'Loading the recent activity' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ada Lovelace changed Ship the export');
    expect(first).toHaveTextContent('TASK-2 · PROJ-0001 · 2 hours ago');
    expect(within(first!).getByText('Working')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Ship the export' })).toHaveAttribute(
      'href',
      '/projects/all?task=TASK-2',
    );
    expect(second).toHaveTextContent('Bob Stone created Plan the offsite');
    expect(second).toHaveTextContent('TASK-1 · yesterday');

    const [filters, fields] = readOf('changes');
    expect(filters).toEqual([['status', '!=', 'Template']]);
    expect(fields).toEqual(expect.arrayContaining(['name', 'subject', 'modified', 'modified_by', 'creation']));
    await waitFor(() => expect(server.users).toHaveBeenCalledTimes(1));
  });

  test('no task yet: said in words', async () => {
    answerParts({ changes: [] });
    renderPage(<RecentActivityCard />);

    expect(await screen.findByText('No task has been created yet.')).toBeInTheDocument();
  });

  test('a failed read says so in its card', async () => {
    answerParts({ changes: new Error('Changes timed out') });
    renderPage(<RecentActivityCard />);

    expect(await screen.findByText("Couldn't load the recent activity")).toBeInTheDocument();
    expect(screen.getByText('Changes timed out')).toBeInTheDocument();
  });
});
