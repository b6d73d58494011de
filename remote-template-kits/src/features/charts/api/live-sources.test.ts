import { testQueryClient } from 'build-presets/testing';
import { listDocs, type ListOptions } from 'shared-auth';
import { liveSourceQuery } from './live-sources';

jest.mock('shared-auth', () => ({
  ...jest.requireActual<typeof import('shared-auth')>('shared-auth'),
  listDocs: jest.fn(),
}));

const listDocsMock = jest.mocked(listDocs);

beforeEach(() => listDocsMock.mockReset());

// The Engineering space's board runs To do, Shipped; P-eng uses it, P-off has no board (ERPNext's statuses).
const WORKSPACE: Record<string, unknown[]> = {
  Spaces: [{ name: 'eng', name1: 'Engineering' }],
  Project: [
    { name: 'P-eng', project_name: 'Mobile app', is_custom: 0, space: 'eng' },
    { name: 'P-off', project_name: 'Help desk', is_custom: 0, space: null },
  ],
  'Puxeo Statuses': [
    { name: 'eng-todo', name1: 'To do', color: '#111111', space: 'eng', position: 1 },
    { name: 'eng-shipped', name1: 'Shipped', color: '#222222', space: 'eng', position: 2 },
  ],
};

/** Answers the workspace's lists, and `tasks(options)` for Task. */
function answer(tasks: (options: ListOptions<string>) => unknown[], workspace = WORKSPACE) {
  listDocsMock.mockImplementation((doctype, options) =>
    Promise.resolve(doctype === 'Task' ? tasks(options) : (workspace[doctype] ?? [])),
  );
}

const taskRequests = () => listDocsMock.mock.calls.filter(([doctype]) => doctype === 'Task');

test('tasks by status: a board task counts under its board status’s name, in the board’s colour, not under ERPNext’s', async () => {
  answer(() => [
    // ERPNext says Open, the board says Shipped.
    { project: 'P-eng', puxeo_status: 'eng-shipped', status: 'Open', count: 3 },
    { project: 'P-eng', puxeo_status: 'eng-todo', status: 'Open', count: 1 },
    { project: 'P-off', puxeo_status: null, status: 'Open', count: 2 },
  ]);
  const data = await testQueryClient().fetchQuery(liveSourceQuery('tasksByStatus', '2026-03-05'));

  expect(data.rows.map((row) => [row.label, row.values.tasks, row.color])).toEqual([
    ['To do', 1, '#111111'],
    ['Shipped', 3, '#222222'],
    ['Open', 2, expect.any(String)],
  ]);
  expect(taskRequests()).toHaveLength(1);
});

test('a crossed count is one group_by request by the field and the status combination, folded by status name', async () => {
  answer(() => [
    { priority: 'High', project: 'P-eng', puxeo_status: 'eng-shipped', status: 'Open', count: 2 },
    { priority: 'Low', project: 'P-off', puxeo_status: null, status: 'Open', count: '1' },
    { priority: 'Low', project: 'P-eng', puxeo_status: 'eng-shipped', status: 'Completed', count: 4 },
  ]);
  const data = await testQueryClient().fetchQuery(liveSourceQuery('priorityByStatus', '2026-03-05'));

  expect(taskRequests()).toEqual([
    [
      'Task',
      {
        fields: ['priority', 'project', 'puxeo_status', 'status', 'count(name) as count'],
        filters: [['status', '!=', 'Template']],
        groupBy: 'priority, project, puxeo_status, status',
        limitPageLength: 0,
      },
      expect.any(AbortSignal),
    ],
  ]);
  expect(data.series.map((series) => series.name)).toEqual(['Low', 'Medium', 'High', 'Urgent']);
  expect(data.rows.map((row) => [row.label, row.values])).toEqual([
    ['Shipped', { s0: 4, s1: 0, s2: 2, s3: 0 }],
    ['Open', { s0: 1, s1: 0, s2: 0, s3: 0 }],
  ]);
});

test('open work by department: done and cancelled tasks are left out, by each task’s one status', async () => {
  answer(() => [
    { department: 'Design', project: 'P-eng', puxeo_status: 'eng-todo', status: 'Completed', count: 2 },
    // The board's last status is done, whatever ERPNext says.
    { department: 'Design', project: 'P-eng', puxeo_status: 'eng-shipped', status: 'Open', count: 5 },
    { department: 'Design', project: 'P-off', puxeo_status: null, status: 'Working', count: 1 },
    { department: 'Sales', project: 'P-off', puxeo_status: null, status: 'Completed', count: 3 },
    { department: 'Sales', project: 'P-off', puxeo_status: null, status: 'Cancelled', count: 4 },
  ]);
  const data = await testQueryClient().fetchQuery(liveSourceQuery('statusByDepartment', '2026-03-05'));

  expect(data.series.map((series) => series.name)).toEqual(['To do', 'Working']);
  expect(data.rows.map((row) => [row.label, row.values])).toEqual([['Design', { s0: 2, s1: 1 }]]);
});

test('weekly activity: tasks created since the window opened, and those done by their one status, per week', async () => {
  answer((options) => {
    if (options.fields.includes('creation')) {
      return [{ creation: '2026-03-03 10:00:00.000000' }, { creation: '2026-02-20 10:00:00.000000' }];
    }
    // The board's done tasks: in its last status, dated by their last change.
    if (JSON.stringify(options.filters).includes('eng-shipped')) {
      return [{ project: 'P-eng', completed_on: '2026-02-20', modified: '2026-03-05 08:00:00.000000' }];
    }
    return [{ project: 'P-off', completed_on: '2026-03-04', modified: '2026-03-05 08:00:00.000000' }];
  });
  const data = await testQueryClient().fetchQuery(liveSourceQuery('weeklyActivity', '2026-03-05'));

  expect(listDocsMock).toHaveBeenCalledWith(
    'Task',
    // Work tasks only: a template is not work.
    expect.objectContaining({
      filters: [
        ['status', '!=', 'Template'],
        ['creation', 'is', 'set'],
        ['creation', '>=', '2025-12-15'],
      ],
    }),
    expect.any(AbortSignal),
  );
  // Done without a board: ERPNext's Completed, off the boards only.
  expect(listDocsMock).toHaveBeenCalledWith(
    'Task',
    expect.objectContaining({
      filters: expect.arrayContaining([
        ['project', 'not in', ['P-eng']],
        ['status', '=', 'Completed'],
      ]),
    }),
    expect.any(AbortSignal),
  );
  expect(data.rows).toHaveLength(12);
  expect(data.rows.at(-1)?.values).toEqual({ created: 1, completed: 2 });
  expect(data.rows.at(-3)?.values).toEqual({ created: 1, completed: 0 });
});

test('tasks by project are labelled with the projects’ names, read beside the counts', async () => {
  listDocsMock.mockImplementation((doctype) =>
    Promise.resolve(
      doctype === 'Project'
        ? [{ name: 'PROJ-0001', project_name: 'Mobile app' }]
        : [
            { project: 'PROJ-0001', count: 4 },
            { project: 'PROJ-0404', count: 1 },
            { project: null, count: 2 },
          ],
    ),
  );
  const data = await testQueryClient().fetchQuery(liveSourceQuery('tasksByProject', '2026-03-05'));

  expect(data.rows.map((row) => [row.label, row.values.tasks])).toEqual([
    ['Mobile app', 4],
    ['PROJ-0404', 1],
    ['Not set', 2],
  ]);
});

test('daily activity: a year of days, oldest first, each with the tasks created and completed on it', async () => {
  answer((options) => {
    if (options.fields.includes('creation')) {
      return [{ creation: '2026-03-05 10:00:00.000000' }, { creation: '2025-03-06 08:00:00.000000' }];
    }
    const offBoards = JSON.stringify(options.filters).includes('Completed');
    return offBoards ? [{ project: 'P-off', completed_on: '2026-03-04', modified: '2026-03-05 08:00:00.000000' }] : [];
  });
  const data = await testQueryClient().fetchQuery(liveSourceQuery('dailyActivity', '2026-03-05'));

  expect(listDocsMock).toHaveBeenCalledWith(
    'Task',
    // Work tasks only: a template is not work.
    expect.objectContaining({
      filters: [
        ['status', '!=', 'Template'],
        ['creation', 'is', 'set'],
        ['creation', '>=', '2025-03-06'],
      ],
    }),
    expect.any(AbortSignal),
  );
  expect(data.rows).toHaveLength(365);
  expect(data.rows[0]).toEqual({ label: '2025-03-06', values: { created: 1, completed: 0 } });
  expect(data.rows.slice(-2)).toEqual([
    { label: '2026-03-04', values: { created: 0, completed: 1 } },
    { label: '2026-03-05', values: { created: 1, completed: 0 } },
  ]);
});

test('tasks by space: each project named, in its space by the space’s name, the projects of one space together', async () => {
  const workspace = {
    Spaces: [
      { name: 'product', name1: 'Product' },
      { name: 'support', name1: 'Support' },
    ],
    Project: [
      { name: 'PROJ-1', project_name: 'Mobile app', space: 'product' },
      { name: 'PROJ-2', project_name: 'Help desk', space: 'support' },
      { name: 'PROJ-3', project_name: 'Website', space: 'product' },
    ],
  };
  const tasks = [
    { project: 'PROJ-1', status: 'Open', count: 5 },
    { project: 'PROJ-2', status: 'Open', count: 4 },
    { project: 'PROJ-3', status: 'Completed', count: 3 },
    { project: null, status: 'Open', count: 1 },
  ];
  answer(() => tasks, workspace);
  const data = await testQueryClient().fetchQuery(liveSourceQuery('tasksBySpace', '2026-03-05'));

  expect(data.groupName).toBe('Space');
  expect(data.rows.map((row) => [row.group, row.label])).toEqual([
    ['Product', 'Mobile app'],
    ['Product', 'Website'],
    ['Support', 'Help desk'],
    ['No space', 'Not set'],
  ]);
  expect(data.series.map((series) => series.name)).toEqual(['Open', 'Completed']);
  // One count; the spaces and projects are the cached lists the status names read.
  expect(taskRequests()).toHaveLength(1);
  expect(listDocsMock.mock.calls.filter(([doctype]) => doctype === 'Project')).toHaveLength(1);
});
